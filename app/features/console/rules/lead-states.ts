import type { Lead } from "../../leads/rules/lead";

// The states an operator filters leads by. A lead can be in several at once
// (a billable lead delivered to its trader); the counts are of leads in each state.

export const LEAD_STATES = ["billable", "duplicate", "unmatched", "delivered", "failed", "verified"] as const;
export type LeadState = (typeof LEAD_STATES)[number];

export const LEAD_STATE_LABELS: Record<LeadState, string> = {
  billable: "Billable",
  duplicate: "Duplicate",
  unmatched: "Unmatched",
  delivered: "Delivered",
  failed: "Failed",
  verified: "Verified",
};

export type LeadFacts = Pick<Lead, "billable" | "duplicate" | "match" | "traderTName" | "webhookState" | "pageSeenAt" | "originState" | "verifiedAt"> & {
  /** A delivery of the lead is in the dead letters, not yet retried. */
  deadLettered: boolean;
};

/** Whether a lead is in a state. */
export const LEAD_STATE_RULES: Record<LeadState, (lead: LeadFacts) => boolean> = {
  // a trader pays for it: matched, names a trader, not a duplicate, not refused
  billable: (l) => l.billable,
  // the same mobile, model, trader and kind within 30 days
  duplicate: (l) => l.duplicate,
  // it reaches no seller (no trader named, none routed: the operator's), or a brand, model or
  // trader it names is not in the catalogue
  unmatched: (l) => l.traderTName === "" || l.match === "unmatched",
  // its trader has it: opened on the private lead page, or accepted by the trader's webhook
  delivered: (l) => l.pageSeenAt !== null || l.webhookState === "delivered",
  // a delivery failed for good: the webhook gave up, the origin refused it, or it is a dead letter
  failed: (l) => l.webhookState === "failed" || l.originState === "refused" || l.deadLettered,
  // the visitor confirmed the mobile with a one-time code sent to it by SMS
  verified: (l) => l.verifiedAt !== null,
};

export function statesOf(lead: LeadFacts): LeadState[] {
  return LEAD_STATES.filter((state) => LEAD_STATE_RULES[state](lead));
}

export type StateCounts = Record<LeadState | "all", number>;

export function countStates(leads: readonly LeadFacts[]): StateCounts {
  const counts = Object.fromEntries([["all", leads.length], ...LEAD_STATES.map((s) => [s, 0])]) as StateCounts;
  for (const lead of leads) for (const state of statesOf(lead)) counts[state]++;
  return counts;
}
