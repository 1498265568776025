import type { QueryType } from "#app/domain/enquiry";

// The enquiry's own words (issue 18, point 3): a heading in plain words per kind of enquiry, and
// the thank-you that says who will answer. Kinds that share a meaning share their words.

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

export const en = {
  title: {
    contact: "Contact Us",
    model: "Ask about this vehicle",
    dealer: "Contact the dealer",
    manufacturer: "Contact the manufacturer",
    dealership: "Apply for a dealership",
    finance: "Ask about finance",
  },
  sent: {
    contact: "Thank you! Your enquiry has been received. We will call you soon.",
    model: "Thank you! Your enquiry has been received. We will call you soon with the details.",
    dealer: "Thank you! Your enquiry has been received. The dealer will call you soon.",
    manufacturer: "Thank you! Your enquiry has been received. The manufacturer will call you soon.",
    dealership: "Thank you! Your dealership application has been received. We will call you soon.",
    finance: "Thank you! Your enquiry has been received. We will call you soon about finance options.",
  },
} satisfies Record<string, Record<Kind, string>>;

export type EnquiryMessages = typeof en;

/** The heading of the dialog and of the enquiry page for this kind of enquiry. */
export function titleFor(typeOfQuery: QueryType, messages: EnquiryMessages = en): string {
  return messages.title[KIND[typeOfQuery] ?? "contact"];
}

/** The thank-you once the enquiry is accepted: it names who will call. */
export function sentMessageFor(typeOfQuery: QueryType, messages: EnquiryMessages = en): string {
  return messages.sent[KIND[typeOfQuery] ?? "contact"];
}
