import type { Price } from "../../../shared/entities";

// The label of a price row or contact button: the first matching rule wins.

export const PRICE_LABELS = [
  "Contact For Finance",
  "Contact to Talk Dealer",
  "Apply for Dealership",
  "Contact to Know More",
] as const;
export type PriceLabel = (typeof PRICE_LABELS)[number];

export type LabelInput = Pick<Price, "emi" | "dealer" | "manufacturer">;

export function priceLabel(row: LabelInput): PriceLabel {
  if (row.emi !== 0) return "Contact For Finance";
  if (row.dealer) return "Contact to Talk Dealer";
  if (row.manufacturer) return "Apply for Dealership";
  return "Contact to Know More";
}
