import type { Location } from "#app/shared/entities";
import type { Towns } from "#app/features/town/context";
import type { Api } from "#app/shared/contract";
import { addressableTown } from "#app/shared/rules/city-route";
import { type Located, type TownPlace, nearestTowns, sameTown } from "#app/features/town/rules/town";
import { typePriceNear } from "../../catalogue/server/town-price";

// The page of a town with no page of its own for a vehicle type (/e-rickshaw/Varanasi, or a PIN
// code typed in the picker): the towns nearest to it that have dealers of the type, with their
// distance, and the type's models in the nearest town that prices them (by the one resolution a
// model's page uses, app/features/catalogue/server/town-price.ts: each model listed there is priced nearest there),
// each at its price there with an enquiry that routing sends to the dealers nearest the visitor
// (docs/decisions/115-your-town-first.md, 146, 147-a-town-keeps-the-need.md).

/** Towns listed with their dealers. */
export const NEAREST_DEALER_TOWNS = 5;

/** A catalogue town near the visitor's, with its distance (null: the place has no position; its state's towns come first). */
export type NearTown = { cityName: string; km: number | null };

export type TownWithoutDealers = {
  town: TownPlace;
  /** The town itself has dealers of the type (a catalogue town listed without prices). */
  hasOwnDealers: boolean;
  dealerTowns: NearTown[];
  /** The nearest town with prices of the type (`typePriceNear`): its models are the page's list. */
  pricedTown: { cityName: string; km: number; own: boolean } | null;
};

/**
 * The page's data, or null when the name is no town the catalogue or the pincode directory knows
 * (then the category-in-city route answers 404, as for any unknown city). `dealerCityNames` are
 * the type's towns with dealers (its listed pages).
 */
export async function townWithoutDealers(
  api: Api,
  towns: Towns,
  name: string,
  typeName: string,
  dealerCityNames: readonly string[],
): Promise<TownWithoutDealers | null> {
  if (!addressableTown(name)) return null;
  const [town, catalogue] = await Promise.all([towns.find({ kind: "name", name }), towns.catalogue()]);
  if (!town) return null;
  const withDealers = listedTowns(catalogue, dealerCityNames);
  return {
    town,
    hasOwnDealers: withDealers.some((t) => sameTown(t.cityName, town.name)),
    dealerTowns: nearestListed(town, withDealers, NEAREST_DEALER_TOWNS),
    pricedTown: await typePriceNear(api, towns, town, typeName),
  };
}

/** The catalogue's towns (with their positions) among a list of town names. */
export function listedTowns(catalogue: readonly Location[], names: readonly string[]): Location[] {
  return catalogue.filter((t) => names.some((n) => sameTown(n, t.cityName)));
}

/** Nearest first with their distance; a place without a position lists its state's towns first, by name. */
export function nearestListed(town: TownPlace, listed: readonly Location[], limit: number): NearTown[] {
  if (town.lat != null && town.lng != null) {
    return nearestTowns({ lat: town.lat, lng: town.lng }, listed, limit).map((t: Located<Location>) => ({ cityName: t.cityName, km: t.km }));
  }
  const inState = (t: Location) => (sameTown(t.stateName, town.stateName) ? 0 : 1);
  return [...listed]
    .sort((a, b) => inState(a) - inState(b) || a.cityName.localeCompare(b.cityName))
    .slice(0, limit)
    .map((t) => ({ cityName: t.cityName, km: null }));
}
