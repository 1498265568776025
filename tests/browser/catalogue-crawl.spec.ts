import { expect, test } from "@playwright/test";

// From the home page, follow every internal link (breadth first, bounded) and check that no page
// fails (5xx) and no link is broken (404). Pages built in other work streams are left out for
// now: dealer, manufacturer, blog, article and static pages, and the enquiry page.

const MAX_PAGES = 400;

const decode = (s: string) => s.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

test("a crawl from the home page meets no server error and no broken link", async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const seen = new Set<string>(["/"]);
  const queue: { path: string; from: string }[] = [{ path: "/", from: "(start)" }];
  const broken: string[] = [];
  let crawled = 0;
  while (queue.length && crawled < MAX_PAGES) {
    const { path, from } = queue.shift()!;
    const res = await request.get(path, { maxRedirects: 0 });
    crawled++;
    if (res.status() >= 500 || res.status() === 404) {
      broken.push(`${res.status()} ${path} (linked from ${from})`);
      continue;
    }
    if (!(res.headers()["content-type"] ?? "").includes("text/html")) continue;
    const html = await res.text();
    for (const [, raw] of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
      const url = new URL(decode(raw!), origin + path);
      if (url.origin !== origin) continue;
      const next = url.pathname + url.search;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push({ path: next, from: path });
    }
  }
  expect(broken).toEqual([]);
  expect(crawled).toBeGreaterThanOrEqual(Math.min(MAX_PAGES, 200));
});

test("the sitemaps list every page a crawl from the home page finds", async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
  const listed = new Set<string>();
  for (const sitemap of locs(await (await request.get("/sitemap.xml")).text())) {
    const xml = await (await request.get(new URL(sitemap).pathname)).text();
    // Each page is listed in both languages, and each entry names both as its hreflang alternates.
    const alternates = [...xml.matchAll(/<xhtml:link\b[^>]*\shref="([^"]+)"/g)].map((m) => decode(m[1]!));
    for (const page of [...locs(xml), ...alternates]) listed.add(new URL(page).pathname);
  }
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const missing: string[] = [];
  let crawled = 0;
  while (queue.length && crawled < MAX_PAGES) {
    const path = queue.shift()!;
    const res = await request.get(path, { maxRedirects: 0 });
    crawled++;
    if (!(res.headers()["content-type"] ?? "").includes("text/html") || res.status() !== 200) continue;
    const html = await res.text();
    // Pages with a query (View More, the enquiry form) are views of a listed page, not pages of their
    // own; a page that asks not to be indexed (the town picker, a one-model comparison) is in no sitemap.
    const noindex = /noindex/.test(res.headers()["x-robots-tag"] ?? "") || /<meta name="robots" content="noindex/.test(html);
    if (!path.includes("?") && !noindex && !listed.has(decodeURIComponent(path))) missing.push(path);
    for (const [, raw] of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
      const url = new URL(decode(raw!), origin + path);
      const next = url.pathname + url.search;
      if (url.origin !== origin || seen.has(next) || url.pathname === "/enquiry") continue;
      seen.add(next);
      queue.push(next);
    }
  }
  expect(missing).toEqual([]);
  expect(listed.size).toBeGreaterThan(1000);
});
