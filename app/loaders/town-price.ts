import type { Towns } from "#app/context";
import type { Api } from "#app/domain/contract";
import type { Price } from "#app/domain/entities";
import { type TownPlace, readTownQuery, townPrice } from "#app/domain/rules/town";
import { messagesFor } from "#app/i18n/catalog.server";
import type { Lang } from "#app/i18n/lang";
import { namesIn } from "#app/i18n/names.server";
import { fill } from "#app/i18n/use-messages";
import { formatInr } from "#app/domain/rules/format";

// A model's price for a town, one resolution for every page and tool that takes a town (the model
// page's town box, the subsidy check, the battery chooser, the comparison, the EMI): any town the
// pincode directory knows, by name (in English or Hindi) or PIN code, gets its own price where it
// has one, else the nearest priced town's, with that town and its distance
// (docs/decisions/115-your-town-first.md, docs/decisions/146). Only the catalogue's cached calls
// and the directory are read: nothing here is keyed by the visitor.

/** What a tool's town field (or the remembered town) names: nothing, a place, or words that name no town. */
export type TownAsked = { kind: "none" } | { kind: "place"; place: TownPlace } | { kind: "unknown"; typed: string };

/** The cities a model page links to its price in: one listed page each (the model page's own call). */
const CITY_LINKS = 50;

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

/** A model's price for a place: the row of its own town (km 0), else of the nearest town with one. */
export type PriceNear = { town: string; own: boolean; km: number; row: Price };

type Model = { brandName: string; name: string };

/**
 * The model's price for the place: its priced towns (the cities its page lists, `cities` where the
 * caller has read them already), the nearest of them by the catalogue's town centres, and that
 * town's price row. Null where no town near or far has a price row.
 */
export async function priceNear(api: Api, towns: Towns, place: TownPlace, model: Model, cities?: readonly string[]): Promise<PriceNear | null> {
  const [catalogue, names] = await Promise.all([
    towns.catalogue(),
    cities ?? api.call("getMetadataByName", { name: `${model.brandName} ${model.name}`, count: CITY_LINKS }).then((rows) => rows.map((r) => r.value)),
  ]);
  const found = townPrice({ cityName: place.name, lat: place.lat, lng: place.lng }, names.map((cityName) => ({ cityName })), catalogue);
  if (!found) return null;
  const [row] = await api.call("getPriceByModelandCity", { brandName: model.brandName, name: model.name, cityName: found.row.cityName });
  return row ? { town: row.cityName, own: found.own, km: found.km, row } : null;
}

/** "Price in Gorakhpur, 159 km away" (or "Price in Noida" for the town's own), in the page's language. */
export function priceNearText(lang: Lang, near: Pick<PriceNear, "town" | "own" | "km">): string {
  const t = messagesFor(lang).town.price;
  const town = namesIn(lang).town(near.town);
  return near.own ? fill(t.own, { town }) : fill(t.nearest, { town, km: near.km });
}

/** "Price in Gorakhpur, 159 km away: Ex-showroom ₹1,08,900", or that no town near the place lists a price. */
export function priceNearLine(lang: Lang, place: Pick<TownPlace, "name">, near: PriceNear | null): string {
  const t = messagesFor(lang).town.price;
  if (!near) return fill(t.none, { town: namesIn(lang).town(place.name) });
  return `${priceNearText(lang, near)}: ${fill(t.exShowroom, { price: formatInr(near.row.exShowroomPrice) })}`;
}
