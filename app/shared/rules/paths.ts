import { priceInSegment } from "./city-route";
import { brandPath, pathSegment as slug, routeSegment } from "./slug";

// Addresses of the catalogue screens, built from stored names so that what
// the site links is what its routes parse. Each segment is a slug, percent-encoded.

/** "three wheeler" → "three-wheeler" (the first segment of a type screen). */
export function categorySegment(categoryName: string): string {
  return routeSegment(categoryName.trim().toLowerCase());
}

/** "three-wheeler" → "three wheeler". */
export function categoryFromSegment(segment: string): string {
  return segment.replace(/[-_]+/g, " ").trim().toLowerCase();
}

/** Type screen /{category}/{type}: "three wheeler", "e rickshaw" → /three-wheeler/e-rickshaw. */
export function typePath(categoryName: string, typeName: string): string {
  return `/${categorySegment(categoryName)}/${slug(typeName.toLowerCase())}`;
}

/** Category listing in a city /{type}/{city}: "e rickshaw", "Noida" → /e-rickshaw/Noida. */
export function categoryCityPath(typeName: string, city: string): string {
  return `/${slug(typeName.toLowerCase())}/${encodeURIComponent(routeSegment(city.trim()))}`;
}

/** A town's page of every vehicle type sold near it (docs/decisions/147): "Varanasi" → /town/Varanasi. */
export function townPath(town: string): string {
  return `/town/${encodeURIComponent(routeSegment(town.trim()))}`;
}

/** Model price in a city: /brand/{brand}/{model}/Price-In-{city}. */
export function modelCityPath(brandName: string, modelName: string, city: string): string {
  return `${brandPath(brandName, modelName)}/${priceInSegment(city)}`;
}

export type TraderKind = "dealer" | "manufacturer";
export type TraderTab = "About" | "Product" | "Contact";

/** Dealer and manufacturer pages: /dealer/{tName}/About. A tName is already a slug. */
export function traderPath(kind: TraderKind, tName: string, tab: TraderTab = "About"): string {
  return `/${kind}/${encodeURIComponent(tName.trim())}/${tab}`;
}

export type GuideSection = "blog" | "article" | "trending";

/** A blog or an article: /blog/{url}, /article/{url}, /trending/{url}. A url is already a slug. */
export function guidePath(section: GuideSection, url: string): string {
  return `/${section}/${encodeURIComponent(url.trim())}`;
}
