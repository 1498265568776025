import { type Names, useNames } from "#app/shared/i18n/names";
import { fill, useMessages } from "#app/shared/i18n/use-messages";

// Where a price near a town is from, in one wording for every page and tool that shows one (the
// model page's town box and its EMI, a brand's cards, a town's page, a type in a town without
// prices, the subsidy check): "Price in Gorakhpur, 159 km away", or "Price in Noida" for the
// town's own (app/features/catalogue/server/town-price.ts resolves it, docs/decisions/146).

/** Where a price is: its town, whether it is the place's own, and how far (null: not known). */
export type PriceWhere = { town: string; own: boolean; km: number | null };

type Words = { own: string; nearest: string };

/** The sentence, from the `town.price` messages and the page's names. */
export function priceWhereText(t: Words, names: Pick<Names, "town">, near: PriceWhere): string {
  const town = names.town(near.town);
  return near.own || near.km === null ? fill(t.own, { town }) : fill(t.nearest, { town, km: near.km });
}

/** The sentence in a component, in the page's language. */
export function usePriceWhere(): (near: PriceWhere) => string {
  const t = useMessages().town.price;
  const names = useNames();
  return (near) => priceWhereText(t, names, near);
}
