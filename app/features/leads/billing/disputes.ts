// Disputes of billable leads (docs/decisions/111-fair-billing-and-disputes.md): a trader may say a
// lead should not be charged, once, within 7 days of receiving it, giving one of the reasons lead
// marketplaces accept; the operator accepts or rejects it. Plain rules, no zod, so the lead page's
// components can show the reasons without loading a validator (the schemas: dispute-schemas.ts).

export const DISPUTE_REASONS = ["wrong-number", "not-genuine", "duplicate", "outside-area"] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  "wrong-number": "Wrong or unreachable number",
  "not-genuine": "Not a genuine enquiry",
  duplicate: "Duplicate",
  "outside-area": "Outside my area",
};

export const DISPUTE_STATES = ["open", "accepted", "rejected"] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];

/** 7 × 24 hours from when the lead was received, whatever the time zone. */
export const DISPUTE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** The trader's note and the operator's, in characters. */
export const DISPUTE_NOTE_MAX = 500;

export type Dispute = {
  leadId: string;
  reason: DisputeReason;
  note: string;
  createdAt: number;
  state: DisputeState;
  decidedAt: number | null;
  decidedNote: string;
};

/** The last instant (exclusive) a lead received at `receivedAt` may be disputed. */
export const disputeClosesAt = (receivedAt: number) => receivedAt + DISPUTE_WINDOW_MS;

/** Whether a trader may dispute the lead now: it is charged, not yet disputed, and within 7 days. */
export function canDispute(lead: { billable: boolean; receivedAt: number }, dispute: Dispute | null, now: number): boolean {
  return lead.billable && dispute === null && now < disputeClosesAt(lead.receivedAt);
}

/** Why a dispute was not taken (the lead page words it: app/features/leads/messages.ts). */
export const DISPUTE_REFUSALS = ["invalid", "already", "not-billable", "closed"] as const;
export type DisputeRefusal = (typeof DISPUTE_REFUSALS)[number];

/** A disputed lead as the operator reviews it. */
export type DisputedLead = {
  id: string;
  receivedAt: number;
  name: string;
  mobile: string;
  model: string;
  typeOfQuery: string;
  cityName: string;
  pincode: string;
  traderTName: string;
  traderName: string;
  verifiedAt: number | null;
};
export type DisputeView = Dispute & { lead: DisputedLead };
