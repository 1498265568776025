import { expect, test } from "vitest";
import { type PricedModel, chargeHoursOf, chemistryOf, choosable, fitsInDay, inPrice, lithiumPremium, premiumPairs, replacementsIn, sideCost, sidesOf } from "#app/features/tools/rules/battery";
import { readBatteryQuery } from "#app/features/tools/rules/battery-query";
import type { Api } from "#app/shared/contract";
import type { Product } from "#app/shared/entities";
import { PRICED_BRANDS, pricedModels } from "#app/features/tools/server/battery";

// The battery chooser's rule (docs/decisions/118), on hand-worked figures.

const leadSpec = { batteryType: "Lead acid (tubular)", batteryVoltage: "48 V", chargeTime: "8-10 hours", charger: "48 V 15 A external charger" };
const lithiumSpec = { batteryType: "Lithium-ion (LFP)", batteryVoltage: "51.2 V", chargeTime: "3.5-4 hours", charger: "Smart Li-ion charger, 48 V 20 A" };

function model(brandName: string, name: string, price: number, batteryCapacity: string, rangeKm: number, spec: typeof leadSpec, extra: Partial<PricedModel> = {}): PricedModel {
  return {
    brandName, name, typeName: "e rickshaw", vehicleCategory: "", batteryCapacity, mileage: `${rangeKm} km/charge`,
    aboutProduct: "", description: "", price, town: "Delhi", ...spec, ...extra,
  };
}

const mini = model("Mahindra", "e-Alfa Mini", 112000, "120 Ah", 85, leadSpec);
const grand = model("Mayuri", "Grand", 125000, "130 Ah", 100, leadSpec);
const superLi = model("Mayuri", "Super (Li-ion)", 150000, "105 Ah", 110, lithiumSpec);
const superDx = model("Kinetic Green", "Super DX", 128000, "130 Ah", 95, leadSpec);
const safar = model("Kinetic Green", "Safar Smart", 155000, "5.2 kWh", 110, lithiumSpec);
const withoutBattery = "Price is for the vehicle without battery; dealers quote the battery set separately.";
const deluxe = model("Mini Metro", "Deluxe", 95000, "100 Ah", 80, leadSpec, { aboutProduct: `<p>${withoutBattery}</p>` });
const catalogue = [mini, grand, superLi, superDx, safar, deluxe];

const use = { km: 100, days: 26, tariff: 8, pointCharge: 120 };
const lead = { price: 24000, cycles: 400 };
const lithium = { price: 49000, cycles: 2500 };

test("the chemistry comes from the stated battery type; only e-rickshaws and e-carts with a size and range are chosen", () => {
  expect(chemistryOf("Lead acid (tubular)")).toBe("leadAcid");
  expect(chemistryOf("Lithium-ion (LFP)")).toBe("lithium");
  expect(chemistryOf("Sodium-ion")).toBeNull();
  expect(chemistryOf("")).toBeNull();
  expect(choosable(mini)).toBe(true);
  expect(choosable({ ...mini, typeName: "electric auto rickshaw" })).toBe(false);
  expect(choosable({ ...mini, vehicleCategory: "L5N (electric cargo)", typeName: "e rickshaw loader" })).toBe(false);
  expect(choosable({ ...mini, mileage: "" })).toBe(false);
});

test("charging hours as the specification writes them", () => {
  expect(chargeHoursOf("8-10 hours")).toEqual([8, 10]);
  expect(chargeHoursOf("3.5-4 hours")).toEqual([3.5, 4]);
  expect(chargeHoursOf("8 hours")).toEqual([8, 8]);
  expect(chargeHoursOf("Battery swap in about 2 minutes")).toBeNull();
});

test("the battery and charger are in the price when the specification lists them, not when the model's text says it is priced without, else ask the dealer", () => {
  expect(inPrice(mini)).toEqual({ battery: "included", charger: "included" });
  expect(inPrice(deluxe)).toEqual({ battery: "excluded", charger: "included" });
  expect(inPrice({ ...mini, batteryType: "", batteryCapacity: "", charger: "" })).toEqual({ battery: "ask", charger: "ask" });
  expect(inPrice({ ...mini, description: "Sold without a charger." }).charger).toBe("excluded");
});

