// Page metadata for every key pair a screen looks up, generated from templates:
// static pages, brands, dealer and manufacturer tabs, type screens, category-in-city and
// dealers-in-city lists, blogs, articles, and brand + model in each priced city.
// SAMPLE DATA: texts are illustrative.

import type { ArticleSource } from "./articles";
import type { BlogSource } from "./blogs";
import type { PriceRow } from "./prices";
import type { ModelSource } from "./model-source";
import type { TraderInfo } from "./traders";
import { CITY_LISTS, TYPES, type Category, type TypeName } from "./vehicle-types";
import { withoutPriceProse } from "../app/features/catalogue/rules/price-prose";

export type MetadataRow = {
  name: string; value: string; h1: string; h2: string[]; about: string; title: string;
  description: string; keywords: string; listed: boolean; position: number;
};

export const METADATA_COLUMNS = [
  "name", "value", "h1", "h2", "about", "title", "description", "keywords", "listed", "position",
] as const;

/** "cng auto rickshaw" -> "CNG Auto Rickshaw" */
export function titleCase(s: string): string {
  return s.split(" ").map((w) => (w === "cng" ? "CNG" : w.charAt(0).toUpperCase() + w.slice(1))).join(" ");
}

/** Search snippets are cut at a word boundary so they stay within the usual limits. */
function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 3);
  return `${cut.slice(0, cut.lastIndexOf(" "))}...`;
}

const SITE = "EV Catalogue";

function meta(name: string, value: string, m: { h1: string; h2: string[]; about: string; title: string; description: string; keywords: string }, listed = false, position = 0): MetadataRow {
  return { name, value, ...m, title: clip(m.title, 60), description: clip(m.description, 160), listed, position };
}

function staticPages(): MetadataRow[] {
  const page = (name: string, value: string, h1: string, title: string, description: string, about: string) =>
    meta(name, value, { h1, h2: [h1], about, title, description, keywords: `electric vehicles India, e rickshaw, ${h1.toLowerCase()}` });
  return [
    meta("L0", "Home", {
      h1: "Electric Vehicles in India: Prices, Dealers and Specifications",
      h2: ["Popular Brands", "Vehicle Categories", "Latest Offers"],
      about: "Compare e-rickshaws, loaders, electric autos, scooters, cycles and golf carts. See city prices, EMI, dealers and manufacturers, then send an enquiry in one step.\n\nThis site is only an information platform; it does not make, buy or sell vehicles.",
      title: "E-Rickshaw and Electric Vehicle Prices in India",
      description: "E-rickshaw, electric auto, loader, scooter and cycle prices in Indian cities, with specifications, EMI, dealers and manufacturers.",
      keywords: "e rickshaw price, electric scooter price, e rickshaw dealers, electric vehicles India",
    }),
    page("L1", "About", "About Us", "About Us", "Who we are and how this electric vehicle information platform works.", "We collect prices, specifications and dealer details of electric vehicles sold in India so that buyers find them in one place."),
    page("L1", "Contact", "Contact Us", "Contact Us", "Contact the team to add a product, correct a price or ask about dealer listings.", "Mail us to add your product or brand. Brand pages are free for life."),
    page("L1", "Privacy", "Privacy Policy", "Privacy Policy", "How enquiry details such as your mobile number and city are used and shared with dealers.", "Enquiry details are shared with the dealers or manufacturers you ask to contact."),
    page("L1", "Term", "Terms of Use", "Terms of Use", "Terms for visitors, dealers and manufacturers using this electric vehicle information platform.", "Users must be 18 or older. Dealers pay per lead; manufacturers get free leads for up to two weeks."),
    page("L1", "Error", "Page Not Found", "Page Not Found", "The page you asked for does not exist.", "You entered a wrong url."),
  ];
}

/**
 * The rows looked up by model and by brand, grouped once: a generated catalogue has thousands of
 * brands and a quarter of a million price rows, too many to filter again for each brand.
 */
type Grouped = {
  pricesOf: (m: Pick<ModelSource, "brand" | "name">) => readonly PriceRow[];
  modelsOf: (brand: string) => readonly ModelSource[];
};

function grouped(models: readonly ModelSource[], prices: readonly PriceRow[]): Grouped {
  const byModel = new Map<string, PriceRow[]>();
  for (const p of prices) {
    const key = `${p.brandName}|${p.name}`;
    const rows = byModel.get(key);
    if (rows) rows.push(p);
    else byModel.set(key, [p]);
  }
  const byBrand = new Map<string, ModelSource[]>();
  for (const m of models) {
    const own = byBrand.get(m.brand);
    if (own) own.push(m);
    else byBrand.set(m.brand, [m]);
  }
  return { pricesOf: (m) => byModel.get(`${m.brand}|${m.name}`) ?? [], modelsOf: (brand) => byBrand.get(brand) ?? [] };
}

