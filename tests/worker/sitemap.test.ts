import { expect, test } from "vitest";
import { cityRoutePath, priceInSegment } from "#app/shared/rules/city-route";
import { listableTypes } from "#app/shared/rules/lists";
import { brandPath } from "#app/shared/rules/slug";
import { langOfPath, pathIn, withoutLang } from "#app/shared/i18n/lang";
import { FIXED_PAGES } from "#app/features/seo/rules/sitemap";
import { MAX_URLS_PER_SITEMAP } from "#app/features/seo/rules/sitemap-files";
import { sampleTables } from "../../seed";
import { ORIGIN, attr, fetchWorker, getPage, tags } from "./helpers";

// /robots.txt and the sitemaps, on the sample catalogue. Every page is listed in both languages:
// its English and its Hindi address are <url> entries of their own (docs/decisions/113).

// Articles are listed once their metadata pairs are (docs/decisions/041-article-list.md).
const listedArticles = sampleTables().metadata.filter((m) => (m.name === "article" || m.name === "trending") && m.listed);

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

/** An absolute URL of the site as its path. */
function pathOf(url: string): string {
  expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
  return url.slice(ORIGIN.length);
}

/** A <url> entry: its address and the hreflang alternates it lists, in order, as paths. */
type Entry = { loc: string; alternates: [hreflang: string, path: string][] };

function entries(xml: string): Entry[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, url]) => ({
    loc: pathOf(locs(url!)[0]!),
    alternates: [...url!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)]
      .map(([, hreflang, href]) => [hreflang!, pathOf(href!.replaceAll("&amp;", "&"))] as [string, string]),
  }));
}

async function xml(path: string) {
  const res = await fetchWorker(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
  return res.text();
}

/** Every sitemap file with its <url> entries, read through the index. */
async function allSitemaps(): Promise<Map<string, Entry[]>> {
  const index = await xml("/sitemap.xml");
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = new Map<string, Entry[]>();
  for (const loc of locs(index)) {
    expect(loc.startsWith(`${ORIGIN}/sitemap/`)).toBe(true);
    const body = await xml(pathOf(loc));
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    files.set(loc.slice(`${ORIGIN}/sitemap/`.length), entries(body));
  }
  return files;
}

/** Every address the sitemaps list, in both languages. */
const listedPaths = (files: Map<string, Entry[]>) => [...files.values()].flat().map((e) => e.loc);

test("robots.txt allows all but /api/, /admin/ and /enquiry, and names the sitemap", async () => {
  const res = await fetchWorker("/robots.txt");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
  const lines = (await res.text()).split("\n");
  expect(lines).toEqual(expect.arrayContaining([
    "User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /admin/", "Disallow: /enquiry", `Sitemap: ${ORIGIN}/sitemap.xml`,
  ]));
});

test("the sitemap index lists every sitemap file; a file holds at most 50,000 URLs", async () => {
  const files = await allSitemaps();
  expect([...files.keys()]).toEqual([
    "pages.xml", "brands.xml", "models-1.xml", "model-city-1.xml", "types.xml", "category-city-1.xml",
    "city-dealers-1.xml", "dealers-1.xml", "manufacturers.xml", "blogs.xml",
    ...(listedArticles.length > 0 ? ["articles.xml"] : []), "comparisons.xml", "towns.xml",
  ]);
  expect(MAX_URLS_PER_SITEMAP).toBe(50_000);
  for (const urls of files.values()) {
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.length).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
  }
});

test("every page's English and Hindi versions are each a <url> entry listing hi-IN, en-IN and x-default", async () => {
  const files = await allSitemaps();
  for (const [name, urls] of files) {
    // In each file a page's English entry, then its Hindi entry, both naming the same three versions.
    expect(urls.length % 2, name).toBe(0);
    for (let i = 0; i < urls.length; i += 2) {
      const [en, hi] = [urls[i]!, urls[i + 1]!];
      expect(langOfPath(en.loc), en.loc).toBe("en");
      const versions = [["en-IN", en.loc], ["hi-IN", pathIn("hi", en.loc)], ["x-default", en.loc]];
      expect(en.alternates, en.loc).toEqual(versions);
      expect(hi, en.loc).toEqual({ loc: pathIn("hi", en.loc), alternates: versions });
    }
  }
  const pages = files.get("pages.xml")!;
  expect(pages.slice(0, 2)).toEqual([
    { loc: "/", alternates: [["en-IN", "/"], ["hi-IN", "/hi"], ["x-default", "/"]] },
    { loc: "/hi", alternates: [["en-IN", "/"], ["hi-IN", "/hi"], ["x-default", "/"]] },
  ]);
  const mahindra = [["en-IN", "/brand/Mahindra"], ["hi-IN", "/hi/brand/Mahindra"], ["x-default", "/brand/Mahindra"]];
  expect(files.get("brands.xml")).toEqual(expect.arrayContaining([
    { loc: "/brand/Mahindra", alternates: mahindra },
    { loc: "/hi/brand/Mahindra", alternates: mahindra },
  ]));
});

