import { expect, test } from "vitest";
import type { SubsidyRule } from "#app/shared/entities";
import { batteryKindOf, batteryKwh, checkSubsidy, readDay, ruleAmount, schemeEnds, segmentOf, type SubsidyModel } from "#app/features/tools/rules/subsidy";

// The edges of the subsidy rules: how a model's type and battery are read, which days are days,
// a rule's amount at its limits, and a scheme's status from rules given in any order.

const rule = (over: Partial<SubsidyRule>): SubsidyRule => ({
  ruleId: "r", scheme: "PM E-DRIVE", schemeHi: "", level: "central", stateName: "", segment: "l3", perKwh: 0, cap: 10_000,
  maxExFactory: 0, battery: "any", validFrom: "2025-01-01", validTo: "", afterEnd: "unknown", source: "source", sourceHi: "",
  sourceDate: "2025-01", note: "", noteHi: "", ...over,
});
const rickshaw: SubsidyModel = { typeName: "e rickshaw", vehicleCategory: "", batteryType: "Lithium-ion", batteryCapacity: "5 kWh", batteryVoltage: "", price: 150_000 };

test("a type is read whatever its case and spaces; 'Liion' is a lithium battery", () => {
  expect(segmentOf({ typeName: "  E   Rickshaw ", vehicleCategory: "" })).toBe("l3");
  expect(batteryKindOf("Liion")).toBe("advanced");
});

test("a battery's kWh is read with or without a space before the unit, and needs both Ah and V", () => {
  expect(batteryKwh({ batteryCapacity: "7.37kWh", batteryVoltage: "" })).toBe(7.37);
  expect(batteryKwh({ batteryCapacity: "120Ah", batteryVoltage: "48V" })).toBe(5.76); // 120 × 48 / 1000
  expect(batteryKwh({ batteryCapacity: "120Ah 48V", batteryVoltage: "" })).toBe(5.76);
  expect(batteryKwh({ batteryCapacity: "120 Ah", batteryVoltage: "" })).toBeNull();
  expect(batteryKwh({ batteryCapacity: "", batteryVoltage: "48 V" })).toBeNull();
});

test("a day is exactly YYYY-MM-DD of a real date from 2000 to 2099", () => {
  expect([readDay(" 2025-01-01 "), readDay("2000-01-01"), readDay("2099-12-31")]).toEqual(["2025-01-01", "2000-01-01", "2099-12-31"]);
  for (const bad of ["x2025-01-01", "2025-01-01x", "1999-12-31", "2100-01-01", "2025-02-30", "2025-13-01", undefined]) expect(readDay(bad), String(bad)).toBeNull();
});

test("only a rule for advanced batteries refuses lead-acid or unknown ones; a price at the limit qualifies", () => {
  expect(ruleAmount(rule({ battery: "any", cap: 10_000 }), "lead-acid", null, 100_000)).toEqual({ amount: 10_000, refusal: null });
  expect(ruleAmount(rule({ battery: "any", cap: 10_000 }), "unknown", null, 100_000)).toEqual({ amount: 10_000, refusal: null });
  expect(ruleAmount(rule({ battery: "advanced" }), "lead-acid", null, 100_000)).toEqual({ amount: 0, refusal: "lead-acid" });
  expect(ruleAmount(rule({ maxExFactory: 150_000 }), "advanced", 5, 150_000)).toEqual({ amount: 10_000, refusal: null });
});

test("a scheme's rules are read in date order whatever order they come in: not started, open, or as the last ended rule left it", () => {
  const early = rule({ ruleId: "early", validFrom: "2023-01-01", validTo: "2023-12-31", afterEnd: "unknown" });
  const late = rule({ ruleId: "late", validFrom: "2024-03-01", validTo: "2024-06-30", afterEnd: "closed" });
  const status = (day: string) => {
    const [scheme] = checkSubsidy(rickshaw, "Delhi", day, [late, early]).schemes;
    return [scheme!.status, scheme!.rule.ruleId];
  };
  expect(status("2022-12-31")).toEqual(["not-started", "early"]);
  expect(status("2023-01-01")).toEqual(["open", "early"]);
  expect(status("2024-02-01")).toEqual(["unknown", "early"]); // between the two: the early rule's end decides
  expect(status("2024-07-01")).toEqual(["closed", "late"]);
});

test("central schemes come before the state's, each in name order", () => {
  const rules = [
    rule({ scheme: "Delhi EV Policy", level: "state", stateName: "Delhi" }),
    rule({ scheme: "Zeta Central" }),
    rule({ scheme: "Alpha Central" }),
  ];
  expect(checkSubsidy(rickshaw, "Delhi", "2025-06-01", rules).schemes.map((s) => s.scheme)).toEqual(["Alpha Central", "Zeta Central", "Delhi EV Policy"]);
});

test("a scheme has ended when every rule of it, however its name is cased or spaced, ended before the day: its last end and Hindi name", () => {
  const rules = [
    rule({ scheme: " FAME II ", schemeHi: "फेम II", validFrom: "2019-04-01", validTo: "2024-03-31", afterEnd: "closed" }),
    rule({ scheme: "fame ii", schemeHi: "", validFrom: "2019-04-01", validTo: "2023-03-31", afterEnd: "unknown" }),
  ];
  const ends = schemeEnds(rules, "2024-04-01").filter((e) => e.segment === null);
  expect(ends).toEqual([{ scheme: "FAME II", schemeHi: "फेम II", segment: null, end: "2024-03-31", status: "closed" }]);
  expect(schemeEnds(rules, "2024-03-31")).toEqual([]); // the last rule still covers its end day
});
