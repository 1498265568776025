import { expect, test } from "vitest";
import { SubsidyRuleSchema } from "#app/shared/entities";
import { istDate } from "#app/shared/i18n/dates";
import { batteryKindOf, batteryKwh, checkSubsidy, readDay, segmentOf, type SubsidyModel } from "#app/features/tools/rules/subsidy";
import { SUBSIDY_RULES } from "../../seed/subsidies";
import { shownType, withAsked } from "#app/features/tools/server/subsidy";

// The subsidy check (docs/decisions/117) on the seeded rules of buyer-facts.md: per rule and date,
// a date after a scheme closed, a date after which nothing is sourced, and a lead-acid model.

const rules = SUBSIDY_RULES;
const lithiumRickshaw: SubsidyModel = {
  typeName: "e rickshaw", vehicleCategory: "", batteryType: "Lithium-ion (LFP)", batteryCapacity: "100 Ah", batteryVoltage: "48 V", price: 150000,
};
const leadAcidRickshaw: SubsidyModel = { ...lithiumRickshaw, batteryType: "Lead acid (tubular)", batteryCapacity: "120 Ah", price: 112000 };
const eAuto: SubsidyModel = { typeName: "electric auto rickshaw", vehicleCategory: "", batteryType: "Lithium-ion (LFP)", batteryCapacity: "7.37 kWh", batteryVoltage: "", price: 222000 };
const scooter: SubsidyModel = { typeName: "electric scooter", vehicleCategory: "", batteryType: "Lithium-ion (NMC)", batteryCapacity: "3 kWh", batteryVoltage: "60 V", price: 120000 };

const byScheme = (check: ReturnType<typeof checkSubsidy>) => Object.fromEntries(check.schemes.map((s) => [s.scheme, s]));

test("every seeded rule passes the contract's schema", () => {
  for (const rule of rules) expect(SubsidyRuleSchema.parse(rule)).toEqual(rule);
});

test("a lithium e-rickshaw in Delhi in FY 2025-26: ₹2,500 a kWh from PM E-DRIVE and ₹30,000 from Delhi", () => {
  const check = checkSubsidy(lithiumRickshaw, "Delhi", "2025-06-01", rules);
  const s = byScheme(check);
  expect(check.kwh).toBeCloseTo(4.8);
  expect(s["PM E-DRIVE"]).toMatchObject({ status: "open", amount: 12000, refusal: null, rule: { ruleId: "pm-e-drive-l3-fy2526" } });
  expect(s["Delhi EV Policy 2020"]).toMatchObject({ status: "open", amount: 30000, level: "state" });
  expect(check.total).toBe(42000);
  expect(check.schemes.map((x) => x.level)).toEqual(["central", "state"]);
});

test("the same e-rickshaw in FY 2024-25 gets ₹5,000 a kWh, capped at ₹25,000", () => {
  expect(byScheme(checkSubsidy(lithiumRickshaw, "Delhi", "2024-12-01", rules))["PM E-DRIVE"]).toMatchObject({ amount: 24000, rule: { ruleId: "pm-e-drive-l3-fy2425" } });
  const big = { ...lithiumRickshaw, batteryCapacity: "6 kWh" };
  expect(byScheme(checkSubsidy(big, "Delhi", "2024-12-01", rules))["PM E-DRIVE"]!.amount).toBe(25000);
  expect(byScheme(checkSubsidy(big, "Delhi", "2025-04-01", rules))["PM E-DRIVE"]!.amount).toBe(12500);
});

test("after 31 Mar 2026 the central e-rickshaw incentive is closed and Delhi's is not known: nothing is promised", () => {
  const check = checkSubsidy(lithiumRickshaw, "Delhi", "2026-06-01", rules);
  const s = byScheme(check);
  expect(s["PM E-DRIVE"]).toMatchObject({ status: "closed", amount: 0, rule: { ruleId: "pm-e-drive-l3-fy2526" } });
  expect(s["Delhi EV Policy 2020"]).toMatchObject({ status: "unknown", amount: 0 });
  expect(check.total).toBe(0);
  // The last day of the rule is still in it.
  expect(byScheme(checkSubsidy(lithiumRickshaw, "Delhi", "2026-03-31", rules))["Delhi EV Policy 2020"]!.status).toBe("open");
});

