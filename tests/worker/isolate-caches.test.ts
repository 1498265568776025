import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { purgePagesOf } from "#worker/html-cache";
import { fetchWorker } from "./helpers";

// Issue 14 point 4: every isolate-wide map has a size bound; every index-driven purge pages
// through KV's list with its cursor.

const auth = { Authorization: "Bearer test-admin-token" };

type Sizes = Record<string, { size: number; max: number }>;

test("an operator can read the isolate's caches and their bounds", async () => {
  const res = await fetchWorker("/admin/cache/isolate", { headers: auth });
  expect(res.status).toBe(200);
  const sizes = (await res.json()) as Sizes;
  for (const name of ["memo", "inflight", "refreshing", "lastWrite", "preparedCalls", "hmacKeys", "guideWords"]) {
    expect(sizes[name], name).toMatchObject({ size: expect.any(Number), max: expect.any(Number) });
  }
});

test("1,500 requests for distinct names leave every isolate map within its bound", async () => {
  for (let i = 0; i < 1500; i += 50) {
    await Promise.all(
      Array.from({ length: 50 }, async (_, j) => (await fetchWorker(`/api/getDistrict?stateName=State-${i + j}`)).arrayBuffer()),
    );
  }
  const sizes = (await (await fetchWorker("/admin/cache/isolate", { headers: auth })).json()) as Sizes;
  for (const [name, { size, max }] of Object.entries(sizes)) expect(size, name).toBeLessThanOrEqual(max);
  expect(sizes.preparedCalls!.max).toBeLessThan(1500);
});

test("purging a key reaches every page indexed under it, past the first 1,000 of KV's list", async () => {
  const kvKey = "v1:getBrand?";
  const cache = await caches.open("html");
  const pages = Array.from({ length: 1100 }, (_, i) => `https://html-cache.internal/test/page-${i}`);
  for (let i = 0; i < pages.length; i += 100) {
    await Promise.all(
      pages.slice(i, i + 100).flatMap((page) => [
        env.API_CACHE.put(`page:${kvKey}|${page}`, ""),
        cache.put(page, new Response("cached", { headers: { "Cache-Control": "max-age=300" } })),
      ]),
    );
  }
  const purged = await purgePagesOf(env.API_CACHE, [kvKey]);
  expect(purged).toHaveLength(1100);
  expect(await cache.match(pages[1099]!)).toBeUndefined();
  expect((await env.API_CACHE.list({ prefix: `page:${kvKey}|` })).keys).toHaveLength(0);
});
