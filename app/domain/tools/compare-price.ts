import type { Price } from "../entities";
import { type FromPrice, fromPrice } from "../rules/from-price";
import { priceBreakup } from "../rules/price-breakup";

// The price a comparison shows of each model: in the chosen town, the on-road price of that
// town's breakup (as on the model-in-city page); where the model has no price there, or no town
// is chosen, its "from" price, which names its own town (rules/from-price.ts).

export type TownRow = Pick<
  Price,
  "brandName" | "name" | "cityName" | "exShowroomPrice" | "rto" | "insurance" | "warranty" | "accessory" | "otherCharge" | "deliveryFlag"
>;

export type ComparedPrice =
  /** onRoad is null where the town publishes no breakup: the ex-showroom price is all there is. */
  | { kind: "town"; town: string; exShowroom: number; onRoad: number | null }
  | { kind: "from"; from: FromPrice | null; missingIn: string | null };

const sameTown = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The towns where any of the models has a published price, by name: the town choice's options. */
export function pricedTowns(rows: readonly Pick<TownRow, "cityName" | "exShowroomPrice">[]): string[] {
  const towns = rows.filter((r) => r.exShowroomPrice > 0).map((r) => r.cityName.trim());
  return [...new Set(towns)].sort((a, b) => a.localeCompare(b, "en"));
}

/** The asked town as the catalogue spells it, or null when none of the models is priced there. */
export function chosenTown(asked: string | null, towns: readonly string[]): string | null {
  return asked === null ? null : (towns.find((t) => sameTown(t, asked)) ?? null);
}

/** One model's price on the compare page, from its town rows. */
export function comparedPrice(rows: readonly TownRow[], town: string | null): ComparedPrice {
  const there = town === null ? undefined : rows.find((r) => sameTown(r.cityName, town) && r.exShowroomPrice > 0);
  if (there) {
    const breakup = priceBreakup(there);
    return { kind: "town", town: there.cityName, exShowroom: there.exShowroomPrice, onRoad: breakup.showBreakup ? breakup.onRoadPrice : null };
  }
  return { kind: "from", from: fromPrice(rows), missingIn: town };
}

/** The figure a price cell shows, to tell whether the models' prices differ (0: none shown). */
export function shownFigure(price: ComparedPrice): number {
  return price.kind === "town" ? (price.onRoad ?? price.exShowroom) : (price.from?.price ?? 0);
}
