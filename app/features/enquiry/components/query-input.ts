import { QUERY_TYPES, type QueryType } from "#app/shared/enquiry";
import type { EnquiryInput } from "./input";

// The plain enquiry page's input, read back from the query string of an EnquiryButton's link.

const NAME_KEYS = ["brandName", "modelName", "traderName", "cityName"] as const;
/** The enquiry schema keeps at most 100 characters of a name. */
const MAX_NAME = 100;

export const isQueryType = (value: string | null): value is QueryType =>
  (QUERY_TYPES as readonly (string | null)[]).includes(value);

/**
 * An unknown or missing typeOfQuery becomes a Contact enquiry (docs/decisions/032-enquiry-page.md);
 * names longer than the schema allows are dropped rather than cut.
 */
export function enquiryInputFromQuery(params: URLSearchParams): EnquiryInput {
  const kind = params.get("typeOfQuery");
  const input: EnquiryInput = { typeOfQuery: isQueryType(kind) ? kind : "Contact" };
  for (const key of NAME_KEYS) {
    const value = params.get(key)?.trim();
    if (value && value.length <= MAX_NAME) input[key] = value;
  }
  return input;
}
