import { type BreakupInput, priceBreakup } from "../../../shared/rules/price-breakup";

/**
 * The price an EMI is worked on: the on-road price of the city's breakup, the ex-showroom price
 * where there is no breakup, and 0 (no calculator) where no price is published.
 */
export function emiPrice(row: BreakupInput): number {
  if (row.exShowroomPrice <= 0) return 0;
  const breakup = priceBreakup(row);
  return breakup.showBreakup ? breakup.onRoadPrice : row.exShowroomPrice;
}
