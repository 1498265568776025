import type { Api } from "#app/shared/contract";
import { listableTypes } from "#app/shared/rules/lists";
import { type GroupData, type SitemapEntry, type SitemapGroup, TRADER_TABS, groupEntries, sitemapFileName } from "./sitemap";
import { pageXml, pageSize } from "./sitemap-files";
import { LIST_ALL, whole } from "./sitemap-source";
import { MAX_SITEMAP_BYTES, urlsetXml } from "./sitemap-xml";

// The groups that grow with the catalogue, in files that are slices of it (docs/decisions/138,
// 141): models and models in a town (250,000 pages at a hundred times the sample), each type's
// pages in a town and dealers in a town (35,000 and 11,000 there), and the dealers' pages (three
// a dealer, 19,500). Each file is read with a fixed number of origin queries whatever the
// catalogue's size, and holds at most `pagesPerFile` pages, so a file stays within 50,000 URLs
// and 50 MB by construction. The index lists the files that hold rows, from counts. The other
// groups are bounded lists, read whole as before (./sitemap-source.ts).

export const SLICED_GROUPS = ["models", "model-city", "category-city", "city-dealers", "dealers"] as const satisfies readonly SitemapGroup[];
export type SlicedGroup = (typeof SLICED_GROUPS)[number];
export const isSliced = (group: SitemapGroup): group is SlicedGroup => (SLICED_GROUPS as readonly string[]).includes(group);

/**
 * Pages in one file: each page is an English and a Hindi <url>, so 20,000 URLs, about 8 MB. The
 * protocol allows 50,000 URLs, but a file of 25,000 models in a town (20 MB of XML) made at a
 * hundred times the sample lost its connection: the isolate holds the file's strings several
 * times over within its 128 MB (docs/decisions/138). 10,000 pages made 8 MB files in measure.
 */
export const PAGES_PER_FILE = 10_000;

/** Pages one row of a group makes: a dealer has a page per tab, the rest one. */
export const PAGES_PER_ROW: Record<SlicedGroup, number> = { models: 1, "model-city": 1, "category-city": 1, "city-dealers": 1, dealers: TRADER_TABS.length };

/** Rows in one file of a group, so that it holds at most `pagesPerFile` pages. */
export const rowsPerFile = (group: SlicedGroup, pagesPerFile: number) => Math.max(1, Math.floor(pagesPerFile / PAGES_PER_ROW[group]));

/** Where a sliced group's rows come from: the embedded origin's D1 (app/features/seo/server/sitemap-slices.ts) or the contract. */
export type SitemapSlices = {
  /** The most pages one file of this source holds. */
  pagesPerFile: number;
  /** The numbers of the group's files that hold rows, ascending (not always 1…n: a slice may be empty). */
  files(group: SlicedGroup): Promise<number[]>;
  /** The rows of one file; none for a file past the end. */
  rows<G extends SlicedGroup>(group: G, file: number): Promise<GroupData[G]>;
};

/**
 * Brands a file covers through the contract (a remote origin has no ranges to read): one call per
 * brand, and `getPriceByBrand` answers at most 1,000 rows, so 10 brands are at most 10,000 pages.
 */
export const BRANDS_PER_FILE = { models: 250, "model-city": 10 } as const;
/** Types a file of towns' pages covers through the contract: `getMetadataByName` answers at most 1,000 pairs a type. */
export const TYPES_PER_FILE = PAGES_PER_FILE / LIST_ALL;

type Run<T> = { count(): Promise<number>; read(from: number, to: number): Promise<T[]> };

/**
 * A remote origin's slices: a file of models is a run of brands in the order `getBrand` lists
 * them (a call for the brands and one per brand of the run, at most 251 a file); a file of towns'
 * pages a run of types (one call a type, 1,000 pairs at most); a file of dealers a run of the one
 * dealer list.
 */
