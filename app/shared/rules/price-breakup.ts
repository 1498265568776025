import type { Price } from "../entities";
import { formatInr } from "./money";

// The model-in-city screen's price breakup and headline line, and an ex-showroom price of 0. The
// rules name their words by key (the catalogue messages' `terms` word them in the page's language)
// and write amounts as they are shown in every language.

export const DASH = "-";

/** The words of the price rules, by key. */
export type PriceTermKey =
  | "exShowroomPrice" | "rto" | "insurance" | "extendedWarranty" | "accessory" | "otherCharge" | "onRoadIn"
  | "deliveryCharge" | "asApplicable" | "contactForPrice" | "viewMore" | "emiPerMonth" | "exShowroom" | "viewLatestOffer";
/** A word of the rules; `city` fills "On Road Price in {city}". */
export type PriceTerm = { term: PriceTermKey; city?: string };
/** A word of the rules, or an amount as written ("₹1,20,000", "-"). */
export type PriceText = PriceTerm | string;

export const isPriceTerm = (text: PriceText): text is PriceTerm => typeof text !== "string";

export type BreakupLine = { label: PriceTerm; text: PriceText };
export type Breakup = { lines: BreakupLine[]; onRoadPrice: number; showBreakup: boolean };
export type BreakupInput = Pick<
  Price,
  "cityName" | "exShowroomPrice" | "rto" | "insurance" | "warranty" | "accessory" | "otherCharge" | "deliveryFlag"
>;

/** Ex-showroom price as shown: 0 means the price is not published. */
export function exShowroomText(price: number): PriceText {
  return price === 0 ? { term: "contactForPrice" } : formatInr(price);
}

/** Price on list cards (category in city): "View More" when the price is 0. */
export function cardPriceText(price: number): PriceText {
  return price === 0 ? { term: "viewMore" } : formatInr(price);
}

export function onRoadPrice(row: BreakupInput): number {
  return row.exShowroomPrice + row.rto + row.insurance + row.warranty + row.accessory + row.otherCharge;
}

export function priceBreakup(row: BreakupInput, city: string = row.cityName): Breakup {
  const dashed = (term: PriceTermKey, amount: number): BreakupLine => ({ label: { term }, text: amount === 0 ? DASH : formatInr(amount) });
  const total = onRoadPrice(row);
  const lines: BreakupLine[] = [
    { label: { term: "exShowroomPrice" }, text: exShowroomText(row.exShowroomPrice) },
    dashed("rto", row.rto),
    dashed("insurance", row.insurance),
  ];
  if (row.warranty !== 0) lines.push({ label: { term: "extendedWarranty" }, text: formatInr(row.warranty) });
  if (row.accessory !== 0) lines.push({ label: { term: "accessory" }, text: formatInr(row.accessory) });
  lines.push(dashed("otherCharge", row.otherCharge));
  lines.push({ label: { term: "onRoadIn", city }, text: formatInr(total) });
  if (row.deliveryFlag) lines.push({ label: { term: "deliveryCharge" }, text: { term: "asApplicable" } });
  const showBreakup = row.rto !== 0 || row.insurance !== 0 || row.otherCharge !== 0;
  return { lines, onRoadPrice: total, showBreakup };
}

export type Headline = { label: PriceTerm; text: string | null };

/** The line under the title: EMI if any, else the ex-showroom price if any, else an invitation. */
export function priceHeadline(row: Pick<Price, "emi" | "exShowroomPrice">): Headline {
  if (row.emi !== 0) return { label: { term: "emiPerMonth" }, text: formatInr(row.emi) };
  if (row.exShowroomPrice !== 0) return { label: { term: "exShowroom" }, text: formatInr(row.exShowroomPrice) };
  return { label: { term: "viewLatestOffer" }, text: null };
}
