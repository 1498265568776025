import { expect, test } from "vitest";
import { DEFAULT_MONTHS, TENURES, defaultDown, emiPlan, monthlyEmi } from "#app/domain/tools/emi";
import { DEFAULT_RATE, LENDERS, presetValues } from "#app/domain/tools/emi-lenders";
import { readEmiQuery, readRate, readRupees } from "#app/domain/tools/emi-query";
import { emiPrice } from "#app/domain/tools/emi-price";

// Hand-worked: r = 12 / 12 / 100 = 0.01, (1.01)^12 = 1.126825, EMI = 100000 × 0.01 × 1.126825 / 0.126825.
test("EMI = P·r·(1+r)^n / ((1+r)^n − 1) with r the monthly rate, rounded to the rupee", () => {
  expect(monthlyEmi(100_000, 12, 12)).toBe(8885); // 8,884.88
  expect(monthlyEmi(180_000, 10.5, 36)).toBe(5850); // 5,850.44
  expect(monthlyEmi(180_000, 24, 36)).toBe(7062); // 7,061.91
  expect(monthlyEmi(250_000, 10.5, 48)).toBe(6401); // 6,400.84
});

// Hand-worked, ₹30,000 over 3 months at 12 % (r = 0.01): EMI 10,200.66 → ₹10,201.
//   month 1: interest 300.00, repaid 9,901.00, left 20,099.00
//   month 2: interest 200.99, repaid 10,000.01, left 10,098.99
//   month 3: interest 100.99, repaid 10,098.99 (last instalment 10,199.98), left 0
// Total interest 601.98 → ₹602; the rounded EMI × 3 − loan would say ₹603.
test("total interest is the sum of the schedule's interest, to the rupee", () => {
  const plan = emiPlan({ onRoad: 35_000, down: 5_000, months: 3, rate: 12 });
  expect(plan.schedule).toEqual([
    { month: 1, instalment: 10_201, principal: 9_901, interest: 300, balance: 20_099 },
    { month: 2, instalment: 10_201, principal: 10_000, interest: 201, balance: 10_099 },
    { month: 3, instalment: 10_200, principal: 10_099, interest: 101, balance: 0 },
  ]);
  expect(plan).toMatchObject({ loan: 30_000, emi: 10_201, lastInstalment: 10_200, totalInterest: 602, totalPayable: 35_602 });
});

