import type { Price } from "../entities";
import { formatInr } from "./format";

// Spec §2 "Model in city screen" (price breakup and headline line) and §3 (ex-showroom 0).

export const DASH = "-";

export type BreakupLine = { label: string; text: string };
export type Breakup = { lines: BreakupLine[]; onRoadPrice: number; showBreakup: boolean };
export type BreakupInput = Pick<
  Price,
  "cityName" | "exShowroomPrice" | "rto" | "insurance" | "warranty" | "accessory" | "otherCharge" | "deliveryFlag"
>;

/** Ex-showroom price as shown: 0 means the price is not published. */
export function exShowroomText(price: number): string {
  return price === 0 ? "Contact Us For Price" : formatInr(price);
}

/** Price on list cards (category in city): "View More" when the price is 0. */
export function cardPriceText(price: number): string {
  return price === 0 ? "View More" : formatInr(price);
}

export function onRoadPrice(row: BreakupInput): number {
  return row.exShowroomPrice + row.rto + row.insurance + row.warranty + row.accessory + row.otherCharge;
}

export function priceBreakup(row: BreakupInput, city: string = row.cityName): Breakup {
  const dashed = (label: string, amount: number) => ({ label, text: amount === 0 ? DASH : formatInr(amount) });
  const total = onRoadPrice(row);
  const lines: BreakupLine[] = [
    { label: "Ex Showroom Price", text: exShowroomText(row.exShowroomPrice) },
    dashed("RTO", row.rto),
    dashed("Insurance", row.insurance),
  ];
  if (row.warranty !== 0) lines.push({ label: "Extended Warranty", text: formatInr(row.warranty) });
  if (row.accessory !== 0) lines.push({ label: "Accessory", text: formatInr(row.accessory) });
  lines.push(dashed("Other Charge", row.otherCharge));
  lines.push({ label: `On Road Price in ${city}`, text: formatInr(total) });
  if (row.deliveryFlag) lines.push({ label: "Delivery Charge", text: "As Applicable" });
  const showBreakup = row.rto !== 0 || row.insurance !== 0 || row.otherCharge !== 0;
  return { lines, onRoadPrice: total, showBreakup };
}

export type Headline = { label: string; text: string | null };

/** The line under the title: EMI if any, else the ex-showroom price if any, else an invitation. */
export function priceHeadline(row: Pick<Price, "emi" | "exShowroomPrice">): Headline {
  if (row.emi !== 0) return { label: "EMI per month", text: formatInr(row.emi) };
  if (row.exShowroomPrice !== 0) return { label: "Ex-showroom price", text: formatInr(row.exShowroomPrice) };
  return { label: "View Latest Offer", text: null };
}
