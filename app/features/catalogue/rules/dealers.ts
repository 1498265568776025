import type { Trader } from "../../../shared/entities";

// The dealer list for a city: activated dealers first; "Click To Talk Dealer" only when
// activate is '1'; up to two model images per card.

export const MAX_DEALER_IMAGES = 2;

/** Activated dealers ('1') before the others, each group in the order given. */
export function activatedFirst<T extends Pick<Trader, "activate">>(dealers: readonly T[]): T[] {
  return [...dealers.filter((d) => d.activate === "1"), ...dealers.filter((d) => d.activate !== "1")];
}

export function canTalkToDealer(dealer: Pick<Trader, "activate">): boolean {
  return dealer.activate === "1";
}

/** The models a dealer card pictures: the first two of its brand list with a model name. */
export function dealerCardModels<T extends { brandName: string; modelName: string }>(brandList: readonly T[]): T[] {
  return brandList.filter((p) => p.brandName.trim() && p.modelName.trim()).slice(0, MAX_DEALER_IMAGES);
}

/** The brands a dealer sells, each once, in the order of its product list (the card shows them). */
export function dealerBrands(brandList: readonly { brandName: string }[]): string[] {
  return [...new Set(brandList.map((p) => p.brandName.trim()).filter(Boolean))];
}
