import { expect, test } from "vitest";
import { RIVALS, batteryOf, chargesPerDay, costPerKmOf, defaultAssumptions, familyOf, pricePerKmOf, readAmount, readCostQuery, runningCost } from "#app/features/tools/rules/running-cost";
import { FUEL_PRICE, MILEAGE, TARIFF } from "#app/features/tools/rules/running-cost-facts";

const rickshaw = { mileage: "70 km/charge", batteryCapacity: "100 Ah", batteryVoltage: "48 V" };

test("like for like: electric three-wheelers against petrol, diesel and CNG autos, scooters and bikes against a petrol scooter and motorcycle, cycles against a petrol moped — never a scooter against autos", () => {
  expect(familyOf({ categoryName: "three wheeler", typeName: "e rickshaw" })).toBe("threeWheeler");
  expect(familyOf({ categoryName: "three wheeler", typeName: "e rickshaw loader" })).toBe("threeWheeler");
  expect(familyOf({ categoryName: "two wheeler", typeName: "electric scooter" })).toBe("twoWheeler");
  expect(familyOf({ categoryName: "two wheeler", typeName: "electric bike" })).toBe("twoWheeler");
  expect(familyOf({ categoryName: "two wheeler", typeName: "electric cycle" })).toBe("cycle");
  expect(RIVALS).toEqual({ threeWheeler: ["petrolAuto", "dieselAuto", "cngAuto"], twoWheeler: ["petrolScooter", "petrolMotorcycle"], cycle: ["petrolMoped"] });
  expect(runningCost({ kwh: 3.7, rangeKm: 146 }, "twoWheeler", defaultAssumptions("twoWheeler")).rivals.map((r) => r.rival)).toEqual(["petrolScooter", "petrolMotorcycle"]);
});

test("no running cost for fuel autos, cars and golf carts", () => {
  expect(familyOf({ categoryName: "three wheeler", typeName: "diesel auto rickshaw" })).toBeNull();
  expect(familyOf({ categoryName: "three wheeler", typeName: "cng auto rickshaw" })).toBeNull();
  expect(familyOf({ categoryName: "four wheeler", typeName: "electric golf cart" })).toBeNull();
});

// Hand-worked: 48 V × 100 Ah = 4.8 kWh for 70 km; at ₹8 a unit, 4.8 × 8 ÷ 70 = ₹0.5486 a km;
// 100 km a day = ₹54.86, × 26 days = ₹1,426.29. A petrol auto: 94.77 ÷ 24 = ₹3.9488 a km,
// ₹394.88 a day, ₹10,266.75 a month: ₹8,840.46 saved. CNG: 75.09 ÷ 30 = ₹2.503 a km, ₹6,507.80
// a month: ₹5,081.51 saved.
test("the electric cost is the battery's kWh ÷ its range × the day's km × the tariff, beside each auto's fuel price ÷ mileage", () => {
  const battery = batteryOf(rickshaw)!;
  expect(battery).toEqual({ kwh: 4.8, rangeKm: 70 });
  const cost = runningCost(battery, "threeWheeler", defaultAssumptions("threeWheeler"));
  expect(cost.electric.perKm).toBeCloseTo(0.5486, 4);
  expect(cost.electric.perDay).toBeCloseTo(54.857, 3);
  expect(cost.electric.perMonth).toBeCloseTo(1426.29, 2);
  const [petrol, , cng] = cost.rivals;
  expect(petrol).toMatchObject({ rival: "petrolAuto", fuel: "petrol" });
  expect(petrol!.perMonth).toBeCloseTo(10266.75, 2);
  expect(petrol!.savingPerMonth).toBeCloseTo(8840.46, 2);
  expect(cng!.perMonth).toBeCloseTo(6507.8, 2);
  expect(cng!.savingPerMonth).toBeCloseTo(5081.51, 2);
});

test("a day's charges come from the model's range: a mid-day charge is counted when the daily distance exceeds it", () => {
  expect(chargesPerDay(60, 70)).toBe(1);
  expect(chargesPerDay(70, 70)).toBe(1);
  expect(chargesPerDay(100, 70)).toBe(2);
  expect(chargesPerDay(150, 70)).toBe(3);
  expect(runningCost(batteryOf(rickshaw)!, "threeWheeler", defaultAssumptions("threeWheeler")).electric.charges).toBe(2);
});

test("every assumption is read from the form: km a day, days a month, tariff, fuel price and mileage change the figure", () => {
  const base = runningCost({ kwh: 3.7, rangeKm: 146 }, "twoWheeler", readCostQuery(new URLSearchParams(""), "twoWheeler").assumptions!);
  const query = readCostQuery(new URLSearchParams("km=40&days=30&tariff=6.5&petrol=103.50&petrolScooter=50"), "twoWheeler");
  expect(query.problems).toEqual([]);
  expect(query.assumptions).toMatchObject({ km: 40, days: 30, tariff: 6.5, fuel: { petrol: 103.5 }, mileage: { petrolScooter: 50 } });
  const changed = runningCost({ kwh: 3.7, rangeKm: 146 }, "twoWheeler", query.assumptions!);
  // 3.7 × 6.5 ÷ 146 × 40 × 30 = ₹197.67; 103.50 ÷ 50 × 40 × 30 = ₹2,484
  expect(changed.electric.perMonth).toBeCloseTo(197.67, 2);
  expect(changed.rivals[0]!.perMonth).toBeCloseTo(2484, 2);
  expect(changed.electric.perMonth).not.toBeCloseTo(base.electric.perMonth, 0);
  expect(query.fields).toEqual(["km", "days", "tariff", "petrol", "petrolScooter", "petrolMotorcycle"]);
});

