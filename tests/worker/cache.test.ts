import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { storedKey } from "#app/shared/cache/cache-keys";
import { callOf } from "#worker/bff/call";
import { breakOrigin, countOriginCalls, expectLogged, fetchWorker, kvKeyCount, remoteMode, slowOrigin, untilCached } from "./helpers";

// The /api answers' cache: long answers in KV (stale-while-revalidate, stale-if-error, identical
// concurrent calls sharing one origin call), short and empty ones in the location's edge cache,
// none never stored; all filed under the catalogue generation (docs/decisions/132).

const auth = { Authorization: "Bearer test-admin-token", "Content-Type": "application/json" };
const purge = () => fetchWorker("/admin/cache/purge", { method: "POST", headers: auth, body: JSON.stringify({ all: true }) });
const later = (seconds: number) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + seconds * 1000);
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

test("a second identical GET is a HIT with no origin call", async () => {
  const calls = countOriginCalls("getBrandByOrder");
  const first = await fetchWorker("/api/getBrandByOrder?count=5");
  expect(first.headers.get("X-Cache")).toBe("MISS");
  const body = await first.json();
  await untilCached("getBrandByOrder", { count: 5 });
  const second = await fetchWorker("/api/getBrandByOrder?count=5");
  expect(second.headers.get("X-Cache")).toBe("HIT");
  expect(await second.json()).toEqual(body);
  expect(calls()).toBe(1);
});

test("cache keys are canonical: parameter order and case do not make a new entry", async () => {
  const calls = countOriginCalls("getPriceByBrand");
  await fetchWorker("/api/getPriceByBrand?brandName=Mahindra&count=3");
  await untilCached("getPriceByBrand", { brandName: "Mahindra", count: 3 });
  const res = await fetchWorker("/api/getPriceByBrand?count=3&brandName=mahindra");
  expect(res.headers.get("X-Cache")).toBe("HIT");
  expect(calls()).toBe(1);
});

test("identical concurrent calls share one origin call: 20 misses in one isolate make 1", async () => {
  const calls = countOriginCalls("getBrandByOrder");
  const responses = await Promise.all(
    Array.from({ length: 20 }, () => fetchWorker("/api/getBrandByOrder?count=20")),
  );
  expect(responses.every((r) => r.status === 200)).toBe(true);
  expect(calls()).toBe(1);
});

test("a stale answer is served at once and refreshed in the background", async () => {
  await fetchWorker("/api/getBrandByOrder?count=8");
  await untilCached("getBrandByOrder", { count: 8 });
  const calls = countOriginCalls("getBrandByOrder");
  later(Number(env.CACHE_FRESH_TTL) + 5);
  const res = await fetchWorker("/api/getBrandByOrder?count=8");
  expect(res.status).toBe(200);
  expect(res.headers.get("X-Cache")).toBe("STALE");
  await vi.waitFor(() => expect(calls()).toBe(1));
});

test("a stale answer is served while the origin fails", async () => {
  const warm = await fetchWorker("/api/getBrandByOrder?count=9");
  const body = await warm.json();
  await untilCached("getBrandByOrder", { count: 9 });
  breakOrigin("getBrandByOrder");
  later(Number(env.CACHE_FRESH_TTL) + 5);
  const res = await fetchWorker("/api/getBrandByOrder?count=9");
  expect(res.status).toBe(200);
  expect(res.headers.get("X-Cache")).toBe("STALE");
  expect(await res.json()).toEqual(body);
  await vi.waitFor(() => expectLogged("warn", /background refresh failed; stale copy kept/));
});

test("a failing origin without a stale copy answers 502 JSON", async () => {
  breakOrigin("getBrandByOrder");
  const res = await fetchWorker("/api/getBrandByOrder?count=100");
  expect(res.status).toBe(502);
  expect(((await res.json()) as { error: { code: string } }).error.code).toMatch(/^origin_/);
  if (!remoteMode()) expectLogged("warn", /embedded origin failed/);
});

test.runIf(remoteMode())("a remote origin slower than the timeout answers 504 JSON after one retry", async () => {
  slowOrigin("getBrandByOrder", Number(env.ORIGIN_TIMEOUT_MS) * 3);
  const res = await fetchWorker("/api/getBrandByOrder?count=200");
  expect(res.status).toBe(504);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe("origin_timeout");
});