// Mayuri: ₹1,50,000 − ₹1,25,000 = ₹25,000; Kinetic Green: ₹1,55,000 − ₹1,28,000 = ₹27,000.
test("the lithium premium is the catalogue's price difference between a brand's lithium and lead-acid models of a type", () => {
  expect(premiumPairs(catalogue).map((p) => [p.leadAcid.name, p.lithium.name, p.amount])).toEqual([
    ["Grand", "Super (Li-ion)", 25000],
    ["Super DX", "Safar Smart", 27000],
  ]);
  expect(lithiumPremium(grand, catalogue)).toMatchObject({ amount: 25000, own: true });
  // Mahindra sells no lithium e-rickshaw: the middle of 25,000 and 27,000.
  expect(lithiumPremium(mini, catalogue)).toMatchObject({ amount: 26000, own: false });
  expect(lithiumPremium(mini, [mini, grand, superLi, superDx, safar, model("Lohia", "Humrahi", 120000, "100 Ah", 80, leadSpec), model("Lohia", "Narain ICE", 145000, "105 Ah", 85, lithiumSpec)])?.amount).toBe(25000);
});

test("no premium from a model priced without its battery or a lithium model cheaper than its lead-acid sibling, none at all without a pair", () => {
  const cheapLithium = model("Mini Metro", "Li", 90000, "4 kWh", 90, lithiumSpec);
  expect(premiumPairs([deluxe, cheapLithium])).toEqual([]);
  expect(premiumPairs([superDx, { ...safar, price: 120000 }])).toEqual([]);
  expect(lithiumPremium(mini, [mini, deluxe])).toBeNull();
});

test("a pack worn out on the last day of the period needs no replacement within it", () => {
  expect(replacementsIn(1, 400, { days: 1 / 12 }, 400)).toBe(0);
  expect(replacementsIn(1, 401, { days: 1 / 12 }, 400)).toBe(1);
  expect(replacementsIn(3, 0, { days: 26 }, 400)).toBe(0);
});

// Hand-worked, lead-acid: 48 V × 120 Ah = 5.76 kWh for 85 km. 100 km a day is 2 charges a day,
// 2 × 26 × 12 = 624 a year: 1,872 in 3 years is 5 packs (4 replacements), 3,120 in 5 years is 8
// packs (7 replacements). Energy 5.76 × 8 ÷ 85 = ₹0.5421 a km; wear 24,000 × 2 ÷ (400 × 100) =
// ₹1.20 a km. 3 years: 1,12,000 + 4 × 24,000 + 0.5421 × 100 × 26 × 36 (₹50,742.21) = ₹2,58,742.21;
// 5 years: 1,12,000 + 7 × 24,000 + ₹84,570.35 = ₹3,64,570.35.
test("lead-acid: replacements over 3 and 5 years by cycle life, and the cost a km with the pack's wear", () => {
  const sides = sidesOf(mini, catalogue, 25000);
  const cost = sideCost(sides.leadAcid, lead, use);
  expect(cost.chargesPerDay).toBe(2);
  expect(cost.replacements).toEqual({ 3: 4, 5: 7 });
  expect(cost.energyPerKm).toBeCloseTo(0.542118, 6);
  expect(cost.wearPerKm).toBeCloseTo(1.2, 10);
  expect(cost.perKm).toBeCloseTo(1.742118, 6);
  expect(cost.costOver[3]).toBeCloseTo(258742.21, 2);
  expect(cost.costOver[5]).toBeCloseTo(364570.35, 2);
  // two charges of 8–10 h each, never "16–20 h a day": 2 × 8 + 100 ÷ 25 = 20 h, within the day
  expect(cost.hoursPerCharge).toEqual([8, 10]);
  expect(cost.fitsInDay).toBe(true);
  expect(cost.pointPerDay).toBe(240);
  expect(cost.purchase).toBe(112000);
});

