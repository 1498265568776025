import { expect, test } from "vitest";
import { CacheLong, CacheNone, CacheShort, publicCacheControl, storedIn } from "#app/domain/cache-strategies";
import { GET_CALLS, contract } from "#app/domain/contract";

// Each GET call of the contract names its cache strategy; one predicate says where an answer of
// that strategy is stored: KV (long), this location's edge cache (short, and every empty answer),
// or nowhere (none).

test("strategy none is never stored, empty or not", () => {
  expect(storedIn(CacheNone(), [{ cityName: "Noida" }])).toBeNull();
  expect(storedIn(CacheNone(), [])).toBeNull();
});

test("a long answer with items is stored in KV", () => {
  expect(storedIn(CacheLong(), [{ brandName: "Mahindra" }])).toBe("kv");
});

test("an empty answer is never stored in KV, whatever the call's strategy: at the edge only", () => {
  expect(storedIn(CacheLong(), [])).toBe("edge");
  expect(storedIn(CacheShort(), [])).toBe("edge");
});

test("a short answer is stored at the edge only, never in KV", () => {
  expect(storedIn(CacheShort(), [{ kind: "brand" }])).toBe("edge");
});

test("every GET call names its strategy in the contract: the catalogue is long, typed text short, a visitor's position none", () => {
  const named = (strategy: string) => GET_CALLS.filter((name) => contract[name].cache.name === strategy);
  // typed text: the search, and the pages of a list from any `from` a link can carry
  expect(named("short")).toEqual(["search", "getBrandFrom", "getCityByState", "getModelList"]);
  expect(named("none")).toEqual(["getGeoCode"]);
  expect(named("long")).toHaveLength(GET_CALLS.length - 5);
});

test("a public /api answer tells browsers and proxies what its strategy allows", () => {
  expect(publicCacheControl(CacheLong())).toBe("public, max-age=60, stale-while-revalidate=300");
  expect(publicCacheControl(CacheShort())).toBe("public, max-age=60");
  expect(publicCacheControl(CacheNone())).toBe("no-store");
});
