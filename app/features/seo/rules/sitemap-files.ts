import { alternateUrls } from "./meta";
import type { SitemapEntry } from "./sitemap";
import { MAX_SITEMAP_BYTES, type SitemapUrl, urlXml, urlsetXml } from "./sitemap-xml";

// How a group's pages become sitemap files (docs/decisions/113-sitemaps-in-both-languages.md):
// every language version of a page is a <url> of its own, naming all versions as the page's head
// does, and the entries fill files up to the protocol's limits, 50,000 URLs and 50 MB.

/** The protocol's limit of <url> entries in one file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/**
 * A page's <url> entries: one per language version (English first), each listing every version
 * and x-default with the page head's own alternates (app/features/seo/rules/meta.ts), so the two never differ.
 */
export function pageUrls(origin: string, path: string): SitemapUrl[] {
  const alternates = alternateUrls(origin + path);
  return alternates.filter((a) => a.hreflang !== "x-default").map((a) => ({ loc: a.href, alternates }));
}

export type FileSize = { urls: number; bytes: number };

/**
 * Items in order into files: a file ends before the item that would take it past either limit, so
 * an item (a page's entries) is never split across files. An item over a limit on its own gets a
 * file of its own; none is, since listed paths are bounded (MAX_PATH_LENGTH).
 */
export function splitIntoFiles<T>(items: readonly T[], sizeOf: (item: T) => FileSize, limits: FileSize): T[][] {
  const files: T[][] = [];
  let file: T[] = [];
  let used: FileSize = { urls: 0, bytes: 0 };
  for (const item of items) {
    const size = sizeOf(item);
    if (file.length > 0 && (used.urls + size.urls > limits.urls || used.bytes + size.bytes > limits.bytes)) {
      files.push(file);
      file = [];
      used = { urls: 0, bytes: 0 };
    }
    file.push(item);
    used = { urls: used.urls + size.urls, bytes: used.bytes + size.bytes };
  }
  if (file.length > 0) files.push(file);
  return files;
}

/** A page's <url> elements, serialised. */
export const pageXml = (origin: string, path: string): string[] => pageUrls(origin, path).map(urlXml);

// Serialised URLs, escaped, and the markup around them are ASCII: a string's length is its size in bytes.
export const pageSize = (urls: readonly string[]): FileSize => ({ urls: urls.length, bytes: urls.reduce((n, url) => n + url.length, 0) });

/**
 * A group's pages split into files, in order. Each page is measured as it will be written, and
 * only its size is kept: a group's whole XML is never held at once, only the file asked for.
 */
export function sitemapFiles(origin: string, pages: readonly SitemapEntry[]): SitemapEntry[][] {
  const limits = { urls: MAX_URLS_PER_SITEMAP, bytes: MAX_SITEMAP_BYTES - urlsetXml([]).length };
  return splitIntoFiles(pages, (page) => pageSize(pageXml(origin, page.path)), limits);
}

/** One sitemap file: every language version of each of its pages, English first. */
export function sitemapFileXml(origin: string, pages: readonly SitemapEntry[]): string {
  return urlsetXml(pages.flatMap((page) => pageXml(origin, page.path)));
}