test("a lead-acid e-rickshaw gets nothing, even while both schemes are open", () => {
  const check = checkSubsidy(leadAcidRickshaw, "Delhi", "2025-06-01", rules);
  expect(check.battery).toBe("lead-acid");
  expect(check.schemes.map((s) => [s.status, s.amount, s.refusal])).toEqual([
    ["open", 0, "lead-acid"],
    ["open", 0, "lead-acid"],
  ]);
  expect(check.total).toBe(0);
});

test("a state without a scheme of its own gets the central one only", () => {
  const check = checkSubsidy(lithiumRickshaw, "Uttar Pradesh", "2025-06-01", rules);
  expect(check.schemes.map((s) => s.scheme)).toEqual(["PM E-DRIVE"]);
  expect(check.total).toBe(12000);
});

test("electric autos: ₹5,000 a kWh to 7 Nov 2024, ₹2,500 from 8 Nov, closed from 26 Dec 2025", () => {
  const on = (day: string) => byScheme(checkSubsidy(eAuto, "Uttar Pradesh", day, rules))["PM E-DRIVE"]!;
  expect(on("2024-06-01")).toMatchObject({ status: "open", amount: 36850 });
  expect(on("2024-11-07").amount).toBe(36850);
  expect(on("2024-11-08")).toMatchObject({ status: "open", amount: 18425 });
  expect(on("2025-12-25").status).toBe("open");
  expect(on("2025-12-26")).toMatchObject({ status: "closed", amount: 0, rule: { ruleId: "pm-e-drive-l5-from-nov-2024" } });
  const big = { ...eAuto, batteryCapacity: "12 kWh" };
  expect(byScheme(checkSubsidy(big, "Uttar Pradesh", "2024-06-01", rules))["PM E-DRIVE"]!.amount).toBe(50000);
});

test("a model above the ex-factory price limit is refused with that reason", () => {
  const dear = { ...lithiumRickshaw, price: 260000 };
  expect(byScheme(checkSubsidy(dear, "Uttar Pradesh", "2025-06-01", rules))["PM E-DRIVE"]).toMatchObject({ status: "open", amount: 0, refusal: "price-above-limit" });
});

test("before a scheme's first rule it has not started", () => {
  expect(byScheme(checkSubsidy(lithiumRickshaw, "Uttar Pradesh", "2024-05-01", rules))["PM E-DRIVE"]).toMatchObject({ status: "not-started", amount: 0 });
});

test("electric two-wheelers: central capped at ₹5,000 from Apr 2025, Delhi ₹5,000 a kWh", () => {
  const check = checkSubsidy(scooter, "delhi", "2025-06-01", rules);
  // FAME II, the scheme before, is listed as ended (its last rule: to 31 Mar 2024)
  expect(check.schemes.map((s) => [s.scheme, s.status, s.amount])).toEqual([["FAME II", "closed", 0], ["PM E-DRIVE", "open", 5000], ["Delhi EV Policy 2020", "open", 15000]]);
});

// FAME II's last rule (sourced): ₹10,000 a kWh, at most ₹22,500, ex-factory at most ₹1.5 lakh. A 3 kWh
// scooter at ₹1,20,000 on 1 Jan 2024: min(10,000 × 3, 22,500) = ₹22,500; at ₹1,50,001 nothing.
test("FAME II paid electric two-wheelers to 31 Mar 2024 and is closed from 1 Apr 2024", () => {
  const threeKwh = { ...scooter, batteryCapacity: "3 kWh", price: 120000 };
  expect(byScheme(checkSubsidy(threeKwh, "Uttar Pradesh", "2024-01-01", rules))["FAME II"]).toMatchObject({ status: "open", amount: 22500 });
  expect(byScheme(checkSubsidy({ ...threeKwh, price: 150001 }, "Uttar Pradesh", "2024-01-01", rules))["FAME II"]).toMatchObject({ refusal: "price-above-limit" });
  expect(byScheme(checkSubsidy(threeKwh, "Uttar Pradesh", "2024-03-31", rules))["FAME II"]).toMatchObject({ status: "open" });
  expect(byScheme(checkSubsidy(threeKwh, "Uttar Pradesh", "2024-04-01", rules))["FAME II"]).toMatchObject({ status: "closed", amount: 0 });
});

