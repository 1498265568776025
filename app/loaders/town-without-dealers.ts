import type { Api } from "#app/domain/contract";
import type { Location } from "#app/domain/entities";
import type { Towns } from "#app/context";
import { type Located, type TownPlace, nearestTowns, sameTown } from "#app/domain/rules/town";
import { type PriceListItem, priceListItem } from "#app/lib/list-items";

// The page of a town with no page of its own for a vehicle type (/e-rickshaw/Varanasi, or a PIN
// code typed in the picker): the towns nearest to it that have dealers of the type, with their
// distance, and the models sold in the nearest of them, each with an enquiry that routing sends
// to the dealers nearest the visitor (docs/decisions/115-your-town-first.md).

/** Towns listed with their dealers; models shown from the nearest. */
export const NEAREST_DEALER_TOWNS = 5;
const MODELS = 6;
/** A town the address names: what the category-in-city route takes (app/domain/rules/city-route.ts). */
const TOWN_SHAPE = /^[A-Za-z][A-Za-z ]*$/;

export type TownWithoutDealers = {
  town: TownPlace;
  /** The town itself has dealers of the type (a catalogue town listed without prices). */
  hasOwnDealers: boolean;
  dealerTowns: { cityName: string; km: number | null }[];
  models: { row: PriceListItem; km: number | null }[];
};

/**
 * The page's data, or null when the name is no town the catalogue or the pincode directory knows
 * (then the category-in-city route answers 404, as for any unknown city).
 */
export async function townWithoutDealers(api: Api, towns: Towns, typeName: string, name: string, dealerCityNames: readonly string[]): Promise<TownWithoutDealers | null> {
  if (!TOWN_SHAPE.test(name)) return null;
  const [town, catalogue] = await Promise.all([towns.find({ kind: "name", name }), towns.catalogue()]);
  if (!town) return null;
  const withDealers = catalogue.filter((t) => dealerCityNames.some((d) => sameTown(d, t.cityName)));
  const dealerTowns = nearestDealerTowns(town, withDealers);
  const nearest = dealerTowns.find((t) => !sameTown(t.cityName, town.name));
  const rows = nearest ? await api.call("getCategoryCityFirst", { category: typeName, city: nearest.cityName, count: MODELS }) : [];
  return {
    town,
    hasOwnDealers: withDealers.some((t) => sameTown(t.cityName, town.name)),
    dealerTowns,
    models: rows.slice(0, MODELS).map((row) => ({ row: priceListItem(row), km: nearest?.km ?? null })),
  };
}

/** Nearest first with their distance; a place without a position lists its state's towns first, by name. */
function nearestDealerTowns(town: TownPlace, withDealers: Location[]): { cityName: string; km: number | null }[] {
  if (town.lat != null && town.lng != null) {
    return nearestTowns({ lat: town.lat, lng: town.lng }, withDealers, NEAREST_DEALER_TOWNS).map((t: Located<Location>) => ({ cityName: t.cityName, km: t.km }));
  }
  const inState = (t: Location) => (sameTown(t.stateName, town.stateName) ? 0 : 1);
  return [...withDealers]
    .sort((a, b) => inState(a) - inState(b) || a.cityName.localeCompare(b.cityName))
    .slice(0, NEAREST_DEALER_TOWNS)
    .map((t) => ({ cityName: t.cityName, km: null }));
}
