import { nationalDigits } from "../rules/format";
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

/** The digits hidden of a mobile its buyer has not confirmed: all but the first two and last two. */
const HIDDEN_DIGIT = "X";

/** A mobile with all but its first two and last two digits hidden: "98XXXXXX10". */
export function maskedMobile(mobile: string): string {
  const digits = nationalDigits(mobile) ?? mobile.replace(/\D/g, "");
  return digits.length <= 4 ? HIDDEN_DIGIT.repeat(digits.length) : `${digits.slice(0, 2)}${HIDDEN_DIGIT.repeat(digits.length - 4)}${digits.slice(-2)}`;
}

/**
 * A lead as its trader reads it (the lead page, its CSV, the pull API): the mobile in full once the
 * buyer confirmed it with a code, masked until then, so that a number is not had without the lead
 * being billable (docs/decisions/111). The operator's console reads leads as stored.
 */
export function asTraderSees<L extends Pick<Lead, "mobile" | "verifiedAt">>(lead: L): L {
  return lead.verifiedAt === null ? { ...lead, mobile: maskedMobile(lead.mobile) } : lead;
}
