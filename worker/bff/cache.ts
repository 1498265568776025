import { type CacheStrategy, type StoredIn, storedIn } from "#app/domain/cache-strategies";
import { isolateCache } from "#app/lib/isolate-caches";
import { catalogueGeneration } from "../catalogue-generation";
import type { CacheStatus } from "./api";
import { readEdge, writeEdge } from "./edge-answers";

// The read-through cache of /api answers, by the call's strategy (app/domain/cache-strategies.ts):
// long answers in KV, short and empty ones in the location's edge cache (./edge-answers.ts), none
// never stored; all filed under the catalogue generation (../catalogue-generation.ts). Fresh → HIT
// without an origin call; stale → served at once and refreshed in the background (one refresh per
// key per isolate); missing → identical concurrent requests in this isolate share one read and one
// origin call. A stale copy is kept for the long stale TTL, so an origin failure still has an
// answer (stale-if-error), also just after a purge: then the previous generation's answer.
// KV allows one write per second per key: keys are written only when filled or refreshed, and a
// second write within the second waits for it. Every map here is bounded (app/lib/isolate-caches.ts).

export const CACHE_VERSION = "v1";

export type CacheConfig = { freshTtl: number; staleTtl: number; emptyTtl: number };
type Entry = { items: unknown[]; storedAt: number; freshFor: number };
type Read = { items: unknown[]; cache: CacheStatus };
type Fill = {
  kv: KVNamespace;
  ctx: ExecutionContext;
  /** The answer's key without a generation (cacheKey). */
  key: string;
  strategy: CacheStrategy;
  load: () => Promise<unknown[]>;
  config: CacheConfig;
};
type Stored = Fill & { stored: string; previous: string | null };

// A read in flight, shared by the identical requests that arrive while it runs. They share its
// outcome, never its promise: the runtime ties a promise to the request that made it, and a
// request that awaits another's fails with it when that one is cancelled (a visitor who closed
// the page), so a waiting request watches for the outcome on timers of its own.
type Flight = { outcome?: { read: Read } | { error: unknown } };

// Reads in flight and background refreshes are removed when they settle; the bounds only matter
// under a flood, when an evicted one is simply no longer shared.
const inflight = isolateCache<string, Flight>("inflight", 1000);
const refreshing = isolateCache<string, true>("refreshing", 1000);
// A write time matters for a second; older ones are the first to go.
const lastWrite = isolateCache<string, number>("lastWrite", 2000);
const KV_WRITE_INTERVAL_MS = 1000;
const SHARED_READ_PATIENCE_MS = 5000;

export function cacheConfig(env: Env): CacheConfig {
  return {
    freshTtl: Number(env.CACHE_FRESH_TTL ?? 300),
    staleTtl: Math.max(60, Number(env.CACHE_STALE_TTL ?? 604800)),
    emptyTtl: Math.max(1, Number(env.CACHE_EMPTY_TTL ?? 60)),
  };
}

/** `v1:getPriceByBrand?brandName=mahindra&count=10` — parameters sorted, names case-folded. */
export function cacheKey(name: string, query: Record<string, unknown>): string {
  const params = Object.keys(query)
    .sort()
    .map((k) => `${k}=${encodeURIComponent(String(query[k]).trim().toLowerCase())}`);
  return `${CACHE_VERSION}:${name}?${params.join("&")}`;
}

/** Where a key is stored in a generation: `v1:{generation}:getPriceByBrand?…`. */
export const keyIn = (generation: string, key: string) => `${CACHE_VERSION}:${generation}:${key.slice(CACHE_VERSION.length + 1)}`;

/** Where a key is stored now. */
export async function storedKey(kv: KVNamespace, key: string): Promise<string> {
  return keyIn((await catalogueGeneration(kv)).current, key);
}

export async function readThrough(fill: Fill): Promise<Read> {
  if (fill.strategy.name === "none" || fill.config.freshTtl <= 0) return { items: await fill.load(), cache: "BYPASS" };
  const { current, previous } = await catalogueGeneration(fill.kv);
  const asked: Stored = { ...fill, stored: keyIn(current, fill.key), previous };
  const shared = inflight.get(asked.stored);
  if (shared) return outcomeOf(shared, () => read(asked));
  const flight: Flight = {};
  inflight.set(asked.stored, flight);
  const pending = read(asked).then(
    (read) => {
      flight.outcome = { read };
      return read;
    },
    (error: unknown) => {
      flight.outcome = { error };
      throw error;
    },
  ).finally(() => {
    if (inflight.get(asked.stored) === flight) inflight.delete(asked.stored);
  });
  // Keeps this request alive until the shared read settles, even if it answers before (a loader
  // that throws early), so the requests waiting on it are not left without an outcome.
  fill.ctx.waitUntil(pending.catch(() => {}));
  return pending;
}

