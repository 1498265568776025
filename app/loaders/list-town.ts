import type { Towns } from "#app/context";
import type { Api } from "#app/domain/contract";
import type { Location, Price } from "#app/domain/entities";
import { type TownPlace, nearestFirst, sameTown, townPrice } from "#app/domain/rules/town";
import { type PriceListItem, modelKey, priceListItem } from "#app/lib/list-items";

// A model list for a visitor who chose a town (docs/decisions/115-your-town-first.md): each model's
// price in that town, else in the nearest of the few towns nearest it that list one. The towns'
// price lists are catalogue calls keyed by catalogue names (KV, shared by every visitor).

/** The type's priced towns asked, nearest the visitor first: the town's own and its neighbours. */
const NEAR_TOWNS = 3;

export type TownListPrice = { row: PriceListItem; km: number; own: boolean };
export type TownListPrices = { town: string; prices: Record<string, TownListPrice> };


export async function townListPrices(api: Api, towns: Towns, town: TownPlace, typeName: string, pricedTowns: readonly string[]): Promise<TownListPrices> {
  const catalogue = await towns.catalogue();
  const place = { cityName: town.name, lat: town.lat, lng: town.lng };
  const near = nearestFirst(place, pricedTowns.map((cityName) => ({ cityName })), catalogue).slice(0, NEAR_TOWNS);
  const rows = (await Promise.all(near.map((t) => api.call("getPriceByCityandType", { cityName: t.cityName, typeName })))).flat();
  return pricesFor(town, rows, catalogue);
}

/** A brand's models: from every price row of the brand, which the brand page reads anyway. */
export async function brandTownPrices(towns: Towns, town: TownPlace, rows: readonly Price[]): Promise<TownListPrices> {
  return pricesFor(town, rows, await towns.catalogue());
}

function pricesFor(town: TownPlace, rows: readonly Price[], catalogue: readonly Location[]): TownListPrices {
  const place = { cityName: town.name, lat: town.lat, lng: town.lng };
  const prices: Record<string, TownListPrice> = {};
  for (const row of rows) {
    const key = modelKey(row);
    if (prices[key]) continue;
    const found = townPrice(place, rows.filter((r) => modelKey(r) === key && r.exShowroomPrice > 0), catalogue);
    if (found) prices[key] = { row: priceListItem(found.row), km: found.km, own: found.own || sameTown(found.row.cityName, town.name) };
  }
  return { town: town.name, prices };
}
