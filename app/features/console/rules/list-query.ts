// The one paging rule of every console list (docs/decisions/126-console-lists-that-scale.md): a
// list is asked for with a GET query — a search `q`, the list's own filters and a `page` — read
// here the same way for every list. Whatever the address says, the answer is a page: a page
// number that is not a whole number from 1 is the first page, a filter value the list does not
// know is "any", and a search longer than the bound is not run but named (`problem`), so a bad
// address is never a server error and never an unbounded query.

/** Rows on a page of any console list. */
export const PAGE_SIZE = 50;
/** The longest search run; a longer one is refused with a message. */
export const MAX_SEARCH = 60;
/** The longest free-text filter value (a brand, a town): a name, never a paragraph. */
export const MAX_FILTER = 120;
/** Pages beyond this are not asked of the database (10,000,000 rows at 50 a page). */
export const MAX_PAGE = 200_000;

/** A filter's allowed values, or "text" for a name typed or chosen (brand, town, trader). */
export type FilterRule = readonly string[] | "text";
export type FilterRules = Readonly<Record<string, FilterRule>>;

export type ListQuery<F extends FilterRules = FilterRules> = {
  q: string;
  page: number;
  filters: { [K in keyof F]: string };
  /** Why part of the query was not used: a search over MAX_SEARCH characters. */
  problem: "searchTooLong" | null;
};

const one = (params: URLSearchParams, name: string) => (params.get(name) ?? "").trim();

/** The page asked for: a whole number from 1 (at most MAX_PAGE), else the first page. */
export function pageNumber(raw: string | null): number {
  if (raw === null || !/^\d{1,7}$/.test(raw.trim())) return 1;
  const n = Number(raw.trim());
  return n >= 1 && n <= MAX_PAGE ? n : 1;
}

/** Reads a list's query: its search, its filters (each checked against its rule) and its page. */
export function readListQuery<F extends FilterRules>(params: URLSearchParams, rules: F): ListQuery<F> {
  const asked = one(params, "q");
  const tooLong = [...asked].length > MAX_SEARCH;
  const filters = {} as { [K in keyof F]: string };
  for (const [name, rule] of Object.entries(rules) as [keyof F & string, FilterRule][]) {
    const value = one(params, name);
    filters[name] = rule === "text" ? ([...value].length <= MAX_FILTER ? value : "") : rule.includes(value) ? value : "";
  }
  return { q: tooLong ? "" : asked, page: tooLong ? 1 : pageNumber(params.get("page")), filters, problem: tooLong ? "searchTooLong" : null };
}

/** The rows of a page: LIMIT and OFFSET for the database. */
export const pageSpan = (page: number) => ({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

/** How many pages `total` rows fill (at least one, so "page 1 of 1" for an empty list). */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** The same list at another page: every other parameter kept, an empty one left out, page 1 unnamed. */
export function pageHref(query: ListQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const [name, value] of Object.entries(query.filters)) if (value) params.set(name, value);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/**
 * A LIKE pattern that finds the search anywhere in a name, its wildcards taken literally (the
 * SQL says `ESCAPE '\'`). SQLite's LIKE ignores the case of ASCII letters.
 */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of a list as its page shows it. */
export type ListPage<T> = { rows: T[]; total: number; page: number };

/**
 * A page of a list that is already in memory (the catalogue of a remote origin, read through the
 * BFF's cached calls): the same page size and order of work as the database's pages.
 */
export function pageOfList<T>(items: readonly T[], page: number): ListPage<T> {
  const { limit, offset } = pageSpan(page);
  return { rows: items.slice(offset, offset + limit), total: items.length, page };
}
