import type { Api } from "#app/domain/contract";
import { CITY_LINKS, listableTypes } from "#app/domain/rules/lists";
import type { SearchCatalogue } from "#app/domain/search/documents";
import type { TownPages } from "#app/domain/search/index-data";
import { guideEntries, withTitles } from "./guides";

// What the search indexes, read through `api.call` like the pages that show it: the same calls
// with the same parameters, so the index is built from cache entries the pages keep warm, in
// either origin mode (docs/decisions/114-one-search-box.md), and with them the town pages of every
// type, so that a search reads nothing but its index (docs/decisions/137).

/** The contract's upper bound for `count`: the lists are asked for in full. */
export const LIST_ALL = 1000;

export async function searchCatalogue(api: Api): Promise<SearchCatalogue> {
  const types = listableTypes(await api.call("getTypeByOrder", {}));
  const [brands, towns, dealers, manufacturers, guides, models] = await Promise.all([
    api.call("getBrandByOrder", { count: LIST_ALL }),
    api.call("getCity", {}),
    api.call("getTrader", { traderType: "Dealer" }),
    api.call("getTrader", { traderType: "Manufacturer" }),
    guideEntries(api).then((entries) => withTitles(api, entries)),
    Promise.all(types.map(({ typeName }) => api.call("getModelByType", { typeName, count: LIST_ALL }))),
  ]);
  return {
    brands,
    types,
    models: models.flat(),
    towns: towns.map((t) => t.cityName ?? "").filter(Boolean),
    dealers,
    manufacturers,
    guides: guides.map((g) => ({ title: g.title, href: g.href, category: g.category })),
  };
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
