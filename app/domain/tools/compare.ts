import type { Product } from "../entities";
import { PRODUCT_TECH_FIELDS } from "../product-fields";
import { SPEC_LABELS, isBlankSpec } from "../rules/spec-table";
import { nameToSlug } from "../rules/slug";

// Issue 20, comparison: two or three models side by side at
// /compare/{brand}/{model}/vs/{brand}/{model}[/vs/{brand}/{model}]. One set of models is one
// address: the models in order of brand then model name (by their slugs, case aside), so the same
// comparison asked in another order is sent there with a 301.

export type ModelRef = Pick<Product, "brandName" | "name">;

export const MIN_COMPARED = 2;
export const MAX_COMPARED = 3;
/** Popular comparisons: every pair among a type's most popular few models (at most 6 pairs). */
export const POPULAR_MODELS = 4;
/** Empty fields read as an en dash in the table. */
export const EMPTY = "–";

const slug = (name: string) => nameToSlug(name.trim());
const sortKey = (m: ModelRef) => `${slug(m.brandName).toLowerCase()}\u0000${slug(m.name).toLowerCase()}`;
const sameModel = (a: ModelRef, b: ModelRef) => sortKey(a) === sortKey(b);

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

/** Popular pairs of one type's models, most popular first (the list comes in popularity order). */
export function popularPairs<T extends ModelRef>(models: readonly T[], top: number = POPULAR_MODELS): [T, T][] {
  const distinct = models.filter((m, i) => models.findIndex((o) => sameModel(o, m)) === i).slice(0, top);
  return distinct.flatMap((a, i) => distinct.slice(i + 1).map((b) => [a, b] as [T, T]));
}

export type CompareRow = { field: string; label: string; values: string[]; differs: boolean };

type Compared = Pick<Product, "mileage" | "pricePerKm" | "speed" | (typeof PRODUCT_TECH_FIELDS)[number]>;

const LEADING_FIELDS = [
  { field: "mileage", label: "Mileage" },
  { field: "pricePerKm", label: "Running Cost" },
  { field: "speed", label: "Maximum Speed" },
] as const;

/** Every specification field present in any of the models; empty ones read "–"; differences marked. */
export function compareRows(models: readonly Compared[]): CompareRow[] {
  const fields = [...LEADING_FIELDS, ...PRODUCT_TECH_FIELDS.map((field) => ({ field, label: SPEC_LABELS[field] }))];
  return fields.flatMap(({ field, label }) => {
    const raw = models.map((m) => m[field as keyof Compared] ?? "");
    if (raw.every(isBlankSpec)) return [];
    const values = raw.map((v) => (isBlankSpec(v) ? EMPTY : v.trim()));
    const differs = values.some((v) => v.toLowerCase() !== values[0]!.toLowerCase());
    return [{ field, label, values, differs }];
  });
}

/** The lowest and highest published ex-showroom price over cities (0 is "not published"). */
export function priceRange(prices: readonly number[]): { low: number; high: number } | null {
  const published = prices.filter((p) => p > 0);
  return published.length ? { low: Math.min(...published), high: Math.max(...published) } : null;
}
