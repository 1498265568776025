import { asciiDigits } from "../../../shared/rules/digits";
import { indianGrouping } from "../../../shared/rules/money";
import { DEFAULT_MONTHS, type EmiInput, MAX_RATE, TENURES, defaultDown } from "./emi";
import { DEFAULT_RATE } from "./emi-lenders";

// The EMI form without JavaScript sends `down`, `months` and `rate` in the page's query; with
// JavaScript the form's own values are read by the same function. Amounts are read as people
// write them: "9,000", "1,25,000", "₹ 20000", Devanagari digits. A value the form cannot take is
// named, and no answer is worked out until it is corrected: an answer for other figures than
// those in the form would mislead, so the page shows the errors in place of the results.

export type EmiField = "down" | "months" | "rate";
export type EmiProblem = "down" | "downAbovePrice" | "months" | "rate";
/** The form's values as typed (shown back), the input when every one is good, and the problems. */
export type EmiQuery = { values: Record<EmiField, string>; input: EmiInput | null; problems: EmiProblem[]; asked: boolean };

// Whole rupees, bare or grouped the Indian way (1,25,000) or the international way (125,000).
const RUPEES = /^(?:\d{1,9}|\d{1,2}(?:,\d{2}){0,3},\d{3}|\d{1,3}(?:,\d{3}){1,2})$/;
const RATE = /^\d{1,2}(?:\.\d{1,2})?$/;

/** Whole rupees as typed ("1,25,000", "₹ 9,000", "२०,०००"), or null when it is not an amount. */
export function readRupees(text: string): number | null {
  const bare = asciiDigits(text).replace(/^(?:₹|rs\.?|inr)/i, "").replace(/\s+/g, "");
  return RUPEES.test(bare) ? Number(bare.replaceAll(",", "")) : null;
}

/** An annual rate in percent as typed ("10.75", "24 %"), or null when it is not one the form takes. */
export function readRate(text: string): number | null {
  const bare = asciiDigits(text).replace(/\s*%$/, "").trim();
  return RATE.test(bare) && Number(bare) <= MAX_RATE ? Number(bare) : null;
}

/** The form's values for a page whose on-road price is `onRoad`. */
export function readEmiQuery(params: URLSearchParams, onRoad: number): EmiQuery {
  const typed = (name: EmiField) => params.get(name)?.trim().slice(0, 40) ?? "";
  const values = {
    down: typed("down") || indianGrouping(defaultDown(onRoad)),
    months: typed("months") || String(DEFAULT_MONTHS),
    rate: typed("rate") || String(DEFAULT_RATE),
  };
  const problems: EmiProblem[] = [];
  const down = readRupees(values.down);
  if (down === null) problems.push("down");
  else if (down > onRoad) problems.push("downAbovePrice");
  const months = /^\d{2}$/.test(values.months) && (TENURES as readonly number[]).includes(Number(values.months)) ? Number(values.months) : null;
  if (months === null) problems.push("months");
  const rate = readRate(values.rate);
  if (rate === null) problems.push("rate");
  const asked = (["down", "months", "rate"] as const).some((name) => params.has(name));
  const input = problems.length === 0 && down !== null && months !== null && rate !== null ? { onRoad, down, months, rate } : null;
  return { values, input, problems, asked };
}
