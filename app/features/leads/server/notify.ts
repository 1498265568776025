import type { Lang } from "#app/shared/i18n/lang";
import { internationalMobile } from "#app/shared/rules/phone";
import { heldUntil, quietHoursOf } from "#app/features/leads/rules/quiet-hours";
import { messageTemplates, providersFor } from "../../../shared/messaging/providers";
import { recordDeadLetter } from "./dead-letters";

// A lead's messages (docs/decisions/112, 166): when leads become billable, each staff number of
// the lead's trader whose flags take them (trader_staff) gets one SMS and, where WhatsApp is set
// up, one WhatsApp template message, in the trader's language (trader_settings) — through the
// `lead-notifications` queue, with retries and dead letters as webhooks have
// (app/features/leads/server/notify-delivery.ts sends them). A trader with no staff yet is told on
// its mobile for leads (trader_contact), as before staff existed. During the trader's quiet hours
// a message is held, not queued, until they end (IST); the five-minute run then queues it.
//
// "Once per lead and number" is a row per lead, channel and recipient in `lead_notification`,
// written here by an INSERT that does nothing when the row exists: calling this twice, or for a
// lead already sent, queues nothing. "No second message to the same dealer for the same customer"
// then follows from the ledger: a second ask of the same mobile to the same trader within 30 days
// is a duplicate, and duplicates are never billable.

export type NotifyChannel = "sms" | "whatsapp";
/**
 * One message to send. `recipient`: the staff number ("+91…"), or "" for the lead's buyer; absent
 * in a job queued before messages had recipients (its lead's one row of the channel).
 */
export type NotifyJob = { leadId: string; channel: NotifyChannel; recipient?: string };

/** Whether a dead letter of this channel and message is the buyer's SMS rather than its trader's. */
export const isBuyerNotice = (channel: string, message: unknown) => channel === "sms" && (message as Partial<NotifyJob> | null)?.recipient === "";

/** SQL: the row of a job (?1 lead, ?2 channel, ?3 recipient or NULL for a job without one). */
export const JOB_ROW = "leadId = ?1 AND channel = ?2 AND (?3 IS NULL OR recipient = ?3)";
export const jobParams = (job: NotifyJob) => [job.leadId, job.channel, job.recipient ?? null] as const;

/**
 * Whether leads go out on WhatsApp at all: the local outbox records them (`npm start`, tests);
 * the Cloud API only once WHATSAPP_LEAD_TEMPLATE names the approved template, since a
 * business may start a WhatsApp conversation only with one.
 */
export function whatsAppLeadsOn(env: Env): boolean {
  return providersFor(env).names.whatsapp === "local" || messageTemplates(env).leadWhatsApp.trim() !== "";
}

/** A trader's own settings that shape its messages: its language, and its quiet hours. */
export type TraderMessageSettings = { language: Lang; quietFrom: number | null; quietUntil: number | null };

/** SQL: a trader's settings as TraderMessageSettings (Hindi where it chose nothing), by ?1 = tName. */
const SETTINGS = `SELECT COALESCE(s.language, 'hi') AS language, s.quietFrom, s.quietUntil
  FROM (SELECT 1) LEFT JOIN trader_settings s ON s.tName = ?1`;

export async function traderMessageSettings(db: D1Database, tName: string): Promise<TraderMessageSettings> {
  return (await db.prepare(SETTINGS).bind(tName).first<TraderMessageSettings>())!;
}

/**
 * SQL: who of each trader takes new-lead messages, and on which channels (0/1): its staff numbers
 * by their flags; a trader with no staff yet, its mobile for leads (WhatsApp where it opted in).
 */
export const RECIPIENTS = `(SELECT tName, mobile, newLeadSms AS sms, newLeadWhatsapp AS whatsapp FROM trader_staff
  UNION ALL
  SELECT c.tName, c.notifyPhone, 1, c.whatsappOptInAt IS NOT NULL FROM trader_contact c
  WHERE c.notifyPhone <> '' AND NOT EXISTS (SELECT 1 FROM trader_staff t WHERE t.tName = c.tName))`;

type Recipient = { leadId: string; mobile: string; sms: number; whatsapp: number } & TraderMessageSettings;

/**
 * Queues the messages of leads that just became billable (the fair-billing step's `onBillable`
 * calls this, after the ledger marks them). Leads that are not billable, of a trader with no
 * number that takes them, or already messaged are skipped. Never throws: a lead stays on its
 * trader's lead page and in the pull API whatever happens to its message.
 */
