import type { QueryType } from "../../../shared/enquiry";
import type { DealerProduct, Product, Trader } from "../../../shared/entities";
import type { Lang } from "#app/shared/i18n/lang";
import { operatorVersion } from "../../../shared/rules/operator-language";

// Dealer and manufacturer pages: the two kinds of profile, their three tabs, the
// profile fields the About tab shows, and the brands and models of the Product tab.

export type TraderKind = "dealer" | "manufacturer";

export const TRADER_KINDS = {
  dealer: { traderType: "Dealer", metadataPrefix: "dealer", queryType: "Dealer Inquiry", modelsPerBrand: 3 },
  manufacturer: { traderType: "Manufacturer", metadataPrefix: "trader", queryType: "Manufacturer Inquiry", modelsPerBrand: 6 },
} as const satisfies Record<TraderKind, { traderType: Trader["traderType"]; metadataPrefix: string; queryType: QueryType; modelsPerBrand: number }>;

/** The Product tab shows at most this many of the brands a trader deals in. */
export const MAX_PRODUCT_BRANDS = 3;

/** Tabs in their URL spelling, and the metadata key of each (-about, -auto, -contact). */
export const TRADER_TABS = { About: "about", Product: "auto", Contact: "contact" } as const;
export type TraderTab = keyof typeof TRADER_TABS;

/** The tab of a URL segment; the spelling is exact (About, Product, Contact), anything else null. */
export function parseTraderTab(segment: string | undefined): TraderTab | null {
  return segment !== undefined && Object.hasOwn(TRADER_TABS, segment) ? (segment as TraderTab) : null;
}

/** getMetadata's name for a tab: dealer-about, dealer-auto, …, trader-contact. */
export function tabMetadataName(kind: TraderKind, tab: TraderTab): string {
  return `${TRADER_KINDS[kind].metadataPrefix}-${TRADER_TABS[tab]}`;
}


// ---- About tab -------------------------------------------------------------------------------

/** The trader's text and text-list fields (everything but brandList). */
type Field = { [K in keyof Trader]: Trader[K] extends string | string[] ? K : never }[keyof Trader];
/** `hi`: the Hindi version the operator wrote of a free-text fact (its main markets, its address). */
export type ProfileFact = { field: Field; label: string; value: string | string[]; hi?: string };
/** A long text of the profile, in English with its optional Hindi version (`hi`). */
export type ProfileSection = { field: Field; label: string; html: string; hi: string };

/** Short facts, in reading order, with the labels a visitor understands. */
const FACTS: readonly (readonly [Field, string])[] = [
  ["traderName", "Name"],
  ["traderType", "Business type"],
  ["ceo", "CEO / Owner"],
  ["foundationYear", "Established in"],
  ["employeeCount", "Employees"],
  ["annualTurnover", "Annual turnover"],
  ["typeName", "Vehicle types"],
  ["brandDeal", "Brands"],
  ["majorMarket", "Major markets"],
  ["cityName", "City"],
  ["address", "Address"],
  ["gstNumber", "GST number"],
  ["cin", "CIN (company registration)"],
  ["llp", "LLPIN (LLP registration)"],
  ["legalCheck", "Legal check"],
  ["offeredBy", "Offered by"],
];

/** The facts written as free text with a Hindi version beside them (docs/decisions/151). */
const HINDI_OF: Partial<Record<Field, Field>> = { majorMarket: "majorMarketHi", address: "addressHi" };

/** Long texts: the first (about) plain text with simple formatting, the rest HTML sanitised at the edge. */
const SECTIONS: readonly (readonly [Field, string, Field])[] = [
  ["about", "About", "aboutHi"],
  ["ourCapability", "Our capability", "ourCapabilityHi"],
  ["infrastructure", "Infrastructure", "infrastructureHi"],
  ["other", "Other information", "otherHi"],
];

const filled = (value: string) => value.trim() !== "";

/** The facts a profile has: empty ones left out; employeeCount only for manufacturers. */
export function profileFacts(trader: Trader): ProfileFact[] {
  const facts: ProfileFact[] = [];
  for (const [field, label] of FACTS) {
    if (field === "employeeCount" && trader.traderType !== "Manufacturer") continue;
    const value = trader[field];
    if (typeof value === "string") {
      const hindi = HINDI_OF[field];
      if (filled(value)) facts.push({ field, label, value: value.trim(), ...(hindi ? { hi: String(trader[hindi] ?? "").trim() } : {}) });
    } else {
      const items = value.filter(filled);
      if (items.length > 0) facts.push({ field, label, value: items });
    }
  }
  return facts;
}

/** The long texts a page in `lang` has to show: a section with nothing in that page's version is left out. */
export function profileSections(trader: Trader, lang: Lang = "en"): ProfileSection[] {
  return SECTIONS.map(([field, label, hindi]) => ({ field, label, html: String(trader[field]), hi: String(trader[hindi] ?? "") }))
    .filter((s) => filled(operatorVersion(lang, s.html, s.hi).value));
}

// ---- Product tab -----------------------------------------------------------------------------

export type ProductThumb = { brandName: string; modelName: string; title: string };
export type BrandProducts = { brandName: string; models: ProductThumb[] };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
export const specificationTitle = (brandName: string, modelName: string) => `${brandName} ${modelName} Specifications`;

/** The brands the Product tab shows: the first three of brandDeal (or of brandList when empty). */
export function productBrands(trader: Trader): string[] {
  const declared = trader.brandDeal.filter((b) => b.trim() !== "");
  const source = declared.length > 0 ? declared : trader.brandList.map((item) => item.brandName);
  const unique = source.filter((b, i) => source.findIndex((other) => same(other, b)) === i);
  return unique.slice(0, MAX_PRODUCT_BRANDS);
}

const fromListItem = (item: DealerProduct): ProductThumb => ({
  brandName: item.brandName,
  modelName: item.modelName,
  title: item.title.trim() || specificationTitle(item.brandName, item.modelName),
});

export const fromProduct = (p: Product): ProductThumb => ({
  brandName: p.brandName,
  modelName: p.name,
  title: specificationTitle(p.brandName, p.name),
});

/** Each shown brand with the trader's own listed models (brandList), at most `perBrand`. */
export function listedProducts(trader: Trader, perBrand: number): BrandProducts[] {
  return productBrands(trader).map((brandName) => ({
    brandName,
    models: trader.brandList.filter((item) => same(item.brandName, brandName)).slice(0, perBrand).map(fromListItem),
  }));
}

/**
 * The trader's listed models first, then the brand's catalogue models (getModelByOrderandBrand)
 * not already listed, up to `perBrand` (docs/decisions/021-trader-pages.md).
 */
export function topUp(listed: readonly ProductThumb[], catalogue: readonly ProductThumb[], perBrand: number): ProductThumb[] {
  const models = listed.slice(0, perBrand);
  for (const model of catalogue) {
    if (models.length >= perBrand) break;
    if (!models.some((m) => same(m.modelName, model.modelName))) models.push(model);
  }
  return models;
}

// ---- Contact tab -----------------------------------------------------------------------------

/** A map search for an address (Google Maps URLs API; opens the app on phones). */
export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}
