// Home page: the brand search field suggests brands by case-insensitive substring; the
// search needs a chosen brand. The no-JavaScript form and the script resolve typed text alike.

const fold = (s: string) => s.trim().toLowerCase();

/** Brands whose name contains the typed text, ignoring case, in the list's order. */
export function brandSuggestions(brands: readonly string[], query: string): string[] {
  const q = fold(query);
  return q === "" ? [] : brands.filter((b) => b.toLowerCase().includes(q));
}

/**
 * The brand the typed text names: an exact match ignoring case, else the only brand containing
 * it; null when it names none or several (then the search does nothing).
 */
export function resolveBrand(brands: readonly string[], typed: string): string | null {
  const q = fold(typed);
  if (q === "") return null;
  const exact = brands.find((b) => b.toLowerCase() === q);
  if (exact) return exact;
  const matches = brandSuggestions(brands, q);
  return matches.length === 1 ? matches[0]! : null;
}
