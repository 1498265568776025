import type { ModelRef } from "./compare";

// The "Compare with…" choice of a model page sends `with={brand}/{model}` (the other model's slugs,
// as in its page's address) to the model page itself, which answers with the comparison's address.

export const COMPARE_WITH = "with";

/** The value a choice sends for a model. */
export function choiceValue(brandSlug: string, modelSlug: string): string {
  return `${brandSlug}/${modelSlug}`;
}

/** The model a choice names, or null when the value names none. */
export function chosenModel(value: string): ModelRef | null {
  const match = /^([^/\s][^/]*)\/([^/\s][^/]*)$/.exec(value.trim());
  return match ? { brandName: match[1]!, name: match[2]! } : null;
}