test("a battery whose size is unknown gets no per-kWh figure, and an unknown battery type is not guessed", () => {
  const unsized = { ...lithiumRickshaw, batteryCapacity: "", batteryVoltage: "" };
  const s = byScheme(checkSubsidy(unsized, "Delhi", "2025-06-01", rules));
  expect(s["PM E-DRIVE"]).toMatchObject({ amount: 0, refusal: "capacity-unknown" });
  expect(s["Delhi EV Policy 2020"]!.amount).toBe(30000);
  const unknown = byScheme(checkSubsidy({ ...lithiumRickshaw, batteryType: "" }, "Delhi", "2025-06-01", rules));
  expect(unknown["PM E-DRIVE"]!.refusal).toBe("battery-unknown");
});

test("cycles, golf carts and fuel autos are in no scheme; a stated L-category wins over the type", () => {
  expect(checkSubsidy({ ...scooter, typeName: "electric cycle" }, "Delhi", "2025-06-01", rules).schemes).toEqual([]);
  expect(segmentOf({ typeName: "cng auto rickshaw", vehicleCategory: "" })).toBeNull();
  expect(segmentOf({ typeName: "electric golf cart", vehicleCategory: "" })).toBeNull();
  expect(segmentOf({ typeName: "electric auto rickshaw", vehicleCategory: "L3M (low speed e-auto)" })).toBe("l3");
  expect(segmentOf({ typeName: "e rickshaw loader", vehicleCategory: "L5N (electric cargo)" })).toBe("l5");
});

test("battery kind and size read from the catalogue's texts", () => {
  expect(batteryKindOf("Lead acid, deep cycle")).toBe("lead-acid");
  expect(batteryKindOf("Lithium-ion, swappable")).toBe("advanced");
  expect(batteryKindOf("")).toBe("unknown");
  expect(batteryKwh({ batteryCapacity: "140 Ah", batteryVoltage: "48 V" })).toBeCloseTo(6.72);
  expect(batteryKwh({ batteryCapacity: "51.2 V 105 Ah", batteryVoltage: "" })).toBeCloseTo(5.376);
});

test("a registration date must be a real day", () => {
  expect(readDay("2025-06-01")).toBe("2025-06-01");
  expect(readDay("2025-02-30")).toBeNull();
  expect(readDay("2025-13-01")).toBeNull();
  expect(readDay("01-06-2025")).toBeNull();
  expect(readDay("1999-12-31")).toBeNull();
  expect(readDay(null)).toBeNull();
  expect(istDate(Date.UTC(2026, 10, 25, 19, 0))).toBe("2026-11-26");
});

test("the subsidy form lists one type a time: the one asked, else the asked model's, else the first covered type", () => {
  expect(shownType("electric scooter", null)).toBe("electric scooter");
  expect(shownType(" Electric Scooter ", { typeName: "e rickshaw" })).toBe("electric scooter");
  expect(shownType("", { typeName: "Electric Auto Rickshaw" })).toBe("electric auto rickshaw");
  // a type no scheme covers, or none: the first covered type
  expect(shownType("electric golf cart", { typeName: "electric golf cart" })).toBe("e rickshaw");
  expect(shownType("", null)).toBe("e rickshaw");
});

test("the subsidy form shows the asked model in its type's list where its type's first page does not have it", () => {
  const groups = [{ typeName: "e rickshaw", models: [{ value: "Mahindra/e-Alfa-Mini", label: "Mahindra e-Alfa Mini" }] }];
  const rare = { brandName: "Surya Motors", name: "Sahaj 2", typeName: "E Rickshaw" };
  expect(withAsked(groups, rare)[0]!.models.map((m) => m.value)).toEqual(["Mahindra/e-Alfa-Mini", "Surya-Motors/Sahaj-2"]);
  expect(withAsked(groups, { brandName: "Mahindra", name: "e-Alfa Mini", typeName: "e rickshaw" })).toEqual(groups);
  expect(withAsked(groups, { ...rare, typeName: "electric scooter" }).map((g) => g.typeName)).toEqual(["e rickshaw", "electric scooter"]);
  expect(withAsked(groups, null)).toEqual(groups);
});
