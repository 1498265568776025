import type { LeadMatch, TraderType } from "./identity";
import type { RoutedBy } from "./routing";

// A lead as the ledger keeps it (worker/origin/migrations/0002_lead_ledger.sql): what the visitor
// sent, its catalogue identity, its billing facts and the state of each delivery.

export type OriginState = "pending" | "delivered" | "queued" | "refused";
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
};

/** The model as a trader reads it: the catalogue's spelling when known, else the visitor's. */
export function leadModel(lead: Pick<Lead, "catalogueBrand" | "catalogueModel" | "brandName" | "modelName">): string {
  const brand = lead.catalogueBrand || lead.brandName;
  const model = lead.catalogueModel || lead.modelName;
  return [brand, model].filter(Boolean).join(" ");
}
