import type { Article, Blog, Price, Product, Trader } from "#app/shared/entities";
import { SITE_LOGO, modelImage } from "#app/shared/images";
import { operatorVersion } from "#app/shared/rules/operator-language";
import { brandPath } from "#app/shared/rules/slug";
import { type Lang, pathIn } from "#app/shared/i18n/lang";
import type { Names } from "#app/shared/i18n/names";
import { namesIn } from "#app/shared/i18n/names.server";
import { SITE_NAME } from "#app/shared/site";
import { simplePlain } from "#app/shared/rules/simple-text";
import { CONTEXT, type JsonLd, absolute, plainText } from "./json-ld";
import * as words from "../messages";

// schema.org JSON-LD for the page heads, built by the loaders on the server (their results go to
// pageMeta({ jsonLd }) through the loader data, so these builders stay out of the pages'
// JavaScript; the breadcrumb's, which the shell renders, is in ./breadcrumb-ld.ts). Only
// what the catalogue knows goes in: no invented dates, stock, ratings or regions
// (docs/decisions/042-structured-data.md).

/**
 * How a block names things in its page's language: a Hindi page's types, towns and states as the
 * page names them (app/shared/i18n/names.ts), the country in Hindi, site addresses under /hi/ and what the
 * operator wrote in its Hindi version; an English page's as the catalogue stores them.
 */
export type LdLanguage = { lang: Lang; names: Pick<Names, "type" | "town" | "state">; country: string };

const same = (name: string) => name;
const ENGLISH: LdLanguage = { lang: "en", names: { type: same, town: same, state: same }, country: words.en.country };
const HINDI: LdLanguage = { lang: "hi", names: namesIn("hi"), country: words.hi.country };

/** The naming of a page's structured data in its language. */
export const ldLanguage = (lang: Lang): LdLanguage => (lang === "hi" ? HINDI : ENGLISH);

/** Sold through dealers and showrooms, not online: the honest availability of every listing. */
export const AVAILABILITY = "https://schema.org/InStoreOnly";

/** Drops the keys whose value is undefined or an empty string: absent facts are left out. */
function known<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined && v !== "")) as T;
}

export function organizationLd(origin: string): JsonLd {
  return { "@context": CONTEXT, "@type": "Organization", name: SITE_NAME, url: absolute("/", origin), logo: absolute(SITE_LOGO, origin) };
}

/** The site itself. No SearchAction: the site has no search results URL to point to. */
export function webSiteLd(origin: string): JsonLd {
  return { "@context": CONTEXT, "@type": "WebSite", name: SITE_NAME, url: absolute("/", origin) };
}

/** Home: the organisation and the site. */
export function homeLd(origin: string): JsonLd[] {
  return [organizationLd(origin), webSiteLd(origin)];
}

export type ProductInput = {
  /** `price`: the model's "from" price (app/shared/rules/from-price.ts), never the catalogue's own. */
  product: Pick<Product, "brandName" | "name" | "typeName" | "price" | "aboutProduct"> & Partial<Pick<Product, "aboutProductHi">>;
  /** The price row of the city, on the model-in-city page. */
  cityPrice?: Pick<Price, "cityName" | "exShowroomPrice"> | undefined;
  /** Absolute URL of the page. */
  url: string;
  /** The page's summary of the model (app/features/catalogue/server/model-summary.ts): its price said as the page says it. */
  description?: string | undefined;
  /** The image the page shows; the model's image by default. */
  image?: string | undefined;
  /** The page's language (English by default). */
  language?: LdLanguage | undefined;
};

/**
 * A model (Product, brand as Brand) with its ex-showroom price as an Offer in INR: the city's
 * price and the city as areaServed on the model-in-city page, the model's price in India on the
 * model page. A price of 0 ("Contact Us For Price") gives no Offer: an offer needs a price.
 */
