import type { Enquiry } from "#app/shared/enquiry";
import type { Location } from "#app/shared/entities";
import type { LeadIdentity } from "#app/features/leads/rules/identity";
import { identityKey } from "#app/features/leads/rules/identity-key";
import { type Place, type RouteCandidate, routeEnquiry } from "#app/features/leads/rules/routing";
import type { Catalogue } from "./catalogue";
import { catalogueList } from "./catalogue";
import type { LeadCopy } from "./ledger";
import { type PincodePlace, lookupPincode } from "../../town/server/pincodes";

// The copies of an enquiry (app/features/leads/rules/routing.ts decides who): one for the trader the
// visitor named, else one per trader it is routed to, else one for the operator. The catalogue is
// read through the BFF's cached calls, as the identity is, so routing works the same in both
// origin modes and costs no origin call when warm.

export async function leadCopies(db: D1Database, bff: Catalogue, enquiry: Enquiry, identity: LeadIdentity, maxKm: number): Promise<LeadCopy[]> {
  // A trader the visitor named is theirs, even one the catalogue does not know (then unmatched).
  if (identity.traderTName || enquiry.tName.trim()) return [{ identity, routedBy: identity.traderTName ? "named" : "operator" }];
  const brand = identity.catalogueBrand;
  if (!brand) return [{ identity, routedBy: "operator" }];
  const [dealers, makers, cities, products, pincode] = await Promise.all([
    catalogueList(bff, "getTraderByBrand", { traderType: "Dealer", brandName: brand }),
    catalogueList(bff, "getTraderByBrand", { traderType: "Manufacturer", brandName: brand }),
    catalogueList(bff, "getCity", {}),
    identity.catalogueModel ? catalogueList(bff, "getProductByBrandandModel", { brandName: brand, name: identity.catalogueModel }) : [],
    enquiry.pincode ? lookupPincode(db, enquiry.pincode) : null,
  ]);
  const towns = cities as Location[];
  const candidates = (items: unknown[]) => items.map((item) => candidate(item as TraderItem, towns));
  const typeName = String((products[0] as { typeName?: unknown } | undefined)?.typeName ?? "");
  const route = routeEnquiry(
    { typeOfQuery: enquiry.typeOfQuery, brand, typeName, visitor: visitorPlace(enquiry, towns, pincode), maxKm },
    candidates(dealers),
    candidates(makers),
  );
  if (route.traders.length === 0) return [{ identity, routedBy: "operator" }];
  return route.traders.map((trader) => ({
    identity: { ...identity, traderTName: trader.tName, traderName: trader.traderName, traderType: trader.traderType, traderKey: identityKey(trader.tName) },
    routedBy: route.by,
  }));
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
function visitorPlace(enquiry: Enquiry, towns: Location[], pincode: PincodePlace | null): Place {
  const known = town(towns, enquiry.cityName);
  const detected = enquiry.lat !== undefined && enquiry.lng !== undefined ? { lat: enquiry.lat, lng: enquiry.lng } : null;
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
