import type { Blog, Brand, Location, MetadataName, Price, Product, Trader, VehicleType } from "#app/shared/entities";
import { isAscii } from "#app/shared/rules/ascii";
import { addressableTown, cityFromPriceSegment, cityRoutePath, normaliseCityRoute, priceInSegment } from "#app/shared/rules/city-route";
import { listableTypes } from "#app/shared/rules/lists";
import { categoryCityPath, guidePath, townPath, traderPath, typePath } from "#app/shared/rules/paths";
import { brandPath } from "#app/shared/rules/slug";
import { type ModelRef, comparePath } from "#app/features/tools/rules/compare";

// Which URLs the sitemaps list, from catalogue entities (docs/decisions/040-sitemaps.md). Every
// path is built by the same rules the screens use for their links, and a path the router would
// refuse (non-ASCII, a city the city-route rule rejects, too long) never enters a sitemap.

export const PAGE_TYPES = [
  "home", "view-all", "brand", "model", "model-in-city", "type", "category-in-city",
  "city-dealers", "dealer", "manufacturer", "blog", "article", "guides", "static", "error", "compare", "tool", "town",
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export type SitemapEntry = { path: string; pageType: PageType };

/** The pages that exist whatever the catalogue holds. */
export const FIXED_PAGES: readonly SitemapEntry[] = [
  { path: "/", pageType: "home" },
  { path: "/types-of-electric-vehicles", pageType: "view-all" },
  { path: "/e-rickshaw-manufacturer-companies-in-india", pageType: "view-all" },
  { path: "/guides", pageType: "guides" },
  // the buyer tools' empty forms (their answers, to a visitor's query, are no pages of their own)
  { path: "/subsidy", pageType: "tool" },
  { path: "/battery", pageType: "tool" },
  { path: "/About-Us", pageType: "static" },
  { path: "/Contact-Us", pageType: "static" },
  { path: "/Terms-of-Use", pageType: "static" },
  { path: "/Privacy-Policy", pageType: "static" },
];

export const TRADER_TABS = ["About", "Product", "Contact"] as const;
/** Categories with a type route (/three-wheeler/…, /two-wheeler/…, /four-wheeler/…). */
export const ROUTED_CATEGORIES = ["three wheeler", "two wheeler", "four wheeler"];

/** What each sitemap group is made of (the answers of the list calls, narrowed to what is used). */
export type GroupData = {
  pages: null;
  brands: Pick<Brand, "brandName">[];
  models: Pick<Product, "brandName" | "name">[];
  "model-city": Pick<Price, "brandName" | "name" | "cityName">[];
  types: Pick<VehicleType, "typeName" | "categoryName">[];
  /** Listed metadata pairs (typeName, city): cities with a category page. */
  "category-city": MetadataName[];
  /** Listed metadata pairs (typeName + " dealers", city): cities with dealers. */
  "city-dealers": MetadataName[];
  dealers: Pick<Trader, "tName">[];
  manufacturers: Pick<Trader, "tName">[];
  blogs: Pick<Blog, "url">[];
  /** Listed metadata pairs ("article" | "trending", url). */
  articles: MetadataName[];
  /** Popular pairs of one type's models: bounded, never every pair. */
  comparisons: [ModelRef, ModelRef][];
  /** The catalogue's towns: each has a page of every type sold near it (docs/decisions/147). */
  towns: Pick<Location, "cityName">[];
};
export type SitemapGroup = keyof GroupData;

export const SITEMAP_GROUPS: readonly SitemapGroup[] = [
  "pages", "brands", "models", "model-city", "types", "category-city", "city-dealers", "dealers",
  "manufacturers", "blogs", "articles", "comparisons", "towns",
];

function decodedSegments(path: string): string[] | null {
  try {
    return path.split("/").map(decodeURIComponent);
  } catch {
    return null;
  }
}

// What we list is what the city-route rule parses: the links are checked by the parser itself.
function isPriceInRoute(path: string): boolean {
  const city = decodedSegments(path)?.[4];
  return city !== undefined && cityFromPriceSegment(city).ok;
}

function isCityRoute(path: string): boolean {
  const [, , city, type] = decodedSegments(path) ?? [];
  return city !== undefined && type !== undefined && normaliseCityRoute(city, type).ok;
}

type CatalogueGroup = Exclude<SitemapGroup, "pages">;

/** The screen each catalogue group's URLs lead to. */
export const GROUP_PAGE_TYPE = {
  brands: "brand", models: "model", "model-city": "model-in-city", types: "type",
  "category-city": "category-in-city", "city-dealers": "city-dealers", dealers: "dealer",
  manufacturers: "manufacturer", blogs: "blog", articles: "article", comparisons: "compare", towns: "town",
} as const satisfies Record<CatalogueGroup, PageType>;

const PATHS: { [G in CatalogueGroup]: (data: GroupData[G]) => string[] } = {
  brands: (brands) => brands.map((b) => brandPath(b.brandName)),
  models: (models) => models.map((m) => brandPath(m.brandName, m.name)),
  "model-city": (rows) =>
    rows.map((r) => `${brandPath(r.brandName, r.name)}/${priceInSegment(r.cityName)}`).filter(isPriceInRoute),
  types: (types) =>
    listableTypes(types)
      .filter((t) => ROUTED_CATEGORIES.includes(t.categoryName.trim().toLowerCase()))
      .map((t) => typePath(t.categoryName, t.typeName)),
  "category-city": (pairs) => pairs.map((p) => categoryCityPath(p.name, p.value)),
  "city-dealers": (pairs) => pairs.map((p) => cityRoutePath(p.value, p.name)).filter(isCityRoute),
  dealers: (dealers) => dealers.flatMap((d) => TRADER_TABS.map((tab) => traderPath("dealer", d.tName, tab))),
  manufacturers: (makers) => makers.flatMap((m) => TRADER_TABS.map((tab) => traderPath("manufacturer", m.tName, tab))),
  blogs: (blogs) => blogs.map((b) => guidePath("blog", b.url)),
  articles: (pairs) =>
    pairs.flatMap((p) => (p.name === "article" || p.name === "trending" ? [guidePath(p.name, p.value)] : [])),
  comparisons: (pairs) => pairs.map(comparePath),
  // a town's page (its address takes letters and spaces only, as a type in the town's does)
  towns: (towns) => towns.filter((t) => addressableTown(t.cityName)).map((t) => townPath(t.cityName)),
};

function builtEntries<G extends SitemapGroup>(group: G, data: GroupData[G]): SitemapEntry[] {
  if (group === "pages") return [...FIXED_PAGES];
  const catalogueGroup = group as CatalogueGroup;
  const paths = (PATHS[catalogueGroup] as (d: GroupData[G]) => string[])(data);
  return paths.map((path) => ({ path, pageType: GROUP_PAGE_TYPE[catalogueGroup] }));
}

/**
 * Well within the protocol's 2,048-character URL limit, with the origin and the /hi prefix; files
 * are split by size as well (app/features/seo/rules/sitemap-files.ts), so this bounds one page's entries, not a
 * file. No page of the catalogue has a path near this long.
 */
export const MAX_PATH_LENGTH = 400;

/** A path the router accepts: every segment decodes to ASCII, and it is not too long. */
export function isListablePath(path: string): boolean {
  if (path.length > MAX_PATH_LENGTH) return false;
  return decodedSegments(path)?.every(isAscii) ?? false;
}

/** The entries of one group: routable paths only, each once, in the order of the data. */
export function groupEntries<G extends SitemapGroup>(group: G, data: GroupData[G]): SitemapEntry[] {
  const seen = new Set<string>();
  return builtEntries(group, data).filter((e) => {
    if (!isListablePath(e.path) || seen.has(e.path)) return false;
    seen.add(e.path);
    return true;
  });
}

/**
 * Groups expected to outgrow one file keep numbered names from the start, so names never move:
 * the groups whose files are slices of the catalogue (./sitemap-slices.ts).
 */
const ALWAYS_NUMBERED: readonly SitemapGroup[] = ["models", "model-city", "category-city", "city-dealers", "dealers"];

/** "brands.xml", or "model-city-2.xml" for numbered groups and groups of several pages. */
export function sitemapFileName(group: SitemapGroup, page: number, pageCount: number): string {
  return pageCount > 1 || ALWAYS_NUMBERED.includes(group) ? `${group}-${page}.xml` : `${group}.xml`;
}

/** The names of a group's files (app/features/seo/rules/sitemap-files.ts splits them); none for an empty group. */
export function sitemapFileNames(group: SitemapGroup, fileCount: number): string[] {
  return Array.from({ length: fileCount }, (_, i) => sitemapFileName(group, i + 1, fileCount));
}

/** The group and page a file name asks for (the loader then checks the name is the canonical one). */
export function parseSitemapFileName(name: string): { group: SitemapGroup; page: number } | null {
  const match = /^([a-z-]+?)(?:-(\d{1,6}))?\.xml$/.exec(name);
  if (!match) return null;
  const group = SITEMAP_GROUPS.find((g) => g === match[1]);
  const page = match[2] === undefined ? 1 : Number(match[2]);
  return group && page >= 1 ? { group, page } : null;
}
