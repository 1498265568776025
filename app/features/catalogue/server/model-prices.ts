import type { Api } from "#app/shared/contract";
import type { ModelPrice } from "#app/shared/entities";
import { type FromPrice, fromPrice } from "#app/shared/rules/from-price";

// A model's town prices, every one of them, as one catalogue call (getPriceByModel, cached and
// keyed by the catalogue's names): its "from" price (rules/from-price.ts) and its price near any
// place (./town-price.ts) are both worked out from these rows, so no page or tool reads another
// list for either (docs/decisions/145, 146).

type Model = { brandName: string; name: string };

/** Every town price of the model, as the catalogue names it. */
export function modelPrices(api: Api, model: Model): Promise<ModelPrice[]> {
  return api.call("getPriceByModel", { brandName: model.brandName, name: model.name });
}

/** The model's "from" price: the lowest published price over all its towns, with that town. */
export async function modelFromPrice(api: Api, model: Model): Promise<FromPrice | null> {
  return fromPrice(await modelPrices(api, model));
}
