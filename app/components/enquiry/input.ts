import type { QueryType } from "#app/domain/enquiry";

// What an entry point hands the enquiry dialog (spec §3 "Enquiry dialog input") and its link to
// the plain enquiry page. Every page loads this module: it must not import the schemas (zod).

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

/** The heading of the dialog and of the enquiry page (`contactUs`: its words in the page's language). */
export function enquiryTitle(input: EnquiryInput, contactUs = "Contact Us"): string {
  return input.typeOfQuery === "Contact" ? contactUs : input.typeOfQuery;
}

/** What the enquiry is about, e.g. "Mahindra Treo in Noida", or "" for a general contact. */
export function enquirySubject(input: EnquiryInput, inCity = "{about} in {city}"): string {
  const product = [input.brandName, input.modelName].filter(Boolean).join(" ");
  const about = [product, input.traderName].filter(Boolean).join(", ");
  return input.cityName ? (about ? inCity.replace("{about}", about).replace("{city}", input.cityName) : input.cityName) : about;
}

/** An id per enquiry, so a retried delivery is one lead (crypto.randomUUID needs https). */
export function newEnquiryId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0"));
  return hex.join("");
}
