import type { EnquiryInput } from "./input";
import type { EnquiryMessages } from "../messages";
import { titleFor } from "./kind-words";

// What the dialog and the enquiry page say about an enquiry: its heading, its subject and its id.
// Apart from ./input.ts, which every page loads for its entry points: these load with the dialog.

/** The heading of the dialog and of the enquiry page, in the page's language. */
export function enquiryTitle(input: EnquiryInput, messages: EnquiryMessages): string {
  return titleFor(input.typeOfQuery, messages);
}

/**
 * A name as people read it: trader and city names often arrive as URL slugs
 * ("Noida-E-Rickshaw-Point"); a name that already has spaces keeps its hyphens ("E-Motors").
 */
export function displayed(name = ""): string {
  const trimmed = name.trim();
  return /\s/.test(trimmed) ? trimmed : trimmed.replace(/[-_]+/g, " ");
}

/** What the enquiry is about, e.g. "Mahindra Treo in Noida", or "" for a general contact. */
/** `town` names the town in the page's language (app/shared/i18n/names.ts). */
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
