// Serialisation of the sitemap protocol (sitemaps.org 0.9): a urlset per file, and the index that
// lists the files. No lastmod: the catalogue carries no dates, and an invented one misleads. Each
// page's languages are named beside it (issue 19): hreflang links en-IN, hi-IN and x-default, as
// on the page itself.

import { LANGS, LOCALE, pathIn } from "#app/i18n/lang";
import { escapeXml } from "#app/lib/escape";

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML = "http://www.w3.org/1999/xhtml";

// The protocol asks for entity-escaped URLs: the five characters XML reserves.
const loc = (origin: string, path: string) => `<loc>${escapeXml(`${origin}${path}`)}</loc>`;

const alternate = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;

/** The page's address in each language, and the English one as the default. */
function alternates(origin: string, path: string): string {
  const links = LANGS.map((lang) => alternate(LOCALE[lang], origin + pathIn(lang, path)));
  return links.join("") + alternate("x-default", origin + pathIn("en", path));
}

export function urlsetXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `<url>${loc(origin, path)}${alternates(origin, path)}</url>\n`).join("");
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML}">\n${urls}</urlset>\n`;
}

/** The index of the files, each at /sitemap/{name}. */
export function sitemapIndexXml(origin: string, fileNames: readonly string[]): string {
  const files = fileNames.map((name) => `<sitemap>${loc(origin, `/sitemap/${name}`)}</sitemap>\n`).join("");
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${files}</sitemapindex>\n`;
}

/** The protocol's limit on one uncompressed file. */
export const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;
