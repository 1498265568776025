import { expect, test } from "vitest";
import { cityRoutePath, priceInSegment } from "#app/domain/rules/city-route";
import { listableTypes } from "#app/domain/rules/lists";
import { brandPath } from "#app/domain/rules/slug";
import { FIXED_PAGES, MAX_URLS_PER_SITEMAP } from "#app/seo/sitemap";
import { sampleTables } from "#worker/origin/sample";
import { ORIGIN, fetchWorker } from "./helpers";

// /robots.txt and the sitemaps, on the sample catalogue.

// Articles are listed once their metadata pairs are (docs/decisions/041-article-list.md).
const listedArticles = sampleTables().metadata.filter((m) => (m.name === "article" || m.name === "trending") && m.listed);

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

async function xml(path: string) {
  const res = await fetchWorker(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
  return res.text();
}

/** Every page sitemap with its URLs (paths), read through the index. */
async function allSitemaps(): Promise<Map<string, string[]>> {
  const index = await xml("/sitemap.xml");
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = new Map<string, string[]>();
  for (const loc of locs(index)) {
    expect(loc.startsWith(`${ORIGIN}/sitemap/`)).toBe(true);
    const body = await xml(loc.slice(ORIGIN.length));
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    files.set(loc.slice(`${ORIGIN}/sitemap/`.length), locs(body).map((l) => l.slice(ORIGIN.length)));
  }
  return files;
}

test("robots.txt allows all but /api/, /admin/ and /enquiry, and names the sitemap", async () => {
  const res = await fetchWorker("/robots.txt");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
  const lines = (await res.text()).split("\n");
  expect(lines).toEqual(expect.arrayContaining([
    "User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /admin/", "Disallow: /enquiry", `Sitemap: ${ORIGIN}/sitemap.xml`,
  ]));
});

test("the sitemap index lists the paged sitemaps; every page holds at most 5,000 absolute URLs", async () => {
  const files = await allSitemaps();
  expect([...files.keys()]).toEqual([
    "pages.xml", "brands.xml", "models.xml", "model-city-1.xml", "types.xml", "category-city.xml",
    "city-dealers.xml", "dealers.xml", "manufacturers.xml", "blogs.xml",
    ...(listedArticles.length > 0 ? ["articles.xml"] : []), "comparisons.xml",
  ]);
  for (const paths of files.values()) {
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.length).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
    for (const path of paths) expect(path.startsWith("/")).toBe(true);
  }
});

test("the sitemaps cover every brand, model, model in a city, type, city page, dealer, manufacturer, blog and listed article", async () => {
  const t = sampleTables();
  const files = await allSitemaps();
  const listed = new Set([...files.values()].flat());
  const s = String;
  const typeNames = new Set(t.vehicle_type.map((v) => s(v.typeName)));
  const expected = [
    ...FIXED_PAGES.map((p) => p.path),
    ...t.brand.map((b) => brandPath(s(b.brandName))),
    ...t.product.map((p) => brandPath(s(p.brandName), s(p.name))),
    ...t.price.map((p) => `${brandPath(s(p.brandName), s(p.name))}/${priceInSegment(s(p.cityName))}`),
    ...listableTypes(t.vehicle_type.map((v) => ({ typeName: s(v.typeName), categoryName: s(v.categoryName) })))
      .map((v) => `/${v.categoryName.replace(" ", "-")}/${v.typeName.replaceAll(" ", "-")}`),
    // category-in-city pages: the cities listed under a type name (brand and model lists are links, not pages)
    ...t.metadata.filter((m) => m.listed && typeNames.has(s(m.name)))
      .map((m) => `/${s(m.name).replaceAll(" ", "-")}/${encodeURIComponent(s(m.value))}`),
    ...t.metadata.filter((m) => m.listed && typeNames.has(s(m.name).replace(/ dealers$/, "")) && s(m.name).endsWith(" dealers"))
      .map((m) => cityRoutePath(s(m.value), s(m.name))),
    ...t.trader.flatMap((r) => ["About", "Product", "Contact"].map((tab) =>
      `/${r.traderType === "Dealer" ? "dealer" : "manufacturer"}/${encodeURIComponent(s(r.tName))}/${tab}`)),
    ...t.blog.map((b) => `/blog/${s(b.url)}`),
    ...listedArticles.map((m) => `/${s(m.name)}/${s(m.value)}`),
    // Comparisons (issue 20): only popular pairs are listed, each of two models of one type.
    ...[...listed].filter((path) => path.startsWith("/compare/")),
  ];
  const typeOf = new Map(t.product.map((p) => [brandPath(s(p.brandName), s(p.name)), s(p.typeName)]));
  for (const path of [...listed].filter((p) => p.startsWith("/compare/"))) {
    const [a, b] = path.slice("/compare".length).split("/vs").map((model) => typeOf.get(`/brand${model}`));
    expect(a !== undefined && a === b, path).toBe(true);
  }
  const missing = expected.filter((path) => !listed.has(path));
  expect(missing).toEqual([]);
  expect(listed.size).toBe(new Set(expected).size);
  expect(listed.has("/city/Noida/electric-rickshaw-dealers")).toBe(true);
});

test("each sitemap lists only its own group's pages, each URL once", async () => {
  const files = await allSitemaps();
  const all = [...files.values()].flat();
  expect(new Set(all).size).toBe(all.length);
  expect(files.get("brands.xml")!.every((p) => /^\/brand\/[^/]+$/.test(p))).toBe(true);
  expect(files.get("models.xml")!.every((p) => /^\/brand\/[^/]+\/[^/]+$/.test(p))).toBe(true);
  expect(files.get("model-city-1.xml")!.every((p) => /^\/brand\/[^/]+\/[^/]+\/Price-In-[^/]+$/.test(p))).toBe(true);
  expect(files.get("dealers.xml")!.every((p) => /^\/dealer\/[^/]+\/(About|Product|Contact)$/.test(p))).toBe(true);
  expect(files.get("comparisons.xml")!.every((p) => /^\/compare\/[^/]+\/[^/]+\/vs\/[^/]+\/[^/]+$/.test(p))).toBe(true);
});

test("every URL in the sitemaps answers 200", { timeout: 600_000 }, async () => {
  const files = await allSitemaps();
  const built = [...files.values()].flat();
  const failed: string[] = [];
  // A few requests at a time: the pages wait on KV and D1 as much as they render.
  const queue = [...built];
  await Promise.all(Array.from({ length: 6 }, async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const res = await fetchWorker(path);
      await res.body?.cancel();
      if (res.status !== 200) failed.push(`${res.status} ${path}`);
    }
  }));
  expect(failed).toEqual([]);
  expect(built).toContain("/");
});

test("unknown sitemap names, non-canonical names and pages past the end answer 404", async () => {
  for (const path of ["/sitemap/cars.xml", "/sitemap/brands-1.xml", "/sitemap/model-city.xml", "/sitemap/model-city-2.xml",
    "/sitemap/brands.txt", "/sitemap/brands-x.xml", ...(listedArticles.length > 0 ? [] : ["/sitemap/articles.xml"])]) {
    const res = await fetchWorker(path);
    await res.body?.cancel();
    expect(res.status, path).toBe(404);
  }
});
