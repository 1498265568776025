import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { forgetReads } from "#worker/bff/cache";
import { prepareCall } from "#worker/bff/prepared-call";
import { breakOrigin, countOriginCalls, expectLogged, fetchWorker, remoteMode, slowOrigin, untilCached } from "./helpers";

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

test("20 concurrent misses in one isolate make 1 origin call", async () => {
  const calls = countOriginCalls("getBrandByOrder");
  const responses = await Promise.all(
    Array.from({ length: 20 }, () => fetchWorker("/api/getBrandByOrder?count=20")),
  );
  expect(responses.every((r) => r.status === 200)).toBe(true);
  expect(calls()).toBe(1);
});

test("a stale entry is served at once and refreshed in the background", async () => {
  await fetchWorker("/api/getBrandByOrder?count=8");
  await untilCached("getBrandByOrder", { count: 8 });
  const calls = countOriginCalls("getBrandByOrder");
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + (Number(env.CACHE_FRESH_TTL) + 5) * 1000);
  const res = await fetchWorker("/api/getBrandByOrder?count=8");
  expect(res.status).toBe(200);
  expect(res.headers.get("X-Cache")).toBe("STALE");
  await vi.waitFor(() => expect(calls()).toBe(1));
});

test("a failing origin with a stale copy serves the stale copy", async () => {
  const warm = await fetchWorker("/api/getBrandByOrder?count=9");
  const body = await warm.json();
  await untilCached("getBrandByOrder", { count: 9 });
  breakOrigin("getBrandByOrder");
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + (Number(env.CACHE_FRESH_TTL) + 5) * 1000);
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

test("an empty 'not found' answer is a 404 and is cached briefly, in this location and not in KV", async () => {
  const calls = countOriginCalls("getProductByBrand");
  const first = await fetchWorker("/api/getProductByBrand?brandName=NoSuchBrand");
  expect(first.status).toBe(404);
  await new Promise((r) => setTimeout(r, 50));
  forgetReads(); // another isolate of this location
  const second = await fetchWorker("/api/getProductByBrand?brandName=NoSuchBrand");
  expect(second.status).toBe(404);
  expect(second.headers.get("X-Cache")).toBe("HIT");
  expect(calls()).toBe(1);
  expect(await env.API_CACHE.get(prepareCall("getProductByBrand", { brandName: "NoSuchBrand" }).key)).toBeNull();
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
