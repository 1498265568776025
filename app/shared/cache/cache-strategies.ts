// Every cache of the Worker is described here, as data: where it keeps a thing (KV, shared by
// every location; this location's edge cache, the Cache API; this isolate's memory; or nowhere),
// how long it is fresh, how long a stale copy is served while one refresh runs
// (stale-while-revalidate) or when the load fails (stale-if-error), and what the answer tells the
// browsers and shared caches after the Worker. The same object drives the store
// (app/shared/cache/cached.ts) and writes the `Cache-Control` header (`cacheControl`), so a lifetime
// has one home. The /api rows of the contract name theirs after Shopify Hydrogen's
// CacheLong/CacheShort/CacheNone. Operators may tune the /api and page lifetimes per deployment
// (CACHE_FRESH_TTL, CACHE_STALE_TTL, CACHE_EMPTY_TTL, HTML_CACHE_TTL: `tunedBy`); the values here
// are the defaults those variables replace.

export type CacheStore = "kv" | "edge" | "isolate" | "none";

/** What an answer allows the caches after the Worker (browsers, proxies). */
export type Downstream =
  | { readonly scope: "public"; readonly maxAge: number; readonly swr?: number; readonly immutable?: true }
  /** Never stored after the Worker. */
  | { readonly scope: "no-store" }
  /** The same, and said to be a visitor's own page or file. */
  | { readonly scope: "private-no-store" }
  /** Stored, but the browser asks again each time (and may revalidate with an ETag). */
  | { readonly scope: "no-cache" }
  /** No header: the browser's own heuristics (the pages, which are revalidated anyway). */
  | { readonly scope: "unset" };

export type CacheStrategy = {
  readonly name: string;
  readonly store: CacheStore;
  /** Seconds an entry is served without asking its source. */
  readonly fresh: number;
  /** Seconds after it was stored that a stale entry is still served at once while one refresh runs. */
  readonly swr: number;
  /** Seconds after it was stored that a stale entry is still served when its source fails. */
  readonly sie: number;
  /** The most entries an isolate keeps (isolate stores): when full, the oldest goes. */
  readonly max?: number;
  readonly downstream: Downstream;
};

const DAY = 86_400;
const WEEK = 7 * DAY;
const YEAR = 365 * DAY;
const NO_STORE: Downstream = { scope: "no-store" };

/**
 * The catalogue: stored in KV, shared by every location; fresh five minutes, then served while one
 * refresh runs, and kept a week for when the origin fails.
 */
export const CacheLong = () =>
  ({ name: "long", store: "kv", fresh: 300, swr: WEEK, sie: WEEK, downstream: { scope: "public", maxAge: 60, swr: 300 } }) as const satisfies CacheStrategy;

/**
 * Answers whose parameters are unbounded (text a person typed), and every empty answer: stored in
 * this location's edge cache only, fresh a minute, never a KV write however many different texts
 * are asked.
 */
export const CacheShort = () =>
  ({ name: "short", store: "edge", fresh: 60, swr: WEEK, sie: WEEK, downstream: { scope: "public", maxAge: 60 } }) as const satisfies CacheStrategy;

/** Never stored: an answer nobody asks for twice (a visitor's own coordinates), an error. */
export const CacheNone = () => ({ name: "none", store: "none", fresh: 0, swr: 0, sie: 0, downstream: NO_STORE }) as const satisfies CacheStrategy;

/**
 * A visitor's own page or file (a town's prices, an enquiry, a trader's leads, the console): never
 * stored anywhere, and every cache after the Worker is told so.
 */
export const CachePrivate = { name: "private", store: "none", fresh: 0, swr: 0, sie: 0, downstream: { scope: "private-no-store" } } as const satisfies CacheStrategy;

/**
 * Whole anonymous pages, in this location's edge cache under the catalogue generation (a purge
 * renews them all); the page's own header goes to the browser (worker/html-cache.ts).
 */
export const CachePage = { name: "page", store: "edge", fresh: 300, swr: 0, sie: 0, downstream: { scope: "unset" } } as const satisfies CacheStrategy;

/** A drawn picture (placeholder, logo, icon): the same for a day, kept in this location. */
export const CacheDrawnPicture = { name: "drawn-picture", store: "edge", fresh: DAY, swr: 0, sie: 0, downstream: { scope: "public", maxAge: DAY } } as const satisfies CacheStrategy;

/** An uploaded picture at its version's address: that address never shows anything else. */
export const CacheVersionedPicture = { name: "versioned-picture", store: "none", fresh: 0, swr: 0, sie: 0, downstream: { scope: "public", maxAge: YEAR, immutable: true } } as const satisfies CacheStrategy;

/** An uploaded picture asked without its current version (or a missing one): may change soon. */
export const CacheUnversionedPicture = { name: "unversioned-picture", store: "none", fresh: 0, swr: 0, sie: 0, downstream: { scope: "public", maxAge: 300 } } as const satisfies CacheStrategy;

/** What crawlers fetch (sitemaps, robots.txt) and permanent redirects of renamed addresses. */
export const CacheCrawlerFile = { name: "crawler-file", store: "none", fresh: 0, swr: 0, sie: 0, downstream: { scope: "public", maxAge: 3600 } } as const satisfies CacheStrategy;

