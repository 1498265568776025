import { erasureKey, erasurePayload } from "#app/features/leads/rules/webhook";
import { recordDeadLetter } from "../../leads/server/dead-letters";
import { readLead } from "../../leads/server/ledger";
import type { DeliveryOutcome } from "../../leads/server/retry-policy";
import { afterSend, sendToWebhook } from "../../leads/server/webhook-delivery";
import { type WebhookJob, webhookOf } from "../../leads/server/webhooks";

// Erasure events (docs/decisions/152): a seller whose webhook may hold a lead — one lead.created
// attempt was made — is sent `lead.erased` when the lead's personal data is erased, signed as
// leads are, on the lead-webhooks queue with its retries and dead letters. Once per lead: the
// row of `lead_erasure_event` is written once (app/features/privacy/server/erasure.ts), and a consumer claims
// it before sending, as for leads, so two copies of a queue message never send twice.

const CLAIM_MS = 60_000;

const jobOf = (leadId: string): WebhookJob => ({ leadId, event: "lead.erased" });

/** Queues the events of leads just erased; one the queue will not take is a dead letter, to be sent again from the console. */
export async function queueErasureEvents(env: Env, leadIds: readonly string[]): Promise<void> {
  if (leadIds.length === 0) return;
  try {
    await env.WEBHOOK_QUEUE.sendBatch(leadIds.map((id) => ({ body: jobOf(id), contentType: "json" as const })));
  } catch (error) {
    console.error("erasure events not queued", leadIds, error);
    for (const leadId of leadIds) {
      await recordDeadLetter(env.DB, { channel: "webhook", leadId, message: jobOf(leadId), lastError: `not queued: ${String(error)}`, attempts: 0 }).catch(
        (failure: unknown) => console.error("dead letter not recorded", leadId, failure),
      );
    }
  }
}

/** Sends a dead-lettered erasure event again (the console's Retry): pending once more, then queued. */
export async function requeueErasureEvent(env: Env, leadId: string): Promise<void> {
  const { meta } = await env.DB.prepare("UPDATE lead_erasure_event SET state = 'pending', claimUntil = 0 WHERE leadId = ?1 AND state <> 'delivered'")
    .bind(leadId)
    .run();
  if (meta.changes > 0) await queueErasureEvents(env, [leadId]);
}

type State = "pending" | "delivered" | "failed" | "none";

export async function deliverErasure(env: Env, job: WebhookJob, attempts: number): Promise<DeliveryOutcome> {
  const db = env.DB;
  const now = Date.now();
  const claimed = await db
    .prepare(
      `UPDATE lead_erasure_event SET claimUntil = ?2, attempts = attempts + 1
       WHERE leadId = ?1 AND state = 'pending' AND claimUntil < ?3 RETURNING tName`,
    )
    .bind(job.leadId, now + CLAIM_MS, now)
    .first<{ tName: string }>();
  if (!claimed) {
    const state = await db.prepare("SELECT state FROM lead_erasure_event WHERE leadId = ?1").bind(job.leadId).first<State>("state");
    return state === "pending" ? { done: false, delaySeconds: CLAIM_MS / 1000 } : { done: true };
  }
  const [lead, hook] = await Promise.all([readLead(db, job.leadId), webhookOf(db, claimed.tName)]);
  // The lead was deleted at the end of the billing period, or the seller has no webhook now.
  if (!lead || lead.erasedAt === null || !hook) {
    await settle(db, job.leadId, "none", "");
    return { done: true };
  }
  const sent = await sendToWebhook(env, hook, lead.id, JSON.stringify(erasurePayload({ ...lead, erasedAt: lead.erasedAt })), erasureKey(lead.id));
  return afterSend(env, job, attempts, sent, (state, lastError) => settle(db, lead.id, state, lastError));
}

async function settle(db: D1Database, leadId: string, state: State, error: string) {
  await db
    .prepare(
      `UPDATE lead_erasure_event SET state = ?2, lastError = ?3, claimUntil = 0,
         deliveredAt = CASE WHEN ?2 = 'delivered' THEN ?4 ELSE deliveredAt END
       WHERE leadId = ?1`,
    )
    .bind(leadId, state, error.slice(0, 300), Date.now())
    .run();
}
