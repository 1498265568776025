import { leadMessageValues, leadSmsText, leadWhatsAppParams } from "#app/features/leads/rules/lead-message";
import { internationalMobile } from "#app/shared/rules/phone";
import { handedOver } from "#app/features/leads/rules/lead";
import { messageTemplates, providersFor } from "../../../shared/messaging/providers";
import { MessagingConfigError, MessagingError } from "../../../shared/messaging/types";
import { recordDeadLetter } from "./dead-letters";
import { readLead } from "./ledger";
import { type NotifyJob, whatsAppLeadsOn } from "./notify";
import { notificationLink } from "./notify-link";
import { type DeliveryOutcome, NOTIFY_QUEUE_NAME, backoffSeconds, consumeEach, isLastAttempt } from "./retry-policy";
import { contactOf } from "./trader-contact";

// The consumer of lead-notifications: sends a lead's SMS or WhatsApp message to its trader's
// mobile for leads, once per lead and channel. As for webhooks, a consumer first claims the row
// (pending and unclaimed → claimed a while longer than a send may take), so two copies of a queue
// message never send twice and a sent message is never sent again. A service that may take the
// message later (a timeout, a 5xx, a 429) is retried with backoff; a refusal that will not change
// (a bad number, an unregistered template, missing settings) and the last retry leave a dead
// letter for the console's Failed deliveries, from where it can be sent again.

const CLAIM_MS = 60_000;
const MAX_DELAY_SECONDS = 600;

type State = "pending" | "sent" | "failed" | "none";

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
      `UPDATE lead_notification SET claimUntil = ?3, attempts = attempts + 1
       WHERE leadId = ?1 AND channel = ?2 AND state = 'pending' AND claimUntil < ?4 RETURNING leadId`,
    )
    .bind(job.leadId, job.channel, now + CLAIM_MS, now)
    .first();
  if (!claimed) {
    const state = await db.prepare("SELECT state FROM lead_notification WHERE leadId = ?1 AND channel = ?2").bind(job.leadId, job.channel).first<State>("state");
    // Sent, failed for good, no longer wanted, or unknown: nothing to send. Pending but claimed:
    // another copy is sending it now; look again once its claim is over.
    return state === "pending" ? { done: false, delaySeconds: CLAIM_MS / 1000 } : { done: true };
  }
  const lead = await readLead(db, job.leadId);
  const contact = lead ? await contactOf(db, lead.traderTName) : null;
  // Asked again when sending: the lead may have stopped being billable, the buyer may have
  // withdrawn consent, the trader may have removed its number or its opt-in since it was queued.
  const wanted =
    lead?.billable && handedOver(lead) && contact?.notifyPhone && (job.channel === "sms" || (contact.whatsappOptInAt !== null && whatsAppLeadsOn(env)));
  if (!lead || !contact || !wanted) {
    await settle(db, job, "none", "", "");
    return { done: true };
  }
  const to = internationalMobile(contact.notifyPhone);
  try {
    const link = await notificationLink(env, { tName: lead.traderTName, traderName: lead.traderName });
    const values = leadMessageValues(lead, link);
    const { sms, whatsapp, names } = providersFor(env);
    const templates = messageTemplates(env);
    let sent: { id: string };
    if (job.channel === "sms") {
      // DLT refuses an SMS without its template id: a deployment's mistake, said at once.
      if (names.sms !== "local" && !templates.leadSms.trim()) throw new MessagingConfigError("SMS_LEAD_TEMPLATE_ID is not set");
      sent = await sms.send({ to, text: leadSmsText(values), templateId: templates.leadSms, kind: "lead" });
    } else {
      sent = await whatsapp.sendTemplate({ to, template: templates.leadWhatsApp, language: templates.whatsAppLanguage, params: leadWhatsAppParams(values) });
    }
    await settle(db, job, "sent", to, "", sent.id);
    return { done: true };
  } catch (error) {
    if (error instanceof MessagingConfigError) console.error("lead message not sent: messaging is misconfigured", error.message);
    const lastError = error instanceof Error ? error.message : String(error);
    // A refusal that will not change is not worth the hour of retries: the operator sees it now.
    const final = error instanceof MessagingConfigError || (error instanceof MessagingError && !error.retryable);
    if (final || isLastAttempt(NOTIFY_QUEUE_NAME, attempts)) {
      await recordDeadLetter(db, { channel: job.channel, leadId: job.leadId, message: job, lastError, attempts });
      await settle(db, job, "failed", to, lastError);
      return { done: true };
    }
    await settle(db, job, "pending", to, lastError);
    return { done: false, delaySeconds: retryDelay(env, attempts) };
  }
}

async function settle(db: D1Database, job: NotifyJob, state: State, recipient: string, error: string, providerId = "") {
  await db
    .prepare(
      `UPDATE lead_notification SET state = ?3, recipient = CASE WHEN ?4 = '' THEN recipient ELSE ?4 END, lastError = ?5,
         providerId = ?6, claimUntil = 0, sentAt = CASE WHEN ?3 = 'sent' THEN ?7 ELSE sentAt END
       WHERE leadId = ?1 AND channel = ?2`,
    )
    .bind(job.leadId, job.channel, state, recipient, error.slice(0, 300), providerId, Date.now())
    .run();
}

function retryDelay(env: Env, attempts: number): number {
  return backoffSeconds(Number(env.NOTIFY_RETRY_BASE_SECONDS) || 10, attempts, MAX_DELAY_SECONDS);
}
