// Issue 20, EMI calculator: the loan is the on-road price less the down payment, repaid in equal
// monthly instalments. EMI = P·r·(1+r)^n / ((1+r)^n − 1) with r the monthly rate; at 0 % the
// loan is simply split over the months. Rupees are whole: every figure is rounded to the rupee.

/** Tenures a visitor can choose, in months. */
export const TENURES = [12, 18, 24, 36, 48] as const;
export const DEFAULT_MONTHS = 36;
/** Annual rates of the two presets: a bank's loan and what NBFCs often charge these borrowers. */
export const BANK_RATE = 10.5;
export const NBFC_RATE = 24;
/** The highest annual rate the form takes (a typing slip beyond it is not a loan). */
export const MAX_RATE = 60;
const DEFAULT_DOWN_SHARE = 0.1;
const DOWN_STEP = 1000;

export type EmiInput = { onRoad: number; down: number; months: number; rate: number };
export type EmiPlan = { loan: number; emi: number; totalInterest: number; totalPayable: number };

/** The default down payment: 10 % of the on-road price, rounded to ₹1,000. */
export function defaultDown(onRoad: number): number {
  return Math.round((onRoad * DEFAULT_DOWN_SHARE) / DOWN_STEP) * DOWN_STEP;
}

/** The monthly instalment in whole rupees for a loan, an annual rate in percent and a tenure. */
export function monthlyEmi(loan: number, annualRate: number, months: number): number {
  if (loan <= 0 || months <= 0) return 0;
  const r = annualRate / 12 / 100;
  if (r === 0) return Math.round(loan / months);
  const growth = (1 + r) ** months;
  return Math.round((loan * r * growth) / (growth - 1));
}

/** The EMI with what the loan costs over its tenure (total payable counts the down payment too). */
export function emiPlan({ onRoad, down, months, rate }: EmiInput): EmiPlan {
  const loan = Math.max(0, Math.round(onRoad - down));
  const emi = monthlyEmi(loan, rate, months);
  const repaid = emi * months;
  return { loan, emi, totalInterest: Math.max(0, repaid - loan), totalPayable: Math.min(down, onRoad) + repaid };
}
