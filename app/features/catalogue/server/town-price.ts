import type { Towns } from "#app/features/town/context";
import type { Api } from "#app/shared/contract";
import type { Location, ModelPrice } from "#app/shared/entities";
import { modelPrices } from "./model-prices";
import { type TownPlace, modelPriceNear, readTownQuery, townPrice } from "#app/features/town/rules/town";
import * as townMessages from "#app/features/town/messages";
import type { Lang } from "#app/shared/i18n/lang";
import { namesIn } from "#app/shared/i18n/names.server";
import { fill } from "#app/shared/i18n/use-messages";
import { formatInr } from "#app/shared/rules/money";
import { priceWhereText } from "#app/features/town/components/price-where";

// A model's price for a town: one resolution for every page and tool that takes a town (the model
// page's town box and its EMI, the subsidy check, the battery chooser, the comparison, the brand's
// cards) and, over a type's priced towns, for a town's page and a type in a town without prices of
// its own: any town the pincode directory knows, by name (in English or Hindi) or PIN code, gets its
// own price where it has one, else the nearest priced town's, with that town and its distance
// (`townPrice`, app/features/town/rules/town.ts; docs/decisions/115-your-town-first.md, 146). A model's
// candidates are its own published town prices, all of them (`getPriceByModel`, from which its
// "from" price is worked out too); a type's are the towns with a published price of it
// (`getTownsByType`), so every model a type's nearest town lists resolves to that town. Only the
// catalogue's cached calls and the directory are read: nothing here is keyed by the visitor.

/** What a tool's town field (or the remembered town) names: nothing, a place, or words that name no town. */
export type TownAsked = { kind: "none" } | { kind: "place"; place: TownPlace } | { kind: "unknown"; typed: string };

/**
 * The town a tool is asked for: the one typed in its field, else (`remembered`) the visitor's
 * town. Six digits are a PIN code, other words a town name; what the directory does not know is
 * `unknown` (the form says so beside its field), never an error.
 */
export async function townAsked(towns: Towns, typed: string | null | undefined, remembered = true): Promise<TownAsked> {
  const text = (typed ?? "").trim();
  if (!text) {
    const place = remembered ? await towns.chosen() : null;
    return place ? { kind: "place", place } : { kind: "none" };
  }
  const read = readTownQuery(text);
  const place = read && read.kind !== "text" ? await towns.find(read) : null;
  return place ? { kind: "place", place } : { kind: "unknown", typed: text.slice(0, 80) };
}

/** A model's price for a place: the row of its own town (km 0), else of the nearest town with a published one. */
export type PriceNear = { town: string; own: boolean; km: number; row: ModelPrice };

type Model = { brandName: string; name: string };

const at = (place: TownPlace) => ({ cityName: place.name, lat: place.lat, lng: place.lng });

/** The model's price for the place, from its town prices read already (`modelPrices`). */
export function priceNearIn(place: TownPlace, rows: readonly ModelPrice[], catalogue: readonly Location[]): PriceNear | null {
  const found = modelPriceNear(at(place), rows, catalogue);
  return found ? { town: found.row.cityName, own: found.own, km: found.km, row: found.row } : null;
}

/** The model's price for the place; null where no town near or far publishes one. */
export async function priceNear(api: Api, towns: Towns, place: TownPlace, model: Model): Promise<PriceNear | null> {
  const [catalogue, rows] = await Promise.all([towns.catalogue(), modelPrices(api, model)]);
  return priceNearIn(place, rows, catalogue);
}

/**
 * Where a place's prices of a type are: the place's own town where it prices the type, else the
 * nearest town that does, by the same rule as a model's (so each model priced there is priced
 * nearest there too); null where no town near or far prices the type.
 */
export async function typePriceNear(api: Api, towns: Towns, place: TownPlace, typeName: string): Promise<{ cityName: string; km: number; own: boolean } | null> {
  const [catalogue, priced] = await Promise.all([towns.catalogue(), api.call("getTownsByType", { typeName })]);
  const found = townPrice(at(place), priced, catalogue);
  return found ? { cityName: found.row.cityName, km: found.km, own: found.own } : null;
}

/** "Price in Gorakhpur, 159 km away" (or "Price in Noida" for the town's own), in the page's language. */
export function priceNearText(lang: Lang, near: Pick<PriceNear, "town" | "own" | "km">): string {
  return priceWhereText(townMessages[lang].price, namesIn(lang), near);
}

/** "Price in Gorakhpur, 159 km away: Ex-showroom ₹1,08,900", or that no town near the place lists a price. */
export function priceNearLine(lang: Lang, place: Pick<TownPlace, "name">, near: PriceNear | null): string {
  const t = townMessages[lang].price;
  if (!near) return fill(t.none, { town: namesIn(lang).town(place.name) });
  return `${priceNearText(lang, near)}: ${fill(t.exShowroom, { price: formatInr(near.row.exShowroomPrice) })}`;
}
