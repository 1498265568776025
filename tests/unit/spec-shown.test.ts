import { expect, test } from "vitest";
import { type SpecReading, shownSpec } from "#app/features/catalogue/rules/spec-shown";
import { hindiSpecValue } from "#app/shared/i18n/spec-values-hi";
import { SPEC_VALUE_FIELDS } from "#app/shared/product-fields";
import type { SubsidyRule } from "#app/shared/entities";
import { schemeEnds, schemeEndsFor } from "#app/features/tools/rules/subsidy";
import { MODELS, productRows } from "../../seed/products";
import { SUBSIDY_RULES } from "../../seed/subsidies";

// How a page shows a specification value (docs/decisions/149 and 150): a bare number with its
// field's unit, the Hindi version or the glossary's reading on a Hindi page, else the English
// marked, and a value naming an ended scheme with the scheme's end from the dated rules.

const read = (value: string) => hindiSpecValue(value);
const en: SpecReading = { lang: "en", read, ends: [] };
const hi: SpecReading = { lang: "hi", read, ends: [] };

test("a bare number is shown with its field's unit in the page's language", () => {
  expect(shownSpec("mileage", { mileage: "120" }, en)).toEqual({ text: "120 km", english: false, ended: null });
  expect(shownSpec("mileage", { mileage: "120" }, hi)).toEqual({ text: "120 किमी", english: false, ended: null });
  expect(shownSpec("speed", { speed: "25" }, hi)?.text).toBe("25 किमी/घंटा");
  expect(shownSpec("chargeTime", { chargeTime: "8-10" }, en)?.text).toBe("8-10 hours");
  // a field without a unit of its own, and a blank or 0, which the tables leave out
  expect(shownSpec("wheelNo", { wheelNo: "3" }, en)?.text).toBe("3");
  expect(shownSpec("speed", { speed: "0" }, en)).toBeNull();
  expect(shownSpec("speed", {}, en)).toBeNull();
});

test("a Hindi page shows the operator's Hindi version first, then the glossary's reading, else the English marked as English", () => {
  const model = { deckSize: "Single 1.2 cubic m tipper box", deckSizeHi: "1.2 घन मीटर का एक टिपर बॉक्स", brake: "Drum brakes front and rear", roofType: "Sliding glass panels" };
  expect(shownSpec("deckSize", model, hi)).toEqual({ text: "1.2 घन मीटर का एक टिपर बॉक्स", english: false, ended: null });
  expect(shownSpec("brake", model, hi)).toEqual({ text: "आगे और पीछे ड्रम ब्रेक", english: false, ended: null });
  expect(shownSpec("roofType", model, hi)).toEqual({ text: "Sliding glass panels", english: true, ended: null });
  // an English page shows the English whatever the Hindi holds
  expect(shownSpec("deckSize", model, en)).toEqual({ text: "Single 1.2 cubic m tipper box", english: false, ended: null });
});

const rule = (r: Partial<SubsidyRule>): SubsidyRule => ({
  ruleId: "r", scheme: "FAME II", level: "central", stateName: "", segment: "e2w", perKwh: 0, cap: 0, maxExFactory: 0, battery: "any",
  validFrom: "2023-06-01", validTo: "2024-03-31", afterEnd: "closed", source: "s", sourceDate: "2024-02", note: "", schemeHi: "", sourceHi: "", noteHi: "", ...r,
});

