import { alsoCallsText, leadMessageValues, leadSmsText, leadWhatsAppParams } from "#app/features/leads/rules/lead-message";
import { heldUntil, quietHoursOf } from "#app/features/leads/rules/quiet-hours";
import { type Lead, handedOver } from "#app/features/leads/rules/lead";
import type { Lang } from "#app/shared/i18n/lang";
import { smsTemplate } from "#app/shared/messaging/sms-texts";
import { internationalMobile, nationalDigits } from "#app/shared/rules/phone";
import { messageTemplates, providersFor } from "../../../shared/messaging/providers";
import { MessagingConfigError, MessagingError } from "../../../shared/messaging/types";
import { recordDeadLetter } from "./dead-letters";
import { readLead } from "./ledger";
import { JOB_ROW, type NotifyJob, RECIPIENTS, jobParams, traderMessageSettings, whatsAppLeadsOn } from "./notify";
import { notificationLink } from "./notify-link";
import { type DeliveryOutcome, NOTIFY_QUEUE_NAME, backoffSeconds, consumeEach, isLastAttempt } from "./retry-policy";
import { publicContacts } from "./trader-contact";

// The consumer of lead-notifications: sends a lead's SMS or WhatsApp message to one staff number
// of its trader, or the buyer's SMS naming one more seller, once per lead, channel and recipient.
// As for webhooks, a consumer first claims the row (pending and unclaimed → claimed a while longer
// than a send may take), so two copies of a queue message never send twice and a sent message is
// never sent again. A service that may take the message later (a timeout, a 5xx, a 429) is retried
// with backoff; a refusal that will not change (a bad number, an unregistered template, missing
// settings) and the last retry leave a dead letter for the console's Failed deliveries, from where
// it can be sent again. A trader's message that comes due in its quiet hours (a retry, a resend)
// is held again until they end.

const CLAIM_MS = 60_000;
const MAX_DELAY_SECONDS = 600;

type State = "pending" | "held" | "sent" | "failed" | "none";
type Claimed = { recipient: string; audience: "trader" | "buyer" };
type Outgoing = { language: Lang; send: () => Promise<{ id: string }> };

export async function deliverNotifications(batch: MessageBatch<NotifyJob>, env: Env): Promise<void> {
  await consumeEach(
    batch,
    (job, attempts) => deliverOne(env, job, attempts),
    (attempts) => retryDelay(env, attempts),
    (job) => `lead ${job.leadId}'s ${job.channel} message`,
  );
}

async function deliverOne(env: Env, job: NotifyJob, attempts: number): Promise<DeliveryOutcome> {
  const db = env.DB;
  const now = Date.now();
  const claimed = await db
    .prepare(
      `UPDATE lead_notification SET claimUntil = ?4, attempts = attempts + 1
       WHERE rowid = (SELECT rowid FROM lead_notification WHERE ${JOB_ROW} AND state = 'pending' AND claimUntil < ?5 LIMIT 1)
       RETURNING recipient, audience`,
    )
    .bind(...jobParams(job), now + CLAIM_MS, now)
    .first<Claimed>();
  if (!claimed) {
    const state = await db.prepare(`SELECT state FROM lead_notification WHERE ${JOB_ROW}`).bind(...jobParams(job)).first<State>("state");
    // Sent, held, failed for good, no longer wanted, or unknown: nothing to send now. Pending but
    // claimed: another copy is sending it now; look again once its claim is over.
    return state === "pending" ? { done: false, delaySeconds: CLAIM_MS / 1000 } : { done: true };
  }
  const row = { ...job, recipient: claimed.recipient };
  const lead = await readLead(db, job.leadId);
  // Asked again when sending: the lead may have stopped being billable, the buyer may have
  // withdrawn consent, the number may have stopped taking this channel since it was queued.
  let outgoing: Outgoing | "none" | { heldUntil: number };
  try {
    outgoing = !lead || !handedOver(lead) ? "none" : claimed.audience === "buyer" ? await toBuyer(env, lead) : await toStaff(env, lead, row, now);
  } catch (error) {
    // A deployment's mistake (SITE_URL for a real service): said at once, as a send's would be.
    return failed(env, row, attempts, error);
  }
  if (outgoing === "none") {
    await settle(db, row, "none", "");
    return { done: true };
  }
  if ("heldUntil" in outgoing) {
    await db.prepare(`UPDATE lead_notification SET state = 'held', holdUntil = ?4, claimUntil = 0 WHERE ${JOB_ROW}`).bind(...jobParams(row), outgoing.heldUntil).run();
    return { done: true };
  }
  try {
    const sent = await outgoing.send();
    await settle(db, row, "sent", "", sent.id, outgoing.language);
    return { done: true };
  } catch (error) {
    return failed(env, row, attempts, error);
  }
}

