import type { Api } from "#app/shared/contract";
import { CITY_LINKS, listableTypes } from "#app/shared/rules/lists";
import type { SearchCatalogue } from "#app/features/search/rules/documents";
import type { TownPages } from "#app/features/search/rules/index-data";
import { guideEntries, withTitles } from "../../content/server/guides";

// What the search indexes, read through `api.call` like the pages that show it: the same calls
// with the same parameters, so the index is built from cache entries the pages keep warm, in
// either origin mode (docs/decisions/114-one-search-box.md), and with them the town pages of every
// type, so that a search reads nothing but its index (docs/decisions/137). The lists that grow
// with the catalogue past the contract's `count` bound (brands, each type's models, the towns of
// each type's pages) come from `LongLists`: the contract's (bounded) through a remote origin, the
// whole tables where the catalogue is our own D1 (app/features/search/server/search-lists.ts, docs/decisions/141).

/** The contract's upper bound for `count`: the lists are asked for in full. */
export const LIST_ALL = 1000;

type Model = { brandName: string; name: string; typeName: string };

/** The lists of the index that grow with the catalogue. */
export type LongLists = {
  /** Every brand, the most popular first. */
  brands(): Promise<readonly { brandName: string }[]>;
  /** A type's models, the most popular first. */
  models(typeName: string): Promise<readonly Model[]>;
  /** The towns of these types' price and dealer pages. */
  townPages(typeNames: readonly string[]): Promise<TownPages>;
};

/**
 * The lists through the contract: at most `LIST_ALL` brands and models of a type (the most
 * popular), and the type screen's own city links (`CITY_LINKS` towns a type).
 */
export function contractLists(api: Api): LongLists {
  return {
    brands: () => api.call("getBrandByOrder", { count: LIST_ALL }),
    models: (typeName) => api.call("getModelByType", { typeName, count: LIST_ALL }),
    townPages: (typeNames) => townPagesOf(api, typeNames),
  };
}

/** The catalogue the index is built from, with every type's town pages. */
export async function searchCatalogue(api: Api, lists: LongLists = contractLists(api)): Promise<{ catalogue: SearchCatalogue; townPages: TownPages }> {
  const types = listableTypes(await api.call("getTypeByOrder", {}));
  const [brands, towns, dealers, manufacturers, guides, models, townPages] = await Promise.all([
    lists.brands(),
    api.call("getCity", {}),
    api.call("getTrader", { traderType: "Dealer" }),
    api.call("getTrader", { traderType: "Manufacturer" }),
    // with their Hindi titles, so a Hindi page names a guide in Hindi and Hindi words find it
    guideEntries(api).then((entries) => withTitles(api, entries, "hi")),
    Promise.all(types.map(({ typeName }) => lists.models(typeName))),
    lists.townPages(types.map((t) => t.typeName.toLowerCase())),
  ]);
  const catalogue: SearchCatalogue = {
    brands,
    types,
    models: models.flat(),
    towns: towns.map((t) => t.cityName ?? "").filter(Boolean),
    dealers,
    manufacturers,
    guides: guides.map((g) => ({ title: g.title, titleHi: g.titleHi || undefined, href: g.href, category: g.category })),
  };
  return { catalogue, townPages };
}

/** The towns of these types' price and dealer pages: the type screen's own city links. */
export async function townPagesOf(api: Api, typeNames: readonly string[]): Promise<TownPages> {
  const lists = await Promise.all(
    typeNames.map(async (typeName) => {
      const [priceTowns, dealerTowns] = await Promise.all([
        api.call("getMetadataByName", { name: typeName, count: CITY_LINKS }),
        api.call("getMetadataByName", { name: `${typeName} dealers`, count: CITY_LINKS }),
      ]);
      return [typeName, { priceTowns: priceTowns.map((m) => m.value), dealerTowns: dealerTowns.map((m) => m.value) }] as const;
    }),
  );
  return new Map(lists);
}
