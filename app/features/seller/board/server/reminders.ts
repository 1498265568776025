import { leadMessageValues } from "#app/features/leads/rules/lead-message";
import { forSeller, handedOver } from "#app/features/leads/rules/lead";
import { readLead } from "#app/features/leads/server/ledger";
import { traderMessageSettings } from "#app/features/leads/server/notify";
import { messageLinkOrigin } from "#app/features/leads/server/notify-link";
import { pathIn } from "#app/shared/i18n/lang";
import { fill } from "#app/shared/i18n/use-messages";
import { messageTemplates, providersFor } from "#app/shared/messaging/providers";
import * as SMS_TEXTS from "#app/shared/messaging/sms-texts";
import { MessagingConfigError, MessagingError } from "#app/shared/messaging/types";
import { internationalMobile } from "#app/shared/rules/phone";
import { SITE_NAME } from "#app/shared/site";

// The follow-up reminders (a job of the five-minute cron, worker/scheduled.ts): on the morning of
// a lead's follow-up day (09:00 IST) an SMS, in the trader's language, to the staff member who set
// it, once. A run claims the due rows first (held a minute), so two runs at once never send one
// twice; a send that may succeed later is left for the next run, one that will not (messaging
// misconfigured, the staff member removed, the buyer withdrew) is settled as failed.

const CLAIM_MS = 60_000;
const BATCH = 50;

type Due = { leadId: string; tName: string; setBy: string };

export async function sendFollowUpReminders(env: Env, scheduledTime: number): Promise<{ sent: number; failed: number }> {
  const db = env.DB;
  const now = Date.now();
  const { results: due } = await db
    .prepare(
      `UPDATE lead_follow_up SET claimUntil = ?2 WHERE leadId IN (
         SELECT leadId FROM lead_follow_up WHERE state = 'pending' AND remindAt <= ?1 AND claimUntil < ?3 ORDER BY remindAt LIMIT ${BATCH})
       RETURNING leadId, tName, setBy`,
    )
    .bind(scheduledTime, now + CLAIM_MS, now)
    .all<Due>();
  let sent = 0;
  let failed = 0;
  for (const row of due) {
    const outcome = await remind(env, row);
    if (outcome === "sent") sent++;
    if (outcome === "failed") failed++;
  }
  return { sent, failed };
}

async function remind(env: Env, row: Due): Promise<"sent" | "failed" | "later"> {
  const db = env.DB;
  const [lead, staff, settings] = await Promise.all([
    readLead(db, row.leadId),
    db.prepare("SELECT 1 FROM trader_staff WHERE tName = ?1 AND mobile = ?2").bind(row.tName, row.setBy).first(),
    traderMessageSettings(db, row.tName),
  ]);
  if (!lead || lead.traderTName !== row.tName || !handedOver(lead)) return settle(db, row, "failed", "the lead is no longer the seller's to follow up");
  if (!staff) return settle(db, row, "failed", "the staff member who set it is no longer on the trader's staff");
  try {
    const { sms, names } = providersFor(env);
    const templates = messageTemplates(env);
    const { language: lang, templateId } = SMS_TEXTS.smsTemplate(settings.language, { en: templates.followUpSms, hi: templates.followUpSmsHi }, names.sms === "local");
    if (names.sms !== "local" && !templateId.trim()) throw new MessagingConfigError("SMS_FOLLOW_UP_TEMPLATE_ID is not set");
    const link = `${messageLinkOrigin(env)}${pathIn(lang, `/seller/leads/${row.leadId}`)}`;
    const values = leadMessageValues(forSeller(lead), link, lang);
    const text = fill(SMS_TEXTS[lang].followUp, { ...values, site: SITE_NAME });
    await sms.send({ to: internationalMobile(row.setBy), text, templateId, kind: "lead", language: lang });
    return settle(db, row, "sent", "");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const final = error instanceof MessagingConfigError || (error instanceof MessagingError && !error.retryable);
    if (final) return settle(db, row, "failed", message);
    await db.prepare("UPDATE lead_follow_up SET lastError = ?2 WHERE leadId = ?1").bind(row.leadId, message.slice(0, 300)).run();
    return "later";
  }
}

async function settle(db: D1Database, row: Due, state: "sent" | "failed", error: string): Promise<"sent" | "failed"> {
  await db
    .prepare("UPDATE lead_follow_up SET state = ?2, lastError = ?3, claimUntil = 0, sentAt = CASE WHEN ?2 = 'sent' THEN ?4 ELSE sentAt END WHERE leadId = ?1")
    .bind(row.leadId, state, error.slice(0, 300), Date.now())
    .run();
  return state;
}
