import { expect, test } from "vitest";
import { autoPerKm, chargedPerKm, runningCost, showsRunningCost, statedPerKm } from "#app/domain/tools/running-cost";
import { RUNNING_COST_FACTS } from "#app/domain/tools/running-cost-facts";

const rickshaw = { categoryName: "three wheeler", typeName: "e rickshaw", pricePerKm: "Rs 0.40/km", mileage: "90 km/charge", batteryCapacity: "", batteryVoltage: "" };

test("running cost is shown on electric three-wheelers and scooters, not on diesel or CNG autos or cars", () => {
  expect(showsRunningCost(rickshaw)).toBe(true);
  expect(showsRunningCost({ categoryName: "two wheeler", typeName: "electric scooter" })).toBe(true);
  expect(showsRunningCost({ categoryName: "three wheeler", typeName: "diesel auto rickshaw" })).toBe(false);
  expect(showsRunningCost({ categoryName: "three wheeler", typeName: "cng auto rickshaw" })).toBe(false);
  expect(showsRunningCost({ categoryName: "four wheeler", typeName: "electric golf cart" })).toBe(false);
});

test("the cost a km comes from the model's pricePerKm, or from its battery and range", () => {
  expect(statedPerKm("Rs 0.40/km")).toBe(0.4);
  expect(statedPerKm("₹0.5 per km")).toBe(0.5);
  expect(statedPerKm("cheap")).toBeNull();
  // 3.7 kWh × ₹9 / 146 km
  expect(chargedPerKm({ mileage: "146 km/charge", batteryCapacity: "3.7 kWh", batteryVoltage: "" })).toBeCloseTo((3.7 * 9) / 146);
  // 48 V × 120 Ah = 5.76 kWh over 90 km
  expect(chargedPerKm({ mileage: "90 km", batteryCapacity: "120 Ah", batteryVoltage: "48 V" })).toBeCloseTo((5.76 * 9) / 90);
  expect(chargedPerKm({ mileage: "", batteryCapacity: "3 kWh", batteryVoltage: "" })).toBeNull();
});

test("the cost a day and a month at 100 km a day, 26 days a month, against petrol, diesel and CNG autos, with the monthly saving", () => {
  const cost = runningCost(rickshaw)!;
  expect(cost).toMatchObject({ perKm: 0.4, perDay: 40, perMonth: 1040, dailyKm: 100, days: 26 });
  const cng = cost.autos.find((a) => a.fuel === "cng")!;
  const cngDay = Math.round(autoPerKm("cng") * 100);
  expect(cng).toMatchObject({ perDay: cngDay, perMonth: cngDay * 26, savingPerMonth: cngDay * 26 - 1040 });
  expect(cost.autos.map((a) => a.fuel)).toEqual(["petrol", "diesel", "cng"]);
});

test("the sample fuel figures give the reported ₹2–3 a km for CNG and about ₹4 for petrol and diesel autos", () => {
  expect(autoPerKm("cng")).toBeGreaterThanOrEqual(2);
  expect(autoPerKm("cng")).toBeLessThanOrEqual(3);
  for (const fuel of ["petrol", "diesel"] as const) expect(Math.abs(autoPerKm(fuel) - 4)).toBeLessThan(0.5);
  expect(RUNNING_COST_FACTS.dailyKm).toBe(100);
});
