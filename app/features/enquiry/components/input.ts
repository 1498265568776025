import type { QueryType } from "#app/shared/enquiry";

// What an entry point hands the enquiry dialog and its link to the plain enquiry page. Every page
// loads this module: it must not import the schemas (zod), nor what only the dialog and the
// enquiry page read (./subject.ts).

export type EnquiryInput = {
  typeOfQuery: QueryType;
  brandName?: string;
  modelName?: string;
  traderName?: string;
  cityName?: string;
};

export function enquiryHref(input: EnquiryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value) params.set(key, value);
  return `/enquiry?${params}`;
}
