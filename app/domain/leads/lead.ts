import type { LeadMatch, TraderType } from "./identity";
import type { RoutedBy } from "./routing";
import type { Consent } from "../privacy/notice";

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

/**
 * The lead as a seller may see it (its lead page, CSV, pull API): once consent is withdrawn the
 * buyer's details are no longer handed over, even before the scheduled run erases them.
 */
export function forSeller(lead: Lead): Lead {
  if (handedOver(lead)) return lead;
  return { ...lead, name: "", mobile: "", pincode: "", areaName: "", note: "", lat: null, lng: null, google: false };
}

/** The model as a trader reads it: the catalogue's spelling when known, else the visitor's. */
export function leadModel(lead: Pick<Lead, "catalogueBrand" | "catalogueModel" | "brandName" | "modelName">): string {
  const brand = lead.catalogueBrand || lead.brandName;
  const model = lead.catalogueModel || lead.modelName;
  return [brand, model].filter(Boolean).join(" ");
}
