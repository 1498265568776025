import { expect, test } from "vitest";
import { escapeXml } from "#app/shared/lib/escape";
import { pageUrls } from "#app/features/seo/rules/sitemap-files";
import { sitemapIndexXml, urlXml, urlsetXml } from "#app/features/seo/rules/sitemap-xml";

const links = (en: string, hi: string) =>
  `<xhtml:link rel="alternate" hreflang="en-IN" href="https://ev.example${en}"/>` +
  `<xhtml:link rel="alternate" hreflang="hi-IN" href="https://ev.example${hi}"/>` +
  `<xhtml:link rel="alternate" hreflang="x-default" href="https://ev.example${en}"/>`;

const urlset = (paths: string[]) => urlsetXml(paths.flatMap((path) => pageUrls("https://ev.example", path).map(urlXml)));

test("a urlset lists each language version as an absolute loc in the sitemaps.org namespace, with its hreflang alternates en-IN, hi-IN, x-default", () => {
  expect(urlset(["/", "/brand/Tata"])).toBe(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      `<url><loc>https://ev.example/</loc>${links("/", "/hi")}</url>\n` +
      `<url><loc>https://ev.example/hi</loc>${links("/", "/hi")}</url>\n` +
      `<url><loc>https://ev.example/brand/Tata</loc>${links("/brand/Tata", "/hi/brand/Tata")}</url>\n` +
      `<url><loc>https://ev.example/hi/brand/Tata</loc>${links("/brand/Tata", "/hi/brand/Tata")}</url>\n` +
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
  expect(urlset(["/blog/a&b"])).toContain("<loc>https://ev.example/blog/a&amp;b</loc>");
  expect(urlset(["/blog/a&b"])).toContain('hreflang="hi-IN" href="https://ev.example/hi/blog/a&amp;b"');
});
