import { traderMessageSettings } from "#app/features/leads/server/notify";
import type { Invoice } from "#app/features/leads/billing/invoice";
import { formatDayIn } from "#app/shared/i18n/dates";
import { type Lang, pathIn } from "#app/shared/i18n/lang";
import { fill } from "#app/shared/i18n/use-messages";
import { messageTemplates, providersFor } from "#app/shared/messaging/providers";
import * as smsTexts from "#app/shared/messaging/sms-texts";
import { formatPaise } from "#app/shared/rules/money";
import { internationalMobile } from "#app/shared/rules/phone";
import { SITE_NAME } from "#app/shared/site";

// An SMS to the trader's owner (the staff number with role owner) about its money, in the trader's
// language (traderMessageSettings, Hindi when unset; texts in app/shared/messaging/sms-texts.ts). A service without the Hindi template sends the
// English one, so the word still arrives; the local outbox keeps either. A message that cannot be
// sent is logged, never a reason to undo what the operator decided.

type Key = "invoice" | "disputeAccepted" | "disputeRejected";

/** The owner's number (the staff number with role owner, the first added). */
async function ownerMobile(db: D1Database, tName: string): Promise<string | null> {
  return db.prepare("SELECT mobile FROM trader_staff WHERE tName = ?1 AND role = 'owner' ORDER BY addedAt LIMIT 1").bind(tName).first<string>("mobile");
}

async function tellOwner(env: Env, tName: string, key: Key, vars: (lang: Lang) => Record<string, string>, preferred?: Lang) {
  try {
    const mobile = await ownerMobile(env.DB, tName);
    if (!mobile) return;
    const providers = providersFor(env);
    const templates = messageTemplates(env);
    const ids = key === "invoice" ? { en: templates.invoiceSms, hi: templates.invoiceSmsHi } : { en: templates.disputeSms, hi: templates.disputeSmsHi };
    const wanted = preferred ?? (await traderMessageSettings(env.DB, tName)).language;
    const { language, templateId } = smsTexts.smsTemplate(wanted, ids, providers.names.sms === "local");
    const text = fill(smsTexts[language][key], { site: SITE_NAME, ...vars(language) });
    await providers.sms.send({ to: internationalMobile(mobile), text, templateId, kind: "lead", language });
  } catch (error) {
    console.warn("seller sms not sent", tName, key, String(error));
  }
}

const moneyUrl = (origin: string, lang: Lang, path: string) => new URL(pathIn(lang, path), origin).href;

/** The owner hears that the month's invoice is issued: its number, month, total and address. */
export const tellInvoiceIssued = (env: Env, origin: string, invoice: Invoice) =>
  tellOwner(env, invoice.tName, "invoice", (lang) => ({
    number: invoice.number,
    month: formatDayIn(lang, invoice.month),
    total: formatPaise(invoice.total),
    url: moneyUrl(origin, lang, `/seller/money/${invoice.month}/invoice`),
  }), invoice.language);

/** The owner hears how the operator decided its dispute of a lead, and where its money stands. */
export const tellDisputeDecided = (env: Env, origin: string, tName: string, dispute: { leadId: string; state: string }) =>
  tellOwner(env, tName, dispute.state === "accepted" ? "disputeAccepted" : "disputeRejected", (lang) => ({
    lead: dispute.leadId,
    url: moneyUrl(origin, lang, "/seller/money"),
  }));
