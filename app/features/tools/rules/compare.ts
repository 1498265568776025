import type { Product } from "../../../shared/entities";
import { nameToSlug } from "../../../shared/rules/slug";

// A comparison: two or three models side by side at
// /compare/{brand}/{model}/vs/{brand}/{model}[/vs/{brand}/{model}]. One set of models is one
// address: the models in order of brand then model name (by their slugs, case aside), so the same
// comparison asked in another order is sent there with a 301.

export type ModelRef = Pick<Product, "brandName" | "name">;

export const MIN_COMPARED = 2;
export const MAX_COMPARED = 3;
/** Popular comparisons: every pair among a type's most popular few models (at most 6 pairs). */
export const POPULAR_MODELS = 4;

const slug = (name: string) => nameToSlug(name.trim());
const sortKey = (m: ModelRef) => `${slug(m.brandName).toLowerCase()}\u0000${slug(m.name).toLowerCase()}`;
/** One model, whatever the case or the hyphens of its names. */
export const sameModel = (a: ModelRef, b: ModelRef) => sortKey(a) === sortKey(b);

/** The models in the comparison's canonical order. */
export function canonicalOrder<T extends ModelRef>(models: readonly T[]): T[] {
  return [...models].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
}

/** Whether the list names some model twice (such a comparison is no page). */
export function hasRepeats(models: readonly ModelRef[]): boolean {
  return models.some((m, i) => models.findIndex((o) => sameModel(o, m)) !== i);
}

/** The comparison's one address, whatever order the models come in. */
export function comparePath(models: readonly ModelRef[]): string {
  const parts = canonicalOrder(models).map((m) => `${encodeURIComponent(slug(m.brandName))}/${encodeURIComponent(slug(m.name))}`);
  return `/compare/${parts.join("/vs/")}`;
}

/** Two models' one key, whatever order or case they come in: where a pair's views are counted. */
export function pairKey(a: ModelRef, b: ModelRef): string {
  return canonicalOrder([a, b]).map(sortKey).join("\u0001");
}

/** A comparison after adding a model, or putting it in place of one; why not, when it cannot be. */
export type ComparisonChange = { ok: true; models: ModelRef[] } | { ok: false; reason: "duplicate" | "full" | "not-compared" };

/**
 * The rule of the compare page's "add or swap" form: a model is added, or put in place of one of
 * the compared models; the same model never twice, and never more than MAX_COMPARED.
 */
export function changeComparison(current: readonly ModelRef[], added: ModelRef, replaced: ModelRef | null): ComparisonChange {
  if (replaced && !current.some((m) => sameModel(m, replaced))) return { ok: false, reason: "not-compared" };
  const kept = replaced ? current.filter((m) => !sameModel(m, replaced)) : [...current];
  if (current.some((m) => sameModel(m, added))) return { ok: false, reason: "duplicate" };
  if (kept.length >= MAX_COMPARED) return { ok: false, reason: "full" };
  return { ok: true, models: canonicalOrder([...kept, added]) };
}

/** A type page's popular comparisons: at most the fixed pairs' number (6). */
export const POPULAR_PAIRS = 6;

/**
 * A type's popular comparisons: the pairs visitors view most, of models the type still lists (in
 * the list's spelling), then the pairs among its most popular models, none twice. With nothing
 * counted yet, the fixed pairs alone.
 */
export function typeComparisons<T extends ModelRef>(viewed: readonly [ModelRef, ModelRef][], models: readonly T[], limit: number = POPULAR_PAIRS): [T, T][] {
  const listed = (m: ModelRef) => models.find((o) => sameModel(o, m));
  const counted = viewed.flatMap(([a, b]) => {
    const pair = [listed(a), listed(b)];
    return pair[0] && pair[1] && !sameModel(pair[0], pair[1]) ? [pair as [T, T]] : [];
  });
  const all = [...counted, ...popularPairs(models)];
  return all.filter(([a, b], i) => all.findIndex(([c, d]) => pairKey(a, b) === pairKey(c, d)) === i).slice(0, limit);
}

/** Popular pairs of one type's models, most popular first (the list comes in popularity order). */
export function popularPairs<T extends ModelRef>(models: readonly T[], top: number = POPULAR_MODELS): [T, T][] {
  const distinct = models.filter((m, i) => models.findIndex((o) => sameModel(o, m)) === i).slice(0, top);
  return distinct.flatMap((a, i) => distinct.slice(i + 1).map((b) => [a, b] as [T, T]));
}