// Page texts state no price: a figure written here would be out of date the day a town price
// changes; the pages say prices from the numbers (docs/decisions/145). Plain text (docs/decisions/146).

function brandPages(brands: readonly string[], groups: Grouped): MetadataRow[] {
  return brands.map((brand) => {
    const own = groups.modelsOf(brand);
    const types = [...new Set(own.map((m) => m.type))].join(", ");
    return meta("brand", brand, {
      h1: `${brand} Electric Vehicles`,
      h2: [`${brand} Models`, `${brand} Price in Cities`, `${brand} Dealers`],
      about: `${brand} sells ${own.length} model${own.length === 1 ? "" : "s"} listed here (${types}). Prices are indicative; check your city for the latest.`,
      title: `${brand} Price, Models and Dealers in India`,
      description: `${brand} ${types} prices, specifications and dealers in India: ${own.length} model${own.length === 1 ? "" : "s"}.`,
      keywords: `${brand}, ${brand} price, ${brand} dealers, ${types}`,
    });
  });
}

function traderPages(infos: readonly TraderInfo[]): MetadataRow[] {
  return infos.flatMap(({ tName, traderName, row }) => {
    const dealer = row.traderType === "Dealer";
    const prefix = dealer ? "dealer" : "trader";
    const kind = dealer ? "Dealer" : "Manufacturer";
    const city = String(row.cityName);
    const brands = (row.brandDeal as readonly string[]).join(", ");
    const keywords = `${traderName}, ${brands} ${kind.toLowerCase()}, ${city}`;
    return [
      meta(`${prefix}-about`, tName, {
        h1: traderName, h2: [`About ${traderName}`], about: String(row.about),
        title: `${traderName}, ${city}: ${kind} Profile`,
        description: `${traderName} is a ${kind.toLowerCase()} of ${brands} in ${city}. Profile, products and contact details.`, keywords,
      }),
      meta(`${prefix}-auto`, tName, {
        h1: `${traderName} Products`, h2: [`${brands} models offered by ${traderName}`],
        about: `Models of ${brands} offered by ${traderName}.`,
        title: `${traderName} Products and Prices`,
        description: `${brands} models offered by ${traderName}, ${city}, with specifications and prices.`, keywords,
      }),
      meta(`${prefix}-contact`, tName, {
        h1: `Contact ${traderName}`, h2: [`${traderName} Address`],
        about: `Send an enquiry to ${traderName} in ${city}.`,
        title: `Contact ${traderName}, ${city}`,
        description: `Address and enquiry form of ${traderName}, ${kind.toLowerCase()} of ${brands} in ${city}.`, keywords,
      }),
    ];
  });
}

function typePages(
  models: readonly ModelSource[], dealerTypesByCity: ReadonlyMap<string, ReadonlySet<string>>,
  cityLists: Readonly<Record<Category, readonly string[]>>,
): MetadataRow[] {
  return TYPES.flatMap(({ typeName, categoryName }) => {
    const label = titleCase(typeName);
    const own = models.filter((m) => m.type === typeName);
    const screen = meta(categoryName, typeName, {
      h1: `${label} Price in India`, h2: [`${label} Models`, `${label} Price List`],
      // no about of its own: the page's intro, made from its prices, says the type's "from" price
      about: "",
      title: `${label} Price in India, Models and Specifications`,
      description: `Compare ${own.length} ${label} models: prices, range, speed, battery and dealers.`,
      keywords: `${typeName}, ${typeName} price, ${typeName} models, ${typeName} dealers`,
    });
    const cities = cityLists[categoryName];
    const inCity = cities.map((city, i) =>
      meta(typeName, city, {
        h1: `${label} Price in ${city}`, h2: [`${label} Models in ${city}`, `${label} Dealers in ${city}`],
        about: `Ex-showroom prices of ${label} models in ${city}. Prices vary by dealer and offer.`,
        title: `${label} Price in ${city}`,
        description: `Latest ${label} prices in ${city} with EMI, on-road price breakup and dealers.`,
        keywords: `${typeName} ${city}, ${typeName} price ${city}`,
      }, true, i + 1),
    );
    // a dealers-in-city pair is listed (linked) only where the dealer page has dealers to show
    const dealers = cities.map((city, i) =>
      meta(`${typeName} dealers`, city, {
        h1: `${label} Dealers in ${city}`, h2: [`Authorised ${label} Dealers`, `Models available in ${city}`],
        about: `${label} dealers in ${city} with brands, address and a talk-to-dealer button.`,
        title: `${label} Dealers in ${city}`,
        description: `Find ${label} dealers and showrooms in ${city}, with brands, models and prices.`,
        keywords: `${typeName} dealers ${city}, ${typeName} showroom ${city}`,
      }, dealerTypesByCity.get(city)?.has(typeName) ?? false, i + 1),
    );
    return [screen, ...inCity, ...dealers];
  });
}