test("the previous generation's answer is served while the origin fails just after a purge", async () => {
  const warm = await fetchWorker("/api/getBrandByOrder?count=10");
  const body = await warm.json();
  await untilCached("getBrandByOrder", { count: 10 });
  expect((await purge()).status).toBe(200);
  breakOrigin("getBrandByOrder");
  const res = await fetchWorker("/api/getBrandByOrder?count=10");
  expect(res.status).toBe(200);
  expect(res.headers.get("X-Cache")).toBe("STALE");
  expect(await res.json()).toEqual(body);
  expectLogged("warn", /the previous generation's answer served/);
});

test("an empty 'not found' answer is a 404, kept briefly at the edge and never in KV", async () => {
  const calls = countOriginCalls("getProductByBrand");
  const first = await fetchWorker("/api/getProductByBrand?brandName=NoSuchBrand");
  expect(first.status).toBe(404);
  await new Promise((r) => setTimeout(r, 50));
  const second = await fetchWorker("/api/getProductByBrand?brandName=NoSuchBrand");
  expect(second.status).toBe(404);
  expect(second.headers.get("X-Cache")).toBe("HIT");
  expect(calls()).toBe(1);
  expect(await env.API_CACHE.get(await storedKey(env.API_CACHE, callOf("getProductByBrand", { brandName: "NoSuchBrand" }).key))).toBeNull();
});

test("strategy none is never stored: every call asks the origin and writes nothing", async () => {
  const calls = countOriginCalls("getGeoCode");
  const before = await kvKeyCount();
  for (let i = 0; i < 3; i++) {
    const res = await fetchWorker("/api/getGeoCode?lat=26.86&lng=80.93");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Cache")).toBe("BYPASS");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  }
  expect(calls()).toBe(3);
  expect(await kvKeyCount()).toBe(before);
});

test("a short answer is kept at the edge and costs no KV write: the search", async () => {
  await (await fetchWorker("/api/search?q=treo")).arrayBuffer(); // the index's own lists are long answers
  await new Promise((r) => setTimeout(r, 100));
  const before = await kvKeyCount();
  const first = await fetchWorker("/api/search?q=mahindra");
  expect(first.status).toBe(200);
  await new Promise((r) => setTimeout(r, 50));
  const again = await fetchWorker("/api/search?q=mahindra");
  expect(again.headers.get("X-Cache")).toBe("HIT");
  expect(again.headers.get("Cache-Control")).toBe("public, max-age=60");
  expect(await kvKeyCount()).toBe(before);
});

test("an answer gone at the origin replaces its stale copy in KV", async () => {
  await env.DB.prepare("UPDATE product SET promotion = 'Diwali-Deal' WHERE brandName = 'Mahindra' AND name = 'Treo'").run();
  expect(((await (await fetchWorker("/api/getProductByPromotion?promotion=Diwali-Deal")).json()) as unknown[]).length).toBeGreaterThan(0);
  await untilCached("getProductByPromotion", { promotion: "Diwali-Deal" });
  await env.DB.prepare("UPDATE product SET promotion = '' WHERE promotion = 'Diwali-Deal'").run();
  later(Number(env.CACHE_FRESH_TTL) + 5);
  expect((await fetchWorker("/api/getProductByPromotion?promotion=Diwali-Deal")).headers.get("X-Cache")).toBe("STALE");
  const key = await storedKey(env.API_CACHE, callOf("getProductByPromotion", { promotion: "Diwali-Deal" }).key);
  await vi.waitFor(async () => expect(await env.API_CACHE.get(key)).toBeNull());
  await vi.waitFor(async () => expect(await (await fetchWorker("/api/getProductByPromotion?promotion=Diwali-Deal")).json()).toEqual([]));
});

test("an unknown type name is a 404", async () => {
  const res = await fetchWorker("/api/getTypeByName?typeName=flying%20car");
  expect(res.status).toBe(404);
});

test("a non-ASCII query parameter is a 404 JSON without an origin call", async () => {
  const calls = countOriginCalls("getProductByBrand");
  const res = await fetchWorker(`/api/getProductByBrand?brandName=${encodeURIComponent("महिंद्रा")}`);
  expect(res.status).toBe(404);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
  expect(calls()).toBe(0);
});

test("answers carry X-Cache and a public Cache-Control", async () => {
  const res = await fetchWorker("/api/getType");
  expect(res.headers.get("X-Cache")).toMatch(/^(HIT|MISS|STALE)$/);
  expect(res.headers.get("Cache-Control")).toContain("public");
});
