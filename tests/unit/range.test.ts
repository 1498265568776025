import { expect, test } from "vitest";
import { rangeFiguresOf, rangeKmOf } from "#app/features/catalogue/rules/range";
import { batteryOf } from "#app/features/tools/rules/running-cost";
import { factIssues } from "#app/features/catalogue/rules/plausible";

// A model's range is one reading of its mileage (app/features/catalogue/rules/range.ts): the lists sort by it,
// the running cost and the battery chooser divide by it, the catalogue's checks hold it to the
// type's bounds. Migration 0024 reads it in SQL the same way (tests/worker/model-list-facts.test.ts).

test("a model's range is the whole number its mileage starts with, after an \"up to\", unless the mileage is per litre or kg of fuel", () => {
  const read = ["120 km/charge", "  85 km/charge ", "120", "80-90 km/charge", "Up to 120 km", "up to 95.5 km", "30 km/l", "35 km/kg", "25 km per litre", "0 km/charge", "about 90 km", "up to  90 km", ""];
  expect(read.map(rangeKmOf)).toEqual([120, 85, 120, 80, 120, 95, null, null, null, null, null, null, null]);
  // every figure of a span, for the checks
  expect(rangeFiguresOf("85-95 km")).toEqual([85, 95]);
  expect(rangeFiguresOf("up to 85–950 km/charge")).toEqual([85, 950]);
  expect(rangeFiguresOf("30 km/l")).toEqual([]);
});

test("\"up to 120 km\" is 120 km for the running cost and the checks as for the list", () => {
  const model = { mileage: "Up to 120 km", batteryCapacity: "100 Ah", batteryVoltage: "48 V" };
  expect(rangeKmOf(model.mileage)).toBe(120);
  // 100 Ah × 48 V = 4.8 kWh over 120 km
  expect(batteryOf(model)).toEqual({ kwh: 4.8, rangeKm: 120 });
  // an e-rickshaw's bound is 260 km: "up to 270 km" is refused as 270
  const rickshaw = { typeName: "e rickshaw", vehicleCategory: "E-rickshaw (passenger)", speed: "", chargeTime: "" };
  expect(factIssues({ ...rickshaw, mileage: "Up to 120 km" })).toEqual([]);
  expect(factIssues({ ...rickshaw, mileage: "Up to 270 km" })).toEqual([{ code: "rangeOver", field: "mileage", value: 270, max: 260, vehicles: "l3" }]);
  // a span's lower end is its range: 85 for "85-95 km/charge", where the running cost read 95 before
  expect(batteryOf({ ...model, mileage: "85-95 km/charge" })).toEqual({ kwh: 4.8, rangeKm: 85 });
});
