import { createContext } from "react-router";
import type { Dispute, DisputeRefusal } from "#app/features/leads/billing/disputes";
import type { Lead } from "#app/features/leads/rules/lead";
import type { AccessRecord } from "#app/features/privacy/rules/access";

// The leads feature's keys of the router context the Worker fills for every request (worker/index.ts).

/**
 * One page of a trader's private lead page (newest first) and the cursor of the next, older one;
 * the disputes of its leads, and until when each lead that may be disputed now may be (ms).
 */
export type LeadPage = {
  tName: string;
  traderName: string;
  leads: Lead[];
  /** The trader's own exports of its leads (CSV downloads and pulls), newest first (docs/decisions/153). */
  exports: AccessRecord[];
  older: string | null;
  disputes: Record<string, Dispute>;
  disputableUntil: Record<string, number>;
};

/** The lead ledger as a trader's private lead page sees it: everything is reached by its token. */
export type LeadBook = {
  /** `seen`: a person (not a link preview) is looking, so the leads shown count as delivered. */
  page(token: string, options: { before?: string; seen: boolean }): Promise<LeadPage | null>;
  /** Every lead of the token's trader, for the CSV download. */
  all(token: string): Promise<{ tName: string; leads: Lead[] } | null>;
  /** Whether the lead was the token's trader's (and is now marked contacted). */
  markContacted(token: string, leadId: string): Promise<boolean>;
  /** The trader disputes one of its leads ({ reason, note } as the form sent them). */
  dispute(token: string, leadId: string, input: { reason: string; note: string }): Promise<{ ok: true } | { ok: false; refusal: DisputeRefusal | "not-found" }>;
};
export const leadBookContext = createContext<LeadBook>();
