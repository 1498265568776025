// A model list of a type, in India or in a town, as a buyer narrows it
// (docs/decisions/148-lists-a-buyer-can-narrow.md): sorted by price or by range, narrowed by a
// budget band and a battery, read a page at a time from a model. Each choice is a GET parameter
// with a fixed set of values; the default of each is no parameter, so a list has one address per
// page whatever a form sends. The origin walks one index per order and narrowing
// (worker/origin/queries/model-lists.ts); this file is what the words mean.

/** Models a page shows; one more is read, where the next page starts. */
export const MODEL_PAGE = 24;

/**
 * price: cheapest first, a model without a published price ("Contact Us For Price") last;
 * range: the longest range a charge gives first, a model without one last, then cheapest first.
 * Ties by brand, then model name.
 */
export const SORTS = ["price", "range"] as const;
export type ListSort = (typeof SORTS)[number];
export const DEFAULT_SORT: ListSort = "price";

/** The battery chooser's reading of a battery type (app/features/tools/rules/battery.ts, chemistryOf), which migration 0024 keeps as price.battery. */
export const BATTERIES = ["lead-acid", "lithium"] as const;
export type ListBattery = (typeof BATTERIES)[number];

/** The upper ends of the budget bands, in rupees; above the last is one more band. */
export const BUDGET_LIMITS = [50_000, 100_000, 150_000, 200_000, 300_000, 500_000, 1_000_000] as const;

/** A budget band: prices above `low` up to `high` (no upper end for the last). */
export type Budget = { band: number; low: number; high: number | null; key: string };

/** The bands, 1 to 8; band 0 is a model with no published price, in no budget. */
export const BUDGETS: readonly Budget[] = [...BUDGET_LIMITS, null].map((high, i) => {
  const low = i === 0 ? 0 : BUDGET_LIMITS[i - 1]!;
  return { band: i + 1, low, high, key: `${low}-${high ?? "plus"}` };
});

/** The band of an ex-showroom price (0 for none published): the same numbers migration 0024 keeps as price.budget. */
export function budgetBandOf(price: number): number {
  if (!(price > 0)) return 0;
  const at = BUDGET_LIMITS.findIndex((limit) => price <= limit);
  return at === -1 ? BUDGETS.length : at + 1;
}

/**
 * The bands a list of prices from `lowest` to `highest` reaches (published prices; 0 = none): the
 * budgets worth offering. None when nothing is priced.
 */
export function budgetChoices(lowest: number, highest: number): Budget[] {
  if (!(lowest > 0)) return [];
  const top = Math.max(lowest, highest);
  return BUDGETS.filter((b) => b.band >= budgetBandOf(lowest) && b.band <= budgetBandOf(top));
}

/** A page starts at a model: its brand and name as stored. */
export type ModelCursor = { brandName: string; name: string };

/**
 * A model as a page start, `Brand/Model`. A brand's name holds no slash (its own page's address
 * could not either), so the first slash ends it; the model's name may hold one.
 */
export function cursorOf(model: ModelCursor): string {
  return `${model.brandName}/${model.name}`;
}

/** `?from=` read back: a brand and a name, neither empty; anything else is no page start (the first page). */
export function readCursor(value: string | null | undefined): ModelCursor | null {
  const text = (value ?? "").trim().slice(0, 250);
  const at = text.indexOf("/");
  if (at <= 0) return null;
  const brandName = text.slice(0, at).trim();
  const name = text.slice(at + 1).trim();
  return brandName && name ? { brandName, name } : null;
}

/** `from`: the page start as the address names it (read by readCursor where the list is read), null for the first page. */
export type ListQuery = { sort: ListSort; battery: ListBattery | null; budget: Budget | null; from: string | null };
/** A value the list cannot take, said beside its field; the list is shown without it. */
export type BadChoice = { field: "sort" | "battery" | "budget"; value: string };

/** The parameters of a narrowed list, as the routes' handles declare them (worker/page-query.ts). */
export const LIST_PARAMS = {
  sort: { oneOf: SORTS, byDefault: DEFAULT_SORT },
  battery: { oneOf: BATTERIES },
  budget: { oneOf: BUDGETS.map((b) => b.key) },
  from: "text",
} as const;

/** The choices a list's address makes, and those it names that no list takes. */
export function readListQuery(params: URLSearchParams): { query: ListQuery; bad: BadChoice[] } {
  const bad: BadChoice[] = [];
  const pick = <T>(field: BadChoice["field"], found: (value: string) => T | undefined): T | null => {
    const value = params.get(field);
    if (value === null || value === "") return null;
    const chosen = found(value);
    if (chosen === undefined) bad.push({ field, value });
    return chosen ?? null;
  };
  const sort = pick("sort", (v) => SORTS.find((s) => s === v)) ?? DEFAULT_SORT;
  const battery = pick("battery", (v) => BATTERIES.find((b) => b === v));
  const budget = pick("budget", (v) => BUDGETS.find((b) => b.key === v));
  const from = (params.get("from") ?? "").trim();
  return { query: { sort, battery, budget, from: from === "" ? null : from }, bad };
}

/** Whether a list is sorted, narrowed or paged away from its own first page: such a view is no page of its own for search engines. */
export function isListVariant(query: ListQuery): boolean {
  return query.sort !== DEFAULT_SORT || query.battery !== null || query.budget !== null || query.from !== null;
}

/** The query string of a list's view: only what differs from the defaults, in one order; "" for the list itself. */
export function listSearch(query: Omit<ListQuery, "from">, from: string | null = null): string {
  const params = new URLSearchParams();
  if (query.sort !== DEFAULT_SORT) params.set("sort", query.sort);
  if (query.battery) params.set("battery", query.battery);
  if (query.budget) params.set("budget", query.budget.key);
  if (from) params.set("from", from);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Where a page asked from `from` belongs, given the first model the list has there: null when its
 * address is already its own; "" for the first page (it names no model of the list); else the
 * start it should have (the list's first model from that point, in its own spelling). So a page
 * start names a model of the list, and one page has one address.
 */
export function modelPageStart(from: string | null, first: ModelCursor | undefined): string | null {
  if (from === null) return null;
  if (first === undefined) return "";
  return cursorOf(first) === from ? null : cursorOf(first);
}

/** A page's models and where the next page starts (the one read beyond the page), or null. */
export function modelPage<T extends ModelCursor>(rows: readonly T[]): { items: T[]; next: string | null } {
  const beyond = rows[MODEL_PAGE];
  return { items: rows.slice(0, MODEL_PAGE), next: beyond === undefined ? null : cursorOf(beyond) };
}
