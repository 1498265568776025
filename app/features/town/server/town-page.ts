import type { Towns } from "#app/features/town/context";
import type { Api } from "#app/shared/contract";
import type { Location, TownType } from "#app/shared/entities";
import { CITY_LINKS, listableTypes } from "#app/shared/rules/lists";
import { type TownPlace, sameTown } from "#app/features/town/rules/town";
import { type NearTown, listedTowns, nearestListed } from "./town-without-dealers";
import { typePriceNear } from "../../catalogue/server/town-price";

// A town's page of every vehicle type sold near it (docs/decisions/147-a-town-keeps-the-need.md):
// for each type, how many models and the lowest published ex-showroom price in the town itself,
// else in the nearest town that prices the type (by the one resolution a model's page uses:
// app/features/catalogue/server/town-price.ts, so each model listed there is priced nearest there too), and the
// dealers of the nearest town that has them. Every figure comes from
// catalogue calls keyed by catalogue names (what each town has of each type is one kept row:
// getTownTypes), so any number of towns adds no cache entry beyond the catalogue's own.

/** Dealers named for each type: the first of the nearest town with dealers, activated first. */
export const DEALERS_SHOWN = 2;

export type TownTypeSummary = {
  typeName: string;
  categoryName: string;
  models: number;
  /** The lowest published ex-showroom price there (0: none published). */
  lowest: number;
  /** Where the figures are from: the town itself (km 0), or the nearest town that prices the type. */
  priceTown: NearTown & { own: boolean };
  /** The nearest town with dealers of the type, and its first dealers; null when none is listed. */
  dealerTown: NearTown | null;
  dealers: { tName: string; traderName: string }[];
};

const ofType = (rows: readonly TownType[], typeName: string) => rows.find((r) => sameTown(r.type, typeName) && r.models > 0) ?? null;

/** The types sold near the town, in the site's order of types; a type priced nowhere is left out. */
export async function townTypeSummaries(api: Api, towns: Towns, place: TownPlace): Promise<TownTypeSummary[]> {
  const [types, catalogue, own] = await Promise.all([
    api.call("getTypeByOrder", {}),
    towns.catalogue(),
    place.catalogueTown ? api.call("getTownTypes", { city: place.catalogueTown }) : Promise.resolve([]),
  ]);
  const summaries = await Promise.all(
    listableTypes(types).map(async ({ typeName, categoryName }): Promise<TownTypeSummary | null> => {
      const [source, near] = await Promise.all([priceSource(api, towns, place, own, typeName), nearestDealers(api, place, catalogue, typeName)]);
      return source ? { typeName, categoryName, models: source.row.models, lowest: source.row.lowest, priceTown: source.town, ...near } : null;
    }),
  );
  return summaries.filter((s): s is TownTypeSummary => s !== null);
}

/** The town's own figures for the type, else those of the nearest town that prices it (`typePriceNear`). */
async function priceSource(api: Api, towns: Towns, place: TownPlace, own: readonly TownType[], typeName: string) {
  const ownRow = ofType(own, typeName);
  if (ownRow) return { row: ownRow, town: { cityName: ownRow.cityName, km: 0, own: true } };
  const nearest = await typePriceNear(api, towns, place, typeName);
  const row = nearest ? ofType(await api.call("getTownTypes", { city: nearest.cityName }), typeName) : null;
  return nearest && row ? { row, town: { cityName: row.cityName, km: nearest.km, own: nearest.own } } : null;
}

/** The nearest town with dealers of the type and its first dealers, activated first (the dealer list's own call). */
async function nearestDealers(api: Api, place: TownPlace, catalogue: readonly Location[], typeName: string): Promise<Pick<TownTypeSummary, "dealerTown" | "dealers">> {
  const dealerCities = await api.call("getMetadataByName", { name: `${typeName} dealers`, count: CITY_LINKS });
  const [dealerTown] = nearestListed(place, listedTowns(catalogue, dealerCities.map((c) => c.value)), 1);
  if (!dealerTown) return { dealerTown: null, dealers: [] };
  const dealers = await api.call("getDealerByCityandActivate", { typeName, city: dealerTown.cityName });
  return { dealerTown, dealers: dealers.slice(0, DEALERS_SHOWN).map((d) => ({ tName: d.tName, traderName: d.traderName })) };
}