/** A staff number's new-lead message, in the trader's language; held in its quiet hours. */
async function toStaff(env: Env, lead: Lead, job: Required<NotifyJob>, now: number): Promise<Outgoing | "none" | { heldUntil: number }> {
  const mobile = nationalDigits(job.recipient) ?? "";
  const takes = await env.DB.prepare(`SELECT sms, whatsapp FROM ${RECIPIENTS} r WHERE r.tName = ?1 AND r.mobile = ?2`)
    .bind(lead.traderTName, mobile)
    .first<{ sms: number; whatsapp: number }>();
  const wanted = lead.billable && takes && (job.channel === "sms" ? takes.sms : takes.whatsapp && whatsAppLeadsOn(env));
  if (!wanted) return "none";
  const settings = await traderMessageSettings(env.DB, lead.traderTName);
  const until = heldUntil(now, quietHoursOf(settings));
  if (until !== null) return { heldUntil: until };
  const { sms, whatsapp, names } = providersFor(env);
  const templates = messageTemplates(env);
  const to = internationalMobile(mobile);
  if (job.channel === "whatsapp") {
    const language = settings.language;
    const values = leadMessageValues(lead, await notificationLink(env, { tName: lead.traderTName, traderName: lead.traderName }, language), language);
    const templateLanguage = language === "hi" ? "hi" : templates.whatsAppLanguage;
    return { language, send: () => whatsapp.sendTemplate({ to, template: templates.leadWhatsApp, language: templateLanguage, params: leadWhatsAppParams(values) }) };
  }
  const { language, templateId } = smsTemplate(settings.language, { en: templates.leadSms, hi: templates.leadSmsHi }, names.sms === "local");
  // DLT refuses an SMS without its template id: a deployment's mistake, said at once.
  if (names.sms !== "local" && !templateId.trim()) throw new MessagingConfigError("SMS_LEAD_TEMPLATE_ID is not set");
  const values = leadMessageValues(lead, await notificationLink(env, { tName: lead.traderTName, traderName: lead.traderName }, language), language);
  return { language, send: () => sms.send({ to, text: leadSmsText(values, language), templateId, kind: "lead", language }) };
}

/** The buyer's SMS naming the seller this lead was offered to, in the language of the enquiry. */
async function toBuyer(env: Env, lead: Lead): Promise<Outgoing | "none"> {
  if (!lead.traderTName) return "none";
  const phone = (await publicContacts(env.DB, [lead.traderTName])).get(lead.traderTName) ?? "";
  const { sms, names } = providersFor(env);
  const templates = messageTemplates(env);
  const [en, hi] = phone ? [templates.alsoCalls, templates.alsoCallsHi] : [templates.alsoCallsNoPhone, templates.alsoCallsNoPhoneHi];
  // The language the buyer confirmed the enquiry in; Hindi for an older lead that did not keep it.
  const asked = await env.DB.prepare("SELECT lang FROM lead WHERE id = ?1").bind(lead.id).first<Lang | "">("lang");
  const { language, templateId } = smsTemplate(asked || "hi", { en, hi }, names.sms === "local");
  if (names.sms !== "local" && !templateId.trim()) throw new MessagingConfigError("SMS_ALSO_CALLS_TEMPLATE_ID is not set");
  const to = internationalMobile(lead.mobile);
  const text = alsoCallsText(lead.traderName || lead.traderTName, phone, language);
  return { language, send: () => sms.send({ to, text, templateId, kind: "notice", language }) };
}

async function failed(env: Env, job: Required<NotifyJob>, attempts: number, error: unknown): Promise<DeliveryOutcome> {
  if (error instanceof MessagingConfigError) console.error("lead message not sent: messaging is misconfigured", error.message);
  const lastError = error instanceof Error ? error.message : String(error);
  // A refusal that will not change is not worth the hour of retries: the operator sees it now.
  const final = error instanceof MessagingConfigError || (error instanceof MessagingError && !error.retryable);
  if (final || isLastAttempt(NOTIFY_QUEUE_NAME, attempts)) {
    await recordDeadLetter(env.DB, { channel: job.channel, leadId: job.leadId, message: job, lastError, attempts });
    await settle(env.DB, job, "failed", lastError);
    return { done: true };
  }
  await settle(env.DB, job, "pending", lastError);
  return { done: false, delaySeconds: retryDelay(env, attempts) };
}

async function settle(db: D1Database, job: NotifyJob, state: State, error: string, providerId = "", language?: Lang) {
  await db
    .prepare(
      `UPDATE lead_notification SET state = ?4, lastError = ?5, providerId = ?6, claimUntil = 0,
         language = COALESCE(?8, language), sentAt = CASE WHEN ?4 = 'sent' THEN ?7 ELSE sentAt END
       WHERE ${JOB_ROW}`,
    )
    .bind(...jobParams(job), state, error.slice(0, 300), providerId, Date.now(), language ?? null)
    .run();
}

function retryDelay(env: Env, attempts: number): number {
  return backoffSeconds(Number(env.NOTIFY_RETRY_BASE_SECONDS) || 10, attempts, MAX_DELAY_SECONDS);
}
