import { downShare } from "./emi";

// The EMI form's lender presets, from /work/shared/data/buyer-facts.md ("Finance", as reported
// 2024–2025). Each carries the rate range reported for that kind of lender and the figures a link
// puts in the form. Where the sources give no rate (a maker's finance arm) the preset leaves the
// rate as the visitor has it and the page says the rate is not known, rather than invent one.
// The words (which lender, which source) are the page's messages, keyed by `id`.

export type LenderId = "bank" | "nbfc" | "maker";

export type Lender = {
  id: LenderId;
  /** Annual rates reported for this kind of lender, in percent; null where none is sourced. */
  range: { low: number; high: number } | null;
  /** The rate the preset sets; null: the rate stays as typed. */
  rate: number | null;
  /** The share of the on-road price lent (the rest is the down payment). */
  funded: number;
  months: number;
};

/** When the figures were reported, as the source file dates them. */
export const LENDER_FACTS_REPORTED = "2024–2025";

export const LENDERS: readonly Lender[] = [
  // A cooperative bank's 10.75 % over 36 months (credit score ≥ 650); lenders' 9–14 % for 85–90 %
  // of the on-road price in an NBFC's public filing.
  { id: "bank", range: { low: 9, high: 14 }, rate: 10.75, funded: 0.85, months: 36 },
  // What these borrowers often actually pay NBFCs: 22–28 % a year (a public-sector EV body).
  { id: "nbfc", range: { low: 22, high: 28 }, rate: 24, funded: 0.9, months: 36 },
  // A maker's finance arm: up to 100 % over 12–36 months; no rate reported.
  { id: "maker", range: null, rate: null, funded: 1, months: 36 },
];

/** The bank preset's rate is the form's default rate. */
export const DEFAULT_RATE = 10.75;

/** The form's values a lender's preset asks for, keeping the visitor's rate where none is sourced. */
export function presetValues(lender: Lender, onRoad: number, current: { rate: string }): { down: number; months: number; rate: string } {
  return { down: downShare(onRoad, 1 - lender.funded), months: lender.months, rate: lender.rate === null ? current.rate : String(lender.rate) };
}
