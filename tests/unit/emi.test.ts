import { expect, test } from "vitest";
import { DEFAULT_MONTHS, TENURES, defaultDown, emiPlan, monthlyEmi } from "#app/features/tools/rules/emi";
import { DEFAULT_RATE, LENDERS, presetValues } from "#app/features/tools/rules/emi-lenders";
import { readEmiQuery, readRate, readRupees } from "#app/features/tools/rules/emi-query";
import { emiPrice } from "#app/features/tools/rules/emi-price";

// Hand-worked with EMI = P·r·g / (g − 1), g = (1 + r)^n:
//   ₹1,00,000, 12 % (r = 0.01), 12 months: g = 1.01^12 = 1.126825; 1,000 × 1.126825 / 0.126825 = 8,884.88 → ₹8,885
//   ₹1,80,000, 10.5 % (r = 0.00875), 36 months: g = 1.368383; 1,575 × 1.368383 / 0.368383 = 5,850.44 → ₹5,850
//   ₹1,80,000, 24 % (r = 0.02), 36 months: g = 1.02^36 = 2.039887; 3,600 × 2.039887 / 1.039887 = 7,061.91 → ₹7,062
//   ₹2,50,000, 10.5 % (r = 0.00875), 48 months: g = 1.519184; 2,187.5 × 1.519184 / 0.519184 = 6,400.84 → ₹6,401
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
// instalment is ₹3,040. Rounded EMI × 36 − loan would show ₹16 of interest. Total payable: 20,000 down
// + 1,10,000 + ₹0 = ₹1,30,000.
test("total interest is ₹0 at 0 %: the loan is split over the months and the last instalment settles the rounding", () => {
  const plan = emiPlan({ onRoad: 130_000, down: 20_000, months: 36, rate: 0 });
  expect(plan).toMatchObject({ loan: 110_000, emi: 3_056, lastInstalment: 3_040, totalInterest: 0, totalPayable: 130_000 });
  expect(plan.schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(110_000);
  expect(plan.schedule.every((row) => row.interest === 0)).toBe(true);
});

// Hand-worked, ₹20,000 over 3 months at 12 % (r = 0.01): g = 1.01^3 = 1.030301, EMI = 200 × 1.030301 /
// 0.030301 = 6,800.44 → ₹6,800, rounded down, so three instalments of the EMI fall short:
//   month 1: interest 200.00, repaid 6,600.00, left 13,400.00
//   month 2: interest 134.00, repaid 6,666.00, left 6,734.00
//   month 3: interest 67.34, repaid 6,734.00 (last instalment 6,801.34 → ₹6,801), left 0
// A third instalment of ₹6,800 would have left ₹1.34 unpaid. Total interest 200 + 134 + 67.34 = 401.34
// → ₹401; total payable 5,000 down + 20,000 + 401 = ₹25,401.
test("when the EMI is rounded down, the last instalment pays what the rounded instalments left, and the loan is left at ₹0", () => {
  const plan = emiPlan({ onRoad: 25_000, down: 5_000, months: 3, rate: 12 });
  expect(plan.schedule).toEqual([
    { month: 1, instalment: 6_800, principal: 6_600, interest: 200, balance: 13_400 },
    { month: 2, instalment: 6_800, principal: 6_666, interest: 134, balance: 6_734 },
    { month: 3, instalment: 6_801, principal: 6_734, interest: 67, balance: 0 },
  ]);
  expect(plan).toMatchObject({ loan: 20_000, emi: 6_800, lastInstalment: 6_801, totalInterest: 401, totalPayable: 25_401 });
});

// Hand-worked, ₹1,80,000 over 36 months at 10.5 % (r = 0.00875): the exact EMI is E* = 5,850.44
// (first test), charged as E = ₹5,850. Paying E instead of E* every month leaves, after n months,
// (E* − E) × ((1 + r)^n − 1) / r = (5,850.4398 − 5,850) × (1.368383 − 1) / 0.00875 = 0.4398 × 42.1009 = ₹18.52 unpaid
// (≈ ₹19), so the last instalment is 5,850 + 18.52 = 5,868.52 → ₹5,869 after 35 of ₹5,850.
// Paid in all: 35 × 5,850 + 5,868.52 = 2,04,750 + 5,868.52 = 2,10,618.52, so the interest is
// 2,10,618.52 − 1,80,000 = 30,618.52 → ₹30,619.
test("a last instalment equal to a rounded-down EMI would leave ₹19 unpaid on ₹1,80,000 at 10.5 % over 36 months: the last one pays it", () => {
  const plan = emiPlan({ onRoad: 200_000, down: 20_000, months: 36, rate: 10.5 });
  expect(plan).toMatchObject({ loan: 180_000, emi: 5_850, lastInstalment: 5_869, totalInterest: 30_619, totalPayable: 230_619 });
  expect(plan.schedule.slice(0, -1).every((row) => row.instalment === 5_850)).toBe(true);
  expect(plan.schedule.at(-1)).toMatchObject({ month: 36, instalment: 5_869, balance: 0 });
});

/**
 * What is still owed, in paise, after each instalment of a schedule: every month the interest is
 * counted on what is owed (to the paisa) and the instalment paid comes off. Worked here from the
 * instalments alone, never from the schedule's own balance column or totals, so a schedule that
 * stops short of the loan cannot pass by reporting a balance of ₹0.
 */
function owedAfterEach(loan: number, rate: number, instalments: readonly number[]): number[] {
  const r = rate / 12 / 100;
  let owed = loan * 100;
  return instalments.map((paid) => (owed += Math.round(owed * r) - paid * 100));
}

// The last instalment is shown to the rupee, so what is owed after it is within ±50 paise; every
// other instalment is the EMI in whole rupees, so the balances before it are exact.
test("the schedule's instalments repay the loan exactly: paid month by month they leave less than the last one's rounding, and total payable is the down payment plus them", () => {
  const cases = [
    // loan 1,86,400 − 19,000 = 1,67,400 at the bank, NBFC, a two-wheeler loan's rate and 0 %
    { onRoad: 186_400, down: 19_000, loan: 167_400, months: 12, rate: 10.75 },
    { onRoad: 186_400, down: 19_000, loan: 167_400, months: 36, rate: 24 },
    { onRoad: 186_400, down: 19_000, loan: 167_400, months: 48, rate: 9.5 },
    { onRoad: 186_400, down: 19_000, loan: 167_400, months: 18, rate: 0 },
    // the EMIs rounded down above (₹5,850.44 → ₹5,850; ₹6,800.44 → ₹6,800) and one rounded up (₹6,400.84 → ₹6,401)
    { onRoad: 200_000, down: 20_000, loan: 180_000, months: 36, rate: 10.5 },
    { onRoad: 25_000, down: 5_000, loan: 20_000, months: 3, rate: 12 },
    { onRoad: 275_000, down: 25_000, loan: 250_000, months: 48, rate: 10.5 },
  ];
  for (const { onRoad, down, loan, months, rate } of cases) {
    const label = `₹${loan} over ${months} months at ${rate} %`;
    const plan = emiPlan({ onRoad, down, months, rate });
    const instalments = plan.schedule.map((row) => row.instalment);
    const owed = owedAfterEach(loan, rate, instalments);
    expect(plan.loan, label).toBe(loan);
    expect(instalments, label).toHaveLength(months);
    expect(instalments.slice(0, -1).every((paid) => paid === plan.emi), label).toBe(true);
    expect(Math.abs(owed.at(-1)!), label).toBeLessThanOrEqual(50);
    // The balance column says what is owed after each month, and ₹0 at the end.
    expect(plan.schedule.slice(0, -1).map((row) => row.balance), label).toEqual(owed.slice(0, -1).map((paise) => Math.round(paise / 100)));
    expect(plan.schedule.at(-1)!.balance, label).toBe(0);
    // Everything paid: the instalments are the loan and its interest, each total rounded once (±₹1).
    const paid = instalments.reduce((sum, rupees) => sum + rupees, 0);
    expect(Math.abs(paid - (loan + plan.totalInterest)), label).toBeLessThanOrEqual(1);
    expect(Math.abs(plan.totalPayable - (down + paid)), label).toBeLessThanOrEqual(1);
  }
});

test("nothing to borrow is no instalment and no schedule", () => {
  expect(emiPlan({ onRoad: 100_000, down: 100_000, months: 12, rate: 10.5 })).toEqual({ loan: 0, emi: 0, lastInstalment: 0, totalInterest: 0, totalPayable: 100_000, schedule: [] });
});

// 10 % of 2,00,000 = 20,000; of 1,12,000 = 11,200 → ₹11,000; of 1,15,500 = 11,550 → ₹12,000.
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

// The bank lends 85 % of ₹2,00,000, so the down payment is 15 % = ₹30,000; the maker lends 100 %: ₹0 down.
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

// Hand-worked: 1,20,000 + 5,000 RTO + 4,000 insurance + 1,000 other = ₹1,30,000; with ₹2,500 of
// extended warranty and ₹1,500 of accessories as well, 1,30,000 + 2,500 + 1,500 = ₹1,34,000. With
// only a warranty and accessories the breakup is hidden, so the price is the ex-showroom ₹1,20,000.
test("the EMI is worked on the on-road price of the breakup, the ex-showroom price where there is no breakup", () => {
  const row = { cityName: "Noida", exShowroomPrice: 120_000, rto: 0, insurance: 0, warranty: 0, accessory: 0, otherCharge: 0, deliveryFlag: false };
  expect(emiPrice(row)).toBe(120_000);
  expect(emiPrice({ ...row, rto: 5000, insurance: 4000, otherCharge: 1000 })).toBe(130_000);
  expect(emiPrice({ ...row, rto: 5000, insurance: 4000, otherCharge: 1000, warranty: 2500, accessory: 1500 })).toBe(134_000);
  expect(emiPrice({ ...row, warranty: 2500, accessory: 1500 })).toBe(120_000);
  expect(emiPrice({ ...row, exShowroomPrice: 0, rto: 5000 })).toBe(0);
});
