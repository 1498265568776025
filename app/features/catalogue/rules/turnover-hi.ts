// A trader's yearly turnover in Hindi. The console takes it as the business states it ("₹2 - 5
// crore", "Above ₹500 crore", "₹50 lakh - 1 crore"): an amount or a range in lakh and crore, maybe
// with a bound before it. Those read the same in Hindi with the glossary's words (docs/glossary-hi.md)
// and the bound after the amount ("₹500 करोड़ से ज़्यादा"), so a Hindi page says them without a
// second field to keep in step. Anything else is shown as written, marked as English.

/** A bound before the amount, and where Hindi says it: after the amount. */
const BOUNDS: readonly (readonly [RegExp, string])[] = [
  [/^(above|over|more than)\s+/i, "से ज़्यादा"],
  [/^(below|under|less than)\s+/i, "से कम"],
  [/^up to\s+/i, "तक"],
];

const AMOUNT = String.raw`(?:₹|rs\.?|inr)?\s*\d[\d,]*(?:\.\d+)?`;
const UNIT = String.raw`(?:crores?|cr\.?|lakhs?|lacs?)`;
const RANGE = new RegExp(String.raw`^${AMOUNT}\s*(?:${UNIT})?(?:\s*(?:-|–|to)\s*${AMOUNT})?\s*${UNIT}\+?$`, "i");

/** "₹2 - 5 crore" → "₹2 - 5 करोड़", "Above ₹500 crore" → "₹500 करोड़ से ज़्यादा"; null for any other text. */
export function hindiTurnover(text: string): string | null {
  let rest = text.trim().replace(/\s+/g, " ");
  let after = "";
  for (const [bound, words] of BOUNDS) {
    const found = bound.exec(rest);
    if (found) {
      rest = rest.slice(found[0].length);
      after = ` ${words}`;
      break;
    }
  }
  if (!RANGE.test(rest)) return null;
  const hindi = rest
    .replace(/\b(?:rs\.?|inr)\s*/gi, "₹")
    .replace(/\s+to\s+/gi, " - ")
    // the text matched RANGE, so a unit word stands only where a unit goes
    .replace(new RegExp(`${UNIT}(?=\\+|\\s|$)`, "gi"), (unit) => (/^l/i.test(unit) ? "लाख" : "करोड़"));
  return hindi + after;
}
