import { type DeadLetter, listDeadLetters, takeForRetry } from "./dead-letters";
import { type NotifyJob, requeueNotification } from "./notify";
import { type WebhookJob, queueWebhook } from "./webhooks";
import { requeueErasureEvent } from "../../privacy/server/erasure-events";

// Sending a dead letter again: a webhook goes back on its queue with the
// lead pending again (the consumer's claim still sends it once), unless its buyer withdrew or
// erased it since; an enquiry goes back on the
// enquiry queue with its id, so the ledger and the origin still store it once; a lead's SMS or
// WhatsApp message goes back on its queue pending again (still sent once: app/features/leads/server/notify.ts).

export async function retryDeadLetter(env: Env, id: number): Promise<DeadLetter | null> {
  const letter = await takeForRetry(env.DB, id);
  if (!letter) return null;
  // A letter whose buyer's data was erased has nothing left to send (docs/decisions/152).
  if ((letter.message as { erased?: boolean }).erased) return letter;
  if (letter.channel === "webhook" && (letter.message as WebhookJob).event === "lead.erased") {
    await requeueErasureEvent(env, letter.leadId);
  } else if (letter.channel === "webhook") {
    // A lead its buyer withdrew or erased since is handed to no one: it stays as it is, unqueued.
    const { meta } = await env.DB.prepare(
      `UPDATE lead SET webhookState = 'pending', webhookClaimUntil = 0
       WHERE id = ?1 AND webhookState <> 'delivered' AND withdrawnAt IS NULL AND erasedAt IS NULL`,
    )
      .bind(letter.leadId)
      .run();
    if (meta.changes > 0) await queueWebhook(env, letter.leadId);
  } else if (letter.channel === "sms" || letter.channel === "whatsapp") {
    const { recipient } = letter.message as NotifyJob;
    await requeueNotification(env, { leadId: letter.leadId, channel: letter.channel, ...(typeof recipient === "string" ? { recipient } : {}) });
  } else {
    await env.ENQUIRY_QUEUE.send(letter.message, { contentType: "json" });
  }
  return letter;
}

/** Retries every open dead letter, oldest first; the ids retried. */
export async function retryAllDeadLetters(env: Env): Promise<number[]> {
  const open = (await listDeadLetters(env.DB, { open: true })).reverse();
  const retried: number[] = [];
  for (const letter of open) if (await retryDeadLetter(env, letter.id)) retried.push(letter.id);
  return retried;
}
