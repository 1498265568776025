import { expect, test } from "vitest";
import { ORIGIN, fetchWorker } from "./helpers";

// From the home page, follow every internal link (breadth first, bounded) and check that no page
// fails (5xx) and no link is broken (404), and that the sitemaps list every page found. Pages built
// in other work streams are left out for now: dealer, manufacturer, blog, article and static
// pages, and the enquiry page.
//
// Only HTTP answers are read (status, headers, HTML), so the crawl runs here against the Worker
// rather than in the browser layer. The crawler keeps the cookies pages set and sends them back,
// as the HTTP client of a browser test does. One crawl serves both tests: a few requests at a
// time, its results read in queue order, so the pages crawled and the order links are found in
// are those of a crawl made one request after another.

const MAX_PAGES = 400;
const IN_FLIGHT = 4;

const decode = (s: string) => s.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

type Crawled = { path: string; from: string; status: number; html?: string; noindex: boolean };

/** The cookies pages set, sent back with every later request. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    keep(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair = "", ...attributes] = line.split(";");
        const at = pair.indexOf("=");
        const name = pair.slice(0, at).trim();
        const gone = attributes.some((a) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a)) ||
          attributes.some((a) => /^\s*expires\s*=/i.test(a) && Date.parse(a.split("=").slice(1).join("=")) < Date.now());
        if (gone) cookies.delete(name);
        else cookies.set(name, pair.slice(at + 1).trim());
      }
    },
  };
}

/**
 * Breadth first from "/", at most MAX_PAGES pages besides the enquiry form's (its links are
 * followed for the first test's broken-link rule, and left out of the bound so that the pages
 * the sitemap rule reads are the same MAX_PAGES as before).
 */
async function crawlFrom(origin: string): Promise<Crawled[]> {
  const jar = cookieJar();
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
    const cookie = jar.header();
    const answers = await Promise.all(batch.map(async ({ path, from }): Promise<Crawled> => {
      const res = await fetchWorker(path, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
      jar.keep(res);
      const html = (res.headers.get("Content-Type") ?? "").includes("text/html") ? await res.text() : undefined;
      if (html === undefined) await res.body?.cancel();
      // A page that asks not to be indexed (the town picker, a one-model comparison) is in no sitemap.
      const noindex = /noindex/.test(res.headers.get("X-Robots-Tag") ?? "") || /<meta name="robots" content="noindex/.test(html ?? "");
      return { path, from, status: res.status, html, noindex };
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

/** The crawl, made by the first test that asks. */
function theCrawl(): Promise<Crawled[]> {
  crawl ??= crawlFrom(ORIGIN);
  return crawl;
}

test("a crawl from the home page meets no server error and no broken link", { timeout: 240_000 }, async () => {
  const crawled = await theCrawl();
  const broken = crawled.filter((p) => p.status >= 500 || p.status === 404).map((p) => `${p.status} ${p.path} (linked from ${p.from})`);
  expect(broken).toEqual([]);
  expect(crawled.length).toBeGreaterThanOrEqual(Math.min(MAX_PAGES, 200));
});

test("the sitemaps list every page a crawl from the home page finds", { timeout: 240_000 }, async () => {
  const listed = new Set<string>();
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
  for (const sitemap of locs(await (await fetchWorker("/sitemap.xml")).text())) {
    const xml = await (await fetchWorker(new URL(sitemap).pathname)).text();
    // Each page is listed in both languages, and each entry names both as its hreflang alternates.
    const alternates = [...xml.matchAll(/<xhtml:link\b[^>]*\shref="([^"]+)"/g)].map((m) => decode(m[1]!));
    for (const page of [...locs(xml), ...alternates]) listed.add(new URL(page).pathname);
  }
  const crawled = await theCrawl();
  // Pages with a query (View More, the enquiry form) are views of a listed page, not pages of their
  // own; the enquiry form is no page of the catalogue.
  const missing = crawled
    .filter((p) => p.status === 200 && p.html !== undefined && !p.noindex && !p.path.includes("?"))
    .filter((p) => new URL(p.path, ORIGIN).pathname !== "/enquiry" && !listed.has(decodeURIComponent(p.path)))
    .map((p) => p.path);
  expect(missing).toEqual([]);
  expect(crawled.filter((p) => new URL(p.path, ORIGIN).pathname !== "/enquiry").length).toBeGreaterThanOrEqual(Math.min(MAX_PAGES, 200));
  expect(listed.size).toBeGreaterThan(1000);
});
