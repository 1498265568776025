import { type APIRequestContext, type PlaywrightWorkerArgs, expect, test } from "@playwright/test";

// From the home page, follow every internal link (breadth first, bounded) and check that no page
// fails (5xx) and no link is broken (404), and that the sitemaps list every page found. Pages built
// in other work streams are left out for now: dealer, manufacturer, blog, article and static
// pages, and the enquiry page.
//
// One crawl serves both tests (they ran the same crawl twice): it is made once per worker, a few
// requests at a time, and its results are read in queue order, so the pages crawled and the order
// links are found in are those of a crawl made one request after another.

const MAX_PAGES = 400;
const IN_FLIGHT = 4;

const decode = (s: string) => s.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

type Crawled = { path: string; from: string; status: number; html?: string; noindex: boolean };

/**
 * Breadth first from "/", at most MAX_PAGES pages besides the enquiry form's (its links are
 * followed for the first test's broken-link rule, and left out of the bound so that the pages
 * the sitemap rule reads are the same MAX_PAGES as before).
 */
async function crawlFrom(request: APIRequestContext, origin: string): Promise<Crawled[]> {
  const seen = new Set<string>(["/"]);
  const queue: { path: string; from: string }[] = [{ path: "/", from: "(start)" }];
  const crawled: Crawled[] = [];
  let pages = 0;
  while (queue.length && pages < MAX_PAGES) {
    // The next requests in queue order, no more than the bound leaves room for.
    const batch: { path: string; from: string }[] = [];
    let room = MAX_PAGES - pages;
    while (queue.length && batch.length < IN_FLIGHT && room > 0) {
      const next = queue.shift()!;
      batch.push(next);
      if (new URL(next.path, origin).pathname !== "/enquiry") room--;
    }
    const answers = await Promise.all(batch.map(async ({ path, from }): Promise<Crawled> => {
      const res = await request.get(path, { maxRedirects: 0 });
      const html = (res.headers()["content-type"] ?? "").includes("text/html") ? await res.text() : undefined;
      // A page that asks not to be indexed (the town picker, a one-model comparison) is in no sitemap.
      const noindex = /noindex/.test(res.headers()["x-robots-tag"] ?? "") || /<meta name="robots" content="noindex/.test(html ?? "");
      return { path, from, status: res.status(), html, noindex };
    }));
    for (const page of answers) {
      crawled.push(page);
      if (new URL(page.path, origin).pathname !== "/enquiry") pages++;
      if (page.status >= 500 || page.status === 404 || page.html === undefined) continue;
      for (const [, raw] of page.html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
        const url = new URL(decode(raw!), origin + page.path);
        if (url.origin !== origin) continue;
        const next = url.pathname + url.search;
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push({ path: next, from: page.path });
      }
    }
  }
  return crawled;
}

let crawl: Promise<Crawled[]> | undefined;

/** The crawl, made by the first test that asks, in a request context of the worker's own (it outlives that test). */
function theCrawl(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string): Promise<Crawled[]> {
  crawl ??= playwright.request.newContext({ baseURL }).then((request) => crawlFrom(request, new URL(baseURL).origin));
  return crawl;
}

test("a crawl from the home page meets no server error and no broken link", async ({ playwright, baseURL }) => {
  test.setTimeout(240_000);
  const crawled = await theCrawl(playwright, baseURL!);
  const broken = crawled.filter((p) => p.status >= 500 || p.status === 404).map((p) => `${p.status} ${p.path} (linked from ${p.from})`);
  expect(broken).toEqual([]);
  expect(crawled.length).toBeGreaterThanOrEqual(Math.min(MAX_PAGES, 200));
});

test("the sitemaps list every page a crawl from the home page finds", async ({ playwright, request, baseURL }) => {
  test.setTimeout(240_000);
  const listed = new Set<string>();
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
  for (const sitemap of locs(await (await request.get("/sitemap.xml")).text())) {
    const xml = await (await request.get(new URL(sitemap).pathname)).text();
    // Each page is listed in both languages, and each entry names both as its hreflang alternates.
    const alternates = [...xml.matchAll(/<xhtml:link\b[^>]*\shref="([^"]+)"/g)].map((m) => decode(m[1]!));
    for (const page of [...locs(xml), ...alternates]) listed.add(new URL(page).pathname);
  }
  const crawled = await theCrawl(playwright, baseURL!);
  // Pages with a query (View More, the enquiry form) are views of a listed page, not pages of their
  // own; the enquiry form is no page of the catalogue.
  const missing = crawled
    .filter((p) => p.status === 200 && p.html !== undefined && !p.noindex && !p.path.includes("?"))
    .filter((p) => new URL(p.path, baseURL).pathname !== "/enquiry" && !listed.has(decodeURIComponent(p.path)))
    .map((p) => p.path);
  expect(missing).toEqual([]);
  expect(crawled.filter((p) => new URL(p.path, baseURL).pathname !== "/enquiry").length).toBeGreaterThanOrEqual(Math.min(MAX_PAGES, 200));
  expect(listed.size).toBeGreaterThan(1000);
});
