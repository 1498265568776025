// How a specification value is read into another language with a phrase glossary: the rule alone,
// apart from the glossary (app/shared/i18n/spec-values-hi.ts), so that a page's JavaScript holds
// the rule and receives the glossary as data only on pages of that language.

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * A reader of values: phrases are replaced whole (longest first, not inside a longer Latin word:
 * "tube" in "tubeless", "km" in "kmph"); the answer is null when a Latin word is left that is not
 * a unit or code kept as printed, so a value is never half translated.
 */
export function specValueReader(phrases: Readonly<Record<string, string>>, keptWords: readonly string[]): (value: string) => string | null {
  const patterns = Object.entries(phrases)
    .sort(([a], [b]) => b.length - a.length)
    .map(([from, to]) => ({ pattern: new RegExp(`(?<![A-Za-z])${escape(from)}(?![A-Za-z])`, "gi"), to }));
  const kept = new Set(keptWords);
  return (value) => {
    let text = value;
    for (const { pattern, to } of patterns) text = text.replace(pattern, to);
    const latin = text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
    return latin.every((word) => kept.has(word.toLowerCase())) ? text : null;
  };
}
