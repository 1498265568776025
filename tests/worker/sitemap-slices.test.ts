import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { brandPath } from "#app/shared/rules/slug";
import { priceInSegment } from "#app/shared/rules/city-route";
import { groupEntries } from "#app/features/seo/rules/sitemap";
import { slicedFileNames, slicedFileXml } from "#app/features/seo/rules/sitemap-slices";
import { d1SitemapSlices } from "#app/features/seo/server/sitemap-slices";
import { ORIGIN, fetchWorker } from "./helpers";

// Sitemaps at scale (docs/decisions/138): the groups that grow with the catalogue are files that
// are slices of it, each read with one query that reads at most its own rows whatever the
// catalogue's size, each within its configured number of pages (here a small one, so the sample
// makes several files), every page in both languages.

/** D1 that counts the queries sent and the rows they read. */
function counting(db: D1Database) {
  const seen = { queries: 0, rowsRead: 0 };
  const statement = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => statement(target.bind(...values));
        if (property === "all") {
          return async () => {
            seen.queries++;
            const result = await target.all();
            seen.rowsRead += result.meta.rows_read;
            return result;
          };
        }
        if (property === "first" || property === "run" || property === "raw") seen.queries++;
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const proxy = new Proxy(db, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => statement(target.prepare(sql));
      if (property === "batch" || property === "exec") throw new Error("a sitemap only reads");
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: proxy as D1Database, seen };
}

const SMALL = 300;
const urls = (xml: string) => [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, url]) => url!);
const locOf = (url: string) => /<loc>([^<]*)<\/loc>/.exec(url)![1]!.replaceAll("&amp;", "&");

/** Every model-in-town path the catalogue has, as the sitemap builds them. */
async function everyPricePath(): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT brandName, name, cityName FROM price").all<{ brandName: string; name: string; cityName: string }>();
  return groupEntries("model-city", results).map((e) => e.path);
}

test("a sliced sitemap file holds at most its configured pages, each page's English and Hindi versions a <url> listing hi-IN, en-IN and x-default", async () => {
  const slices = d1SitemapSlices(env.DB, SMALL);
  const files = await slices.files("model-city");
  const prices = await env.DB.prepare("SELECT COUNT(*) AS n FROM price").first<{ n: number }>();
  expect(files).toEqual(Array.from({ length: Math.ceil(prices!.n / SMALL) }, (_, i) => i + 1));
  const listed: string[] = [];
  for (const file of files) {
    const xml = (await slicedFileXml(slices, ORIGIN, "model-city", file))!;
    const entries = urls(xml);
    expect(entries.length, `file ${file}`).toBeGreaterThan(0);
    expect(entries.length, `file ${file}`).toBeLessThanOrEqual(2 * SMALL);
    for (let i = 0; i < entries.length; i += 2) {
      const [en, hi] = [locOf(entries[i]!), locOf(entries[i + 1]!)];
      const path = en.slice(ORIGIN.length);
      expect(hi).toBe(`${ORIGIN}/hi${path}`);
      const alternates = `<xhtml:link rel="alternate" hreflang="en-IN" href="${ORIGIN}${path}"/><xhtml:link rel="alternate" hreflang="hi-IN" href="${ORIGIN}/hi${path}"/><xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${path}"/>`;
      expect(entries[i]!.replaceAll("&amp;", "&")).toContain(alternates);
      expect(entries[i + 1]!.replaceAll("&amp;", "&")).toContain(alternates);
      listed.push(path);
    }
  }
  // every page of the group once, across its files
  expect(listed.sort()).toEqual((await everyPricePath()).sort());
  expect(await slicedFileXml(slices, ORIGIN, "model-city", files.length + 1)).toBeNull();
  expect(slicedFileNames("model-city", [1, 2])).toEqual(["model-city-1.xml", "model-city-2.xml"]);
  expect(slicedFileNames("models", [1])).toEqual(["models-1.xml"]);
});

test("a sliced sitemap file is one query reading at most its own rows, and the index one query a group, whatever the catalogue's size", async () => {
  const measure = async () => {
    const { db, seen } = counting(env.DB);
    const slices = d1SitemapSlices(db, SMALL);
    const files = await slices.files("model-city");
    expect(seen.queries).toBe(1);
    const perFile: { queries: number; rowsRead: number }[] = [];
    for (const file of files) {
      const before = { ...seen };
      await slicedFileXml(slices, ORIGIN, "model-city", file);
      perFile.push({ queries: seen.queries - before.queries, rowsRead: seen.rowsRead - before.rowsRead });
    }
    return { files: files.length, perFile };
  };
  const sample = await measure();
  // the catalogue grows: every model priced in one more town, its rows appended
  await env.DB.prepare("INSERT INTO price (brandName, name, cityName, exShowroomPrice, type) SELECT brandName, name, 'Sitemapnagar', 100000, typeName FROM product").run();
  const grown = await measure();
  expect(grown.files).toBeGreaterThanOrEqual(sample.files);
  for (const { queries, rowsRead } of [...sample.perFile, ...grown.perFile]) {
    expect(queries).toBe(1);
    // its own rows, and the row after them that ends the range
    expect(rowsRead).toBeLessThanOrEqual(SMALL + 2);
  }
  const xml = (await slicedFileXml(d1SitemapSlices(env.DB, SMALL), ORIGIN, "model-city", grown.files))!;
  expect(xml).toContain(`${ORIGIN}/hi${brandPath("Mahindra", "Treo")}/${priceInSegment("Sitemapnagar")}`);
});

