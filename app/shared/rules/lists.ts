import type { VehicleType } from "../entities";

// How many cards a list shows after N clicks of its button. The same
// count serves the JavaScript button and the no-JavaScript link `?more=N` (N = clicks so far).

export const ROW_SIZE = 3;
export const TYPE_ROW_SIZE = 4;
export const OTHER_MODELS_ROW_SIZE = 4;
export const VIEW_MORE_STEP = 6;
/** The view-all brand list toggles between these numbers of rows of ROW_SIZE. */
export const BRAND_LIST_ROWS = { collapsed: 6, expanded: 10 } as const;
/** Bounds `?more=N`, so a crafted link cannot ask for an unbounded list. */
export const MAX_MORE = 50;

/**
 * The lists that show more cards a click: the brand page (+6 a click), the view-all brands (View
 * More / View Less) and a dealer list's "Models available in {city}" (1 row of 3, then all). A
 * type's model lists, in India and in a town, are read a page at a time instead (rules/model-list.ts).
 */
export const LIST_KINDS = ["view-more", "brand-list", "city-models"] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** Cards to show (and to request) after `clicks`; Infinity means all (use with `slice`). */
export function visibleCount(kind: ListKind, clicks: number): number {
  const n = Math.max(0, Math.floor(clicks));
  switch (kind) {
    case "view-more":
      return VIEW_MORE_STEP * (n + 1);
    case "brand-list":
      return ROW_SIZE * (n % 2 === 0 ? BRAND_LIST_ROWS.collapsed : BRAND_LIST_ROWS.expanded);
    case "city-models":
      return n === 0 ? ROW_SIZE : Infinity;
  }
}

/**
 * The least clicks that show a whole list of `total` items: a list that has ended has one
 * address, whatever larger ?more a link asks for.
 */
export function clicksToShow(kind: ListKind, total: number): number {
  switch (kind) {
    case "view-more":
      return Math.max(0, Math.ceil(total / VIEW_MORE_STEP) - 1);
    default:
      return total > visibleCount(kind, 0) ? 1 : 0;
  }
}

/** `?more=N` as a click count: digits only, at most MAX_MORE; anything else is 0. */
export function parseMore(value: string | null | undefined): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 0;
  return Math.min(Number(value), MAX_MORE);
}

/** The toggle's text on the view-all brand list. */
export function toggleLabel(clicks: number): "viewMore" | "viewLess" {
  return clicks % 2 === 0 ? "viewMore" : "viewLess";
}

export function hasMore(total: number, shown: number): boolean {
  return total > shown;
}

/** Items in rows of `size` (the last row may be shorter). */
export function rowsOf<T>(items: readonly T[], size: number = ROW_SIZE): T[][] {
  if (size < 1) throw new RangeError("row size must be at least 1");
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

export const EXCLUDED_CATEGORIES = ["spare parts", "dealership"];

/** The type list of the view-all page: categories "spare parts" and "dealership" left out. */
export function listableTypes<T extends Pick<VehicleType, "categoryName">>(types: readonly T[]): T[] {
  return types.filter((t) => !EXCLUDED_CATEGORIES.includes(t.categoryName.trim().toLowerCase()));
}

/** Metadata lists show 50: the city links of a type screen (and the towns the search links). */
export const CITY_LINKS = 50;
