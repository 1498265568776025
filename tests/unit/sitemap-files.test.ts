import { expect, test } from "vitest";
import { pageMeta } from "#app/features/seo/rules/meta";
import { MAX_PATH_LENGTH, type SitemapEntry } from "#app/features/seo/rules/sitemap";
import { MAX_URLS_PER_SITEMAP, pageUrls, sitemapFileXml, sitemapFiles, splitIntoFiles } from "#app/features/seo/rules/sitemap-files";
import { MAX_SITEMAP_BYTES } from "#app/features/seo/rules/sitemap-xml";

// Sitemaps in both languages (docs/decisions/113-sitemaps-in-both-languages.md): each page's
// English and Hindi addresses are <url> entries of their own, and files keep to the protocol's limits.

const ORIGIN = "https://ev.example";
const versions = (en: string, hi: string) => [
  { hreflang: "en-IN", href: `${ORIGIN}${en}` },
  { hreflang: "hi-IN", href: `${ORIGIN}${hi}` },
  { hreflang: "x-default", href: `${ORIGIN}${en}` },
];
const pages = (count: number, path = (i: number) => `/brand/Brand-${i}`): SitemapEntry[] =>
  Array.from({ length: count }, (_, i) => ({ path: path(i), pageType: "brand" }));
const urlCount = (xml: string) => xml.split("<url>").length - 1;

test("every page's English and Hindi versions are each a <url> entry listing hi-IN, en-IN and x-default", () => {
  expect(pageUrls(ORIGIN, "/brand/Tata")).toEqual([
    { loc: `${ORIGIN}/brand/Tata`, alternates: versions("/brand/Tata", "/hi/brand/Tata") },
    { loc: `${ORIGIN}/hi/brand/Tata`, alternates: versions("/brand/Tata", "/hi/brand/Tata") },
  ]);
  expect(pageUrls(ORIGIN, "/").map((u) => u.loc)).toEqual([`${ORIGIN}/`, `${ORIGIN}/hi`]);
  for (const url of pageUrls(ORIGIN, "/")) expect(url.alternates).toEqual(versions("/", "/hi"));
});

test("a sitemap entry names the same versions as the page's own head, in either language", () => {
  for (const path of ["/", "/brand/Mahindra/Treo/Price-In-Noida", "/blog/a%26b", "/About-Us"]) {
    for (const url of pageUrls(ORIGIN, path)) {
      const head = pageMeta({ url: url.loc }).filter((tag) => "rel" in tag && tag.rel === "alternate");
      expect(url.alternates.map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hreflang, href: a.href })), url.loc).toEqual(head);
    }
  }
});

test("a file lists each page's English entry, then its Hindi entry, in the group's order", () => {
  const [file, ...more] = sitemapFiles(ORIGIN, pages(2));
  expect(more).toEqual([]);
  expect([...sitemapFileXml(ORIGIN, file!).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
    `${ORIGIN}/brand/Brand-0`, `${ORIGIN}/hi/brand/Brand-0`, `${ORIGIN}/brand/Brand-1`, `${ORIGIN}/hi/brand/Brand-1`,
  ]);
  expect(sitemapFiles(ORIGIN, [])).toEqual([]);
});

test("a sitemap file holds at most 50,000 URLs", () => {
  expect(MAX_URLS_PER_SITEMAP).toBe(50_000);
  // 25,001 pages are 50,002 URLs: a full file of 25,000 pages, and the last page's two versions.
  const files = sitemapFiles(ORIGIN, pages(25_001)).map((file) => sitemapFileXml(ORIGIN, file));
  expect(files.map(urlCount)).toEqual([50_000, 2]);
  expect(files[1]).toContain(`<loc>${ORIGIN}/brand/Brand-25000</loc>`);
  expect(files[1]).toContain(`<loc>${ORIGIN}/hi/brand/Brand-25000</loc>`);
}, 60_000); // ~15 MB of XML: seconds on a busy 2-core machine, not a speed check

test("files fill in order and end before the page that would pass either limit; a page's versions share a file", () => {
  const size = (urls: number, bytes: number) => ({ urls, bytes });
  const sizes = [size(2, 40), size(2, 40), size(2, 40), size(2, 90), size(2, 10)];
  const split = (limits: { urls: number; bytes: number }) => splitIntoFiles(sizes.map((_, i) => i), (i) => sizes[i]!, limits);
  expect(split({ urls: 4, bytes: 1000 })).toEqual([[0, 1], [2, 3], [4]]);
  expect(split({ urls: 5, bytes: 1000 })).toEqual([[0, 1], [2, 3], [4]]); // never half a page
  expect(split({ urls: 100, bytes: 100 })).toEqual([[0, 1], [2], [3, 4]]);
  expect(split({ urls: 100, bytes: 80 })).toEqual([[0, 1], [2], [3], [4]]); // a page over the limit alone: a file of its own
  expect(split({ urls: 100, bytes: 1000 })).toEqual([[0, 1, 2, 3, 4]]);
  expect(splitIntoFiles([], () => size(2, 1), { urls: 4, bytes: 4 })).toEqual([]);
});

test("a sitemap file stays under the protocol's 50 MB, even of the longest paths with every character escaped", () => {
  // "'" is the costliest character to escape (&apos;); 3,000 such pages are more than 50 MB of XML.
  const longest = pages(3000, (i) => `/${String(i).padStart(5, "0")}${"'".repeat(MAX_PATH_LENGTH - 6)}`);
  const files = sitemapFiles(ORIGIN, longest);
  expect(files.length).toBeGreaterThan(1);
  for (const file of files) expect(new TextEncoder().encode(sitemapFileXml(ORIGIN, file)).byteLength).toBeLessThanOrEqual(MAX_SITEMAP_BYTES);
  expect(files.flat()).toEqual(longest);
}, 60_000); // ~100 MB of strings: seconds on a busy 2-core machine, not a speed check
