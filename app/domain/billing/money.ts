import { indianGrouping } from "../rules/format";

// Money on statements, in whole paise: integer arithmetic, so no total is ever a paisa off (floats
// would make ₹23.60 × 3 = ₹70.80000000000001). Dealers pay ₹20 plus 18 % GST per lead.

export const LEAD_FEE_PAISE = 2000;
export const GST_PERCENT = 18;

/** The per-lead terms as the console and statements state them: "₹20 + 18 % GST". */
export const LEAD_FEE_TERMS = `₹${LEAD_FEE_PAISE / 100} + ${GST_PERCENT} % GST`;

/** GST on an amount, rounded to the nearest paisa (exact for the ₹20 fee: 360 paise). */
export function gstOn(paise: number): number {
  return Math.round((paise * GST_PERCENT) / 100);
}

const split = (paise: number) => ({
  sign: paise < 0 ? "-" : "",
  whole: Math.floor(Math.abs(paise) / 100),
  rest: String(Math.abs(paise) % 100).padStart(2, "0"),
});

/** "₹1,23,456.78": the site's INR format with paise — statements only (prices have no decimals). */
export function formatPaise(paise: number): string {
  const { sign, whole, rest } = split(paise);
  return `${sign}₹${indianGrouping(whole)}.${rest}`;
}

/** "23.60": rupees with two decimals, no symbol or grouping: a CSV cell spreadsheets can sum. */
export function rupeesCell(paise: number): string {
  const { sign, whole, rest } = split(paise);
  return `${sign}${whole}.${rest}`;
}