/**
 * The shared read's outcome, looked for at growing intervals. A read that gives none in time (its
 * request was cancelled before it settled) does not hold this request: it reads on its own.
 */
async function outcomeOf(flight: Flight, alone: () => Promise<Read>): Promise<Read> {
  for (let waited = 0, wait = 2; !flight.outcome && waited < SHARED_READ_PATIENCE_MS; waited += wait, wait = Math.min(wait * 2, 50)) {
    await sleep(wait);
  }
  const { outcome } = flight;
  if (!outcome) return alone();
  if ("error" in outcome) throw outcome.error;
  return outcome.read;
}

async function read(asked: Stored): Promise<Read> {
  const kept = await readEntry(asked);
  if (kept) {
    const { entry, from } = kept;
    if (Date.now() - entry.storedAt < entry.freshFor * 1000) return { items: entry.items, cache: "HIT" };
    refreshInBackground(asked, from);
    return { items: entry.items, cache: "STALE" };
  }
  try {
    return { items: await loadAndStore(asked, null), cache: "MISS" };
  } catch (error) {
    // Just after a purge the current generation has nothing: the previous one's answer, if any.
    const before = asked.previous && asked.strategy.name === "long" ? await asked.kv.get<Entry>(keyIn(asked.previous, asked.key), "json") : null;
    if (!before) throw error;
    console.warn("origin failed; the previous generation's answer served", asked.key, String(error));
    return { items: before.items, cache: "STALE" };
  }
}

/** KV for a long call, else (or for an empty answer of one) this location's edge cache. */
async function readEntry({ kv, stored, strategy }: Stored): Promise<{ entry: Entry; from: StoredIn } | null> {
  const inKv = strategy.name === "long" ? await kv.get<Entry>(stored, "json") : null;
  if (inKv) return { entry: inKv, from: "kv" };
  const atEdge = await readEdge<Entry>(stored);
  return atEdge ? { entry: atEdge, from: "edge" } : null;
}

function refreshInBackground(asked: Stored, from: StoredIn): void {
  if (refreshing.has(asked.stored)) return;
  refreshing.set(asked.stored, true);
  asked.ctx.waitUntil(
    loadAndStore(asked, from)
      .catch((error) => console.warn("background refresh failed; stale copy kept", asked.stored, String(error)))
      .finally(() => refreshing.delete(asked.stored)),
  );
}

async function loadAndStore(asked: Stored, replacing: StoredIn): Promise<unknown[]> {
  const { kv, ctx, stored, strategy, load, config } = asked;
  const items = await load();
  const where = storedIn(strategy, items);
  // Empty answers are fresh briefly: unknown names typed by crawlers must not reach the origin on
  // every request, but a newly added thing must show up soon. Both kinds are kept as long as a
  // stale copy, for stale-if-error.
  const entry: Entry = { items, storedAt: Date.now(), freshFor: where === "kv" ? config.freshTtl : config.emptyTtl };
  const warn = (error: unknown) => console.warn("cache write failed", stored, String(error));
  if (where === "edge") {
    ctx.waitUntil(writeEdge(stored, entry, config.staleTtl).catch(warn));
    // A thing gone at the origin: its KV answer would otherwise be served stale until it expires.
    if (replacing === "kv") ctx.waitUntil(kv.delete(stored).catch(warn));
  }
  if (where === "kv") ctx.waitUntil(writeKv(kv, stored, entry, config.staleTtl).catch(warn));
  return items;
}

/**
 * A key written less than a second ago is written when its second is over, not skipped: the next
 * view must find it in KV. Unless, by then, a newer fill of this isolate has taken its turn.
 */
async function writeKv(kv: KVNamespace, key: string, entry: Entry, expirationTtl: number): Promise<void> {
  const now = Date.now();
  const at = Math.max(now, (lastWrite.get(key) ?? -Infinity) + KV_WRITE_INTERVAL_MS);
  lastWrite.set(key, at);
  if (at > now) {
    await sleep(at - now);
    if (lastWrite.get(key) !== at) return;
  }
  await kv.put(key, JSON.stringify(entry), { expirationTtl });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
