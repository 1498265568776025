import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { sampleTables } from "../../seed";
import { breakOrigin, expectLogged, fetchWorker, untilCached } from "./helpers";

// The sitemaps follow the catalogue: they are built from cached /api answers, so a purge of the
// catalogue generation brings a change in; with the origin down and nothing cached they answer 503.

const auth = { Authorization: "Bearer test-admin-token", "Content-Type": "application/json" };
const purge = (body: unknown) => fetchWorker("/admin/cache/purge", { method: "POST", headers: auth, body: JSON.stringify(body) });
const text = async (path: string) => (await fetchWorker(path)).text();

test("a sitemap is built from cached answers: a new brand appears once the cache is purged", async () => {
  expect(await text("/sitemap/brands.xml")).not.toContain("/brand/Zeta-Motors<");
  await untilCached("getBrand", {});
  await env.DB.prepare("INSERT INTO brand (brandName, popularity) VALUES ('Zeta Motors', 1)").run();
  expect(await text("/sitemap/brands.xml")).not.toContain("/brand/Zeta-Motors<");
  expect((await purge({ all: true })).status).toBe(200);
  expect(await text("/sitemap/brands.xml")).toContain("<loc>http://localhost/brand/Zeta-Motors</loc>");
});

test("articles are listed from the listed metadata pairs (article, url) and (trending, url)", async () => {
  await env.DB.prepare("UPDATE metadata SET listed = 1 WHERE name IN ('article', 'trending')").run();
  expect((await purge({ all: true })).status).toBe(200);
  const xml = await text("/sitemap/articles.xml");
  for (const a of sampleTables().article) expect(xml).toContain(`<loc>http://localhost/${String(a.name)}/${String(a.url)}</loc>`);
  expect(await text("/sitemap.xml")).toContain("<loc>http://localhost/sitemap/articles.xml</loc>");
});

test("with the origin down and nothing cached the sitemaps answer 503, not a partial list", async () => {
  // Twice: a failing origin is answered from the previous generation's copy, when there is one.
  expect((await purge({ all: true })).status).toBe(200);
  expect((await purge({ all: true })).status).toBe(200);
  breakOrigin("getBrand");
  for (const path of ["/sitemap.xml", "/sitemap/brands.xml"]) {
    const res = await fetchWorker(path);
    expect(res.status, path).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("300");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  }
  expectLogged("warn", /crawler file unavailable/);
});
