import { expect, test } from "vitest";
import { canonicalOrder, comparePath, hasRepeats, popularPairs } from "#app/features/tools/rules/compare";
import { EMPTY, compareRows } from "#app/features/tools/rules/compare-rows";
import { chosenModel } from "#app/features/tools/rules/compare-choice";

const treo = { brandName: "Mahindra", name: "Treo Yaari" };
const ape = { brandName: "Piaggio", name: "Ape E-City FX" };
const alfa = { brandName: "Mahindra", name: "e-Alfa Mini" };

test("the same comparison in another order is one canonical URL, sorted by brand then model", () => {
  expect(comparePath([ape, treo])).toBe("/compare/Mahindra/Treo-Yaari/vs/Piaggio/Ape-E-City-FX");
  expect(comparePath([treo, ape])).toBe(comparePath([ape, treo]));
  expect(comparePath([ape, treo, alfa])).toBe("/compare/Mahindra/e-Alfa-Mini/vs/Mahindra/Treo-Yaari/vs/Piaggio/Ape-E-City-FX");
  expect(canonicalOrder([ape, alfa, treo])).toEqual([alfa, treo, ape]);
});

test("a comparison naming one model twice is no comparison", () => {
  expect(hasRepeats([treo, { brandName: "mahindra", name: "treo yaari" }])).toBe(true);
  expect(hasRepeats([treo, ape])).toBe(false);
});

test("popular comparisons are the pairs among a type's four most popular models (bounded)", () => {
  const models = ["A", "B", "C", "D", "E"].map((name) => ({ brandName: "X", name }));
  const pairs = popularPairs([...models, models[0]!]);
  expect(pairs.map(([a, b]) => `${a.name}${b.name}`)).toEqual(["AB", "AC", "AD", "BC", "BD", "CD"]);
});

test("every specification field present in any model is compared, empty ones shown as –, differences marked", () => {
  const base = { mileage: "", pricePerKm: "", speed: "" } as Record<string, string>;
  const rows = compareRows([
    { ...base, motorPower: "1000 W", batteryType: "Lead Acid", chargeTime: "" } as never,
    { ...base, motorPower: "1000 W", batteryType: "Lithium-ion", chargeTime: "4 h" } as never,
  ]);
  expect(rows).toEqual([
    { field: "motorPower", label: "Motor Power", values: ["1000 W", "1000 W"], differs: false },
    { field: "batteryType", label: "Battery Type", values: ["Lead Acid", "Lithium-ion"], differs: true },
    { field: "chargeTime", label: "Charging Time", values: [EMPTY, "4 h"], differs: true },
  ]);
});

test("Compare with… names the other model as brand/model slugs; anything else names none", () => {
  expect(chosenModel("Piaggio/Ape-E-City-FX")).toEqual({ brandName: "Piaggio", name: "Ape-E-City-FX" });
  for (const bad of ["", "Piaggio", "/x", "a/b/c", "a/ b"]) expect(chosenModel(bad), bad).toBeNull();
});