export function productLd({ product, cityPrice, url, description, image, language = ENGLISH }: ProductInput): JsonLd {
  const origin = new URL(url).origin;
  const price = cityPrice ? cityPrice.exShowroomPrice : product.price;
  const about = operatorVersion(language.lang, product.aboutProduct, product.aboutProductHi).value;
  const text = description || simplePlain(about);
  const offer = price > 0
    ? {
        "@type": "Offer",
        price,
        priceCurrency: "INR",
        availability: AVAILABILITY,
        url,
        areaServed: cityPrice ? { "@type": "City", name: language.names.town(cityPrice.cityName) } : { "@type": "Country", name: language.country },
      }
    : undefined;
  return known({
    "@context": CONTEXT,
    "@type": "Product",
    name: `${product.brandName} ${product.name}`,
    brand: { "@type": "Brand", name: product.brandName },
    category: language.names.type(product.typeName),
    image: absolute(image ?? modelImage(product.brandName, product.name), origin),
    description: text ? plainText(text) : undefined,
    url,
    offers: offer,
  });
}

export type TraderInput = {
  trader: Pick<Trader, "traderName" | "traderType" | "address" | "cityName" | "about" | "gstNumber" | "foundationYear"> &
    Partial<Pick<Trader, "aboutHi" | "addressHi">>;
  url: string;
  /** The state, when the page knows it (a trader record has none). */
  stateName?: string | undefined;
  image?: string | undefined;
  /** The page's language (English by default). */
  language?: LdLanguage | undefined;
};

const PIN_CODE = /\b(\d{6})\s*$/;

/** A dealer (AutoDealer) or manufacturer (Organization) with its postal address in India. */
export function traderLd({ trader, url, stateName, image, language = ENGLISH }: TraderInput): JsonLd {
  const origin = new URL(url).origin;
  const { lang, names } = language;
  const about = operatorVersion(lang, trader.about, trader.aboutHi).value;
  const address = known({
    "@type": "PostalAddress",
    // the address as the trader wrote it in the page's language; the PIN code is the same in both
    streetAddress: operatorVersion(lang, trader.address.trim(), trader.addressHi?.trim()).value,
    addressLocality: trader.cityName.trim() && names.town(trader.cityName.trim()),
    addressRegion: stateName?.trim() && names.state(stateName.trim()),
    postalCode: PIN_CODE.exec(trader.address.trim())?.[1],
    addressCountry: "IN",
  });
  return known({
    "@context": CONTEXT,
    "@type": trader.traderType === "Dealer" ? "AutoDealer" : "Organization",
    name: trader.traderName,
    url,
    image: image ? absolute(image, origin) : undefined,
    description: about ? plainText(simplePlain(about)) : undefined,
    address,
    taxID: trader.gstNumber || undefined,
    foundingDate: /^\d{4}$/.test(trader.foundationYear.trim()) ? trader.foundationYear.trim() : undefined,
  });
}

export type ArticleInput = {
  headline: string;
  url: string;
  image?: string | undefined;
  description?: string | undefined;
};

/** A blog or article page. Neither entity has a date, so datePublished is left out. */
export function articleLd({ headline, url, image, description }: ArticleInput): JsonLd {
  const origin = new URL(url).origin;
  return known({
    "@context": CONTEXT,
    "@type": "Article",
    headline: plainText(headline, 110),
    url,
    mainEntityOfPage: url,
    image: image ? absolute(image, origin) : undefined,
    description: description ? plainText(description) : undefined,
    publisher: { "@type": "Organization", name: SITE_NAME, logo: { "@type": "ImageObject", url: absolute(SITE_LOGO, origin) } },
  });
}

/** Article JSON-LD of a blog post: its name, and the page's metadata description if given. */
export function blogLd(blog: Pick<Blog, "name">, url: string, description?: string): JsonLd {
  return articleLd({ headline: blog.name, url, description });
}

/** Article JSON-LD of an article: its title, hero image and intro paragraph. */
export function articleEntityLd(article: Pick<Article, "h1" | "imgUrl" | "p">, url: string): JsonLd {
  return articleLd({ headline: article.h1, url, image: article.imgUrl || undefined, description: article.p || undefined });
}

/** A comparison: an ItemList of the compared models, each the Product of its own page in the page's language. */
export function comparisonLd(models: ProductInput["product"][], url: string, language: LdLanguage = ENGLISH): JsonLd {
  const origin = new URL(url).origin;
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    url,
    numberOfItems: models.length,
    itemListElement: models.map((product, i) => {
      const own = absolute(pathIn(language.lang, brandPath(product.brandName, product.name)), origin);
      const { "@context": _, ...item } = productLd({ product, url: own, language });
      return { "@type": "ListItem", position: i + 1, item };
    }),
  };
}
