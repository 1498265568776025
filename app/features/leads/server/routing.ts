import type { Enquiry } from "#app/shared/enquiry";
import type { Location } from "#app/shared/entities";
import type { LeadIdentity } from "#app/features/leads/rules/identity";
import { identityKey } from "#app/features/leads/rules/identity-key";
import { type Place, type RouteCandidate, type RouteInput, dealersByNearness, routeEnquiry } from "#app/features/leads/rules/routing";
import type { Catalogue } from "./catalogue";
import { catalogueList } from "./catalogue";
import type { LeadCopy } from "./ledger";
import { type PincodePlace, lookupPincode } from "../../town/server/pincodes";

// The copies of an enquiry (app/features/leads/rules/routing.ts decides who): one for the trader the
// visitor named, else one per trader it is routed to, else one for the operator. The catalogue is
// read through the BFF's cached calls, as the identity is, so routing works the same in both
// origin modes and costs no origin call when warm.

/** How far routing reaches (km), and how many of the nearest dealers an enquiry first goes to. */
export type Reach = { maxKm: number; firstDealers: number };

export async function leadCopies(db: D1Database, bff: Catalogue, enquiry: Enquiry, identity: LeadIdentity, reach: Reach): Promise<LeadCopy[]> {
  // A trader the visitor named is theirs, even one the catalogue does not know (then unmatched).
  if (identity.traderTName || enquiry.tName.trim()) return [{ identity, routedBy: identity.traderTName ? "named" : "operator" }];
  const brand = identity.catalogueBrand;
  if (!brand) return [{ identity, routedBy: "operator" }];
  const { input, dealers, makers } = await routingOf(db, bff, { ...enquiry, catalogueBrand: brand, catalogueModel: identity.catalogueModel }, reach.maxKm, true);
  const route = routeEnquiry({ ...input, firstDealers: reach.firstDealers }, dealers, makers);
  if (route.traders.length === 0) return [{ identity, routedBy: "operator" }];
  return route.traders.map((trader) => ({
    identity: { ...identity, traderTName: trader.tName, traderName: trader.traderName, traderType: trader.traderType, traderKey: identityKey(trader.tName) },
    routedBy: route.by,
  }));
}

/** What routing reads of an enquiry (a stored lead has the same fields). */
export type RoutedAsk = Pick<Enquiry, "typeOfQuery" | "cityName" | "districtName" | "stateName" | "pincode"> & {
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  catalogueBrand: string;
  catalogueModel: string;
};

/**
 * Every active dealer of the ask's brand within reach of its buyer, nearest first, by the rule
 * that routed it (app/features/leads/rules/routing.ts): the order a lead no one called is offered in.
 */
export async function dealersNearest(db: D1Database, bff: Catalogue, ask: RoutedAsk, maxKm: number): Promise<RouteCandidate[]> {
  const { input, dealers } = await routingOf(db, bff, ask, maxKm, false);
  return dealersByNearness(input, dealers).map((found) => found.dealer);
}

async function routingOf(db: D1Database, bff: Catalogue, ask: RoutedAsk, maxKm: number, withMakers: boolean) {
  const brand = ask.catalogueBrand;
  const [dealers, makers, cities, products, pincode] = await Promise.all([
    catalogueList(bff, "getTraderByBrand", { traderType: "Dealer", brandName: brand }),
    withMakers ? catalogueList(bff, "getTraderByBrand", { traderType: "Manufacturer", brandName: brand }) : [],
    catalogueList(bff, "getCity", {}),
    ask.catalogueModel ? catalogueList(bff, "getProductByBrandandModel", { brandName: brand, name: ask.catalogueModel }) : [],
    ask.pincode ? lookupPincode(db, ask.pincode) : null,
  ]);
  const towns = cities as Location[];
  const candidates = (items: unknown[]) => items.map((item) => candidate(item as TraderItem, towns));
  const typeName = String((products[0] as { typeName?: unknown } | undefined)?.typeName ?? "");
  const input: RouteInput = { typeOfQuery: ask.typeOfQuery, brand, typeName, visitor: visitorPlace(ask, towns, pincode), maxKm };
  return { input, dealers: candidates(dealers), makers: candidates(makers) };
}

type TraderItem = { tName: string; traderName: string; traderType: "Dealer" | "Manufacturer"; cityName: string; brandDeal: string[]; typeName: string[]; activate: "0" | "1" };

function candidate(item: TraderItem, towns: Location[]): RouteCandidate {
  return {
    tName: item.tName,
    traderName: item.traderName,
    traderType: item.traderType,
    cityName: item.cityName,
    brands: item.brandDeal ?? [],
    types: item.typeName ?? [],
    active: item.activate === "1",
    place: town(towns, item.cityName),
  };
}

function town(towns: Location[], cityName: string): Place | undefined {
  const key = identityKey(cityName);
  return key ? towns.find((t) => identityKey(t.cityName) === key) : undefined;
}

/**
 * Where the visitor is: the town, district and state they gave (filled from their pincode when
 * left empty); at the position their browser detected, else their pincode's (the directory's),
 * else their town's centre when the catalogue knows the town.
 */
function visitorPlace(enquiry: RoutedAsk, towns: Location[], pincode: PincodePlace | null): Place {
  const known = town(towns, enquiry.cityName);
  const detected = enquiry.lat != null && enquiry.lng != null ? { lat: enquiry.lat, lng: enquiry.lng } : null;
  const posted = pincode?.lat != null && pincode.lng != null ? { lat: pincode.lat, lng: pincode.lng } : null;
  const position = detected ?? posted ?? (known?.lat !== undefined && known.lng !== undefined ? { lat: known.lat, lng: known.lng } : null);
  return {
    cityName: enquiry.cityName,
    districtName: enquiry.districtName || known?.districtName || "",
    stateName: enquiry.stateName || known?.stateName || "",
    lat: position?.lat,
    lng: position?.lng,
  };
}
