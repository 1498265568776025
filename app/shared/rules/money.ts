// Money, in one place: the lead fee, GST, and every way the site writes an amount in INR.
// Amounts on statements are whole paise, so integer arithmetic keeps every total exact (floats
// would make ₹23.60 × 3 = ₹70.80000000000001). Written by hand, not through Intl, so the output
// is the same in Node, workerd and every browser whatever locale data each one carries; Hindi
// pages write amounts the same way (₹ with Indian grouping and Latin digits).

/** What a dealer pays per lead, before GST, in paise (docs/decisions/020-business-terms-and-contact.md). */
export const LEAD_FEE_PAISE = 2000;
/** The GST rate on every charge: the lead fee and a commission. */
export const GST_PERCENT = 18;

/** GST on an amount, rounded to the nearest paisa (exact for the lead fee: 360 paise). */
export function gstOn(paise: number): number {
  return Math.round((paise * GST_PERCENT) / 100);
}

/** A whole number with Indian digit grouping: 12345678 → "1,23,45,678". */
export function indianGrouping(whole: number): string {
  const digits = String(whole);
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return head ? `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${tail}` : tail;
}

type Written = { symbol: boolean; grouped: boolean; decimals: boolean };

/** The one INR writer every format below is: sign, ₹, grouping and paise as asked. */
function writePaise(paise: number, how: Written): string {
  const abs = Math.abs(paise);
  const whole = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, "0");
  const sign = paise < 0 ? "-" : "";
  return `${sign}${how.symbol ? "₹" : ""}${how.grouped ? indianGrouping(whole) : whole}${how.decimals ? `.${rest}` : ""}`;
}

/** ₹ with Indian grouping (last three digits, then pairs) and no decimals: ₹1,25,000. Prices. */
export function formatInr(rupees: number): string {
  return writePaise(Math.sign(rupees) * Math.round(Math.abs(rupees)) * 100, { symbol: true, grouped: true, decimals: false });
}

/** ₹ with paise, for amounts a km: ₹0.55. */
export function formatInrPaise(rupees: number): string {
  return formatPaise(Math.round(rupees * 100));
}

/** "₹1,23,456.78": the site's INR format with paise (statements, amounts a km). */
export function formatPaise(paise: number): string {
  return writePaise(paise, { symbol: true, grouped: true, decimals: true });
}

/** "23.60": rupees with two decimals, no symbol or grouping: a CSV cell spreadsheets can sum. */
export function rupeesCell(paise: number): string {
  return writePaise(paise, { symbol: false, grouped: false, decimals: true });
}

/**
 * The per-lead terms in the one wording every page, statement and CSV uses: "₹20 + 18 % GST".
 * The amount is the fee above, so a change of fee is a change of one line.
 */
export const PER_LEAD_TERMS = `${formatInr(LEAD_FEE_PAISE / 100)} + ${GST_PERCENT} % GST`;
