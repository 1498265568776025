import { redirect } from "react-router";
import type { Api } from "#app/shared/contract";
import type { ModelListItem, TownType, TypeFacts } from "#app/shared/entities";
import {
  type BadChoice,
  type ListBattery,
  type ListSort,
  BATTERIES,
  MODEL_PAGE,
  budgetChoices,
  isListVariant,
  listSearch,
  modelPage,
  modelPageStart,
  readCursor,
  readListQuery,
} from "#app/shared/rules/model-list";
import { isAscii } from "#app/shared/rules/ascii";
import { type PriceListItem, priceListItem } from "#app/shared/lib/list-items";

// A type's model list as the address narrows it (docs/decisions/148-lists-a-buyer-can-narrow.md),
// for the type page (in India) and a type in a town: one page from the page's first model, what
// the form offers, and what the address asked that no list takes.

/** What a list offers to narrow by: its price span and which batteries its models have. */
export type ListFacts = { lowest: number; highest: number; leadAcid: boolean; lithium: boolean };

export const typeListFacts = (facts: TypeFacts): ListFacts => ({ lowest: facts.lowest, highest: facts.highest, leadAcid: facts.leadAcid, lithium: facts.lithium });
export const townListFacts = (row: TownType): ListFacts => ({ lowest: row.lowest, highest: row.highest, leadAcid: row.leadAcid > 0, lithium: row.lithium > 0 });

/** A model of the page: what its card and table row show, and its range. */
export type ModelListRow = PriceListItem & { rangeKm: number | null };

export type ModelList = {
  sort: ListSort;
  battery: ListBattery | null;
  /** The budget band's key, or null for every budget. */
  budget: string | null;
  rows: ModelListRow[];
  /** The address's query of the next page, or null on the last. */
  next: string | null;
  /** On a later page, the query of the list's first page (narrowed the same), else null. */
  first: string | null;
  /** Sorted, narrowed or paged: no page of its own for search engines. */
  variant: boolean;
  /** The budgets and batteries the form offers (a chosen one always among them). */
  budgets: { key: string; low: number; high: number | null }[];
  batteries: ListBattery[];
  bad: BadChoice[];
};

const row = (item: ModelListItem): ModelListRow => ({ ...priceListItem(item), rangeKm: item.rangeKm });

/**
 * One page of the list of `typeName` in India (`city` "") or in a town, as the request's address
 * narrows it. A page start that is not its page's own first model is redirected to it (the first
 * page when it names no model of the list), so a link cannot make pages out of any text.
 */
export async function modelList(api: Api, request: Request, typeName: string, city: string, facts$: Promise<ListFacts | null>): Promise<ModelList> {
  const url = new URL(request.url);
  const { query, bad } = readListQuery(url.searchParams);
  // a page start names a model (ASCII names, Brand/Model): any other text is the first page
  if (query.from !== null && !(isAscii(query.from) && readCursor(query.from))) throw redirect(`${url.pathname}${listSearch(query)}`);
  const rows$ = api.call("getModelList", {
    typeName,
    city,
    sort: query.sort,
    battery: query.battery ?? "",
    budget: query.budget?.key ?? "",
    from: query.from ?? "",
    count: MODEL_PAGE + 1,
  });
  const [rows, facts] = await Promise.all([rows$, facts$]);
  const start = modelPageStart(query.from, rows[0]);
  if (start !== null) throw redirect(`${url.pathname}${listSearch(query, start || null)}`);
  const page = modelPage(rows);
  const budgets = facts ? budgetChoices(facts.lowest, facts.highest) : [];
  if (query.budget && !budgets.some((b) => b.key === query.budget!.key)) budgets.push(query.budget);
  const batteries = facts?.leadAcid && facts.lithium ? [...BATTERIES] : query.battery ? [query.battery] : [];
  return {
    sort: query.sort,
    battery: query.battery,
    budget: query.budget?.key ?? null,
    rows: page.items.map(row),
    next: page.next === null ? null : listSearch(query, page.next),
    first: query.from === null ? null : listSearch(query),
    variant: isListVariant(query),
    budgets: budgets.sort((a, b) => a.low - b.low).map(({ key, low, high }) => ({ key, low, high })),
    batteries,
    bad,
  };
}

/** The status of a list's page: 400 when its address named a choice no list takes (the list is shown without it). */
export const listStatus = (list: Pick<ModelList, "bad">) => (list.bad.length ? 400 : 200);


/**
 * A sorted, narrowed or later page, or one whose address named a choice no list takes, is no page
 * of its own for search engines: `noindex, follow`, its canonical the list's own address.
 */
export const listNoindex = (list: Pick<ModelList, "variant" | "bad"> | null) => Boolean(list && (list.variant || list.bad.length > 0));
