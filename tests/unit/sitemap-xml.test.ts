import { expect, test } from "vitest";
import { MAX_PATH_LENGTH, MAX_URLS_PER_SITEMAP } from "#app/seo/sitemap";
import { escapeXml } from "#app/lib/escape";
import { MAX_SITEMAP_BYTES, sitemapIndexXml, urlsetXml } from "#app/seo/sitemap-xml";

test("a urlset lists each URL as an absolute loc in the sitemaps.org namespace", () => {
  expect(urlsetXml("https://ev.example", ["/", "/brand/Tata"])).toBe(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      "<url><loc>https://ev.example/</loc></url>\n" +
      "<url><loc>https://ev.example/brand/Tata</loc></url>\n" +
      "</urlset>\n",
  );
});

test("the index points at /sitemap/{name} for every file", () => {
  expect(sitemapIndexXml("https://ev.example", ["pages.xml", "model-city-1.xml"])).toBe(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      "<sitemap><loc>https://ev.example/sitemap/pages.xml</loc></sitemap>\n" +
      "<sitemap><loc>https://ev.example/sitemap/model-city-1.xml</loc></sitemap>\n" +
      "</sitemapindex>\n",
  );
});

test("XML's reserved characters are escaped as entities", () => {
  expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  expect(urlsetXml("https://ev.example", ["/blog/a&b"])).toContain("<loc>https://ev.example/blog/a&amp;b</loc>");
});

test("a full page of the longest URLs, all escaped, stays under the protocol's 50 MB", () => {
  const longest = `/${"&".repeat(MAX_PATH_LENGTH - 1)}`;
  const xml = urlsetXml("https://ev.example", Array.from({ length: MAX_URLS_PER_SITEMAP }, () => longest));
  expect(new TextEncoder().encode(xml).byteLength).toBeLessThan(MAX_SITEMAP_BYTES);
}, 60_000); // ~100 MB of strings: seconds on a busy 2-core machine, not a speed check
