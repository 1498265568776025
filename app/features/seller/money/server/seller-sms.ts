import * as texts from "#app/features/seller/money/sms-texts";
import type { Invoice } from "#app/features/leads/billing/invoice";
import { formatDayIn } from "#app/shared/i18n/dates";
import { type Lang, pathIn } from "#app/shared/i18n/lang";
import { fill } from "#app/shared/i18n/use-messages";
import { providersFor } from "#app/shared/messaging/providers";
import { formatPaise } from "#app/shared/rules/money";
import { internationalMobile } from "#app/shared/rules/phone";
import { SITE_NAME } from "#app/shared/site";

// An SMS to the trader's owner (the staff number with role owner) about its money, in the trader's
// language (trader_settings, Hindi when unset). A service without the Hindi template sends the
// English one, so the word still arrives; the local outbox keeps either. A message that cannot be
// sent is logged, never a reason to undo what the operator decided.

type Key = keyof typeof texts.en;

const TEMPLATE: Record<"invoice" | "dispute", { en: keyof Env; hi: keyof Env }> = {
  invoice: { en: "SMS_INVOICE_TEMPLATE_ID", hi: "SMS_INVOICE_TEMPLATE_ID_HI" },
  dispute: { en: "SMS_DISPUTE_TEMPLATE_ID", hi: "SMS_DISPUTE_TEMPLATE_ID_HI" },
};

async function ownerOf(db: D1Database, tName: string): Promise<{ mobile: string; language: Lang } | null> {
  return db
    .prepare(
      `SELECT s.mobile, COALESCE(t.language, 'hi') AS language FROM trader_staff s LEFT JOIN trader_settings t ON t.tName = s.tName
       WHERE s.tName = ?1 AND s.role = 'owner' ORDER BY s.addedAt LIMIT 1`,
    )
    .bind(tName)
    .first();
}

async function tellOwner(env: Env, tName: string, key: Key, template: keyof typeof TEMPLATE, vars: (lang: Lang) => Record<string, string>, preferred?: Lang) {
  try {
    const owner = await ownerOf(env.DB, tName);
    if (!owner) return;
    const providers = providersFor(env);
    const wanted = preferred ?? owner.language;
    const hiTemplate = String(env[TEMPLATE[template].hi] ?? "").trim();
    const lang: Lang = wanted === "hi" && (providers.names.sms === "local" || hiTemplate !== "") ? "hi" : "en";
    const text = fill(texts[lang][key], { site: SITE_NAME, ...vars(lang) });
    const templateId = String(env[TEMPLATE[template][lang]] ?? "");
    await providers.sms.send({ to: internationalMobile(owner.mobile), text, templateId, kind: "lead", language: lang });
  } catch (error) {
    console.warn("seller sms not sent", tName, key, String(error));
  }
}

const moneyUrl = (origin: string, lang: Lang, path: string) => new URL(pathIn(lang, path), origin).href;

/** The owner hears that the month's invoice is issued: its number, month, total and address. */
export const tellInvoiceIssued = (env: Env, origin: string, invoice: Invoice) =>
  tellOwner(env, invoice.tName, "invoice", "invoice", (lang) => ({
    number: invoice.number,
    month: formatDayIn(lang, invoice.month),
    total: formatPaise(invoice.total),
    url: moneyUrl(origin, lang, `/seller/money/${invoice.month}/invoice`),
  }), invoice.language);

/** The owner hears how the operator decided its dispute of a lead, and where its money stands. */
export const tellDisputeDecided = (env: Env, origin: string, tName: string, dispute: { leadId: string; state: string }) =>
  tellOwner(env, tName, dispute.state === "accepted" ? "disputeAccepted" : "disputeRejected", "dispute", (lang) => ({
    lead: dispute.leadId,
    url: moneyUrl(origin, lang, "/seller/money"),
  }));
