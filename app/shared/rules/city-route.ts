import { routeSegment } from "./slug";

// The city route rule, in the reading of docs/decisions/003-city-route.md: hyphens count as
// underscores (our slugs use hyphens); "e rickshaw dealers" is reachable only through its public
// alias "electric rickshaw dealers"; the "no underscores" error belongs to the Price-In segment.

export type CityRoute =
  | { ok: true; city: string; typeName: string; vehicleType: string }
  | { ok: false };
export type PriceInCity = { ok: true; city: string } | { ok: false };

const NOT_OK = { ok: false } as const;
const CANONICAL_DEALERS = "e rickshaw dealers";
const PUBLIC_DEALERS = "electric rickshaw dealers";
const CITY_SHAPE = /^[A-Za-z][A-Za-z ]*$/;

/** A town whose name a page's address can carry: ASCII letters and spaces, a letter first. */
export const addressableTown = (name: string) => CITY_SHAPE.test(name);
const TYPE_SHAPE = /^[a-z0-9][a-z0-9 ]*$/;

const spaced = (s: string) => s.replace(/[-_\s]+/g, " ").trim();
/** "Camel case": every word starts with a capital, the rest is kept, so "RaeBareli" stays. */
const capitalised = (s: string) =>
  s.split(" ").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
const stripPriceIn = (s: string) => s.replace(/^Price In (?=\S)/i, "");

function cityOf(segment: string): string | null {
  const city = stripPriceIn(capitalised(spaced(segment)));
  return CITY_SHAPE.test(city) ? city : null;
}

/** /city/{city}/{typeName}: the city and the type to look up, or not ok (→ 404). */
export function normaliseCityRoute(citySegment: string, typeSegment: string): CityRoute {
  const city = cityOf(citySegment);
  const type = spaced(typeSegment).toLowerCase();
  if (!city || !TYPE_SHAPE.test(type) || type === CANONICAL_DEALERS) return NOT_OK;
  const typeName = type === PUBLIC_DEALERS ? CANONICAL_DEALERS : type;
  return { ok: true, city, typeName, vehicleType: typeName.replace(/ dealers$/, "") };
}

/** The model-in-city segment "Price-In-{city}": a segment without separators is an error. */
export function cityFromPriceSegment(segment: string): PriceInCity {
  const words = spaced(segment);
  if (words === segment || !/^Price In \S/i.test(words)) return NOT_OK;
  const city = cityOf(words);
  return city ? { ok: true, city } : NOT_OK;
}

/** The segment a model-in-city link carries: "Price-In-Noida". */
export function priceInSegment(city: string): string {
  return `Price-In-${encodeURIComponent(routeSegment(city.trim()))}`;
}

/** Where a town's dealer lists start: /city/Noida. */
export function cityBasePath(city: string): string {
  return `/city/${encodeURIComponent(routeSegment(city.trim()))}`;
}

/** The public link of a dealer list: the canonical dealers type goes out under its alias. */
export function cityRoutePath(city: string, typeName: string): string {
  const type = spaced(typeName).toLowerCase();
  const slug = routeSegment(type === CANONICAL_DEALERS ? PUBLIC_DEALERS : type);
  return `${cityBasePath(city)}/${encodeURIComponent(slug)}`;
}
