import type { Price } from "../entities";

// "From ₹…" means one thing on every page: the lowest published ex-showroom price over the
// towns the model is priced in (a 0 is "not published" and never the lowest). A page that shows a
// model's price without a town shows this figure, worded "from"; a price in a town names the
// town. The catalogue's own product price is not shown: it names no town and drifted from the
// town prices (Jezza Classic read ₹84,500 on its page, ₹82,000 on the type page).

export type TownPrice = Pick<Price, "brandName" | "name" | "cityName" | "exShowroomPrice">;
export type FromPrice = { price: number; town: string };

const keyOf = (brandName: string, name: string) => `${brandName.trim().toLowerCase()}\u0000${name.trim().toLowerCase()}`;

/** The lowest published ex-showroom price of these rows and its town (ties: the town first by name). */
export function fromPrice(rows: readonly Pick<TownPrice, "cityName" | "exShowroomPrice">[]): FromPrice | null {
  let best: FromPrice | null = null;
  for (const row of rows) {
    if (!(row.exShowroomPrice > 0)) continue;
    if (!best || row.exShowroomPrice < best.price || (row.exShowroomPrice === best.price && row.cityName < best.town)) {
      best = { price: row.exShowroomPrice, town: row.cityName };
    }
  }
  return best;
}

/** Each model's "from" price among the rows of several models (a brand's price list). */
export function fromPrices(rows: readonly TownPrice[]): (model: Pick<TownPrice, "brandName" | "name">) => FromPrice | null {
  const byModel = new Map<string, TownPrice[]>();
  for (const row of rows) {
    const key = keyOf(row.brandName, row.name);
    byModel.set(key, [...(byModel.get(key) ?? []), row]);
  }
  return (model) => fromPrice(byModel.get(keyOf(model.brandName, model.name)) ?? []);
}