test("the index lists the sliced groups' files from their counts, and their names are always numbered", async () => {
  const index = await (await fetchWorker("/sitemap.xml")).text();
  expect(index).toContain(`<loc>${ORIGIN}/sitemap/models-1.xml</loc>`);
  expect(index).toContain(`<loc>${ORIGIN}/sitemap/model-city-1.xml</loc>`);
  for (const path of ["/sitemap/models.xml", "/sitemap/models-2.xml", "/sitemap/model-city-0.xml"]) {
    const res = await fetchWorker(path);
    await res.body?.cancel();
    expect(res.status, path).toBe(404);
  }
  const models = await fetchWorker("/sitemap/models-1.xml");
  expect(models.status).toBe(200);
  expect(urls(await models.text()).length).toBe(2 * groupEntries("models", (await env.DB.prepare("SELECT brandName, name FROM product").all<{ brandName: string; name: string }>()).results).length);
});

/** Every page of a group the catalogue has, as the sitemap builds them from the whole lists. */
async function everyPath(group: "category-city" | "city-dealers" | "dealers"): Promise<string[]> {
  if (group === "dealers") {
    const { results } = await env.DB.prepare("SELECT tName FROM trader WHERE traderType = 'Dealer'").all<{ tName: string }>();
    return groupEntries(group, results).map((e) => e.path);
  }
  const { results: types } = await env.DB.prepare("SELECT typeName FROM vehicle_type WHERE categoryName NOT IN ('spare parts', 'dealership')").all<{ typeName: string }>();
  const names = new Set(types.map((t) => t.typeName.toLowerCase() + (group === "city-dealers" ? " dealers" : "")));
  const { results } = await env.DB.prepare("SELECT name, value FROM metadata WHERE listed = 1").all<{ name: string; value: string }>();
  return groupEntries(group, results.filter((r) => names.has(r.name.replaceAll("-", " ").toLowerCase()))).map((e) => e.path);
}

test("a type's pages in every town, its dealers in every town and every dealer's pages are slices too: each listed page once, each file within its pages and one query reading at most its own range", async () => {
  const SOME = 40;
  for (const group of ["category-city", "city-dealers", "dealers"] as const) {
    const { db, seen } = counting(env.DB);
    const slices = d1SitemapSlices(db, SOME);
    const files = await slices.files(group);
    expect(files.length, group).toBeGreaterThan(1);
    const listed: string[] = [];
    for (const file of files) {
      const before = { ...seen };
      const xml = (await slicedFileXml(slices, ORIGIN, group, file))!;
      expect(seen.queries - before.queries, `${group} ${file}`).toBe(1);
      // a dealer's three tabs are three pages: a third of the rows
      expect(seen.rowsRead - before.rowsRead, `${group} ${file}`).toBeLessThanOrEqual(SOME + 2 + /* the type names */ 50);
      const entries = urls(xml);
      expect(entries.length, `${group} ${file}`).toBeLessThanOrEqual(2 * SOME);
      for (let i = 0; i < entries.length; i += 2) listed.push(locOf(entries[i]!).slice(ORIGIN.length));
    }
    expect(listed.sort(), group).toEqual((await everyPath(group)).sort());
  }
});

test("the index learns every sliced group's files in one query", async () => {
  const { db, seen } = counting(env.DB);
  const slices = d1SitemapSlices(db, SMALL);
  for (const group of ["models", "model-city", "category-city", "city-dealers", "dealers"] as const) expect((await slices.files(group)).length, group).toBeGreaterThan(0);
  expect(seen.queries).toBe(1);
  const index = await (await fetchWorker("/sitemap.xml")).text();
  for (const name of ["category-city-1.xml", "city-dealers-1.xml", "dealers-1.xml"]) expect(index).toContain(`<loc>${ORIGIN}/sitemap/${name}</loc>`);
  for (const path of ["/sitemap/category-city.xml", "/sitemap/dealers.xml"]) {
    const res = await fetchWorker(path);
    await res.body?.cancel();
    expect(res.status, path).toBe(404);
  }
});
