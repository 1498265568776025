import { DUPLICATE_WINDOW_MS } from "#app/shared/enquiry";
import type { Lead } from "#app/features/leads/rules/lead";
import { VERIFY_LEADS_WINDOW_MS } from "#app/shared/verification";
import { BILLED_BEFORE, type LedgerEnv, type LeadRow, SAME_ASK, mobileKeyOf, toLead } from "./ledger";

// Verified leads (docs/decisions/109-verified-numbers.md): a right one-time code marks `verifiedAt`
// on every lead of its mobile received within the hour before — the enquiries the visitor has
// just sent, one or several dealers' copies alike — and never on a lead sent after it.
//
// Billing waits for it (docs/decisions/111-fair-billing-and-disputes.md): the same statement that
// marks the leads decides which become billable — matched, naming a trader, not refused by the
// origin, and the first verified lead of that mobile for that trader and ask in 30 days: no
// billable lead of the same mobile and trader for the same ask (SAME_ASK: the same model, or a
// dealer-only or brand-only ask it fits, docs/decisions/163) in the 30 days before it (an erased
// one found by its mobile key, docs/decisions/152), and no earlier one of the same ask among those
// marked now.
// One statement, so two verifies at once cannot both bill; the second finds nothing to mark.

/** SQL: a lead whose mobile was confirmed (for queries over `lead`). */
export const VERIFIED_LEAD = "verifiedAt IS NOT NULL";

/**
 * Marks the mobile's recent leads verified at `at`, making billable those that now qualify (their
 * webhook pending when the trader has one); the leads newly marked, as stored after it. Whoever
 * calls it hands the billable ones on (app/features/leads/server/billable.ts).
 */
export async function markVerified(env: LedgerEnv, mobile: string, at: number): Promise<Lead[]> {
  const key = await mobileKeyOf(env.XSRF_SECRET, mobile);
  // UPDATE … FROM computes every row's decision before it changes any (the candidates are read as
  // they were), so the ranking among leads marked together does not depend on the order of updates.
  const { results } = await env.DB
    .prepare(
      `WITH c AS (
         SELECT id, modelKey, traderKey, receivedAt,
           ("match" = 'matched' AND traderTName <> '' AND originState <> 'refused') AS eligible
         FROM lead WHERE mobile = ?1 AND verifiedAt IS NULL AND withdrawnAt IS NULL AND receivedAt > ?3 AND receivedAt <= ?2
       )
       UPDATE lead SET verifiedAt = ?2,
         billable = d.bill,
         duplicate = CASE WHEN d.bill THEN 0 WHEN d.eligible THEN 1 ELSE lead.duplicate END,
         webhookState = CASE WHEN d.bill AND EXISTS (SELECT 1 FROM trader_webhook w WHERE w.tName = lead.traderTName)
           THEN 'pending' ELSE lead.webhookState END
       FROM (
         SELECT c.id, c.eligible, (c.eligible
           AND NOT EXISTS (
             SELECT 1 FROM c e WHERE e.eligible AND e.traderKey = c.traderKey AND ${SAME_ASK("e.modelKey", "c.modelKey")}
               AND (e.receivedAt < c.receivedAt OR (e.receivedAt = c.receivedAt AND e.id < c.id)))
           AND NOT ${BILLED_BEFORE({ mobile: "?1", key: "?5", traderKey: "c.traderKey", modelKey: "c.modelKey", id: "c.id", since: "c.receivedAt - ?4" })}) AS bill
         FROM c
       ) d
       WHERE lead.id = d.id AND lead.verifiedAt IS NULL
       RETURNING *`,
    )
    .bind(mobile, at, at - VERIFY_LEADS_WINDOW_MS, DUPLICATE_WINDOW_MS, key)
    .all<LeadRow>();
  return results.map(toLead).sort((a, b) => a.receivedAt - b.receivedAt || a.id.localeCompare(b.id));
}

/** Whether the mobile has a lead a code could still confirm: received within the hour, not verified. */
export async function awaitsVerification(db: D1Database, mobile: string, now: number): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 FROM lead WHERE mobile = ?1 AND verifiedAt IS NULL AND receivedAt > ?2 LIMIT 1")
    .bind(mobile, now - VERIFY_LEADS_WINDOW_MS)
    .first();
  return row !== null;
}

/** When the lead's number was confirmed, or null (not verified, or no such lead). */
export async function verifiedAtOf(db: D1Database, leadId: string): Promise<number | null> {
  return (await db.prepare("SELECT verifiedAt FROM lead WHERE id = ?1").bind(leadId).first<number | null>("verifiedAt")) ?? null;
}

/**
 * Notes the language of the page a buyer asks for a code on, on the leads that code will confirm:
 * later messages to the buyer about the enquiry speak it (docs/decisions/166).
 */
export async function noteEnquiryLanguage(db: D1Database, mobile: string, lang: "en" | "hi", now: number): Promise<void> {
  await db
    .prepare("UPDATE lead SET lang = ?2 WHERE mobile = ?1 AND verifiedAt IS NULL AND receivedAt > ?3")
    .bind(mobile, lang, now - VERIFY_LEADS_WINDOW_MS)
    .run();
}
