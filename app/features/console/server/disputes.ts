import { z } from "zod";
import { DISPUTE_STATES, type Dispute } from "#app/features/leads/billing/disputes";
import { DisputeDecisionSchema } from "#app/features/leads/billing/dispute-schemas";
import { ApiFailure } from "../../../shared/server/errors";
import { parseOrThrow } from "#worker/bff/validate";
import { decideDispute } from "../../leads/server/disputes";
import { tellDisputeDecided } from "#app/features/seller/money/server/seller-sms";

// What an operator does with traders' disputes, shared by the operator API and the console: the
// list of a state, and a decision (docs/decisions/111).

export const DisputeListSchema = z.object({ state: z.enum(DISPUTE_STATES).default("open") });

/**
 * Accepts or rejects an open dispute: 400 for a bad decision, 404 without a dispute, 409 when
 * decided. The trader's owner is told by SMS (links under `origin`, the site's).
 */
export async function decide(env: Env, origin: string, leadId: string, input: unknown): Promise<Dispute> {
  const decision = parseOrThrow(DisputeDecisionSchema, input, "decision");
  const outcome = await decideDispute(env.DB, leadId, decision, Date.now());
  if (outcome === "not-found") throw new ApiFailure(404, "not_found", "No dispute of this lead");
  if (outcome === "decided") throw new ApiFailure(409, "already_decided", "This dispute was decided already");
  const tName = await env.DB.prepare("SELECT traderTName FROM lead WHERE id = ?1").bind(leadId).first<string>("traderTName");
  if (tName) await tellDisputeDecided(env, origin, tName, outcome);
  return outcome;
}
