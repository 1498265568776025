// Named cache strategies, one per GET row of the contract (as Shopify Hydrogen names its
// CacheLong/CacheShort/CacheNone), and the one predicate deciding where an answer is stored.
// Two layers exist: KV, shared by every location, and the edge cache (the Cache API) of each
// location; both are filed under the catalogue generation, which every catalogue change advances.
// How long each keeps an answer is configuration (CACHE_FRESH_TTL, CACHE_STALE_TTL,
// CACHE_EMPTY_TTL), read by the Worker.

export type CacheStrategy = { readonly name: "long" | "short" | "none" };

/**
 * The catalogue: stored in KV, shared by every location; fresh for CACHE_FRESH_TTL, then served
 * while one refresh runs, and kept CACHE_STALE_TTL for when the origin fails.
 */
export const CacheLong = () => ({ name: "long" }) as const satisfies CacheStrategy;

/**
 * Answers whose parameters are unbounded (text a person typed): stored in this location's edge
 * cache only, fresh for CACHE_EMPTY_TTL, never a KV write however many different texts are asked.
 */
export const CacheShort = () => ({ name: "short" }) as const satisfies CacheStrategy;

/** Never stored: an answer nobody asks for twice (a visitor's own coordinates). */
export const CacheNone = () => ({ name: "none" }) as const satisfies CacheStrategy;

export type StoredIn = "kv" | "edge" | null;

/**
 * Where an answer of a call with this strategy is stored. An empty answer (a name that does not
 * exist) is stored as a short one whatever the call's strategy: names are unbounded, and an
 * attacker's made-up names must cost no KV write.
 */
export function storedIn(strategy: CacheStrategy, items: readonly unknown[]): StoredIn {
  if (strategy.name === "none") return null;
  return strategy.name === "long" && items.length > 0 ? "kv" : "edge";
}

/** The Cache-Control of a public /api answer of this strategy. */
export function publicCacheControl(strategy: CacheStrategy): string {
  if (strategy.name === "none") return "no-store";
  return strategy.name === "long" ? "public, max-age=60, stale-while-revalidate=300" : "public, max-age=60";
}
