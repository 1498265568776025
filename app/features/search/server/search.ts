import { CacheSearchIndex, type CacheStrategy, keptSeconds } from "#app/shared/cache/cache-strategies";
import type { Api } from "#app/shared/contract";
import type { SearchHit } from "#app/shared/search/hit";
import { buildIndex } from "#app/features/search/rules/index-data";
import { VERSION, packShards } from "#app/features/search/rules/index-shards";
import { type ShardSource, ShardedIndex, memorySource } from "#app/features/search/rules/sharded-index";
import { type IsolateStrategy, isolateMemo } from "#app/shared/cache/isolate-caches";
import { type LongLists, searchCatalogue } from "#app/features/search/server/search-catalogue";
import { ApiFailure } from "../../../shared/server/errors";
import { catalogueGeneration } from "../../../shared/cache/catalogue-generation";
import { askForSearchIndex, forgetAsked, searchIndexKey, searchShardKey } from "./search-queue";

// The one search box's index (docs/decisions/137-search-index-per-generation.md, 141): built once
// per catalogue generation by the search-index queue's consumer (./search-build.ts), away from
// the visitors' answers, packed into shards, each a KV value under that generation (decision
// 143): an isolate reads the head, then only the shards each query needs (a view of the bytes,
// nothing rebuilt; ./search-queue.ts names the keys). A search that finds no index for the current
// generation (a purge just advanced it) is answered from the previous generation's and asks for
// this one (one queue message a generation, ./search-queue.ts); an index older than the lists'
// freshness (five minutes at least) is answered and asked for again, as a stale list is refreshed.
// Only when there is no index at all (a new KV namespace) does a request index a small catalogue
// itself; a large one is answered 503 "being prepared" while the consumer builds it.

/** An isolate answering from the previous generation's index looks for the new one this often. */
const FALLBACK = { ...CacheSearchIndex, fresh: 10 } as const;
/**
 * The most brands of a catalogue a request indexes itself (no index at all): about three times
 * the sample's 32. At ten times the sample that first request took 8.7 s on a loaded machine,
 * most of it reading cold lists (docs/BENCHMARKS.md "One search box").
 */
const INLINE_BRANDS = 100;

/** A stored index's head metadata: when and in which packed format it was built, and its size. */
export type StoredIndex = { builtAt: number; version: number; documents: number; shards: number; bytes: number; headBytes: number };

type Packed = { index: ShardedIndex; builtAt: number };
/** Kept under the generation it answers for; `builtFor` may be the previous one. */
type Kept = { index: ShardedIndex; builtFor: string };
const kept = isolateMemo<Kept>(CacheSearchIndex);

export type SearchContext = {
  api: Api;
  /** Where the lists that grow with the catalogue are read whole (./search-lists.ts) or bounded (the contract). */
  lists: LongLists;
  kv: KVNamespace;
  queue: Queue;
  ctx: ExecutionContext;
  /** The catalogue's answers' strategy, as this deployment tunes it. */
  catalogue: CacheStrategy;
};

/**
 * The index's freshness: the lists' (a remote origin's changes reach them without a purge), and
 * at least five minutes, as before, even with the caches turned off (each rebuild at scale 100 is
 * seconds of CPU).
 */
export const freshMs = (catalogue: CacheStrategy) => Math.max(CacheSearchIndex.fresh, catalogue.fresh) * 1000;

/** The generation's shards from KV, read in parallel (KV keeps a hot key at the location a minute). */
const kvSource =
  (kv: KVNamespace, generation: string): ShardSource =>
  (names) =>
    Promise.all(names.map((name) => kv.get(searchShardKey(generation, name), { type: "arrayBuffer", cacheTtl: 60 })));

