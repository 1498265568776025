import type { Api } from "#app/domain/contract";
import type { SearchHit } from "#app/domain/search/hit";
import { type SearchIndex, buildIndex, loadIndex, packIndex } from "#app/domain/search/index-data";
import { search } from "#app/domain/search/search-index";
import { isolateCache } from "#app/lib/isolate-caches";
import { LIST_ALL, searchCatalogue, townPagesOf } from "#app/loaders/search-catalogue";
import type { CacheConfig } from "./bff/cache";
import { ApiFailure } from "./bff/errors";
import { catalogueGeneration } from "./catalogue-generation";

// The one search box's index (docs/decisions/137-search-index-per-generation.md): built once per
// catalogue generation, away from the visitors' answers, packed into one KV value under that
// generation, and loaded by each isolate (a view of the bytes, nothing rebuilt). A search that
// finds no index for the current generation (a purge just advanced it) is answered from the
// previous generation's while this one is built after the answer (waitUntil); an index older than
// the lists' freshness (five minutes at least) is answered and rebuilt after the answer, as a
// stale list is. Only when
// there is no index at all (a new KV namespace) does a request index a small catalogue itself; a
// large one is answered 503 "being prepared" while it is built.

const keyOf = (generation: string) => `search-index:${generation}`;
/** Marks a build under way (one per generation, for about two minutes) so isolates do not all build at once. */
const buildingKey = (generation: string) => `search-index-build:${generation}`;
const BUILDING_TTL_S = 120;
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
/** Generations this isolate is building now. */
const building = new Set<string>();

export type SearchContext = { api: Api; kv: KVNamespace; ctx: ExecutionContext; config: CacheConfig };

/**
 * The index's freshness: the lists' (a remote origin's changes reach them without a purge), and
 * at least five minutes, as before, even with the caches turned off (each rebuild at scale 100 is
 * seconds of CPU).
 */
const freshMs = (config: CacheConfig) => Math.max(300, config.freshTtl) * 1000;

async function readPacked(kv: KVNamespace, generation: string): Promise<Packed | null> {
  const { value, metadata } = await kv.getWithMetadata<{ builtAt: number }>(keyOf(generation), { type: "arrayBuffer", cacheTtl: 60 });
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
export async function buildPacked(s: SearchContext, generation: string): Promise<SearchIndex> {
  const catalogue = await searchCatalogue(s.api);
  const townPages = await townPagesOf(s.api, catalogue.types.map((t) => t.typeName.toLowerCase()));
  const index = buildIndex(catalogue, townPages);
  await s.kv.put(keyOf(generation), packIndex(index), { metadata: { builtAt: Date.now(), documents: index.size }, expirationTtl: s.config.staleTtl });
  return index;
}

/** Builds after the answer, unless this isolate or (as far as KV has told it) another one is already at it. */
function buildLater(s: SearchContext, generation: string): void {
  if (building.has(generation)) return;
  building.add(generation);
  const job = async () => {
    if (await s.kv.get(buildingKey(generation))) return;
    await s.kv.put(buildingKey(generation), "1", { expirationTtl: BUILDING_TTL_S });
    await buildPacked(s, generation);
  };
  s.ctx.waitUntil(
    job()
      .catch((error) => console.warn("search index build failed", String(error)))
      .finally(() => building.delete(generation)),
  );
}

export async function searchIndex(s: SearchContext): Promise<SearchIndex> {
  const now = Date.now();
  const { current, previous } = await catalogueGeneration(s.kv);
  const held = kept.get("index");
  if (held && held.usedFor === current && now < held.until) return held.index;
  const keep = (index: SearchIndex, builtFor: string, until: number) => {
    kept.set("index", { index, builtFor, usedFor: current, until });
    return index;
  };
  const packed = await readPacked(s.kv, current);
  if (packed) {
    if (now - packed.builtAt > freshMs(s.config)) buildLater(s, current);
    return keep(packed.index, current, now + freshMs(s.config));
  }
  if (previous) {
    const older = held?.builtFor === previous ? held : await readPacked(s.kv, previous);
    if (older) {
      buildLater(s, current);
      return keep(older.index, previous, now + FALLBACK_MS);
    }
  }
  // No index at all. The brands list (one cached read, part of the index's lists) tells a small
  // catalogue, which this request indexes, from a large one, which it must not.
  const brands = await s.api.call("getBrandByOrder", { count: LIST_ALL });
  if (brands.length > INLINE_BRANDS) {
    buildLater(s, current);
    throw new ApiFailure(503, "search_preparing", "The search is being prepared: try again in a minute", undefined, { "Retry-After": "60" });
  }
  return keep(await buildPacked(s, current), current, now + freshMs(s.config));
}

/** The search's answer: hits in rank order. */
export async function answerSearch(s: SearchContext, text: string): Promise<SearchHit[]> {
  return search(await searchIndex(s), text);
}