export function contractSlices(api: Api): SitemapSlices {
  const brands = async () => (await api.call("getBrand", {})).map((b) => b.brandName);
  const types = async () => listableTypes(await api.call("getTypeByOrder", {})).map((t) => t.typeName);
  const byBrand = (group: "models" | "model-city"): Run<unknown> => ({
    count: async () => (await brands()).length,
    read: async (from, to) =>
      (
        await Promise.all(
          (await brands()).slice(from, to).map((brandName) =>
            group === "models"
              ? api.call("getProductByBrand", { brandName })
              : whole("getPriceByBrand", api.call("getPriceByBrand", { brandName, count: LIST_ALL }), brandName),
          ),
        )
      ).flat(),
  });
  const byType = (suffix: string): Run<unknown> => ({
    count: async () => (await types()).length,
    read: async (from, to) =>
      (
        await Promise.all(
          (await types()).slice(from, to).map((type) => whole("getMetadataByName", api.call("getMetadataByName", { name: `${type}${suffix}`, count: LIST_ALL }), type + suffix)),
        )
      ).flat(),
  });
  const dealers = () => api.call("getTrader", { traderType: "Dealer" });
  const runs: Record<SlicedGroup, { per: number; run: Run<unknown> }> = {
    models: { per: BRANDS_PER_FILE.models, run: byBrand("models") },
    "model-city": { per: BRANDS_PER_FILE["model-city"], run: byBrand("model-city") },
    "category-city": { per: TYPES_PER_FILE, run: byType("") },
    "city-dealers": { per: TYPES_PER_FILE, run: byType(" dealers") },
    dealers: {
      per: rowsPerFile("dealers", PAGES_PER_FILE),
      run: { count: async () => (await dealers()).length, read: async (from, to) => (await dealers()).slice(from, to) },
    },
  };
  return {
    pagesPerFile: PAGES_PER_FILE,
    async files(group) {
      const { per, run } = runs[group];
      return Array.from({ length: Math.ceil((await run.count()) / per) }, (_, i) => i + 1);
    },
    async rows(group, file) {
      const { per, run } = runs[group];
      return (file >= 1 ? await run.read((file - 1) * per, file * per) : []) as GroupData[typeof group];
    },
  };
}

/** A sliced group's file names: always numbered, by the slice, so a name never moves as the catalogue grows. */
export function slicedFileNames(group: SlicedGroup, files: readonly number[]): string[] {
  return files.map((n) => sitemapFileName(group, n, files.length));
}

/** The bytes one page's two entries may take, so that `pagesPerFile` of them fit in 50 MB. */
export const pageBytesBudget = (pagesPerFile: number) => Math.floor((MAX_SITEMAP_BYTES - urlsetXml([]).length) / pagesPerFile);

/**
 * A file's XML from its pages: at most `pagesPerFile` pages, each within the byte budget (a page
 * over it, which needs paths of hundreds of characters, is left out and said in the log), so the
 * file is within both limits without measuring the rest of the group.
 */
export function boundedFileXml(origin: string, pages: readonly SitemapEntry[], pagesPerFile: number): string {
  const budget = pageBytesBudget(pagesPerFile);
  const urls: string[] = [];
  let listed = 0;
  for (const page of pages) {
    if (listed === pagesPerFile) {
      console.warn(`sitemap: a file reached ${pagesPerFile} pages; ${pages.length - listed} more left out`);
      break;
    }
    const xml = pageXml(origin, page.path);
    if (pageSize(xml).bytes > budget) {
      console.warn(`sitemap: ${page.path} takes more than ${budget} bytes; left out`);
      continue;
    }
    urls.push(...xml);
    listed++;
  }
  return urlsetXml(urls);
}

/** One file of a sliced group, or null when it holds no page (past the end, or an empty slice). */
export async function slicedFileXml(slices: SitemapSlices, origin: string, group: SlicedGroup, file: number): Promise<string | null> {
  const pages = groupEntries(group, await slices.rows(group, file));
  return pages.length ? boundedFileXml(origin, pages, slices.pagesPerFile) : null;
}
