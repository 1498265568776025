import { env } from "cloudflare:workers";
import { expect, test, vi } from "vitest";
import { fetchWorker, kvKeyCount, untilPageCached } from "./helpers";

const auth = { Authorization: "Bearer test-admin-token", "Content-Type": "application/json" };

test("anonymous page HTML is served from the edge cache on the next request", async () => {
  const first = await fetchWorker("/");
  expect(first.headers.get("X-Cache")).toMatch(/MISS|HIT/);
  const html = await first.text();
  const hit = await untilPageCached("/");
  expect(hit.status).toBe(200);
  // The nonce differs per response, and rewriting it re-serialises "/>" as " />".
  const withoutNonces = (text: string) => text.replace(/nonce="[^"]*"/g, 'nonce=""').replaceAll(" />", "/>");
  expect(withoutNonces(await hit.text())).toBe(withoutNonces(html));
});

test("a cached page gets this response's CSP nonce on its inline scripts", async () => {
  await (await fetchWorker("/")).text();
  const hit = await untilPageCached("/");
  const nonce = /'nonce-([^']+)'/.exec(hit.headers.get("Content-Security-Policy") ?? "")?.[1];
  const html = await hit.text();
  const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
  expect([...nonces]).toEqual([nonce]);
});

test("the anti-forgery cookie is added after the cache, never stored in it", async () => {
  await (await fetchWorker("/")).text();
  const hit = await untilPageCached("/");
  const again = await fetchWorker("/");
  expect(hit.headers.get("Set-Cookie")).toMatch(/XSRF-TOKEN=/);
  expect(again.headers.get("Set-Cookie")).not.toBe(hit.headers.get("Set-Cookie"));
});

test("a page with parameters it does not take shares the clean page's cache entry", async () => {
  await untilPageCached("/");
  const res = await fetchWorker("/?utm_source=x");
  expect(res.headers.get("X-Cache")).toBe("HIT");
});

test("a page stored before a purge is not served after it", async () => {
  await (await fetchWorker("/")).text();
  await untilPageCached("/");
  const res = await fetchWorker("/admin/cache/purge", { method: "POST", headers: auth, body: JSON.stringify({ all: true }) });
  expect(res.status).toBe(200);
  const again = await fetchWorker("/");
  await again.text();
  expect(again.headers.get("X-Cache")).toBe("MISS");
});

test("a purge is a generation, not a walk of the cached pages and answers: no KV entry per page, no list, no delete", async () => {
  const pages = ["/", "/About-Us", "/brand/Mahindra", "/guides", "/Contact-Us"];
  const before = await kvKeyCount();
  for (const page of pages) {
    await (await fetchWorker(page)).text();
    await untilPageCached(page);
  }
  // The pages' own data may add KV entries; the pages themselves add none.
  const cachedAgain = await kvKeyCount();
  for (const page of pages) await (await fetchWorker(page)).text();
  expect(await kvKeyCount()).toBe(cachedAgain);
  expect(cachedAgain).toBeGreaterThanOrEqual(before);
  const list = vi.spyOn(env.API_CACHE, "list");
  const remove = vi.spyOn(env.API_CACHE, "delete");
  const res = await fetchWorker("/admin/cache/purge", { method: "POST", headers: auth, body: JSON.stringify({ all: true }) });
  expect(res.status).toBe(200);
  expect(list).not.toHaveBeenCalled();
  expect(remove).not.toHaveBeenCalled();
  list.mockRestore();
  remove.mockRestore();
  for (const page of pages) {
    const res = await fetchWorker(page);
    await res.text();
    expect(res.headers.get("X-Cache"), page).toBe("MISS");
  }
});

test("a page read from the edge cache leaves with its own Cache-Control, never the store's lifetime", async () => {
  // robots.txt is stored as a page and says the crawler files' hour (3,600 s) itself
  await (await fetchWorker("/robots.txt")).text();
  const robots = await untilPageCached("/robots.txt");
  await robots.text();
  expect(robots.headers.get("Cache-Control")).toBe("public, max-age=3600");
  // a page says nothing of its own: its cached copy says nothing either (the store's 300 s stays inside)
  await (await fetchWorker("/About-Us")).text();
  const page = await untilPageCached("/About-Us");
  await page.text();
  expect(page.headers.get("Cache-Control")).toBeNull();
  expect([...page.headers.keys()].filter((name) => name.toLowerCase().startsWith("x-answer"))).toEqual([]);
});
