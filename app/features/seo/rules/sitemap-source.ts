import type { Api, CallItem, GetCallName } from "#app/shared/contract";
import { listableTypes } from "#app/shared/rules/lists";
import { POPULAR_MODELS, popularPairs } from "#app/features/tools/rules/compare";
import { type GroupData, type SitemapEntry, type SitemapGroup, groupEntries } from "./sitemap";
import type { SlicedGroup } from "./sitemap-slices";

// The catalogue behind each sitemap group, read through `api.call`: every answer comes from the
// cache under the catalogue generation, so any catalogue change refreshes the sitemaps
// (docs/decisions/040-sitemaps.md).

/** The contract's upper bound for `count`: lists are asked for in full. */
export const LIST_ALL = 1000;

/** Asks a list call with count LIST_ALL and says so when the answer may have been cut short. */
export async function whole<N extends GetCallName>(call: N, answer: Promise<CallItem<N>[]>, what: string) {
  const items = await answer;
  if (items.length >= LIST_ALL) console.warn(`sitemap: ${call} for ${what} reached ${LIST_ALL} items; the list may be cut short`);
  return items;
}

async function listedTypeNames(api: Api): Promise<string[]> {
  return listableTypes(await api.call("getTypeByOrder", {})).map((t) => t.typeName);
}

/** The groups read whole: bounded lists. The groups that grow with the catalogue are read a slice a file (./sitemap-slices.ts). */
export type WholeGroup = Exclude<SitemapGroup, SlicedGroup>;

const LOADERS: { [G in WholeGroup]: (api: Api) => Promise<GroupData[G]> } = {
  pages: async () => null,
  brands: (api) => api.call("getBrand", {}),
  types: (api) => api.call("getTypeByOrder", {}),
  manufacturers: (api) => api.call("getTrader", { traderType: "Manufacturer" }),
  blogs: async (api) => {
    const [inactive, active] = await Promise.all([
      api.call("getBlogByActivate", { activate: "0" }),
      api.call("getBlogByActivate", { activate: "1" }),
    ]);
    return [...active, ...inactive];
  },
  // The contract has no list call for articles: the listed metadata pairs ("article", url) and
  // ("trending", url) are the list (docs/decisions/041-article-list.md).
  articles: async (api) => {
    const lists = await Promise.all(
      (["article", "trending"] as const).map((name) =>
        whole("getMetadataByName", api.call("getMetadataByName", { name, count: LIST_ALL }), name),
      ),
    );
    return lists.flat();
  },
  // Every town of the catalogue (the whole list by contract: a town a model or a dealer is in).
  towns: (api) => api.call("getCity", {}),
  // Each type's popular pairs, the same the type screen links (bounded: a few per type).
  comparisons: async (api) => {
    const types = await listedTypeNames(api);
    const lists = await Promise.all(types.map((typeName) => api.call("getModelByType", { typeName, count: POPULAR_MODELS })));
    return lists.flatMap((models) => popularPairs(models.map((m) => ({ brandName: m.brandName, name: m.name }))));
  },
};

/** The entries of one group read whole, from the catalogue. */
export async function loadGroupEntries(api: Api, group: WholeGroup): Promise<SitemapEntry[]> {
  const data = await LOADERS[group](api);
  return groupEntries(group, data as GroupData[typeof group]);
}