// Hand-worked, the same vehicle with a lithium pack (Mahindra sells none): ₹1,12,000 + ₹25,000
// = ₹1,37,000; 1,872 charges in 3 years is within one pack of 2,500; 3,120 in 5 years needs a
// second (1 replacement). Wear 49,000 × 2 ÷ (2,500 × 100) = ₹0.392 a km. 3 years: 1,37,000 +
// ₹50,742.21 = ₹1,87,742.21; 5 years: 1,37,000 + 49,000 + ₹84,570.35 = ₹2,70,570.35.
test("lithium: the same vehicle with the other pack is priced by the premium, with the sourced charging hours", () => {
  const side = sidesOf(mini, catalogue, 25000).lithium;
  expect(side).toMatchObject({ model: null, vehiclePrice: 137000, packIncluded: true, hours: [2, 4], battery: { kwh: 5.76, rangeKm: 85 } });
  const cost = sideCost(side, lithium, use);
  expect(cost.replacements).toEqual({ 3: 0, 5: 1 });
  expect(cost.wearPerKm).toBeCloseTo(0.392, 10);
  expect(cost.perKm).toBeCloseTo(0.934118, 6);
  expect(cost.costOver[3]).toBeCloseTo(187742.21, 2);
  expect(cost.costOver[5]).toBeCloseTo(270570.35, 2);
  expect(cost.hoursPerCharge).toEqual([2, 4]);
});

// Mayuri Super (Li-ion): 51.2 V × 105 Ah = 5.376 kWh for 110 km, 1 charge a day: 936 charges in
// 3 years and 1,560 in 5, both within one pack. Energy 5.376 × 8 ÷ 110 = ₹0.39098 a km.
test("a brand that sells both: each side is its own catalogue model, and a lithium model's lead-acid side is its sibling", () => {
  const sides = sidesOf(superLi, catalogue, 25000);
  expect(sides.leadAcid.model?.name).toBe("Grand");
  expect(sides.lithium.model?.name).toBe("Super (Li-ion)");
  const cost = sideCost(sides.lithium, lithium, use);
  expect(cost.chargesPerDay).toBe(1);
  expect(cost.replacements).toEqual({ 3: 0, 5: 0 });
  expect(cost.energyPerKm).toBeCloseTo(0.390982, 6);
  expect(cost.hoursPerCharge).toEqual([3.5, 4]);
});

// Hand-worked: charges × the quickest charge + km ÷ 25 km/h (the e-rickshaw's limit) within 24 h.
// 2 × 8 + 200 ÷ 25 = 24 h fits; 2 × 8 + 201 ÷ 25 = 24.04 h does not; 3 × 8 + 0 = 24 fits, 3 × 8.5 does not.
test("a day's charges and driving fit in 24 hours or one battery cannot run that day: 24 h fits, 24.04 h does not", () => {
  expect(fitsInDay(2, [8, 10], 200)).toBe(true);
  expect(fitsInDay(2, [8, 10], 201)).toBe(false);
  expect(fitsInDay(3, [8, 10], 0)).toBe(true);
  expect(fitsInDay(3, [8.5, 10], 0)).toBe(false);
  // 180 km a day on an 85 km lead-acid pack: 3 charges of 8–10 h and 7.2 h of driving, 31.2 h
  const cost = sideCost(sidesOf(mini, catalogue, 25000).leadAcid, lead, { ...use, km: 180 });
  expect(cost.chargesPerDay).toBe(3);
  expect(cost.fitsInDay).toBe(false);
});

test("a model priced without its battery buys its first pack with it, on either side", () => {
  const sides = sidesOf(deluxe, catalogue, 25000);
  expect(sides.lithium).toMatchObject({ vehiclePrice: 95000, packIncluded: false });
  expect(sideCost(sides.leadAcid, lead, use).purchase).toBe(119000);
  expect(sideCost(sides.lithium, lithium, use).purchase).toBe(144000);
});

