import { nationalDigits } from "../../../shared/rules/phone";
import type { LeadMatch, TraderType } from "./identity";
import type { RoutedBy } from "./routing";
import type { Consent } from "../../../shared/privacy-notice";

// A lead as the ledger keeps it (worker/origin/migrations/0002_lead_ledger.sql): what the visitor
// sent, its catalogue identity, its billing facts and the state of each delivery.

export type OriginState = "pending" | "delivered" | "queued" | "refused";
/** Why a lead's personal data was erased: the buyer asked, withdrew consent, or its period ended. */
export type ErasedBy = "" | "buyer" | "withdrawn" | "retention";
export type WebhookState = "none" | "pending" | "delivered" | "failed";

export type Lead = {
  id: string;
  /** The enquiry this lead is a copy of (one per trader it was routed to). */
  enquiryId: string;
  routedBy: RoutedBy;
  /** When this Worker received it, ms since the epoch (kept through the queue). */
  receivedAt: number;
  name: string;
  mobile: string;
  brandName: string;
  modelName: string;
  tName: string;
  typeOfQuery: string;
  areaName: string;
  pincode: string;
  cityName: string;
  districtName: string;
  stateName: string;
  quantity: number;
  note: string;
  /** The visitor's position was detected (coordinates kept) rather than typed as a pincode. */
  google: boolean;
  lat: number | null;
  lng: number | null;
  catalogueBrand: string;
  catalogueModel: string;
  traderTName: string;
  traderName: string;
  traderType: TraderType | "";
  match: LeadMatch;
  duplicate: boolean;
  billable: boolean;
  originState: OriginState;
  pageSeenAt: number | null;
  webhookState: WebhookState;
  webhookAttempts: number;
  webhookError: string;
  webhookDeliveredAt: number | null;
  contactedAt: number | null;
  /** When the visitor confirmed the mobile with a one-time code (ms); null: not verified. */
  verifiedAt: number | null;
  /** The notice, purposes and sellers the enquiry was sent under (docs/decisions/152). */
  consent: Consent;
  /** When the buyer withdrew consent: no seller is handed it or messaged about it since. */
  withdrawnAt: number | null;
  /** When the buyer asked for erasure while a dispute kept the lead's facts. */
  erasureAskedAt: number | null;
  /** When its personal data was erased (name, mobile, pincode, place, words), and why. */
  erasedAt: number | null;
  erasedBy: ErasedBy;
};

/** Whether the lead may be handed to its seller: consent stands and its data is there. */
export const handedOver = (lead: Pick<Lead, "withdrawnAt" | "erasedAt">) => lead.withdrawnAt === null && lead.erasedAt === null;

/** The model as a trader reads it: the catalogue's spelling when known, else the visitor's. */
export function leadModel(lead: Pick<Lead, "catalogueBrand" | "catalogueModel" | "brandName" | "modelName">): string {
  const brand = lead.catalogueBrand || lead.brandName;
  const model = lead.catalogueModel || lead.modelName;
  return [brand, model].filter(Boolean).join(" ");
}

/** The digits hidden of a mobile its buyer has not confirmed: all but the first two and last two. */
const HIDDEN_DIGIT = "X";

/** A mobile with all but its first two and last two digits hidden: "98XXXXXX10". */
export function maskedMobile(mobile: string): string {
  if (mobile.includes(HIDDEN_DIGIT)) return mobile; // masked already: the same again
  const digits = nationalDigits(mobile) ?? mobile.replace(/\D/g, "");
  return digits.length <= 4 ? HIDDEN_DIGIT.repeat(digits.length) : `${digits.slice(0, 2)}${HIDDEN_DIGIT.repeat(digits.length - 4)}${digits.slice(-2)}`;
}

/**
 * The buyer's details on a lead, as they read once consent is withdrawn or the data erased: the
 * one list a seller's view leaves out and the erasure blanks (app/features/privacy/server/erasure.ts), so the
 * two never disagree on what is the buyer's.
 */
export const BUYER_DETAILS_GONE = {
  name: "", mobile: "", areaName: "", pincode: "", cityName: "", districtName: "", stateName: "", note: "", lat: null, lng: null, google: false,
} as const satisfies Partial<Lead>;

type BuyerFields = keyof typeof BUYER_DETAILS_GONE | "verifiedAt" | "withdrawnAt" | "erasedAt";

/**
 * A lead as its seller reads it (the lead page, its CSV, the pull API, the webhook): once consent is
 * withdrawn the buyer's details are no longer handed over, even before the scheduled run erases
 * them (docs/decisions/152); until the buyer confirmed the mobile with a code it is masked, so that
 * a number is not had without the lead being billable (docs/decisions/111, 154). The operator's
 * console reads leads as stored.
 */
export function forSeller<L extends Pick<Lead, BuyerFields>>(lead: L): L {
  if (!handedOver(lead)) return { ...lead, ...BUYER_DETAILS_GONE };
  return lead.verifiedAt === null ? { ...lead, mobile: maskedMobile(lead.mobile) } : lead;
}
