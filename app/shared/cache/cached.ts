import { type CacheStrategy, type CacheTuning, CacheShort, keptSeconds, storedAs, tunedBy } from "#app/shared/cache/cache-strategies";
import { isolateCache } from "#app/shared/cache/isolate-caches";
import { keyIn } from "./cache-keys";
import { catalogueGeneration } from "./catalogue-generation";
import { edgeStore } from "./edge";

// The read-through cache of the catalogue's answers (the /api calls, picture versions, galleries),
// by the strategy's data (app/shared/cache/cache-strategies.ts): a KV strategy's answers in KV, an edge
// strategy's and every empty answer in this location's edge cache, a strategy of no store never
// kept; all filed under the catalogue generation (../catalogue-generation.ts). Fresh → HIT
// without a load; stale → served at once and refreshed in the background (one refresh per key per
// isolate); missing → identical concurrent requests in this isolate share one read and one load.
// A stale copy is kept as long as the strategy allows, so a failing origin still has an answer
// (stale-if-error), also just after a purge: then the previous generation's answer.
// KV allows one write per second per key: keys are written only when filled or refreshed, and a
// second write within the second waits for it. Every map here is bounded (app/shared/cache/isolate-caches.ts).
// The isolate's own memos use the same strategies through app/shared/cache/isolate-caches.ts (`isolateMemo`).

export type CacheStatus = "HIT" | "STALE" | "MISS" | "BYPASS";
export type CachedRead = { items: unknown[]; cache: CacheStatus };
/** Where the cache reads and writes: KV, the request's lifetime, and the deployment's lifetimes. */
export type CacheAt = { kv: KVNamespace; ctx: ExecutionContext; env: CacheTuning };

type Entry = { items: unknown[]; storedAt: number; freshFor: number };
type Asked = CacheAt & {
  /** The answer's key without a generation (cacheKey). */
  key: string;
  /** Where the key is stored in the current generation, and the previous generation's name. */
  stored: string;
  previous: string | null;
  strategy: CacheStrategy;
  short: CacheStrategy;
  load: () => Promise<unknown[]>;
};

const answers = edgeStore("api-answers");

// A read in flight, shared by the identical requests that arrive while it runs. They share its
// outcome, never its promise: the runtime ties a promise to the request that made it, and a
// request that awaits another's fails with it when that one is cancelled (a visitor who closed
// the page), so a waiting request watches for the outcome on timers of its own.
type Flight = { outcome?: { read: CachedRead } | { error: unknown } };

// Reads in flight and background refreshes are removed when they settle; the bounds only matter
// under a flood, when an evicted one is simply no longer shared.
const inflight = isolateCache<string, Flight>("inflight", 1000);
const refreshing = isolateCache<string, true>("refreshing", 1000);
// A write time matters for a second; older ones are the first to go.
const lastWrite = isolateCache<string, number>("lastWrite", 2000);
const KV_WRITE_INTERVAL_MS = 1000;
const SHARED_READ_PATIENCE_MS = 5000;

/**
 * The answer under `key` (a cacheKey), from the strategy's store or from `load`. A strategy of no
 * store, or a fresh time of 0, always loads (BYPASS); an isolate strategy's memo is
 * `isolateMemo`'s, not this read-through's.
 */
export async function cached(key: string, load: () => Promise<unknown[]>, strategy: CacheStrategy, at: CacheAt): Promise<CachedRead> {
  const tuned = tunedBy(at.env, strategy);
  if (tuned.store === "none" || tuned.store === "isolate" || tuned.fresh <= 0) return { items: await load(), cache: "BYPASS" };
  const { current, previous } = await catalogueGeneration(at.kv);
  const asked: Asked = { ...at, key, stored: keyIn(current, key), previous, strategy: tuned, short: tunedBy(at.env, CacheShort()), load };
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
  at.ctx.waitUntil(pending.catch(() => {}));
  return pending;
}

/**
 * The shared read's outcome, looked for at growing intervals. A read that gives none in time (its
 * request was cancelled before it settled) does not hold this request: it reads on its own.
 */
async function outcomeOf(flight: Flight, alone: () => Promise<CachedRead>): Promise<CachedRead> {
  for (let waited = 0, wait = 2; !flight.outcome && waited < SHARED_READ_PATIENCE_MS; waited += wait, wait = Math.min(wait * 2, 50)) {
    await sleep(wait);
  }
  const { outcome } = flight;
  if (!outcome) return alone();
  if ("error" in outcome) throw outcome.error;
  return outcome.read;
}

async function read(asked: Asked): Promise<CachedRead> {
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
    const before = asked.previous && asked.strategy.store === "kv" ? await asked.kv.get<Entry>(keyIn(asked.previous, asked.key), "json") : null;
    if (!before) throw error;
    console.warn("origin failed; the previous generation's answer served", asked.key, String(error));
    return { items: before.items, cache: "STALE" };
  }
}

/** KV for a KV strategy, else (or for an empty answer of one) this location's edge cache. */
async function readEntry({ kv, stored, strategy }: Asked): Promise<{ entry: Entry; from: CacheStrategy["store"] } | null> {
  const inKv = strategy.store === "kv" ? await kv.get<Entry>(stored, "json") : null;
  if (inKv) return { entry: inKv, from: "kv" };
  const atEdge = await answers.match(stored);
  return atEdge ? { entry: (await atEdge.json()) as Entry, from: "edge" } : null;
}

function refreshInBackground(asked: Asked, from: CacheStrategy["store"]): void {
  if (refreshing.has(asked.stored)) return;
  refreshing.set(asked.stored, true);
  asked.ctx.waitUntil(
    loadAndStore(asked, from)
      .catch((error) => console.warn("background refresh failed; stale copy kept", asked.stored, String(error)))
      .finally(() => refreshing.delete(asked.stored)),
  );
}

async function loadAndStore(asked: Asked, replacing: CacheStrategy["store"] | null): Promise<unknown[]> {
  const { kv, ctx, stored, strategy, short, load } = asked;
  const items = await load();
  // Empty answers are stored as short ones: unknown names typed by crawlers must not reach the
  // origin on every request, but a newly added thing must show up soon.
  const as = storedAs(strategy, items, short);
  const entry: Entry = { items, storedAt: Date.now(), freshFor: as.fresh };
  const warn = (error: unknown) => console.warn("cache write failed", stored, String(error));
  if (as.store === "edge") {
    const copy = new Response(JSON.stringify(entry), { headers: { "Content-Type": "application/json" } });
    ctx.waitUntil(answers.put(stored, copy, as).catch(warn));
    // A thing gone at the origin: its KV answer would otherwise be served stale until it expires.
    if (replacing === "kv") ctx.waitUntil(kv.delete(stored).catch(warn));
  }
  if (as.store === "kv") ctx.waitUntil(writeKv(kv, stored, entry, keptSeconds(as)).catch(warn));
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
