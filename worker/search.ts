import type { Api } from "#app/domain/contract";
import type { SearchHit } from "#app/domain/search/hit";
import { type SearchIndex, buildIndex, search, typesInTownAsked } from "#app/domain/search/search-index";
import { isolateCache } from "#app/lib/isolate-caches";
import { searchCatalogue, townPagesOf } from "#app/loaders/search-catalogue";

// The one search box's index (docs/decisions/114-one-search-box.md): built in this isolate from
// the catalogue's cached lists (the pages' own cache entries, in either origin mode) and kept
// for a minute, so a search costs no read at all while the index is fresh: a minute is what a
// change already takes to reach every location (KV's propagation, docs/ARCHITECTURE.md). Every
// request that finds it older builds its own (a few milliseconds of CPU, the lists mostly read
// from the memo); no request waits on a build another one started.

const INDEX_TTL_MS = 60_000;
const kept = isolateCache<"index", { index: SearchIndex; builtAt: number }>("searchIndex", 1);

export async function searchIndex(api: Api): Promise<SearchIndex> {
  const now = Date.now();
  const held = kept.get("index");
  if (held && now - held.builtAt < INDEX_TTL_MS) return held.index;
  const index = buildIndex(await searchCatalogue(api));
  kept.set("index", { index, builtAt: now });
  return index;
}

/**
 * The search's answer: hits in rank order. A search that names a town also reads the town pages
 * of the types it needs (the type screens' cached city links), and only then.
 */
export async function answerSearch(api: Api, text: string): Promise<SearchHit[]> {
  const index = await searchIndex(api);
  const townPages = await townPagesOf(api, typesInTownAsked(index, text));
  return search(index, text, townPages);
}

/** After a purge here: the next search builds the index anew. */
export function forgetSearchIndex(): void {
  kept.clear();
}
