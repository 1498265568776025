import { isolateCache } from "#app/lib/isolate-caches";
import type { CacheStatus } from "./api";
import { generation } from "../location-generation";
import { readLocal, writeLocal } from "./empty-answers";

// KV read-through cache of /api answers: fresh → HIT without an origin call; stale → served at
// once and refreshed in the background (at most one refresh per key per isolate); miss →
// concurrent identical requests in this isolate share one origin call. A stale copy is kept for
// the long stale TTL, so an origin failure still has something to serve (stale-if-error).
// KV allows one write per second per key: keys are written only when filled or refreshed, and a
// second write within the second waits for it. Empty answers (names that do not exist) and the
// answers of calls with unbounded parameters never cost a KV write: they are kept in this
// location's Cache API (./empty-answers.ts). Every map here is bounded (app/lib/isolate-caches.ts).

export const CACHE_VERSION = "v1";

export type CacheConfig = { freshTtl: number; staleTtl: number; emptyTtl: number };
type Entry = { items: unknown[]; storedAt: number; freshFor: number };
type Fill = {
  kv: KVNamespace;
  ctx: ExecutionContext;
  key: string;
  tags: string[];
  load: () => Promise<unknown[]>;
  config: CacheConfig;
  /** Every answer of this call is kept in this location only (its parameters are unbounded). */
  local?: boolean;
};

// Loads in flight and background refreshes are removed when they settle; the bounds only matter
// under a flood, when an evicted one is simply no longer shared.
const inflight = isolateCache<string, Promise<unknown[]>>("inflight", 1000);
const refreshing = isolateCache<string, true>("refreshing", 1000);
// A write time matters for a second; older ones are the first to go.
const lastWrite = isolateCache<string, number>("lastWrite", 2000);
const KV_WRITE_INTERVAL_MS = 1000;

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

/**
 * Where a key's answer is stored: under the catalogue generation, which a purge of everything
 * advances (../location-generation.ts). Before the first such purge the key is stored as it is.
 */
export async function storedKey(kv: KVNamespace, key: string): Promise<string> {
  const gen = await generation(kv, "catalogue");
  return gen === "0" ? key : `${CACHE_VERSION}:${gen}:${key.slice(CACHE_VERSION.length + 1)}`;
}

/** Index entries that let an operator find every key of a tag with one KV list. */
export const TAG_INDEX_PREFIX = "tag:";
export const tagIndexKey = (tag: string, key = "") => `${TAG_INDEX_PREFIX}${tag}|${key}`;

export async function readThrough(asked: Fill): Promise<{ items: unknown[]; cache: CacheStatus }> {
  if (asked.config.freshTtl <= 0) return { items: await asked.load(), cache: "BYPASS" };
  const fill = { ...asked, key: await storedKey(asked.kv, asked.key) };
  const { kv, ctx, key } = fill;
  const entry = await readEntry(fill);
  if (entry) {
    if (Date.now() - entry.storedAt < entry.freshFor * 1000) return { items: entry.items, cache: "HIT" };
    if (!refreshing.has(key)) {
      refreshing.set(key, true);
      ctx.waitUntil(
        loadAndStore(fill)
          .catch((error) => console.warn("background refresh failed; stale copy kept", key, String(error)))
          .finally(() => refreshing.delete(key)),
      );
    }
    return { items: entry.items, cache: "STALE" };
  }
  const shared = inflight.get(key);
  if (shared) {
    // The request that started this load may end first; a load that never settles (its request
    // was cancelled) must not hold this one: after a while, load independently.
    const items = await Promise.race([shared, sleep(SHARED_LOAD_PATIENCE_MS).then(() => loadAndStore(fill))]);
    return { items, cache: "MISS" };
  }
  const pending: Promise<unknown[]> = loadAndStore(fill).finally(() => {
    if (inflight.get(key) === pending) inflight.delete(key);
  });
  inflight.set(key, pending);
  // Keeps this request alive until the shared load settles, even if it answers before (a loader
  // that throws early), so the requests waiting on it are not left with a cancelled load.
  ctx.waitUntil(pending.catch(() => {}));
  return { items: await pending, cache: "MISS" };
}

const SHARED_LOAD_PATIENCE_MS = 5000;

// A page reads several keys and busy pages are read many times a second: the parsed entry is
// kept in this isolate for a moment, sparing the KV read and JSON parse. Short enough that an
// operator's purge (which clears this isolate's copy at once) reaches the others within a second.
const MEMO_MS = 1000;
const memo = isolateCache<string, { entry: Entry; until: number }>("memo", 500);

/** This isolate's copy, else KV, else this location's copy (an empty or local answer). */
async function readEntry({ kv, key, local }: Fill): Promise<Entry | null> {
  const now = Date.now();
  const kept = memo.get(key);
  if (kept && kept.until > now) return kept.entry;
  const entry = (local ? null : await kv.get<Entry>(key, "json")) ?? (await readLocal<Entry>(kv, key));
  if (entry) memo.set(key, { entry, until: now + MEMO_MS });
  else memo.delete(key);
  return entry;
}

/** Forgets this isolate's copies (after a purge). */
export function forgetReads(keys?: string[]): void {
  if (!keys) memo.clear();
  else for (const key of keys) memo.delete(key);
}
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function loadAndStore({ kv, ctx, key, tags, load, config, local }: Fill): Promise<unknown[]> {
  const items = await load();
  const now = Date.now();
  // Empty answers are fresh briefly: unknown names typed by crawlers must not reach the origin on
  // every request, but a newly added thing must show up soon. They, and local answers, stay in
  // this location (kept as long as stale copies, for stale-if-error), never in KV.
  const empty = items.length === 0;
  const entry: Entry = { items, storedAt: now, freshFor: empty ? config.emptyTtl : config.freshTtl };
  memo.set(key, { entry, until: now + MEMO_MS });
  if (empty || local) {
    ctx.waitUntil(writeLocal(kv, key, entry, config.staleTtl).catch((error) => console.warn("local cache write failed", key, String(error))));
    return items;
  }
  const expirationTtl = config.staleTtl;
  // A key written less than a second ago (a refill right after an operator's purge) is written
  // when its second is over, not skipped: the next view must find it in KV. Unless, by then, a
  // purge here has forgotten this entry (or a newer fill replaced it).
  const delay = Math.max(0, (lastWrite.get(key) ?? -Infinity) + KV_WRITE_INTERVAL_MS - now);
  lastWrite.set(key, now + delay);
  const write = () =>
    Promise.all([
      kv.put(key, JSON.stringify(entry), { expirationTtl, metadata: { tags } }),
      ...tags.map((t) => kv.put(tagIndexKey(t, key), "", { expirationTtl })),
    ]);
  ctx.waitUntil(
    (delay === 0 ? write() : sleep(delay).then(() => (memo.get(key)?.entry === entry ? write() : undefined)))
      .catch((error) => console.warn("cache write failed", key, String(error))),
  );
  return items;
}
