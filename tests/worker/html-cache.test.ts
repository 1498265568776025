import { expect, test } from "vitest";
import { fetchWorker, untilPageCached } from "./helpers";

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

test("purging the KV entries a page was rendered from purges the page", async () => {
  await (await fetchWorker("/")).text();
  await untilPageCached("/");
  const res = await fetchWorker("/admin/cache/purge", { method: "POST", headers: auth, body: JSON.stringify({ tag: "metadata" }) });
  const body = (await res.json()) as { pages: string[] };
  // The home page's key: build version, then the origin it was rendered for, then "/".
  expect(body.pages.some((p) => p.endsWith(`/${encodeURIComponent("http://localhost")}/`))).toBe(true);
  expect((await fetchWorker("/")).headers.get("X-Cache")).toBe("MISS");
});
