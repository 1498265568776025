import { expect, test } from "vitest";
import {
  CacheCrawlerFile,
  CacheDrawnPicture,
  CacheGeneration,
  CacheLong,
  CacheNone,
  CachePage,
  CachePrivate,
  CacheShort,
  CacheUnversionedPicture,
  CacheVersionedPicture,
  cacheControl,
  keptSeconds,
  storedAs,
  tunedBy,
} from "#app/shared/cache/cache-strategies";
import { GET_CALLS, contract } from "#app/shared/contract";

// Each cache is a strategy (data): its store, fresh time, stale-while-revalidate and
// stale-if-error; the same object writes the Cache-Control header.

test("an empty answer of a KV strategy is stored as a short one, at the edge: made-up names cost no KV write", () => {
  expect(storedAs(CacheLong(), []).store).toBe("edge");
  expect(storedAs(CacheLong(), [])).toEqual(CacheShort());
  expect(storedAs(CacheShort(), []).store).toBe("edge");
});

test("a long answer with items is stored in KV; a short one at the edge; none nowhere", () => {
  expect(storedAs(CacheLong(), [{ brandName: "Mahindra" }]).store).toBe("kv");
  expect(storedAs(CacheShort(), [{ kind: "brand" }]).store).toBe("edge");
  expect(storedAs(CacheNone(), [{ cityName: "Noida" }]).store).toBe("none");
  expect(storedAs(CacheNone(), []).store).toBe("none");
});

test("every GET call names its strategy in the contract: the catalogue is long, typed text short, a visitor's position none", () => {
  const named = (strategy: string) => GET_CALLS.filter((name) => contract[name].cache.name === strategy);
  // typed text: the search, and the pages of a list from any `from` a link can carry
  expect(named("short")).toEqual(["search", "getBrandFrom", "getCityByState", "getModelList"]);
  expect(named("none")).toEqual(["getGeoCode"]);
  expect(named("long")).toHaveLength(GET_CALLS.length - 5);
});

test("a public /api answer tells browsers and proxies what its strategy allows", () => {
  expect(cacheControl(CacheLong())).toBe("public, max-age=60, stale-while-revalidate=300");
  expect(cacheControl(CacheShort())).toBe("public, max-age=60");
  expect(cacheControl(CacheNone())).toBe("no-store");
});

test("a visitor's own page or file is private and never stored: one strategy writes its header", () => {
  expect(cacheControl(CachePrivate)).toBe("private, no-store");
  expect(CachePrivate.store).toBe("none");
});

test("pictures and crawler files carry their strategy's lifetime: a version's address a year and immutable, a drawing a day, an unversioned one five minutes, a sitemap an hour", () => {
  // 365 × 86,400 = 31,536,000; a day = 86,400; 5 × 60 = 300; an hour = 3,600
  expect(cacheControl(CacheVersionedPicture)).toBe("public, max-age=31536000, immutable");
  expect(cacheControl(CacheDrawnPicture)).toBe("public, max-age=86400");
  expect(cacheControl(CacheUnversionedPicture)).toBe("public, max-age=300");
  expect(cacheControl(CacheCrawlerFile)).toBe("public, max-age=3600");
});

test("a page keeps its own header: the page strategy writes none", () => {
  expect(cacheControl(CachePage)).toBeNull();
});

test("a store keeps an entry until it is neither fresh nor of use stale", () => {
  // long: fresh 300 s, stale a week = 7 × 86,400 = 604,800 s → kept 604,800 s
  expect(keptSeconds(CacheLong())).toBe(604_800);
  // a drawing: fresh a day, no stale use → 86,400 s
  expect(keptSeconds(CacheDrawnPicture)).toBe(86_400);
  // the generation: 5 s in the isolate
  expect(keptSeconds(CacheGeneration)).toBe(5);
});

test("a deployment's lifetimes replace the defaults: CACHE_FRESH_TTL for KV answers, CACHE_EMPTY_TTL for edge answers, CACHE_STALE_TTL for both, HTML_CACHE_TTL for pages", () => {
  const env = { CACHE_FRESH_TTL: "120", CACHE_EMPTY_TTL: "30", CACHE_STALE_TTL: "3600", HTML_CACHE_TTL: "90" };
  expect(tunedBy(env, CacheLong())).toMatchObject({ store: "kv", fresh: 120, swr: 3600, sie: 3600 });
  expect(tunedBy(env, CacheShort())).toMatchObject({ store: "edge", fresh: 30, swr: 3600, sie: 3600 });
  expect(tunedBy(env, CachePage).fresh).toBe(90);
  // what no variable tunes is left as it is
  expect(tunedBy(env, CacheDrawnPicture)).toBe(CacheDrawnPicture);
  // the defaults when nothing is set
  expect(tunedBy({}, CacheLong())).toMatchObject({ fresh: 300, sie: 604_800 });
});

test("a stale answer is kept at least a minute, an edge answer fresh at least a second, and CACHE_FRESH_TTL=0 turns the answers' cache off in both stores", () => {
  expect(tunedBy({ CACHE_STALE_TTL: "5" }, CacheLong()).sie).toBe(60);
  expect(tunedBy({ CACHE_EMPTY_TTL: "0" }, CacheShort()).fresh).toBe(1);
  expect(tunedBy({ CACHE_FRESH_TTL: "0" }, CacheLong()).fresh).toBe(0);
  expect(tunedBy({ CACHE_FRESH_TTL: "0", CACHE_EMPTY_TTL: "60" }, CacheShort()).fresh).toBe(0);
});