test("the sitemaps cover every brand, model, model in a city, type, city page, dealer, manufacturer, blog, listed article and catalogue town, in both languages", async () => {
  const t = sampleTables();
  const files = await allSitemaps();
  const all = listedPaths(files);
  const listed = new Set(all.filter((path) => langOfPath(path) === "en"));
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
    // Comparisons: only popular pairs are listed, each of two models of one type.
    ...[...listed].filter((path) => path.startsWith("/compare/")),
    // every town of the catalogue has its page of every type sold near it (docs/decisions/147)
    ...t.city.map((c) => `/town/${encodeURIComponent(s(c.cityName).replaceAll(" ", "-"))}`),
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
  expect(new Set(all)).toEqual(new Set([...listed, ...[...listed].map((path) => pathIn("hi", path))]));
  expect(all.length).toBe(2 * listed.size);
});

test("each sitemap lists only its own group's pages, each URL once", async () => {
  const files = await allSitemaps();
  const all = listedPaths(files);
  expect(new Set(all).size).toBe(all.length);
  // A page's Hindi entry is the same page: its path after the /hi prefix.
  const paths = (name: string) => files.get(name)!.map((e) => withoutLang(e.loc));
  expect(paths("brands.xml").every((p) => /^\/brand\/[^/]+$/.test(p))).toBe(true);
  expect(paths("models-1.xml").every((p) => /^\/brand\/[^/]+\/[^/]+$/.test(p))).toBe(true);
  expect(paths("model-city-1.xml").every((p) => /^\/brand\/[^/]+\/[^/]+\/Price-In-[^/]+$/.test(p))).toBe(true);
  expect(paths("dealers-1.xml").every((p) => /^\/dealer\/[^/]+\/(About|Product|Contact)$/.test(p))).toBe(true);
  expect(paths("comparisons.xml").every((p) => /^\/compare\/[^/]+\/[^/]+\/vs\/[^/]+\/[^/]+$/.test(p))).toBe(true);
});

// Each Hindi address is the Hindi path of a listed English one (the test above); the Hindi page is
// the same route with the same data (docs/decisions/080), so asking each English address, and one
// Hindi address per file below, keeps this test's time where it was.
test("every English URL in the sitemaps answers 200", { timeout: 600_000 }, async () => {
  const files = await allSitemaps();
  const built = listedPaths(files).filter((path) => langOfPath(path) === "en");
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

test("the first Hindi URL of each sitemap file answers 200 in Hindi, its head naming the versions its entry names", async () => {
  const files = await allSitemaps();
  for (const urls of files.values()) {
    const hindi = urls.find((e) => langOfPath(e.loc) === "hi")!;
    const page = await getPage(hindi.loc);
    expect(page.status, hindi.loc).toBe(200);
    expect(page.html, hindi.loc).toContain('<html lang="hi-IN"');
    const head = tags(page.html, "link", 'rel="alternate"').map((t) => [attr(t, "hrefLang"), pathOf(attr(t, "href")!)]);
    expect(head, hindi.loc).toEqual(hindi.alternates);
  }
});

test("unknown sitemap names, non-canonical names and pages past the end answer 404", async () => {
  for (const path of ["/sitemap/cars.xml", "/sitemap/brands-1.xml", "/sitemap/model-city.xml", "/sitemap/model-city-2.xml",
    "/sitemap/brands.txt", "/sitemap/brands-x.xml", ...(listedArticles.length > 0 ? [] : ["/sitemap/articles.xml"])]) {
    const res = await fetchWorker(path);
    await res.body?.cancel();
    expect(res.status, path).toBe(404);
  }
});
