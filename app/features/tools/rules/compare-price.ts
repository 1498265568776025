import type { Price } from "../../../shared/entities";
import { type FromPrice, fromPrice } from "../../../shared/rules/from-price";
import { priceBreakup } from "../../../shared/rules/price-breakup";
import { modelPriceNear } from "../../town/rules/town";

// The price a comparison shows of each model: for the chosen town (any the pincode directory
// knows), the on-road price of the breakup of its own town or of the nearest town that prices the
// model, with that town's distance, by the rule every page and tool uses over the model's own town
// prices (rules/town.ts `modelPriceNear`, app/features/catalogue/server/town-price.ts); where no town prices it, or
// no town is chosen, its "from" price, which names its own town (rules/from-price.ts).

export type TownRow = Pick<
  Price,
  "brandName" | "name" | "cityName" | "exShowroomPrice" | "rto" | "insurance" | "warranty" | "accessory" | "otherCharge" | "deliveryFlag"
>;

export type ComparedPrice =
  /** onRoad is null where the town publishes no breakup: the ex-showroom price is all there is. */
  | { kind: "town"; town: string; km: number; exShowroom: number; onRoad: number | null }
  | { kind: "from"; from: FromPrice | null; missingIn: string | null };

/** The towns where any of the models has a published price, by name: the town choice's options. */
export function pricedTowns(rows: readonly Pick<TownRow, "cityName" | "exShowroomPrice">[]): string[] {
  const towns = rows.filter((r) => r.exShowroomPrice > 0).map((r) => r.cityName.trim());
  return [...new Set(towns)].sort((a, b) => a.localeCompare(b, "en"));
}

type Place = { cityName: string; lat: number | null; lng: number | null };
type TownCentre = { cityName: string; lat?: number | null; lng?: number | null };

/**
 * One model's price on the compare page, from its town prices (every one: getPriceByModel): for
 * `place`, its own town's or the nearest priced town's (by the catalogue's town centres, `towns`);
 * else its "from" price.
 */
export function comparedPrice(rows: readonly TownRow[], place: Place | null, towns: readonly TownCentre[]): ComparedPrice {
  const found = place ? modelPriceNear(place, rows, towns) : null;
  if (found) {
    const breakup = priceBreakup(found.row);
    return { kind: "town", town: found.row.cityName, km: found.km, exShowroom: found.row.exShowroomPrice, onRoad: breakup.showBreakup ? breakup.onRoadPrice : null };
  }
  return { kind: "from", from: fromPrice(rows), missingIn: place?.cityName ?? null };
}

/** The figure a price cell shows, to tell whether the models' prices differ (0: none shown). */
export function shownFigure(price: ComparedPrice): number {
  return price.kind === "town" ? (price.onRoad ?? price.exShowroom) : (price.from?.price ?? 0);
}