/** The message catalogue's text: the browser asks again each time (it is small, and revalidated). */
export const CacheRevalidate = { name: "revalidate", store: "none", fresh: 0, swr: 0, sie: 0, downstream: { scope: "no-cache" } } as const satisfies CacheStrategy;

// This isolate's memos: kept in memory between requests, each bounded.

/** The catalogue generation, which every request reads (app/shared/cache/catalogue-generation.ts). */
export const CacheGeneration = { name: "generation", store: "isolate", fresh: 5, swr: 0, sie: 0, max: 1, downstream: NO_STORE } as const satisfies CacheStrategy;

/** What the pincode directory says of a PIN code (app/features/town/server/pincodes.ts). */
export const CachePincode = { name: "pincodes", store: "isolate", fresh: 3600, swr: 0, sie: 0, max: 2_000, downstream: NO_STORE } as const satisfies CacheStrategy;

/** The same, while the directory is empty: asked again soon, as the operator may be loading it. */
export const CachePincodeUnchecked = { ...CachePincode, fresh: 60 } as const satisfies CacheStrategy;

/** What the pincode directory says of a town name (app/features/town/server/pincodes.ts). */
export const CacheTownName = { name: "townNames", store: "isolate", fresh: 3600, swr: 0, sie: 0, max: 2_000, downstream: NO_STORE } as const satisfies CacheStrategy;

/** A guide's words (app/features/content/server/guides.ts), keyed by its address and title: never stale. */
export const CacheGuideWords = { name: "guideWords", store: "isolate", fresh: Infinity, swr: 0, sie: 0, max: 5_000, downstream: NO_STORE } as const satisfies CacheStrategy;

/**
 * The search box's index head for the current generation (app/features/search/server/search.ts): fresh as long as
 * the catalogue's lists (at least five minutes), or ten seconds while the previous generation's
 * stands in for it.
 */
export const CacheSearchIndex = { name: "searchIndex", store: "isolate", fresh: 300, swr: 0, sie: 0, max: 1, downstream: NO_STORE } as const satisfies CacheStrategy;

type WithHeader = CacheStrategy & { readonly downstream: Exclude<Downstream, { scope: "unset" }> };

/** The `Cache-Control` header an answer of this strategy carries (null: none at all). */
export function cacheControl(strategy: WithHeader): string;
export function cacheControl(strategy: CacheStrategy): string | null;
export function cacheControl(strategy: CacheStrategy): string | null {
  const d = strategy.downstream;
  if (d.scope === "no-store") return "no-store";
  if (d.scope === "private-no-store") return "private, no-store";
  if (d.scope === "no-cache") return "no-cache";
  if (d.scope === "unset") return null;
  return ["public", `max-age=${d.maxAge}`, d.swr ? `stale-while-revalidate=${d.swr}` : "", d.immutable ? "immutable" : ""].filter(Boolean).join(", ");
}

/** How long a store keeps an entry: until it is neither fresh nor of use stale. */
export const keptSeconds = (strategy: CacheStrategy) => Math.max(strategy.fresh, strategy.swr, strategy.sie);

/**
 * The strategy an answer is stored under: an empty answer (a name that does not exist) is stored
 * as a short one whatever the call's strategy, since names are unbounded and an attacker's
 * made-up names must cost no KV write.
 */
export function storedAs(strategy: CacheStrategy, items: readonly unknown[], short: CacheStrategy = CacheShort()): CacheStrategy {
  return strategy.store === "kv" && items.length === 0 ? short : strategy;
}

/** The lifetimes an operator may set per deployment (wrangler.toml [vars]); unset keeps the defaults. */
export type CacheTuning = { CACHE_FRESH_TTL?: string; CACHE_STALE_TTL?: string; CACHE_EMPTY_TTL?: string; HTML_CACHE_TTL?: string };

/**
 * The strategy with this deployment's lifetimes: CACHE_FRESH_TTL for KV answers, CACHE_EMPTY_TTL
 * for edge answers, CACHE_STALE_TTL (at least a minute) for how long a stale answer is kept,
 * HTML_CACHE_TTL for pages. A fresh time of 0 turns that cache off.
 */
export function tunedBy(env: CacheTuning, strategy: CacheStrategy): CacheStrategy {
  const seconds = (value: string | undefined, fallback: number) => (value === undefined || value === "" ? fallback : Number(value));
  if (strategy === CachePage) return { ...strategy, fresh: Math.max(0, seconds(env.HTML_CACHE_TTL, strategy.fresh)) };
  if (strategy.name !== "long" && strategy.name !== "short") return strategy;
  const stale = Math.max(60, seconds(env.CACHE_STALE_TTL, strategy.sie));
  const kvFresh = seconds(env.CACHE_FRESH_TTL, CacheLong().fresh);
  // CACHE_FRESH_TTL=0 turns the answers' cache off, in both stores.
  const fresh = strategy.store === "kv" || kvFresh <= 0 ? kvFresh : Math.max(1, seconds(env.CACHE_EMPTY_TTL, strategy.fresh));
  return { ...strategy, fresh, swr: stale, sie: stale };
}