export async function queueTraderNotifications(env: Env, leads: readonly { id: string }[], now = Date.now()): Promise<void> {
  if (leads.length === 0) return;
  const db = env.DB;
  const whatsapp = whatsAppLeadsOn(env);
  let jobs: (NotifyJob & { state: string })[];
  try {
    const { results } = await db
      .prepare(
        `SELECT l.id AS leadId, r.mobile, r.sms, r.whatsapp, COALESCE(s.language, 'hi') AS language, s.quietFrom, s.quietUntil
         FROM lead l
         JOIN ${RECIPIENTS} r ON r.tName = l.traderTName
         LEFT JOIN trader_settings s ON s.tName = l.traderTName
         WHERE l.id IN (SELECT value FROM json_each(?1)) AND l.billable = 1 AND length(r.mobile) = 10`,
      )
      .bind(JSON.stringify([...new Set(leads.map((l) => l.id))]))
      .all<Recipient>();
    const rows = results.flatMap((r) => {
      const channels: NotifyChannel[] = [...(r.sms ? (["sms"] as const) : []), ...(r.whatsapp && whatsapp ? (["whatsapp"] as const) : [])];
      const until = heldUntil(now, quietHoursOf(r));
      return channels.map((channel) => insertRow(db, { leadId: r.leadId, channel, recipient: internationalMobile(r.mobile) }, "trader", r.language, until, now));
    });
    jobs = rows.length ? (await db.batch<NotifyJob & { state: string }>(rows)).flatMap((r) => r.results) : [];
  } catch (error) {
    console.error("lead messages not recorded", leads.map((l) => l.id), error);
    return;
  }
  await queueJobs(env, jobs.filter((job) => job.state === "pending").map(({ leadId, channel, recipient }) => ({ leadId, channel, recipient })));
}

/**
 * Queues one SMS to the buyer of a lead, in `lang`: once per lead (a second call finds its row).
 * Its text is made when it is sent (notify-delivery.ts), from the lead as it is then.
 */
export async function queueBuyerNotice(env: Env, leadId: string, lang: Lang, now = Date.now()): Promise<void> {
  const { results } = await insertRow(env.DB, { leadId, channel: "sms", recipient: "" }, "buyer", lang, null, now).all<NotifyJob & { state: string }>();
  await queueJobs(env, results.map(({ leadId: id, channel, recipient }) => ({ leadId: id, channel, recipient })));
}

function insertRow(db: D1Database, job: Required<NotifyJob>, audience: "trader" | "buyer", language: Lang, holdUntil: number | null, now: number) {
  return db
    .prepare(
      `INSERT INTO lead_notification (leadId, channel, recipient, audience, language, state, holdUntil, createdAt)
       VALUES (?1, ?2, ?3, ?4, ?5, CASE WHEN ?6 IS NULL THEN 'pending' ELSE 'held' END, ?6, ?7)
       ON CONFLICT (leadId, channel, recipient) DO NOTHING
       RETURNING leadId, channel, recipient, state`,
    )
    .bind(job.leadId, job.channel, job.recipient, audience, language, holdUntil, now);
}

/**
 * The five-minute run: messages held through their trader's quiet hours whose end has come are
 * pending again and queued. One UPDATE claims them, so two runs at once never queue one twice.
 */
export async function releaseHeldNotifications(env: Env, scheduledTime: number): Promise<number> {
  const { results } = await env.DB
    .prepare(
      `UPDATE lead_notification SET state = 'pending', holdUntil = NULL, claimUntil = 0
       WHERE rowid IN (SELECT rowid FROM lead_notification WHERE state = 'held' AND holdUntil <= ?1 ORDER BY holdUntil LIMIT 500)
       RETURNING leadId, channel, recipient`,
    )
    .bind(scheduledTime)
    .all<Required<NotifyJob>>();
  await queueJobs(env, results);
  return results.length;
}

/** Sends a dead-lettered message again (the console's Retry): pending once more, then queued. */
export async function requeueNotification(env: Env, job: NotifyJob): Promise<void> {
  const { meta } = await env.DB.prepare(`UPDATE lead_notification SET state = 'pending', claimUntil = 0 WHERE ${JOB_ROW} AND state <> 'sent'`)
    .bind(...jobParams(job))
    .run();
  if (meta.changes === 0) return;
  try {
    await env.NOTIFY_QUEUE.send(job, { contentType: "json" });
  } catch (error) {
    await notQueued(env, job, error);
  }
}

async function queueJobs(env: Env, jobs: readonly NotifyJob[]): Promise<void> {
  if (jobs.length === 0) return;
  try {
    await env.NOTIFY_QUEUE.sendBatch(jobs.map((body) => ({ body, contentType: "json" as const })));
  } catch (error) {
    await Promise.all(jobs.map((job) => notQueued(env, job, error)));
  }
}

/** A message the queue would not take: a dead letter, so that the operator can send it later. */
async function notQueued(env: Env, job: NotifyJob, error: unknown): Promise<void> {
  console.error("lead message not queued", job.leadId, job.channel, error);
  const lastError = `not queued: ${String(error)}`;
  await Promise.all([
    recordDeadLetter(env.DB, { channel: job.channel, leadId: job.leadId, message: job, lastError, attempts: 0 }),
    env.DB.prepare(`UPDATE lead_notification SET state = 'failed', lastError = ?4 WHERE ${JOB_ROW}`)
      .bind(...jobParams(job), lastError.slice(0, 300))
      .run(),
  ]).catch((failure: unknown) => console.error("dead letter not recorded", job.leadId, failure));
}