/** The generation's index: its head read, its shards as queries need them. */
async function readPacked(kv: KVNamespace, generation: string): Promise<Packed | null> {
  const { value, metadata } = await kv.getWithMetadata<Partial<StoredIndex>>(searchIndexKey(generation), { type: "arrayBuffer", cacheTtl: 60 });
  if (!value) return null;
  try {
    return { index: ShardedIndex.fromHead(value, kvSource(kv, generation)), builtAt: metadata?.builtAt ?? 0 };
  } catch (error) {
    // another packed format (a deployment changed it): as if there were none, so it is rebuilt
    console.warn("search index not loaded", String(error));
    return null;
  }
}

/** Shards written at once: a build at a hundred times the sample writes a few hundred. */
const PUTS_AT_ONCE = 50;

/**
 * Reads the lists, builds the index and stores its shards under `generation`, the head last (a
 * head read means every shard it names is stored); the shards outlive the head a little.
 */
export async function buildPacked(s: Pick<SearchContext, "api" | "lists" | "kv" | "catalogue">, generation: string): Promise<ShardedIndex> {
  const { catalogue, townPages } = await searchCatalogue(s.api, s.lists);
  const index = buildIndex(catalogue, townPages);
  const shards = packShards(index);
  const parts = [...shards].filter(([name]) => name !== "head");
  for (let i = 0; i < parts.length; i += PUTS_AT_ONCE) {
    await Promise.all(
      parts.slice(i, i + PUTS_AT_ONCE).map(([name, bytes]) => s.kv.put(searchShardKey(generation, name), bytes, { expirationTtl: keptSeconds(s.catalogue) + 300 })),
    );
  }
  const head = shards.get("head")!;
  let bytes = 0;
  for (const part of shards.values()) bytes += part.byteLength;
  const metadata: StoredIndex = { builtAt: Date.now(), version: VERSION, documents: index.size, shards: shards.size, bytes, headBytes: head.byteLength };
  await s.kv.put(searchIndexKey(generation), head, { metadata, expirationTtl: keptSeconds(s.catalogue) });
  return ShardedIndex.fromHead(head.slice().buffer as ArrayBuffer, memorySource(shards));
}

/**
 * Asks the queue for the generation's index after the answer (one message, however many ask);
 * `madeAt`: when the change that made the generation asked for it itself.
 */
const askLater = (s: SearchContext, generation: string, madeAt: number | null = null) =>
  s.ctx.waitUntil(askForSearchIndex({ API_CACHE: s.kv, SEARCH_QUEUE: s.queue }, generation, madeAt));

export async function searchIndex(s: SearchContext): Promise<ShardedIndex> {
  const now = Date.now();
  const { current, previous, at } = await catalogueGeneration(s.kv);
  const held = kept.peek(current, now);
  if (held) return held.index;
  const keep = (index: ShardedIndex, builtFor: string, strategy: IsolateStrategy = { ...CacheSearchIndex, fresh: freshMs(s.catalogue) / 1000 }) =>
    kept.keep(current, { index, builtFor }, now, strategy).index;
  const packed = await readPacked(s.kv, current);
  if (packed) {
    forgetAsked(current);
    if (now - packed.builtAt > freshMs(s.catalogue)) askLater(s, current);
    return keep(packed.index, current);
  }
  if (previous) {
    const older = kept.peek(previous, now) ?? (await readPacked(s.kv, previous));
    if (older) {
      askLater(s, current, at);
      return keep(older.index, previous, FALLBACK);
    }
  }
  // No index at all. The brands list (one cached read) tells a small catalogue, which this
  // request indexes, from a large one, which it must not.
  const brands = await s.api.call("getBrandByOrder", { count: INLINE_BRANDS + 1 });
  if (brands.length > INLINE_BRANDS) {
    askLater(s, current, at);
    throw new ApiFailure(503, "search_preparing", "The search is being prepared: try again in a minute", undefined, { "Retry-After": "60" });
  }
  return keep(await buildPacked(s, current), current);
}

/** The search's answer: hits in rank order. */
export async function answerSearch(s: SearchContext, text: string): Promise<SearchHit[]> {
  return (await searchIndex(s)).search(text);
}
