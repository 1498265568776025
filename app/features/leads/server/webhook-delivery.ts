import { WEBHOOK_ERASED_EVENT, WEBHOOK_HEADERS, signWebhook, webhookPayload } from "#app/features/leads/rules/webhook";
import { checkWebhookUrl } from "#app/features/leads/rules/webhook-url";
import { deliverErasure } from "../../privacy/server/erasure-events";
import { siteIsThisMachine } from "../../../shared/server/site-origin";
import { recordDeadLetter } from "./dead-letters";
import { type LeadRow, toLead } from "./ledger";
import { type DeliveryOutcome, WEBHOOK_QUEUE_NAME, backoffSeconds, consumeEach, isLastAttempt } from "./retry-policy";
import { type WebhookJob, webhookOf } from "./webhooks";

// The consumer of lead-webhooks: POSTs each billable lead to its trader's webhook, once per lead
// id. Before sending, a consumer claims the lead in the ledger (pending → claimed until a moment
// after the request's timeout), so two copies of a message never send it twice, and a delivered
// lead is never sent again. A failure retries with backoff; the last one leaves a dead letter.

const SEND_TIMEOUT_MS = 10_000;
const CLAIM_MS = 60_000;
const MAX_DELAY_SECONDS = 3600;


export async function deliverWebhooks(batch: MessageBatch<WebhookJob>, env: Env): Promise<void> {
  await consumeEach(
    batch,
    // The same queue carries erasure events (app/features/privacy/server/erasure-events.ts), retried alike.
    (job, attempts) => (job.event === WEBHOOK_ERASED_EVENT ? deliverErasure(env, job, attempts) : deliverOne(env, job, attempts)),
    (attempts) => retryDelay(env, attempts),
    (job) => `lead ${job.leadId}'s webhook`,
  );
}

async function deliverOne(env: Env, job: WebhookJob, attempts: number): Promise<DeliveryOutcome> {
  const db = env.DB;
  const now = Date.now();
  const claimed = await db
    .prepare(
      `UPDATE lead SET webhookClaimUntil = ?2, webhookAttempts = webhookAttempts + 1
       WHERE id = ?1 AND webhookState = 'pending' AND webhookClaimUntil < ?3 AND withdrawnAt IS NULL AND erasedAt IS NULL RETURNING *`,
    )
    .bind(job.leadId, now + CLAIM_MS, now)
    .first<LeadRow>();
  if (!claimed) {
    // Pending for a lead its buyer withdrew or erased: no longer wanted, settled so. Delivered,
    // failed for good, no longer wanted, or unknown: nothing to send. Pending but claimed: another
    // copy is sending it now; look again once its claim is over.
    const { meta } = await db
      .prepare("UPDATE lead SET webhookState = 'none' WHERE id = ?1 AND webhookState = 'pending' AND (withdrawnAt IS NOT NULL OR erasedAt IS NOT NULL)")
      .bind(job.leadId)
      .run();
    if (meta.changes > 0) return { done: true };
    const state = await db.prepare("SELECT webhookState FROM lead WHERE id = ?1").bind(job.leadId).first<string>("webhookState");
    return state === "pending" ? { done: false, delaySeconds: CLAIM_MS / 1000 } : { done: true };
  }
  const lead = toLead(claimed);
  const hook = await webhookOf(db, lead.traderTName);
  if (!hook) {
    await settle(db, lead.id, "none", "");
    return { done: true };
  }
  const sent = await sendToWebhook(env, hook, lead.id, JSON.stringify(webhookPayload(lead)));
  return afterSend(env, job, attempts, sent, (state, lastError) => settle(db, lead.id, state, lastError));
}

/** A signed send's outcome: "" when delivered; `refused` when the address may not be sent to at all. */
export type Sent = { error: string; refused: boolean };

/**
 * The one rule for a trader's webhook address, when it is set and before each send
 * (app/features/leads/rules/webhook-url.ts): this machine's addresses only where SITE_URL names this
 * machine, never where it is empty, so a deployment without SITE_URL sends nothing to localhost.
 */
export function webhookTarget(env: Env, url: string) {
  return checkWebhookUrl(url, { localRun: siteIsThisMachine(env) });
}

/**
 * One signed send to a trader's webhook (a lead, its erasure, or the operator's test), its address
 * checked again first: it was fine when set, and the rule may have grown since (docs/decisions/154).
 */
export async function sendToWebhook(env: Env, hook: { url: string; secret: string }, leadId: string, body: string, idempotencyKey = leadId): Promise<Sent> {
  const target = webhookTarget(env, hook.url);
  if (!target.ok) return { error: `address refused: ${target.reason}`, refused: true };
  return { error: await sendSigned(target.url, hook.secret, leadId, body, idempotencyKey), refused: false };
}

/**
 * What one signed send came to, for a lead or its erasure: delivered; tried again after the
 * backoff; or, after the last attempt or at once for a refused address, a dead letter. `note`
 * records it where the job is tracked.
 */
export async function afterSend(
  env: Env, job: WebhookJob, attempts: number, { error, refused }: Sent, note: (state: "pending" | "delivered" | "failed", error: string) => Promise<void>,
): Promise<DeliveryOutcome> {
  if (!error) {
    await note("delivered", "");
    return { done: true };
  }
  if (refused || isLastAttempt(WEBHOOK_QUEUE_NAME, attempts)) {
    await recordDeadLetter(env.DB, { channel: "webhook", leadId: job.leadId, message: job, lastError: error, attempts });
    await note("failed", error);
    return { done: true };
  }
  await note("pending", error);
  return { done: false, delaySeconds: retryDelay(env, attempts) };
}

/**
 * Sends one signed body (a lead, its erasure, or the operator's test); the error, or "" when the
 * receiver answered 2xx. The Idempotency-Key is the lead's id unless another is given.
 */
async function sendSigned(url: string, secret: string, leadId: string, body: string, idempotencyKey = leadId): Promise<string> {
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const res = await fetch(url, {
      method: "POST",
      // A redirect is the receiver's misconfiguration, not a place to resend a signed lead to.
      redirect: "manual",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "EV-Catalogue-Leads/1",
        [WEBHOOK_HEADERS.leadId]: leadId,
        [WEBHOOK_HEADERS.idempotencyKey]: idempotencyKey,
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: await signWebhook(secret, timestamp, body),
      },
      body,
    });
    await res.body?.cancel();
    return res.status >= 200 && res.status < 300 ? "" : `HTTP ${res.status}`;
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return timedOut ? `no answer within ${SEND_TIMEOUT_MS / 1000} s` : `unreachable: ${String(error)}`;
  }
}

async function settle(db: D1Database, id: string, state: "pending" | "delivered" | "failed" | "none", error: string) {
  await db
    .prepare(
      `UPDATE lead SET webhookState = ?2, webhookError = ?3, webhookClaimUntil = 0,
         webhookDeliveredAt = CASE WHEN ?2 = 'delivered' THEN ?4 ELSE webhookDeliveredAt END
       WHERE id = ?1`,
    )
    .bind(id, state, error.slice(0, 300), Date.now())
    .run();
}

function retryDelay(env: Env, attempts: number): number {
  return backoffSeconds(Number(env.WEBHOOK_RETRY_BASE_SECONDS) || 30, attempts, MAX_DELAY_SECONDS);
}
