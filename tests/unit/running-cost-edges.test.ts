import { expect, test } from "vitest";
import { chargesPerDay, familyOf, fuelOf, readAmount } from "#app/features/tools/rules/running-cost";

// The edges of the running-cost form and of how a model is placed beside its rivals.

test("each field has its own bounds: 500 km a day, 31 days, ₹100 a unit, ₹500 a litre of fuel, 200 km a litre", () => {
  expect([readAmount("500", "km"), readAmount("31", "days"), readAmount("100", "tariff"), readAmount("500", "diesel"), readAmount("200", "petrolAuto")]).toEqual([500, 31, 100, 500, 200]);
  expect([readAmount("501", "km"), readAmount("32", "days"), readAmount("100.01", "tariff"), readAmount("500.01", "cng"), readAmount("200.01", "cngAuto")]).toEqual([null, null, null, null, null]);
});

test("distance and days are whole numbers; prices and mileage take up to two decimals", () => {
  expect(readAmount("12.5", "km")).toBeNull();
  expect(readAmount("7.25", "tariff")).toBe(7.25);
  expect(readAmount("24.5", "petrolAuto")).toBe(24.5);
});

test("an amount is read after a leading Rs or ₹ and nothing else around it", () => {
  expect(readAmount("Rs 94.77", "petrol")).toBe(94.77);
  expect(readAmount("rs. 9", "tariff")).toBe(9);
  for (const bad of ["94.77 ₹", "x12", "12x", "x12.5", "12.5x"]) expect(readAmount(bad, "tariff"), bad).toBeNull();
  for (const bad of ["x12", "12x"]) expect(readAmount(bad, "km"), bad).toBeNull();
});

test("a two-wheeler is known by its category or by scooter, bike or motorcycle in its type, whatever the case and spaces", () => {
  expect(familyOf({ categoryName: " Two Wheeler ", typeName: "electric moped" })).toBe("twoWheeler");
  expect(familyOf({ categoryName: "", typeName: " Electric SCOOTER " })).toBe("twoWheeler");
});

test("no distance is no charge; any distance up to the range is one charge", () => {
  expect([chargesPerDay(0, 100), chargesPerDay(1, 100), chargesPerDay(100, 100), chargesPerDay(101, 100)]).toEqual([0, 1, 1, 2]);
});

test("a fuel vehicle's fuel is read from its type, petrol too", () => {
  expect([fuelOf({ typeName: "Petrol Scooter" }), fuelOf({ typeName: "CNG auto rickshaw" }), fuelOf({ typeName: "e rickshaw" })]).toEqual(["petrol", "cng", null]);
});
