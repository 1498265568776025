import { formatInr } from "./format";

// Description texts may contain the placeholders `cityName` and `exShowroomPrice`,
// replaced by the city and the price. The spec writes the price "Rs {price}"; the site writes money
// one way everywhere, ₹ with Indian grouping (ADR 097).

export function fillDescription(text: string, city: string, price: number): string {
  return text.replaceAll("cityName", city).replaceAll("exShowroomPrice", formatInr(price));
}
