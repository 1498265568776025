import { type Basis, type FreeWindow, chargeOf } from "#app/features/leads/billing/statement";
import type { DisputeState } from "#app/features/leads/billing/disputes";
import type { Lead } from "#app/features/leads/rules/lead";

// What one lead costs its seller, said on the board beside the lead: the fee (₹20 + 18 % GST), or
// free and why. The billing facts are the ledger's (billable, duplicate, match, verifiedAt: set by
// app/features/leads/server/verification.ts under decisions 111 and 163) and the statement's rule
// for a billable lead (app/features/leads/billing/statement.ts `chargeOf`); nothing is decided here
// that a statement could decide otherwise.

export type FreeWhy =
  /** The buyer has not confirmed the number: no charge unless they do. */
  | "unconfirmed"
  /** The same buyer's same ask of this seller was charged within 30 days (decision 163). */
  | "repeat"
  /** The enquiry names a model or seller the catalogue does not know. */
  | "unmatched"
  /** A manufacturer's first two weeks. */
  | "free-weeks"
  /** The seller's dispute of it was accepted. */
  | "dispute";

export type LeadCharge = { kind: "fee" } | { kind: "commission" } | { kind: "free"; why: FreeWhy };

type ChargeFacts = Pick<Lead, "billable" | "duplicate" | "match" | "verifiedAt" | "receivedAt">;

export function leadCharge(lead: ChargeFacts, terms: { basis: Basis; window: FreeWindow | null }, dispute: DisputeState | null): LeadCharge {
  if (!lead.billable) {
    if (lead.match === "unmatched") return { kind: "free", why: "unmatched" };
    if (lead.verifiedAt === null && !lead.duplicate) return { kind: "free", why: "unconfirmed" };
    return { kind: "free", why: "repeat" };
  }
  if (dispute === "accepted") return { kind: "free", why: "dispute" };
  const charge = chargeOf(lead, terms.basis, terms.window);
  return charge === "free" ? { kind: "free", why: "free-weeks" } : { kind: charge };
}
