import { messageTemplates, providersFor } from "../../../shared/messaging/providers";
import { recordDeadLetter } from "./dead-letters";

// Leads to the trader's phone (docs/decisions/112): when leads become billable, each gets at most
// one SMS to its trader's mobile for leads and, where the trader opted in and WhatsApp is set up,
// one WhatsApp template message — through the `lead-notifications` queue, with retries and dead
// letters as webhooks have (app/features/leads/server/notify-delivery.ts sends them).
//
// "Once per lead" is a row per lead and channel in `lead_notification`, written here by an INSERT
// that does nothing when the row exists: calling this twice, or for a lead already sent, queues
// nothing. "No second message to the same dealer for the same customer" then follows from the
// ledger: a second lead of the same mobile for the same trader and model within 30 days is a
// duplicate, and duplicates are never billable.

export type NotifyChannel = "sms" | "whatsapp";
export type NotifyJob = { leadId: string; channel: NotifyChannel };

/**
 * Whether leads go out on WhatsApp at all: the local outbox records them (`npm start`, tests);
 * the Cloud API only once WHATSAPP_LEAD_TEMPLATE names the approved template, since a
 * business may start a WhatsApp conversation only with one.
 */
export function whatsAppLeadsOn(env: Env): boolean {
  return providersFor(env).names.whatsapp === "local" || messageTemplates(env).leadWhatsApp.trim() !== "";
}

/**
 * Queues the messages of leads that just became billable (the fair-billing step's `onBillable`
 * calls this, after the ledger marks them). Leads that are not billable, of a trader without a
 * mobile for leads, or already messaged are skipped. Never throws: a lead stays on its trader's
 * lead page and in the pull API whatever happens to its message.
 */
export async function queueTraderNotifications(env: Env, leads: readonly { id: string }[]): Promise<void> {
  if (leads.length === 0) return;
  const db = env.DB;
  const channels: NotifyChannel[] = whatsAppLeadsOn(env) ? ["sms", "whatsapp"] : ["sms"];
  const now = Date.now();
  let jobs: NotifyJob[];
  try {
    const results = await db.batch<NotifyJob>(
      [...new Set(leads.map((l) => l.id))].flatMap((id) =>
        channels.map((channel) =>
          db
            .prepare(
              `INSERT INTO lead_notification (leadId, channel, recipient, createdAt)
               SELECT l.id, ?2, c.notifyPhone, ?3 FROM lead l JOIN trader_contact c ON c.tName = l.traderTName
               WHERE l.id = ?1 AND l.billable = 1 AND c.notifyPhone <> '' AND (?2 = 'sms' OR c.whatsappOptInAt IS NOT NULL)
               ON CONFLICT (leadId, channel) DO NOTHING
               RETURNING leadId, channel`,
            )
            .bind(id, channel, now),
        ),
      ),
    );
    jobs = results.flatMap((r) => r.results);
  } catch (error) {
    console.error("lead messages not recorded", leads.map((l) => l.id), error);
    return;
  }
  if (jobs.length === 0) return;
  try {
    await env.NOTIFY_QUEUE.sendBatch(jobs.map((body) => ({ body, contentType: "json" as const })));
  } catch (error) {
    await Promise.all(jobs.map((job) => notQueued(env, job, error)));
  }
}

/** Sends a dead-lettered message again (the console's Retry): pending once more, then queued. */
export async function requeueNotification(env: Env, job: NotifyJob): Promise<void> {
  const { meta } = await env.DB.prepare(
    "UPDATE lead_notification SET state = 'pending', claimUntil = 0 WHERE leadId = ?1 AND channel = ?2 AND state <> 'sent'",
  )
    .bind(job.leadId, job.channel)
    .run();
  if (meta.changes === 0) return;
  try {
    await env.NOTIFY_QUEUE.send(job, { contentType: "json" });
  } catch (error) {
    await notQueued(env, job, error);
  }
}

/** A message the queue would not take: a dead letter, so that the operator can send it later. */
async function notQueued(env: Env, job: NotifyJob, error: unknown): Promise<void> {
  console.error("lead message not queued", job.leadId, job.channel, error);
  const lastError = `not queued: ${String(error)}`;
  await Promise.all([
    recordDeadLetter(env.DB, { channel: job.channel, leadId: job.leadId, message: job, lastError, attempts: 0 }),
    env.DB.prepare("UPDATE lead_notification SET state = 'failed', lastError = ?3 WHERE leadId = ?1 AND channel = ?2")
      .bind(job.leadId, job.channel, lastError.slice(0, 300))
      .run(),
  ]).catch((failure: unknown) => console.error("dead letter not recorded", job.leadId, failure));
}
