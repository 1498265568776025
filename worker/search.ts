import type { Api } from "#app/domain/contract";
import type { SearchHit } from "#app/domain/search/hit";
import { type SearchIndex, buildIndex, loadIndex, packIndex } from "#app/domain/search/index-data";
import { search } from "#app/domain/search/search-index";
import { isolateCache } from "#app/lib/isolate-caches";
import { type LongLists, searchCatalogue } from "#app/loaders/search-catalogue";
import type { CacheConfig } from "./bff/cache";
import { ApiFailure } from "./bff/errors";
import { catalogueGeneration } from "./catalogue-generation";
import { askForSearchIndex, forgetAsked, searchIndexKey } from "./search-queue";

// The one search box's index (docs/decisions/137-search-index-per-generation.md, 141): built once
// per catalogue generation by the search-index queue's consumer (./search-build.ts), away from
// the visitors' answers, packed into one KV value under that generation, and loaded by each
// isolate (a view of the bytes, nothing rebuilt). A search that finds no index for the current
// generation (a purge just advanced it) is answered from the previous generation's and asks for
// this one (one queue message a generation, ./search-queue.ts); an index older than the lists'
// freshness (five minutes at least) is answered and asked for again, as a stale list is refreshed.
// Only when there is no index at all (a new KV namespace) does a request index a small catalogue
// itself; a large one is answered 503 "being prepared" while the consumer builds it.

/** An isolate answering from the previous generation's index looks for the new one this often. */
const FALLBACK_MS = 10_000;
/**
 * The most brands of a catalogue a request indexes itself (no index at all): about three times
 * the sample's 32. At ten times the sample that first request took 8.7 s on a loaded machine,
 * most of it reading cold lists (docs/BENCHMARKS.md "One search box").
 */
const INLINE_BRANDS = 100;

type Packed = { index: SearchIndex; builtAt: number };
type Kept = { index: SearchIndex; builtFor: string; usedFor: string; until: number };
const kept = isolateCache<"index", Kept>("searchIndex", 1);

export type SearchContext = {
  api: Api;
  /** Where the lists that grow with the catalogue are read whole (./search-lists.ts) or bounded (the contract). */
  lists: LongLists;
  kv: KVNamespace;
  queue: Queue;
  ctx: ExecutionContext;
  config: CacheConfig;
};

/**
 * The index's freshness: the lists' (a remote origin's changes reach them without a purge), and
 * at least five minutes, as before, even with the caches turned off (each rebuild at scale 100 is
 * seconds of CPU).
 */
export const freshMs = (config: CacheConfig) => Math.max(300, config.freshTtl) * 1000;

async function readPacked(kv: KVNamespace, generation: string): Promise<Packed | null> {
  const { value, metadata } = await kv.getWithMetadata<{ builtAt: number }>(searchIndexKey(generation), { type: "arrayBuffer", cacheTtl: 60 });
  if (!value) return null;
  try {
    return { index: loadIndex(value), builtAt: metadata?.builtAt ?? 0 };
  } catch (error) {
    // another packed format (a deployment changed it): as if there were none, so it is rebuilt
    console.warn("search index not loaded", String(error));
    return null;
  }
}

/** Reads the lists, builds the index and stores it packed under `generation`. */
export async function buildPacked(s: Pick<SearchContext, "api" | "lists" | "kv" | "config">, generation: string): Promise<SearchIndex> {
  const { catalogue, townPages } = await searchCatalogue(s.api, s.lists);
  const index = buildIndex(catalogue, townPages);
  const packed = packIndex(index);
  await s.kv.put(searchIndexKey(generation), packed, { metadata: { builtAt: Date.now(), documents: index.size, bytes: packed.byteLength }, expirationTtl: s.config.staleTtl });
  return index;
}

/**
 * Asks the queue for the generation's index after the answer (one message, however many ask);
 * `madeAt`: when the change that made the generation asked for it itself.
 */
const askLater = (s: SearchContext, generation: string, madeAt: number | null = null) =>
  s.ctx.waitUntil(askForSearchIndex({ API_CACHE: s.kv, SEARCH_QUEUE: s.queue }, generation, madeAt));

export async function searchIndex(s: SearchContext): Promise<SearchIndex> {
  const now = Date.now();
  const { current, previous, at } = await catalogueGeneration(s.kv);
  const held = kept.get("index");
  if (held && held.usedFor === current && now < held.until) return held.index;
  const keep = (index: SearchIndex, builtFor: string, until: number) => {
    kept.set("index", { index, builtFor, usedFor: current, until });
    return index;
  };
  const packed = await readPacked(s.kv, current);
  if (packed) {
    forgetAsked(current);
    if (now - packed.builtAt > freshMs(s.config)) askLater(s, current);
    return keep(packed.index, current, now + freshMs(s.config));
  }
  if (previous) {
    const older = held?.builtFor === previous ? held : await readPacked(s.kv, previous);
    if (older) {
      askLater(s, current, at);
      return keep(older.index, previous, now + FALLBACK_MS);
    }
  }
  // No index at all. The brands list (one cached read) tells a small catalogue, which this
  // request indexes, from a large one, which it must not.
  const brands = await s.api.call("getBrandByOrder", { count: INLINE_BRANDS + 1 });
  if (brands.length > INLINE_BRANDS) {
    askLater(s, current, at);
    throw new ApiFailure(503, "search_preparing", "The search is being prepared: try again in a minute", undefined, { "Retry-After": "60" });
  }
  return keep(await buildPacked(s, current), current, now + freshMs(s.config));
}

/** The search's answer: hits in rank order. */
export async function answerSearch(s: SearchContext, text: string): Promise<SearchHit[]> {
  return search(await searchIndex(s), text);
}