test("a scheme has ended on a day when every one of its rules ended before it; the end is its last rule's, per segment and over all", () => {
  const rules = [
    rule({ ruleId: "a", validTo: "2024-03-31", schemeHi: "फ़ेम-2" }),
    rule({ ruleId: "b", scheme: "PM E-DRIVE", segment: "l5", validFrom: "2024-11-08", validTo: "2025-12-25" }),
    rule({ ruleId: "c", scheme: "PM E-DRIVE", segment: "l3", validFrom: "2025-04-01", validTo: "2026-03-31" }),
    rule({ ruleId: "d", scheme: "Delhi EV Policy 2020", level: "state", stateName: "Delhi", validTo: "2026-03-31", afterEnd: "unknown" }),
  ];
  // 31 Mar 2024 is FAME II's last day: on it the scheme has not ended; on 1 Apr 2024 it has
  expect(schemeEnds(rules, "2024-03-31").map((e) => e.scheme)).toEqual([]);
  expect(schemeEnds(rules, "2024-04-01")).toEqual([
    { scheme: "FAME II", schemeHi: "फ़ेम-2", segment: "e2w", end: "2024-03-31", status: "closed" },
    { scheme: "FAME II", schemeHi: "फ़ेम-2", segment: null, end: "2024-03-31", status: "closed" },
  ]);
  // On 1 Jan 2026 PM E-DRIVE has ended for e-autos (25 Dec 2025) but not for e-rickshaws: over all, not ended
  const jan2026 = schemeEnds(rules, "2026-01-01");
  const auto = { typeName: "electric auto rickshaw", vehicleCategory: "L5M (passenger e-auto)" };
  const rickshaw = { typeName: "e rickshaw", vehicleCategory: "" };
  expect(schemeEndsFor(jan2026, auto).map((e) => [e.scheme, e.end])).toEqual([["FAME II", "2024-03-31"], ["PM E-DRIVE", "2025-12-25"]]);
  expect(schemeEndsFor(jan2026, rickshaw).map((e) => e.scheme)).toEqual(["FAME II"]);
  // after 31 Mar 2026 Delhi's policy is not known: said so, not "ended"
  expect(schemeEnds(rules, "2026-04-01").find((e) => e.scheme === "Delhi EV Policy 2020" && e.segment === null)).toEqual({
    scheme: "Delhi EV Policy 2020", schemeHi: "", segment: null, end: "2026-03-31", status: "unknown",
  });
});

test("a value naming an ended scheme loses the claim and carries the scheme's end instead, in both languages", () => {
  const ends = schemeEnds([rule({})], "2026-12-07");
  const scooter = { approval: "ARAI approved (FAME II eligible)", approvalHi: "ARAI से मंज़ूर (FAME II योग्य)" };
  const fame = { scheme: "FAME II", schemeHi: "", segment: "e2w", end: "2024-03-31", status: "closed" };
  expect(shownSpec("approval", scooter, { ...en, ends })).toEqual({ text: "ARAI approved", english: false, ended: fame });
  expect(shownSpec("approval", scooter, { ...hi, ends })).toEqual({ text: "ARAI से मंज़ूर", english: false, ended: fame });
  expect(shownSpec("approval", { approval: "Eligible for FAME II subsidy" }, { ...en, ends })).toEqual({ text: "", english: false, ended: fame });
  expect(shownSpec("approval", { approval: "ARAI approved, FAME II" }, { ...en, ends })?.text).toBe("ARAI approved");
  // a scheme still running, or one not named, leaves the value as it is
  expect(shownSpec("approval", scooter, en)?.text).toBe("ARAI approved (FAME II eligible)");
  expect(shownSpec("approval", { approval: "ICAT approved" }, { ...en, ends })).toEqual({ text: "ICAT approved", english: false, ended: null });
  // "FAME III" is not "FAME II"
  expect(shownSpec("approval", { approval: "FAME III eligible" }, { ...en, ends })?.ended).toBeNull();
});

test("every specification value of the sample catalogue reads in Hindi on a Hindi page, with the sample's dated rules", () => {
  const ends = schemeEnds(SUBSIDY_RULES, "2026-12-07");
  const english = productRows(MODELS).flatMap((p) =>
    SPEC_VALUE_FIELDS.flatMap((field) => {
      const shown = shownSpec(field, p, { ...hi, ends: schemeEndsFor(ends, p as { typeName: string; vehicleCategory: string }) });
      return shown?.english ? [`${p.brandName} ${p.name} ${field}: ${shown.text}`] : [];
    }),
  );
  expect(english).toEqual([]);
});
