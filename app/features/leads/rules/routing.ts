import type { QueryType } from "../../../shared/enquiry";
import { distanceKm } from "../../../shared/rules/india";
import type { CatalogueTrader } from "./identity";
import { identityKey } from "./identity-key";

// Who receives an enquiry that names no trader. A buyer asking about a model wants the dealers
// who sell it near them: up to MAX_ROUTED_DEALERS active dealers of the model's brand (and
// vehicle type, when the enquiry names a model), nearest first — same town, then same district,
// then same state, then in another state — each within the deployment's farthest distance where
// both places' coordinates are known — else the brand's manufacturer, else the operator. A buyer
// cannot ride to a dealer hundreds of km away, so no tier lets one through: a lead no near dealer
// can serve is better with the maker, who knows its network. Someone asking to become a dealer,
// or a manufacturer, is the manufacturer's lead; a general contact is the operator's.
// docs/decisions/110-routing-enquiries.md, 162-no-dealer-beyond-reach.md.

export const MAX_ROUTED_DEALERS = 3;
/** The farthest a dealer may be from the buyer when the deployment sets nothing (LEAD_MAX_DEALER_KM). */
export const DEFAULT_MAX_DEALER_KM = 150;

/**
 * How many of the nearest dealers an enquiry first goes to when the deployment sets nothing
 * (LEAD_FIRST_DEALERS): the nearest has the buyer to itself until it calls or its time runs out,
 * then the next nearest is offered it, up to MAX_ROUTED_DEALERS (docs/decisions/166).
 */
export const DEFAULT_FIRST_DEALERS = 1;

/** The configured first dealers: a whole number from 1 to MAX_ROUTED_DEALERS, else the default. */
export function firstDealersOf(vars: { LEAD_FIRST_DEALERS?: string }): number {
  const text = (vars.LEAD_FIRST_DEALERS ?? "").trim();
  const n = /^\d$/.test(text) ? Number(text) : NaN;
  return n >= 1 && n <= MAX_ROUTED_DEALERS ? n : DEFAULT_FIRST_DEALERS;
}

/** The configured farthest distance: a whole number of km from 1 to 3000, else the default. */
export function maxDealerKmOf(vars: { LEAD_MAX_DEALER_KM?: string }): number {
  const text = (vars.LEAD_MAX_DEALER_KM ?? "").trim();
  const km = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  return km >= 1 && km <= 3000 ? km : DEFAULT_MAX_DEALER_KM;
}

/** How a routed copy found its trader ("named": the visitor named it). */
/** How a routed copy found its trader ("named": the visitor named it; "reassigned": offered after no seller called, docs/decisions/166). */
export type RoutedBy = "named" | "city" | "district" | "state" | "distance" | "manufacturer" | "operator" | "reassigned";

/** How a copy reached a dealer by nearness: only such enquiries are offered on when nobody calls (docs/decisions/166). */
export const ROUTED_BY_NEARNESS: readonly RoutedBy[] = ["city", "district", "state", "distance", "reassigned"];

/**
 * Whether the five-minute run offers an enquiry with these copies to the next nearest dealer when
 * none of its sellers calls in time (docs/decisions/166, 169): every copy went to a dealer by
 * nearness — a dealer the buyer named, a maker or the operator is the only one — and fewer than
 * MAX_ROUTED_DEALERS sellers have it.
 */
export function offeredOnWhenUncalled(copies: readonly { routedBy: RoutedBy; traderTName: string }[]): boolean {
  const sellers = new Set(copies.map((copy) => copy.traderTName).filter(Boolean));
  return copies.length > 0 && copies.every((copy) => ROUTED_BY_NEARNESS.includes(copy.routedBy)) && sellers.size < MAX_ROUTED_DEALERS;
}

export type Place = { cityName: string; districtName: string; stateName: string; lat?: number | undefined; lng?: number | undefined };

export type RouteCandidate = CatalogueTrader & {
  cityName: string;
  brands: readonly string[];
  types: readonly string[];
  active: boolean;
  /** The trader's town as the catalogue places it; absent when the town is not in its list. */
  place?: Place | undefined;
};

export type RouteInput = {
  typeOfQuery: QueryType;
  /** The catalogue's brand and the model's vehicle type ("" when not named or not known). */
  brand: string;
  typeName: string;
  visitor: Place;
  /** No dealer farther than this (km) from the visitor, where both positions are known. */
  maxKm: number;
  /** How many of the nearest dealers it goes to now (at most MAX_ROUTED_DEALERS, which is also the default). */
  firstDealers?: number;
};