test("a value the form cannot take is named and no figure is worked out for it", () => {
  for (const [bad, field] of [["km=0", "km"], ["km=abc", "km"], ["days=32", "days"], ["tariff=-1", "tariff"], ["cng=1e3", "cng"], ["dieselAuto=0", "dieselAuto"]] as const) {
    const query = readCostQuery(new URLSearchParams(bad), "threeWheeler");
    expect(query.problems, bad).toEqual([field]);
    expect(query.assumptions, bad).toBeNull();
  }
  expect(readAmount("९४.७७", "petrol")).toBe(94.77);
  expect(readAmount("₹ 8", "tariff")).toBe(8);
});

test("the defaults are the sourced figures with their dates; two-wheelers' petrol mileage is marked as not sourced", () => {
  expect(FUEL_PRICE).toEqual({
    petrol: { value: 94.77, reported: "2025-10-25", sourced: true },
    diesel: { value: 87.67, reported: "2025-10-25", sourced: true },
    cng: { value: 75.09, reported: "2024-06", sourced: true },
  });
  expect(TARIFF).toEqual({ value: 8, reported: "2025", sourced: true });
  // The autos' mileage gives the reported ₹2–3 a km for CNG and about ₹4 for petrol and diesel.
  expect(FUEL_PRICE.cng.value / MILEAGE.cngAuto.value).toBeGreaterThanOrEqual(2);
  expect(FUEL_PRICE.cng.value / MILEAGE.cngAuto.value).toBeLessThanOrEqual(3);
  for (const [fuel, rival] of [["petrol", "petrolAuto"], ["diesel", "dieselAuto"]] as const) expect(Math.abs(FUEL_PRICE[fuel].value / MILEAGE[rival].value - 4)).toBeLessThan(0.1);
  expect([MILEAGE.petrolScooter.sourced, MILEAGE.petrolMotorcycle.sourced, MILEAGE.petrolMoped.sourced]).toEqual([false, false, false]);
  expect(defaultAssumptions("threeWheeler")).toMatchObject({ km: 100, days: 26 });
});

// Hand-worked: 105 Ah × 48 V = 5.04 kWh for 90 km at ₹8 a unit: 5.04 × 8 ÷ 90 = ₹0.448 a km,
// written "₹0.45/km". A diesel auto at 35 km a litre: 87.67 ÷ 35 = ₹2.5049, "₹2.50/km"; CNG at
// 30 km a kg: 75.09 ÷ 30 = ₹2.503, "₹2.50/km". A golf cart is not set beside fuel vehicles, but
// its charging still costs 3.6 kWh × 8 ÷ 60 km = ₹0.48 a km.
test("one running-cost rule for every model: charging (kWh ÷ range × tariff) for an electric one, fuel (price ÷ mileage) for a diesel or CNG one; the catalogue's figure is derived from it", () => {
  const raahii = { typeName: "e rickshaw", mileage: "90 km/charge", batteryCapacity: "105 Ah", batteryVoltage: "48 V" };
  expect(costPerKmOf(raahii)).toBeCloseTo(0.448, 6);
  expect(pricePerKmOf({ ...raahii, pricePerKm: "₹0.52/km" })).toBe("₹0.45/km");
  // the same figure as the model's own running-cost table on its defaults
  expect(costPerKmOf(raahii)).toBeCloseTo(runningCost(batteryOf(raahii)!, "threeWheeler", defaultAssumptions("threeWheeler")).electric.perKm, 10);
  expect(pricePerKmOf({ typeName: "diesel auto rickshaw", mileage: "35 km/l", batteryCapacity: "", batteryVoltage: "", pricePerKm: "₹2.57/km" })).toBe("₹2.50/km");
  expect(pricePerKmOf({ typeName: "cng auto rickshaw", mileage: "30 km/kg", batteryCapacity: "", batteryVoltage: "", pricePerKm: "" })).toBe("₹2.50/km");
  expect(pricePerKmOf({ typeName: "electric golf cart", mileage: "60 km/charge", batteryCapacity: "3.6 kWh", batteryVoltage: "", pricePerKm: "" })).toBe("₹0.48/km");
});

test("where the catalogue gives no battery or range (or no mileage) to work from, the catalogue's own running cost is kept", () => {
  expect(costPerKmOf({ typeName: "e rickshaw", mileage: "", batteryCapacity: "105 Ah", batteryVoltage: "48 V" })).toBeNull();
  expect(pricePerKmOf({ typeName: "e rickshaw", mileage: "90 km", batteryCapacity: "", batteryVoltage: "", pricePerKm: "₹0.40/km" })).toBe("₹0.40/km");
  expect(pricePerKmOf({ typeName: "diesel auto rickshaw", mileage: "", batteryCapacity: "", batteryVoltage: "", pricePerKm: "" })).toBe("");
});