function contentPages(blogs: readonly BlogSource[], articles: readonly ArticleSource[]): MetadataRow[] {
  return [
    ...blogs.map((b) =>
      meta("blog", b.url, {
        h1: b.name, h2: [b.name], about: "", title: b.name,
        description: `${b.name}. ${b.category === "offer" ? "Current dealer offers" : "Guide and news"} on electric vehicles in India.`,
        keywords: `${b.category}, ${b.url.replace(/-/g, " ")}`,
      }),
    ),
    // Listed, so that getMetadataByName("article" | "trending") lists the articles (the sitemap);
    // the opening without its sentences that state a price (docs/decisions/145).
    ...articles.map((a, i) =>
      meta(a.name, a.url, { h1: a.h1, h2: [a.h2], about: withoutPriceProse(a.p), title: a.h1, description: withoutPriceProse(a.p) || a.h1, keywords: a.url.replace(/-/g, ", ") }, true, i + 1),
    ),
  ];
}

/**
 * Page data for a model in a city, one row per price row. The rows are listed, in the order of
 * the city list, so that getMetadataByName("{brand} {model}") names the model's priced cities:
 * the model page starts that call with its others, keyed by the URL alone.
 */
function modelCityPages(prices: readonly PriceRow[]): MetadataRow[] {
  const positions = new Map<string, number>();
  return prices.map((p) => {
    const title = `${p.brandName} ${p.name}`;
    const position = (positions.get(title) ?? 0) + 1;
    positions.set(title, position);
    return meta(title, p.cityName, {
      h1: `${title} Price in ${p.cityName}`,
      h2: [`${title} On Road Price in ${p.cityName}`, `${title} Specifications`, `Other ${p.brandName} Models`],
      about: `Confirm the latest on-road price of the ${title} in ${p.cityName} with the nearest authorised dealer.`,
      title: `${title} Price in ${p.cityName}`,
      description: `${title} price in ${p.cityName}: ex-showroom and on-road price, EMI, offers and dealers near you.`,
      keywords: `${title} price ${p.cityName}, ${title} on road price, ${titleCase(p.type)} ${p.cityName}`,
    }, true, position);
  });
}

/**
 * The brand page's price-by-city links: rows named after the brand list the cities in which its
 * lead model (the first in display order) is priced, so the brand page can ask for them by the
 * URL's brand name alongside its other calls.
 */
function brandCityLists(brands: readonly string[], groups: Grouped): MetadataRow[] {
  return brands.flatMap((brand) => {
    const lead = groups.modelsOf(brand)[0];
    if (!lead) return [];
    const title = `${brand} ${lead.name}`;
    return groups
      .pricesOf(lead)
      .map((p, i) =>
        meta(brand, p.cityName, {
          h1: `${brand} Price in ${p.cityName}`, h2: [`${title} Price in ${p.cityName}`], about: "",
          title: `${brand} Price in ${p.cityName}`,
          description: `${brand} electric vehicle prices in ${p.cityName}, led by the ${title}.`,
          keywords: `${brand} ${p.cityName}, ${title} price ${p.cityName}`,
        }, true, i + 1),
      );
  });
}

export function metadataRows(input: {
  models: readonly ModelSource[]; brands: readonly string[]; traders: readonly TraderInfo[];
  prices: readonly PriceRow[]; blogs: readonly BlogSource[]; articles: readonly ArticleSource[];
  /** The towns of the type-in-town pages (the sample's city lists unless given). */
  cityLists?: Readonly<Record<Category, readonly string[]>>;
}): MetadataRow[] {
  const groups = grouped(input.models, input.prices);
  const dealerTypesByCity = new Map<string, Set<string>>();
  for (const t of input.traders) {
    if (t.row.traderType !== "Dealer") continue;
    const city = String(t.row.cityName);
    const set = dealerTypesByCity.get(city) ?? new Set<string>();
    for (const type of t.row.typeName as readonly TypeName[]) set.add(type);
    dealerTypesByCity.set(city, set);
  }
  return [
    ...staticPages(),
    ...brandPages(input.brands, groups),
    ...traderPages(input.traders),
    ...typePages(input.models, dealerTypesByCity, input.cityLists ?? CITY_LISTS),
    ...contentPages(input.blogs, input.articles),
    ...modelCityPages(input.prices),
    ...brandCityLists(input.brands, groups),
  ];
}
