import { expect, test } from "vitest";
import { BANK_RATE, DEFAULT_MONTHS, NBFC_RATE, TENURES, defaultDown, emiPlan, monthlyEmi } from "#app/domain/tools/emi";
import { readEmiQuery } from "#app/domain/tools/emi-query";
import { emiPrice } from "#app/domain/tools/emi-price";

// Hand-worked: r = 12 / 12 / 100 = 0.01, (1.01)^12 = 1.126825, EMI = 100000 × 0.01 × 1.126825 / 0.126825.
test("EMI = P·r·(1+r)^n / ((1+r)^n − 1) with r the monthly rate, rounded to the rupee", () => {
  expect(monthlyEmi(100_000, 12, 12)).toBe(8885); // 8,884.88
  expect(monthlyEmi(180_000, 10.5, 36)).toBe(5850); // 5,850.44
  expect(monthlyEmi(180_000, 24, 36)).toBe(7062); // 7,061.91
  expect(monthlyEmi(250_000, 10.5, 48)).toBe(6401); // 6,400.84
});

test("at 0 % interest the EMI is the loan split over the months", () => {
  expect(monthlyEmi(120_000, 0, 36)).toBe(3333);
  expect(emiPlan({ onRoad: 130_000, down: 10_000, months: 12, rate: 0 })).toEqual({ loan: 120_000, emi: 10_000, totalInterest: 0, totalPayable: 130_000 });
});

test("the EMI shows total interest and total payable (down payment plus every instalment)", () => {
  const plan = emiPlan({ onRoad: 200_000, down: 20_000, months: 36, rate: 10.5 });
  expect(plan).toEqual({ loan: 180_000, emi: 5850, totalInterest: 5850 * 36 - 180_000, totalPayable: 20_000 + 5850 * 36 });
});

test("nothing to borrow is no instalment", () => {
  expect(emiPlan({ onRoad: 100_000, down: 100_000, months: 12, rate: 10.5 })).toEqual({ loan: 0, emi: 0, totalInterest: 0, totalPayable: 100_000 });
});

test("the down payment defaults to 10 % of the on-road price, rounded to ₹1,000", () => {
  expect(defaultDown(200_000)).toBe(20_000);
  expect(defaultDown(112_000)).toBe(11_000);
  expect(defaultDown(115_500)).toBe(12_000);
});

test("tenure is 12, 18, 24, 36 or 48 months, 36 by default; the rate presets are bank 10.5 % and NBFC 24 %", () => {
  expect(TENURES).toEqual([12, 18, 24, 36, 48]);
  expect(DEFAULT_MONTHS).toBe(36);
  expect([BANK_RATE, NBFC_RATE]).toEqual([10.5, 24]);
});

test("the EMI is worked on the on-road price of the breakup, the ex-showroom price where there is no breakup", () => {
  const row = { cityName: "Noida", exShowroomPrice: 120_000, rto: 0, insurance: 0, warranty: 0, accessory: 0, otherCharge: 0, deliveryFlag: false };
  expect(emiPrice(row)).toBe(120_000);
  expect(emiPrice({ ...row, rto: 5000, insurance: 4000, otherCharge: 1000 })).toBe(130_000);
  expect(emiPrice({ ...row, exShowroomPrice: 0, rto: 5000 })).toBe(0);
});

test("the no-JavaScript form's down, months and rate are read from the query, a value it cannot take falls back and is named", () => {
  const asked = readEmiQuery(new URLSearchParams("down=30000&months=24&rate=24"), 200_000);
  expect(asked).toEqual({ input: { onRoad: 200_000, down: 30_000, months: 24, rate: 24 }, invalid: [], asked: true });
  const clean = readEmiQuery(new URLSearchParams(""), 200_000);
  expect(clean).toEqual({ input: { onRoad: 200_000, down: 20_000, months: 36, rate: 10.5 }, invalid: [], asked: false });
  for (const bad of ["down=-5", "down=NaN", "down=999999999", "months=13", "months=36.0", "rate=abc", "rate=61", "rate=1e3"]) {
    const query = readEmiQuery(new URLSearchParams(bad), 200_000);
    expect(query.invalid, bad).toEqual([bad.split("=")[0]]);
    expect(query.input, bad).toEqual(clean.input);
  }
});
