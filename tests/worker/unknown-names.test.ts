import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { countOriginCalls, fetchWorker, kvKeyCount } from "./helpers";

// Names that do not exist cost no KV write each, while the origin still hears
// of each at most about once a minute; counts of a list are a few cache entries, not one each.

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});


const settle = () => new Promise((r) => setTimeout(r, 100));

test("an unknown name costs no KV write: 200 requests for names that do not exist write nothing to KV", async () => {
  // The pages' shared calls (the root's type list) are real data, written once before counting.
  await (await fetchWorker("/brand/Warm-Up-Brand")).arrayBuffer();
  await settle();
  const before = await kvKeyCount();
  for (let i = 0; i < 200; i++) {
    const name = `No-Such-Brand-${crypto.randomUUID().slice(0, 8)}`;
    const res = await fetchWorker(`/api/getModelByBrand?brandName=${name}&count=6`);
    expect(res.status).toBe(404);
    const page = await fetchWorker(`/brand/${name}`);
    await page.arrayBuffer();
    expect(page.status).toBe(404);
  }
  await settle();
  expect(await kvKeyCount()).toBe(before);
});

test("the origin hears of an unknown name once, and again after about a minute", async () => {
  const calls = countOriginCalls("getProductByBrand");
  for (let i = 0; i < 5; i++) expect((await fetchWorker("/api/getProductByBrand?brandName=Nowhere-Motors")).status).toBe(404);
  expect(calls()).toBe(1);
  const again = await fetchWorker("/api/getProductByBrand?brandName=Nowhere-Motors");
  expect(again.headers.get("X-Cache")).toBe("HIT");
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + (Number(env.CACHE_EMPTY_TTL) + 1) * 1000);
  const later = await fetchWorker("/api/getProductByBrand?brandName=Nowhere-Motors");
  expect(later.status).toBe(404);
  await vi.waitFor(() => expect(calls()).toBe(2));
  expect(Number(env.CACHE_EMPTY_TTL)).toBeLessThanOrEqual(60);
});

test("a name added at the origin shows within the empty answer's lifetime", async () => {
  expect((await fetchWorker("/api/getProductByPromotion?promotion=Monsoon-Offer")).status).toBe(200);
  await env.DB.prepare("UPDATE product SET promotion = 'Monsoon-Offer' WHERE brandName = 'Mahindra' AND name = 'Treo'").run();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + (Number(env.CACHE_EMPTY_TTL) + 1) * 1000);
  await fetchWorker("/api/getProductByPromotion?promotion=Monsoon-Offer");
  await vi.waitFor(async () => {
    const res = await fetchWorker("/api/getProductByPromotion?promotion=Monsoon-Offer");
    expect(((await res.json()) as unknown[]).length).toBeGreaterThan(0);
  });
});

test("a thousand different counts of one list are at most 11 cache entries", async () => {
  const before = await kvKeyCount();
  for (let count = 1; count <= 1000; count += 7) {
    const res = await fetchWorker(`/api/getBrandByOrder?count=${count}`);
    const brands = (await res.json()) as unknown[];
    expect(brands.length).toBeLessThanOrEqual(count);
  }
  await settle();
  expect((await kvKeyCount()) - before).toBeLessThanOrEqual(11);
});

test("a list asked with a count gets exactly that many of the list's first items", async () => {
  const all = (await (await fetchWorker("/api/getBrandByOrder?count=1000")).json()) as { brandName: string }[];
  for (const count of [1, 3, 5, 7]) {
    const some = (await (await fetchWorker(`/api/getBrandByOrder?count=${count}`)).json()) as { brandName: string }[];
    expect(some.map((b) => b.brandName)).toEqual(all.slice(0, count).map((b) => b.brandName));
  }
});
