import type { QueryType } from "#app/domain/enquiry";
import type { EnquiryMessages } from "./messages";
import { titleFor } from "./kind-words";

// What an entry point hands the enquiry dialog and its link to
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

/** The heading of the dialog and of the enquiry page, in the page's language. */
export function enquiryTitle(input: EnquiryInput, messages: EnquiryMessages): string {
  return titleFor(input.typeOfQuery, messages);
}

/**
 * A name as people read it: trader and city names often arrive as URL slugs
 * ("Noida-E-Rickshaw-Point"); a name that already has spaces keeps its hyphens ("E-Motors").
 */
function displayed(name = ""): string {
  const trimmed = name.trim();
  return /\s/.test(trimmed) ? trimmed : trimmed.replace(/[-_]+/g, " ");
}

/** What the enquiry is about, e.g. "Mahindra Treo in Noida", or "" for a general contact. */
/** `town` names the town in the page's language (app/i18n/names.ts). */
export function enquirySubject(input: EnquiryInput, inCity = "{about} in {city}", town: (name: string) => string = (name) => name): string {
  const product = [input.brandName, input.modelName].map(displayed).filter(Boolean).join(" ");
  const about = [product, displayed(input.traderName)].filter(Boolean).join(", ");
  const city = town(displayed(input.cityName));
  return city ? (about ? inCity.replace("{about}", about).replace("{city}", city) : city) : about;
}

/** An id per enquiry, so a retried delivery is one lead (crypto.randomUUID needs https). */
export function newEnquiryId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0"));
  return hex.join("");
}
