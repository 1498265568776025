// A sentence that states a price or a cost is composed by the site from the numbers when the page is
// made (app/features/catalogue/server/model-summary.ts), never stored as prose: a stored figure is out of date the
// day a town price changes (docs/decisions/145-one-price-truth.md). The texts below are read without
// such sentences wherever they come from (worker/bff/sanitize.ts), and the console refuses them
// with a reason (app/features/catalogue/rules/entities.ts).

/** The texts that must not state a price or a cost: about texts and descriptions, with their Hindi versions. */
export const PRICE_FREE_FIELDS: ReadonlySet<string> = new Set(["aboutProduct", "about", "description"].flatMap((f) => [f, `${f}Hi`]));

/**
 * An amount of money: ₹, Rs or INR before digits, rupees, lakh or crore after them (in English or
 * Hindi), or the placeholder older descriptions were filled with.
 */
const MONEY =
  /₹\s*\d|(?<![a-z])(?:rs\.?|inr)\s*\d|\d\s*(?:\/-|rupees?\b|lakhs?\b|lacs?\b|crores?\b)|\d\s*(?:रुपये|रुपए|रु\.?|लाख|करोड़)|रु\.?\s*\d|exShowroomPrice/iu;

/** Whether a sentence states a price or a cost. */
export const statesPrice = (sentence: string): boolean => MONEY.test(sentence);

/** Sentences end at . ! ? or । before a space; "Rs. 500" is no end. */
const SENTENCE_END = /(?<=[.!?।])(?<![Rr][Ss]\.)\s+/u;

/** The first sentence of a text that states a price or a cost, or null: what the console quotes when it refuses one. */
export function firstPriceSentence(text: string): string | null {
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    const found = line.replace(/^[-•]\s+/, "").split(SENTENCE_END).find(statesPrice);
    if (found) return found.trim();
  }
  return null;
}

/** The line without the sentences that state a price; what is left of a line, or "". */
function lineWithoutPrices(line: string): string {
  const bullet = /^([-•]\s+)/.exec(line)?.[1] ?? "";
  const kept = line.slice(bullet.length).split(SENTENCE_END).filter((sentence) => !statesPrice(sentence)).join(" ").trim();
  return kept ? bullet + kept : "";
}

/**
 * The text without its sentences that state a price or a cost: a line (a bullet, a paragraph's
 * line) left empty goes, a paragraph left empty goes; the rest is kept as written.
 */
export function withoutPriceProse(text: string): string {
  if (!statesPrice(text)) return text;
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.split("\n").map(lineWithoutPrices).filter(Boolean).join("\n"))
    .filter(Boolean)
    .join("\n\n");
}
