// The EMI rule: the loan is the on-road price less the down payment, repaid in equal monthly
// instalments. EMI = P·r·(1+r)^n / ((1+r)^n − 1) with r the monthly rate (annual / 12 / 100); at
// 0 % the loan is simply split over the months. Lenders charge whole rupees, so the instalment is
// rounded to the rupee and the last one settles what is left. Everything the calculator shows —
// total interest, total payable — is read off that schedule, never worked back from the rounded
// EMI × months (which showed ₹8 of "interest" at 0 %). Money is counted in paise inside, so the
// sums are exact, and shown in rupees.

/** Tenures a visitor can choose, in months. */
export const TENURES = [12, 18, 24, 36, 48] as const;
export const DEFAULT_MONTHS = 36;
/** The highest annual rate the form takes (a typing slip beyond it is not a loan). */
export const MAX_RATE = 60;
const DEFAULT_DOWN_SHARE = 0.1;
const DOWN_STEP = 1000;

export type EmiInput = { onRoad: number; down: number; months: number; rate: number };
/** One month of the schedule, in whole rupees as shown. */
export type ScheduleRow = { month: number; instalment: number; principal: number; interest: number; balance: number };
export type EmiPlan = { loan: number; emi: number; lastInstalment: number; totalInterest: number; totalPayable: number; schedule: ScheduleRow[] };

/** The default down payment: 10 % of the on-road price, rounded to ₹1,000. */
export function defaultDown(onRoad: number): number {
  return downShare(onRoad, DEFAULT_DOWN_SHARE);
}

/** A share of the on-road price as a down payment, rounded to ₹1,000. */
export function downShare(onRoad: number, share: number): number {
  return Math.round((onRoad * share) / DOWN_STEP) * DOWN_STEP;
}

/** The monthly instalment in whole rupees for a loan, an annual rate in percent and a tenure. */
export function monthlyEmi(loan: number, annualRate: number, months: number): number {
  if (loan <= 0 || months <= 0) return 0;
  const r = annualRate / 12 / 100;
  if (r === 0) return Math.round(loan / months);
  const growth = (1 + r) ** months;
  return Math.round((loan * r * growth) / (growth - 1));
}

const toRupees = (paise: number) => Math.round(paise / 100);

/**
 * The loan month by month: each month's interest is the balance × r (to the paisa), the rest of the
 * instalment repays the loan, and the last instalment is whatever clears the balance.
 */
export function emiPlan({ onRoad, down, months, rate }: EmiInput): EmiPlan {
  const loan = Math.max(0, Math.round(onRoad - down));
  const emi = monthlyEmi(loan, rate, months);
  const r = rate / 12 / 100;
  const schedule: ScheduleRow[] = [];
  let balance = loan * 100;
  let interestPaise = 0;
  let lastInstalment = 0;
  for (let month = 1; month <= months && balance > 0; month++) {
    const interest = Math.round(balance * r);
    const last = month === months;
    const principal = last ? balance : Math.min(balance, emi * 100 - interest);
    balance -= principal;
    interestPaise += interest;
    lastInstalment = principal + interest;
    schedule.push({ month, instalment: toRupees(principal + interest), principal: toRupees(principal), interest: toRupees(interest), balance: toRupees(balance) });
  }
  const totalInterest = toRupees(interestPaise);
  return {
    loan,
    emi,
    lastInstalment: toRupees(lastInstalment),
    totalInterest,
    totalPayable: Math.min(Math.max(down, 0), onRoad) + loan + totalInterest,
    schedule,
  };
}
