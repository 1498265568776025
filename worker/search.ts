import type { Api } from "#app/domain/contract";
import type { SearchHit } from "#app/domain/search/hit";
import { type SearchIndex, buildIndex, search, typesInTownAsked } from "#app/domain/search/search-index";
import { isolateCache } from "#app/lib/isolate-caches";
import { searchCatalogue, townPagesOf } from "#app/loaders/search-catalogue";
import { catalogueGeneration } from "./catalogue-generation";

// The one search box's index (docs/decisions/114-one-search-box.md): built in this isolate from
// the catalogue's cached lists (the pages' own cache entries, in either origin mode) and kept
// while the catalogue generation is the one it was built under, for at most the lists' freshness
// (five minutes): every purge advances that generation, so a purge anywhere reaches the index
// as it reaches the pages (KV propagates it within about a minute), and meanwhile a search costs
// no read but the generation's (kept a few seconds per isolate). A request that finds no index or an old one
// builds its own; no request waits on a build another one started.

const INDEX_TTL_MS = 300_000;
type Kept = { index: SearchIndex; builtAt: number; generation: string };
const kept = isolateCache<"index", Kept>("searchIndex", 1);

export async function searchIndex(api: Api, kv: KVNamespace): Promise<SearchIndex> {
  const now = Date.now();
  const [held, current] = [kept.get("index"), (await catalogueGeneration(kv)).current];
  if (held && held.generation === current && now - held.builtAt < INDEX_TTL_MS) return held.index;
  const index = buildIndex(await searchCatalogue(api));
  kept.set("index", { index, builtAt: now, generation: current });
  return index;
}

/**
 * The search's answer: hits in rank order. A search that names a town also reads the town pages
 * of the types it needs (the type screens' cached city links), and only then.
 */
export async function answerSearch(api: Api, kv: KVNamespace, text: string): Promise<SearchHit[]> {
  const index = await searchIndex(api, kv);
  const townPages = await townPagesOf(api, typesInTownAsked(index, text));
  return search(index, text, townPages);
}
