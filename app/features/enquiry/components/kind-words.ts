import type { QueryType } from "#app/shared/enquiry";
import type { EnquiryMessages } from "../messages";

// The enquiry's heading and thank-you by kind of enquiry, in the page's
// language; kinds that share a meaning share their words. Apart from ./messages.ts, whose both
// languages must not reach the page's script (only the types are imported here).

type Kind = "contact" | "model" | "dealer" | "manufacturer" | "dealership" | "finance";

const KIND: Record<QueryType, Kind> = {
  Contact: "contact",
  Model: "model",
  "Know More": "model",
  "Contact to Know More": "model",
  Dealer: "dealer",
  "Dealer Inquiry": "dealer",
  "Contact Dealer": "dealer",
  "Contact to Talk Dealer": "dealer",
  "Find Dealer": "dealer",
  "Manufacturer Inquiry": "manufacturer",
  "Contact Manufacturer": "manufacturer",
  Dealership: "dealership",
  "Apply for Dealership": "dealership",
  "Contact For Finance": "finance",
};

type KindWords = Pick<EnquiryMessages, "kindTitle" | "kindSent">;

/** The heading of the dialog and of the enquiry page for this kind of enquiry. */
export function titleFor(typeOfQuery: QueryType, messages: KindWords): string {
  return messages.kindTitle[KIND[typeOfQuery] ?? "contact"];
}

/** The thank-you once the enquiry is accepted: it names who will call. */
export function sentMessageFor(typeOfQuery: QueryType, messages: KindWords): string {
  return messages.kindSent[KIND[typeOfQuery] ?? "contact"];
}