export type Route = { traders: RouteCandidate[]; by: RoutedBy };

const MAKER_KINDS = new Set<string>(["Dealership", "Apply for Dealership", "Manufacturer Inquiry", "Contact Manufacturer"]);
const OPERATOR_KINDS = new Set<string>(["Contact"]);

const same = (a: string, b: string) => identityKey(a) !== "" && identityKey(a) === identityKey(b);
const deals = (list: readonly string[], name: string) => list.some((item) => same(item, name));

const TIERS = ["city", "district", "state", "distance"] as const;
type Tier = (typeof TIERS)[number];

/** How near a trader is to the visitor, or null when not near at all (or beyond maxKm). */
function nearness(visitor: Place, trader: RouteCandidate, maxKm: number): { tier: Tier; km: number } | null {
  const place = trader.place ?? { cityName: trader.cityName, districtName: "", stateName: "" };
  const km =
    visitor.lat !== undefined && visitor.lng !== undefined && place.lat !== undefined && place.lng !== undefined
      ? distanceKm(visitor.lat, visitor.lng, place.lat, place.lng)
      : Number.POSITIVE_INFINITY;
  // Only a measured distance can rule a dealer out; without one, sharing a town, district or state stands.
  if (Number.isFinite(km) && km > maxKm) return null;
  if (same(visitor.cityName, place.cityName)) return { tier: "city", km };
  if (same(visitor.districtName, place.districtName) && same(visitor.stateName, place.stateName)) return { tier: "district", km };
  if (same(visitor.stateName, place.stateName)) return { tier: "state", km };
  return Number.isFinite(km) ? { tier: "distance", km } : null;
}

/**
 * Every active dealer of the brand (and type) within reach of the visitor, nearest first: same
 * town, then district, then state, then another state, by distance within each, then by name.
 */
export function dealersByNearness(input: RouteInput, dealers: readonly RouteCandidate[]): { dealer: RouteCandidate; tier: Tier }[] {
  return dealers
    .filter((d) => d.active && deals(d.brands, input.brand) && (!input.typeName || deals(d.types, input.typeName)))
    .flatMap((dealer) => {
      const found = nearness(input.visitor, dealer, input.maxKm);
      return found ? [{ dealer, ...found }] : [];
    })
    .sort((a, b) => TIERS.indexOf(a.tier) - TIERS.indexOf(b.tier) || a.km - b.km || a.dealer.traderName.localeCompare(b.dealer.traderName));
}

/** Whether an enquiry of this kind goes to dealers at all (not to a maker or the operator). */
export const asksDealers = (typeOfQuery: string) => !MAKER_KINDS.has(typeOfQuery) && !OPERATOR_KINDS.has(typeOfQuery);

export function routeEnquiry(input: RouteInput, dealers: readonly RouteCandidate[], manufacturers: readonly RouteCandidate[]): Route {
  if (OPERATOR_KINDS.has(input.typeOfQuery) || !input.brand) return { traders: [], by: "operator" };
  if (!MAKER_KINDS.has(input.typeOfQuery)) {
    const chosen = dealersByNearness(input, dealers).slice(0, Math.min(input.firstDealers ?? MAX_ROUTED_DEALERS, MAX_ROUTED_DEALERS));
    if (chosen.length > 0) return { traders: chosen.map((c) => c.dealer), by: chosen[0]!.tier };
  }
  // A manufacturer whose listing is switched off takes no lead, as a dealer's does not.
  const maker = manufacturers.find((m) => m.active && deals(m.brands, input.brand));
  return maker ? { traders: [maker], by: "manufacturer" } : { traders: [], by: "operator" };
}

/**
 * The buyer asked for a dealer of a known brand yet the lead went to the manufacturer or the
 * operator: no active dealer of it is within reach, which the buyer's result says.
 */
export function passedOverDealers(lead: { typeOfQuery: string; tName: string; catalogueBrand: string; routedBy: RoutedBy }): boolean {
  const askedDealer = asksDealers(lead.typeOfQuery) && !lead.tName.trim() && lead.catalogueBrand !== "";
  return askedDealer && (lead.routedBy === "manufacturer" || lead.routedBy === "operator");
}
