// Serialisation of the sitemap protocol (sitemaps.org 0.9): a urlset per file, and the index that
// lists the files. No lastmod: the catalogue carries no dates, and an invented one misleads. Each
// <url> names the page's language versions beside it: hreflang links en-IN, hi-IN and x-default,
// as on the page itself (app/features/seo/rules/sitemap-files.ts builds them).

import { escapeXml } from "#app/shared/lib/escape";

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML = "http://www.w3.org/1999/xhtml";

/** One <url> of a urlset: its absolute address and every language version of its page. */
export type SitemapUrl = { loc: string; alternates: readonly { hreflang: string; href: string }[] };

// The protocol asks for entity-escaped URLs: the five characters XML reserves.
const loc = (url: string) => `<loc>${escapeXml(url)}</loc>`;

const alternate = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;

export function urlXml(url: SitemapUrl): string {
  return `<url>${loc(url.loc)}${url.alternates.map((a) => alternate(a.hreflang, a.href)).join("")}</url>\n`;
}

/** A sitemap file of <url> elements already serialised by urlXml. */
export function urlsetXml(urls: readonly string[]): string {
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML}">\n${urls.join("")}</urlset>\n`;
}

/** The index of the files, each at /sitemap/{name}. */
export function sitemapIndexXml(origin: string, fileNames: readonly string[]): string {
  const files = fileNames.map((name) => `<sitemap>${loc(`${origin}/sitemap/${name}`)}</sitemap>\n`).join("");
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${files}</sitemapindex>\n`;
}

/** The protocol's limit on one uncompressed file. */
export const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;