test("the form reads amounts as people write them and names every value it cannot take", () => {
  const defaults = readBatteryQuery(new URLSearchParams(), 25000);
  expect(defaults.asked).toBe(false);
  expect(defaults.values).toMatchObject({ km: "100", days: "26", tariff: "8", point: "120", leadPack: "24,000", lithiumPack: "49,000", leadCycles: "400", lithiumCycles: "2,500" });
  expect(defaults.input).toEqual({ use, packs: { leadAcid: lead, lithium } });
  const typed = readBatteryQuery(new URLSearchParams({ model: "Mahindra/e-Alfa-Mini", leadPack: "₹ 20,000", lithiumCycles: "३०००", km: "60" }), 25000);
  expect(typed.input?.packs).toEqual({ leadAcid: { price: 20000, cycles: 400 }, lithium: { price: 49000, cycles: 3000 } });
  expect(typed.input?.use.km).toBe(60);
  const bad = readBatteryQuery(new URLSearchParams({ km: "lots", leadCycles: "0", tariff: "-8" }), 25000);
  expect(bad.input).toBeNull();
  expect(bad.problems).toEqual(["km", "tariff", "leadCycles"]);
  expect(readBatteryQuery(new URLSearchParams(), null).problems).toEqual(["lithiumPack"]);
});

test("the battery chooser reads no brand's price list: one call of from prices a covered type and the asked model's own town prices, and the premium counts at most ten brands and the asked model's", async () => {
  // thirty brands each selling a lead-acid and a lithium e-rickshaw, each priced in Delhi
  const products = Array.from({ length: 30 }, (_, i) => [
    model(`Brand ${i}`, "Lead", 0, "120 Ah", 85, leadSpec),
    model(`Brand ${i}`, "Lithium", 0, "100 Ah", 110, lithiumSpec),
  ]).flat() as unknown as Product[];
  const unlisted = model("Brand 40", "Lead", 0, "120 Ah", 85, leadSpec) as unknown as Product;
  const row = (p: Product, price: number, cityName = "Delhi") => ({ brandName: p.brandName, name: p.name, cityName, exShowroomPrice: price });
  const fromRows = products.map((p, i) => row(p, 100000 + i * 1000));
  const calls: string[] = [];
  const api = {
    call: async (name: string, params: { brandName?: string; name?: string; typeName?: string }) => {
      calls.push(`${name} ${params.brandName ?? params.typeName}`);
      if (name === "getFromPriceByType") return params.typeName === "e rickshaw" ? fromRows : [];
      if (name !== "getPriceByModel") return [];
      // the asked model's own town prices: its Delhi row, and a dearer one in Agra
      const own = params.brandName === unlisted.brandName ? row(unlisted, 90000) : fromRows.find((r) => r.brandName === params.brandName && r.name === params.name)!;
      return [own, { ...own, cityName: "Agra", exShowroomPrice: own.exShowroomPrice + 5000 }];
    },
  } as unknown as Api;
  expect(await pricedModels(api, { products, groups: [] }, null)).toEqual({ models: [], premium: null });
  expect(calls).toEqual([]);
  const asked = products[59]!;
  const { models } = await pricedModels(api, { products, groups: [] }, asked);
  expect(calls).toEqual(["getFromPriceByType e rickshaw", "getFromPriceByType e rickshaw loader", "getFromPriceByType closed body e rickshaw loader", "getPriceByModel Brand 29"]);
  expect([...new Set(models.map((m) => m.brandName))]).toEqual([...Array.from({ length: PRICED_BRANDS }, (_, i) => `Brand ${i}`), "Brand 29"]);
  // 1,00,000 + 59 × 1,000 = ₹1,59,000 in Delhi, below Agra's ₹1,64,000
  expect(models.find((m) => m.brandName === "Brand 29" && m.name === "Lithium")).toMatchObject({ price: 159000, town: "Delhi" });
  // a model asked outside the lists is priced from its own town prices, as its own page is
  calls.length = 0;
  const alone = await pricedModels(api, { products: [...products, unlisted], groups: [] }, unlisted);
  expect(calls.filter((c) => !c.startsWith("getFromPriceByType"))).toEqual(["getPriceByModel Brand 40"]);
  expect(alone.models.find((m) => m.brandName === "Brand 40")).toMatchObject({ price: 90000, town: "Delhi" });
});
