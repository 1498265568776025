import { expect, test } from "vitest";
import { changeComparison, pairKey, typeComparisons } from "#app/features/tools/rules/compare";
import { valuesDiffer } from "#app/features/tools/rules/compare-rows";
import { comparedHeader, readComparedHeader } from "#app/features/tools/rules/compare-count";
import { comparedPrice, pricedTowns, shownFigure } from "#app/features/tools/rules/compare-price";

const treo = { brandName: "Mahindra", name: "Treo Yaari" };
const ape = { brandName: "Piaggio", name: "Ape E-City" };
const alfa = { brandName: "Mahindra", name: "e-Alfa Mini" };
const fx = { brandName: "Piaggio", name: "Ape E-City FX" };

test("a pair is one key whatever order, case or spelling (slug or name) its models come in", () => {
  expect(pairKey(treo, ape)).toBe(pairKey(ape, treo));
  expect(pairKey({ brandName: "piaggio", name: "Ape-E-City" }, { brandName: "MAHINDRA", name: "treo yaari" })).toBe(pairKey(treo, ape));
  expect(pairKey(treo, ape)).not.toBe(pairKey(treo, fx));
});

test("values differ when any differs from the first, case and surrounding spaces aside", () => {
  expect(valuesDiffer(["Lithium-ion", " lithium-ion "])).toBe(false);
  expect(valuesDiffer(["48 V", "48 V", "60 V"])).toBe(true);
  expect(valuesDiffer(["–", "4 h"])).toBe(true);
});

test("adding a model keeps the comparison in canonical order; up to 3 models, never one twice", () => {
  expect(changeComparison([treo], ape, null)).toEqual({ ok: true, models: [treo, ape] });
  expect(changeComparison([treo, ape], alfa, null)).toEqual({ ok: true, models: [alfa, treo, ape] });
  expect(changeComparison([alfa, treo, ape], fx, null)).toEqual({ ok: false, reason: "full" });
  expect(changeComparison([treo, ape], { brandName: "mahindra", name: "Treo-Yaari" }, null)).toEqual({ ok: false, reason: "duplicate" });
});

test("swapping puts the new model in place of the chosen one; swapping out a model not compared is refused", () => {
  expect(changeComparison([alfa, treo, ape], fx, { brandName: "Piaggio", name: "Ape-E-City" })).toEqual({ ok: true, models: [alfa, treo, fx] });
  expect(changeComparison([treo, ape], fx, alfa)).toEqual({ ok: false, reason: "not-compared" });
  expect(changeComparison([treo, ape], ape, ape)).toEqual({ ok: false, reason: "duplicate" });
});

test("popular comparisons: the counted pairs of models still listed come first, then the fixed pairs, none twice, at most 6", () => {
  const models = [treo, ape, fx, alfa, { brandName: "TVS", name: "King EV Max" }];
  const gone = { brandName: "Gone", name: "Model" };
  const pairs = typeComparisons([[{ brandName: "tvs", name: "King-EV-Max" }, alfa], [gone, treo], [ape, treo]], models);
  expect(pairs[0]).toEqual([models[4], alfa]);
  expect(pairs[1]).toEqual([ape, treo]);
  expect(pairs).toHaveLength(6);
  expect(new Set(pairs.map(([a, b]) => pairKey(a, b))).size).toBe(6);
  expect(typeComparisons([], models)).toEqual([[treo, ape], [treo, fx], [treo, alfa], [ape, fx], [ape, alfa], [fx, alfa]]);
});

test("only a comparison of two models of one type names its pair to be counted; the header reads back to the same pair", () => {
  const auto = (m: typeof treo) => ({ ...m, typeName: "Electric Auto Rickshaw" });
  const value = comparedHeader([auto(ape), auto(treo)]);
  expect(readComparedHeader(value)).toEqual({ key: pairKey(treo, ape), typeName: "electric auto rickshaw", models: [treo, ape] });
  expect(comparedHeader([auto(treo), { ...alfa, typeName: "e-rickshaw" }])).toBeNull();
  expect(comparedHeader([auto(treo), auto(ape), auto(fx)])).toBeNull();
  for (const bad of [null, "", "a/b/c", "a/b/c/d/%E0%A4", "a//c/d/e"]) expect(readComparedHeader(bad), String(bad)).toBeNull();
});

const row = (cityName: string, exShowroomPrice: number, rto = 0) => ({
  brandName: "Mahindra", name: "Treo Yaari", cityName, exShowroomPrice, rto, insurance: rto ? 5000 : 0, warranty: 0, accessory: 0, otherCharge: 0, deliveryFlag: false,
});

// Town centres on one meridian (77° E), so distances are worked by hand: one degree of latitude is
// 6371 km × π / 180 = 111.19 km. Agra at 27°, Noida at 28°, Delhi at 28.5° (its row publishes no
// price), Mathura at 27.5° (no row): Delhi is 0.5° = 55.6 → 56 km from Noida (1.5° = 167 km from
// Agra); Mathura is 56 km from both Agra and Noida, and a tie goes to the town first by name.
const centres = [
  { cityName: "Agra", lat: 27, lng: 77 },
  { cityName: "Noida", lat: 28, lng: 77 },
  { cityName: "Delhi", lat: 28.5, lng: 77 },
  { cityName: "Mathura", lat: 27.5, lng: 77 },
];
const at = (cityName: string) => centres.find((c) => c.cityName === cityName)!;

test("a comparison for a town shows each model's on-road price there, else the nearest priced town's with its distance; without a town, its 'from' price naming its town", () => {
  const rows = [row("Agra", 130_000, 8_000), row("Noida", 128_000), row("Delhi", 0)];
  // Agra's own breakup: 1,30,000 + 8,000 RTO + 5,000 insurance = 1,43,000 on-road
  expect(comparedPrice(rows, { ...at("Agra"), cityName: "agra" }, centres)).toEqual({ kind: "town", town: "Agra", km: 0, exShowroom: 130_000, onRoad: 143_000 });
  expect(comparedPrice(rows, at("Noida"), centres)).toEqual({ kind: "town", town: "Noida", km: 0, exShowroom: 128_000, onRoad: null });
  // Delhi's row publishes no price: Noida, 56 km away, is the nearest town that does
  expect(comparedPrice(rows, at("Delhi"), centres)).toEqual({ kind: "town", town: "Noida", km: 56, exShowroom: 128_000, onRoad: null });
  // Mathura has no row: Agra and Noida are both 56 km away; Agra comes first by name
  expect(comparedPrice(rows, at("Mathura"), centres)).toEqual({ kind: "town", town: "Agra", km: 56, exShowroom: 130_000, onRoad: 143_000 });
  // a place without a known position and without a row of its own: the "from" price, saying so
  expect(comparedPrice(rows, { cityName: "Nowhere", lat: null, lng: null }, centres)).toEqual({ kind: "from", from: { price: 128_000, town: "Noida" }, missingIn: "Nowhere" });
  expect(comparedPrice(rows, null, centres)).toEqual({ kind: "from", from: { price: 128_000, town: "Noida" }, missingIn: null });
  expect(shownFigure(comparedPrice(rows, at("Agra"), centres))).toBe(143_000);
  expect(shownFigure(comparedPrice([], null, centres))).toBe(0);
});

test("the town field suggests the towns where any model is priced, by name", () => {
  expect(pricedTowns([row("Noida", 1), row("Agra", 2), row("Delhi", 0), row("Noida", 3)])).toEqual(["Agra", "Noida"]);
});