// ₹1,10,000 over 36 months at 0 %: ₹3,055.56 → ₹3,056 a month; 35 × 3,056 = 1,06,960, so the last
// instalment is ₹3,040. Rounded EMI × 36 − loan would show ₹16 of interest.
test("total interest is ₹0 at 0 %: the loan is split over the months and the last instalment settles the rounding", () => {
  const plan = emiPlan({ onRoad: 130_000, down: 20_000, months: 36, rate: 0 });
  expect(plan).toMatchObject({ loan: 110_000, emi: 3_056, lastInstalment: 3_040, totalInterest: 0, totalPayable: 130_000 });
  expect(plan.schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(110_000);
  expect(plan.schedule.every((row) => row.interest === 0)).toBe(true);
});

test("the schedule repays the whole loan in the tenure, and total payable is down payment + loan + total interest", () => {
  for (const [months, rate] of [[12, 10.75], [36, 24], [48, 9.5], [18, 0]] as const) {
    const plan = emiPlan({ onRoad: 186_400, down: 19_000, months, rate });
    expect(plan.schedule).toHaveLength(months);
    expect(plan.schedule.at(-1)?.balance).toBe(0);
    expect(plan.totalPayable).toBe(19_000 + plan.loan + plan.totalInterest);
    expect(Math.abs(plan.totalInterest - plan.schedule.reduce((sum, row) => sum + row.interest, 0))).toBeLessThanOrEqual(months / 2);
  }
});

test("nothing to borrow is no instalment and no schedule", () => {
  expect(emiPlan({ onRoad: 100_000, down: 100_000, months: 12, rate: 10.5 })).toEqual({ loan: 0, emi: 0, lastInstalment: 0, totalInterest: 0, totalPayable: 100_000, schedule: [] });
});

test("the down payment defaults to 10 % of the on-road price, rounded to ₹1,000", () => {
  expect(defaultDown(200_000)).toBe(20_000);
  expect(defaultDown(112_000)).toBe(11_000);
  expect(defaultDown(115_500)).toBe(12_000);
});

test("amounts are read as people write them: Indian grouping, commas, ₹, Devanagari digits", () => {
  expect(readRupees("9,000")).toBe(9_000);
  expect(readRupees("1,25,000")).toBe(125_000);
  expect(readRupees("125,000")).toBe(125_000);
  expect(readRupees("₹ 20,000")).toBe(20_000);
  expect(readRupees("Rs. 15000")).toBe(15_000);
  expect(readRupees("२०,०००")).toBe(20_000);
  for (const bad of ["", "-5", "1,2,3", "12,34", "9.000,5", "NaN", "1e5", "12,50,00"]) expect(readRupees(bad), bad).toBeNull();
  expect(readRate("10.75")).toBe(10.75);
  expect(readRate("24 %")).toBe(24);
  for (const bad of ["61", "abc", "1e3", "-1", "10.755"]) expect(readRate(bad), bad).toBeNull();
});

test("an invalid input gives no answer: the down payment above the price, or any value the form cannot take, is named instead", () => {
  const above = readEmiQuery(new URLSearchParams("down=2,50,000&months=24&rate=24"), 200_000);
  expect(above).toMatchObject({ input: null, problems: ["downAbovePrice"], values: { down: "2,50,000", months: "24", rate: "24" } });
  for (const [bad, problem] of [["down=-5", "down"], ["down=NaN", "down"], ["months=13", "months"], ["months=36.0", "months"], ["rate=abc", "rate"], ["rate=61", "rate"], ["rate=1e3", "rate"]] as const) {
    const query = readEmiQuery(new URLSearchParams(bad), 200_000);
    expect(query.problems, bad).toEqual([problem]);
    expect(query.input, bad).toBeNull();
  }
});

test("the no-JavaScript form's down, months and rate are read from the query; without them the defaults answer", () => {
  expect(readEmiQuery(new URLSearchParams("down=1,25,000&months=24&rate=24"), 200_000)).toMatchObject({ input: { onRoad: 200_000, down: 125_000, months: 24, rate: 24 }, problems: [], asked: true });
  expect(readEmiQuery(new URLSearchParams(""), 200_000)).toMatchObject({ input: { onRoad: 200_000, down: 20_000, months: DEFAULT_MONTHS, rate: DEFAULT_RATE }, problems: [], asked: false });
  expect(TENURES).toEqual([12, 18, 24, 36, 48]);
});

test("lender presets come from the sourced figures: bank 9–14 % (10.75 %), NBFC 22–28 % (24 %), maker's finance up to 100 % with no rate sourced", () => {
  expect(LENDERS.map((l) => [l.id, l.range, l.rate])).toEqual([
    ["bank", { low: 9, high: 14 }, 10.75],
    ["nbfc", { low: 22, high: 28 }, 24],
    ["maker", null, null],
  ]);
  const [bank, , maker] = LENDERS;
  expect(presetValues(bank!, 200_000, { rate: "12" })).toEqual({ down: 30_000, months: 36, rate: "10.75" });
  expect(presetValues(maker!, 200_000, { rate: "12" })).toEqual({ down: 0, months: 36, rate: "12" });
});

test("the EMI is worked on the on-road price of the breakup, the ex-showroom price where there is no breakup", () => {
  const row = { cityName: "Noida", exShowroomPrice: 120_000, rto: 0, insurance: 0, warranty: 0, accessory: 0, otherCharge: 0, deliveryFlag: false };
  expect(emiPrice(row)).toBe(120_000);
  expect(emiPrice({ ...row, rto: 5000, insurance: 4000, otherCharge: 1000 })).toBe(130_000);
  expect(emiPrice({ ...row, exShowroomPrice: 0, rto: 5000 })).toBe(0);
});
