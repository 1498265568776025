import { BUYER_DETAILS_GONE, type ErasedBy } from "#app/features/leads/rules/lead";
import { TRADER_EXPORTS } from "#app/features/privacy/rules/access";
import { type LedgerEnv, mobileKeyOf } from "../../leads/server/ledger";
import { queueErasureEvents } from "./erasure-events";

// Erasure (docs/decisions/152): a lead's personal data — the buyer's name, mobile, pincode,
// place, position and words — is replaced in every store that holds it, and only what billing
// needs stays (the lead's id, seller, model, dates and billing facts). One batch of statements per
// group of leads, so a group is erased whole or not at all:
//
// - the lead ledger's row (blanked; its webhook and messages stop), and decided disputes' notes;
// - the embedded origin's copy of the enquiry (deleted);
// - dead letters of the leads (their queue message replaced, closed);
// - messages to the seller's phone not yet sent (no longer wanted);
// - an erasure event for each seller whose webhook may have the lead (app/features/privacy/server/erasure-events.ts).
//
// The stores kept by mobile rather than by lead — the origin's customer and position records, the
// one-time codes, the local outbox, dead letters of a registration — are cleared by
// `eraseMobileTraces` when the buyer asks, and by age in the scheduled run. A queued enquiry or
// registration of the number from before the buyer asked is dropped on arrival
// (worker/bff/delivery.ts, `erasureAskedSince`); KV and the edge caches never hold a buyer's data
// (private pages are never stored). A lead under an open dispute keeps its facts until the dispute
// is decided. The lead keeps a keyed hash of the mobile (`mobileKey`) for the duplicate rule, 30
// days after its erasure (app/features/privacy/server/retention.ts then blanks it).

/** Leads per group: their ids travel as one JSON parameter, within D1's 100 bound parameters. */
export const ERASE_BATCH = 100;

/** SQL: a lead that can be erased now (not yet erased, no open dispute). */
export const ERASABLE = `erasedAt IS NULL AND NOT EXISTS (SELECT 1 FROM lead_dispute d WHERE d.leadId = lead.id AND d.state = 'open')`;

const IN_LIST = "IN (SELECT value FROM json_each(?1))";
const ERASABLE_IDS = `SELECT id FROM lead WHERE id ${IN_LIST} AND ${ERASABLE}`;

/** SQL: the buyer's details blanked, column by column, as a seller reads them once withdrawn (`BUYER_DETAILS_GONE`). */
const DETAILS_GONE = Object.entries(BUYER_DETAILS_GONE)
  .map(([column, gone]) => `${column} = ${gone === null ? "NULL" : gone === false ? "0" : "''"}`)
  .join(", ");

/** What a dead letter keeps of a message that held a buyer's data. */
export const ERASED_MESSAGE = JSON.stringify({ erased: true });

/**
 * Erases up to ERASE_BATCH leads (those already erased or under an open dispute are left as they
 * are); the ids erased now. `by` says why, unless the buyer asked or withdrew (then that is why).
 */
export async function eraseLeads(env: Env, ids: readonly string[], by: Exclude<ErasedBy, "">, now: number): Promise<string[]> {
  if (ids.length === 0) return [];
  if (ids.length > ERASE_BATCH) throw new Error(`at most ${ERASE_BATCH} leads a batch`);
  const db = env.DB;
  const list = JSON.stringify(ids);
  const results = await db.batch<{ leadId?: string; id?: string }>([
    db.prepare(`DELETE FROM enquiry WHERE id IN (SELECT enquiryId FROM lead WHERE id ${IN_LIST} AND ${ERASABLE})`).bind(list),
    db
      .prepare(
        `UPDATE dead_letter SET message = ?2, lastError = 'erased', retriedAt = COALESCE(retriedAt, ?3)
         WHERE leadId IN (${ERASABLE_IDS} UNION SELECT enquiryId FROM lead WHERE id ${IN_LIST} AND ${ERASABLE})`,
      )
      .bind(list, ERASED_MESSAGE, now),
    db.prepare(`UPDATE lead_notification SET state = 'none' WHERE state IN ('pending', 'held') AND leadId IN (${ERASABLE_IDS})`).bind(list),
    db.prepare(`UPDATE lead_dispute SET note = '', decidedNote = '' WHERE leadId IN (${ERASABLE_IDS})`).bind(list),
    // A seller's notes may name the buyer, and a follow-up's reminder would: both go with the buyer's details.
    db.prepare(`DELETE FROM lead_note WHERE leadId IN (${ERASABLE_IDS})`).bind(list),
    db.prepare(`DELETE FROM lead_follow_up WHERE leadId IN (${ERASABLE_IDS})`).bind(list),
    // A seller whose webhook was tried with the lead may hold it: it hears of the erasure, once.
    db
      .prepare(
        `INSERT INTO lead_erasure_event (leadId, tName, createdAt)
         SELECT id, traderTName, ?2 FROM lead WHERE id ${IN_LIST} AND ${ERASABLE} AND webhookAttempts > 0 AND traderTName <> ''
         ON CONFLICT (leadId) DO NOTHING RETURNING leadId`,
      )
      .bind(list, now),
    // Last: the statements above find the leads by what this one blanks.
    db
      .prepare(
        `UPDATE lead SET ${DETAILS_GONE}, contentHash = 'erased', webhookError = '',
           webhookState = CASE WHEN webhookState = 'pending' THEN 'none' ELSE webhookState END,
           erasedBy = CASE WHEN erasureAskedAt IS NOT NULL THEN 'buyer' WHEN withdrawnAt IS NOT NULL THEN 'withdrawn' ELSE ?3 END,
           withdrawnAt = COALESCE(withdrawnAt, ?2), erasedAt = ?2
         WHERE id ${IN_LIST} AND ${ERASABLE} RETURNING id`,
      )
      .bind(list, now, by),
  ]);
  // The last two statements answer: the erasure events queued, then the leads erased.
  const events = (results.at(-2)?.results ?? []).flatMap((r) => (r.leadId ? [r.leadId] : []));
  await queueErasureEvents(env, events);
  return (results.at(-1)?.results ?? []).flatMap((r) => (r.id ? [r.id] : []));
}

/**
 * Clears what is kept by mobile rather than by lead: the origin's customer, position and enquiry
 * rows, one-time codes, the local outbox's messages to or about the number, and dead letters
 * whose message names it. The number of rows removed or cleared.
 */
export async function eraseMobileTraces(db: D1Database, mobile: string, now: number): Promise<number> {
  const results = await db.batch([
    db.prepare("DELETE FROM customer WHERE mobile = ?1").bind(mobile),
    db.prepare("DELETE FROM location_record WHERE mobile = ?1").bind(mobile),
    db.prepare("DELETE FROM enquiry WHERE mobile = ?1").bind(mobile),
    db.prepare("DELETE FROM otp_code WHERE mobile = ?1").bind(mobile),
    // A lead's message to a seller prints the number as "+91 98765 43210": spaces are ignored.
    db.prepare("DELETE FROM message_outbox WHERE recipient LIKE '%' || ?1 OR REPLACE(text || params, ' ', '') LIKE '%' || ?1 || '%'").bind(mobile),
    db
      .prepare("UPDATE dead_letter SET message = ?2, lastError = 'erased', retriedAt = COALESCE(retriedAt, ?3) WHERE message LIKE '%' || ?1 || '%'")
      .bind(mobile, ERASED_MESSAGE, now),
  ]);
  return results.reduce((sum, r) => sum + (r.meta.changes ?? 0), 0);
}

/**
 * SQL: something of the lead may have reached its seller — its webhook was tried, its SMS or
 * WhatsApp message was sent or tried, its page was seen or marked contacted, or the seller
 * downloaded its CSV or pulled its leads since the number was confirmed (before, the mobile was
 * masked: docs/decisions/154). ?4 is the JSON list of a trader's exports in the access record.
 */
const REACHED_SELLER = `(lead.webhookAttempts > 0 OR lead.pageSeenAt IS NOT NULL OR lead.contactedAt IS NOT NULL
  OR EXISTS (SELECT 1 FROM lead_notification n WHERE n.leadId = lead.id AND (n.state = 'sent' OR n.attempts > 0))
  OR EXISTS (SELECT 1 FROM access_record a WHERE a.tName = lead.traderTName AND a.action = 'export'
    AND a.what IN (SELECT value FROM json_each(?4)) AND a.at >= lead.verifiedAt))`;

/**
 * Consent withdrawn for the mobile's leads (those of `enquiryIds`, or all): from now no seller is
 * handed them — their pages and pulls show them withdrawn, no webhook or message goes out — and
 * the next scheduled run erases them. A billable lead of which nothing reached its seller is no
 * longer billable: the seller is charged for no lead it never had. Leads already withdrawn or
 * erased are left as they are; the leads withdrawn now, with their enquiries.
 */
export async function withdrawConsent(
  db: D1Database, mobile: string, enquiryIds: readonly string[] | null, now: number,
): Promise<{ id: string; enquiryId: string }[]> {
  const which = `mobile = ?1 AND withdrawnAt IS NULL AND erasedAt IS NULL
    AND (?2 IS NULL OR enquiryId IN (SELECT value FROM json_each(?2)))`;
  const ids = enquiryIds === null ? null : JSON.stringify(enquiryIds);
  const [, withdrawn] = await db.batch<{ id: string; enquiryId: string }>([
    db.prepare(`UPDATE lead_notification SET state = 'none' WHERE state IN ('pending', 'held') AND leadId IN (SELECT id FROM lead WHERE ${which})`).bind(mobile, ids),
    db
      .prepare(
        `UPDATE lead SET withdrawnAt = ?3, webhookState = CASE WHEN webhookState = 'pending' THEN 'none' ELSE webhookState END,
           billable = CASE WHEN billable = 1 AND NOT ${REACHED_SELLER} THEN 0 ELSE billable END
         WHERE ${which} RETURNING id, enquiryId`,
      )
      .bind(mobile, ids, now, JSON.stringify(TRADER_EXPORTS)),
  ]);
  return withdrawn?.results ?? [];
}

/**
 * Whether the buyer of the mobile asked for erasure at or after `since`: found by the leads' mobile
 * key, which erasure keeps (app/features/leads/server/ledger.ts), so a message queued before it is not stored.
 */
export async function erasureAskedSince(env: LedgerEnv, mobile: string, since: number): Promise<boolean> {
  const key = await mobileKeyOf(env.XSRF_SECRET, mobile);
  return (await env.DB.prepare("SELECT 1 FROM lead WHERE mobileKey = ?1 AND erasureAskedAt >= ?2 LIMIT 1").bind(key, since).first()) !== null;
}

/** Enquiries (not copies) erased now, and those that wait for a dispute's decision. */
export type BuyerErasure = { erased: number; waiting: number };

/**
 * The buyer's erasure of everything sent from the mobile: every lead withdrawn and marked asked,
 * then erased a group at a time (those under an open dispute wait for its decision), and what is
 * kept by the number cleared. Asked twice, the second finds nothing and changes nothing.
 */
export async function eraseBuyer(env: Env, mobile: string, now: number): Promise<BuyerErasure> {
  const db = env.DB;
  await withdrawConsent(db, mobile, null, now);
  const { results } = await db
    .prepare("UPDATE lead SET erasureAskedAt = COALESCE(erasureAskedAt, ?2) WHERE mobile = ?1 AND erasedAt IS NULL RETURNING id, enquiryId")
    .bind(mobile, now)
    .all<{ id: string; enquiryId: string }>();
  const erased = new Set<string>();
  for (let i = 0; i < results.length; i += ERASE_BATCH) {
    for (const id of await eraseLeads(env, results.slice(i, i + ERASE_BATCH).map((r) => r.id), "buyer", now)) erased.add(id);
  }
  if (results.length > 0) await eraseMobileTraces(db, mobile, now);
  const enquiries = (leads: typeof results) => new Set(leads.map((r) => r.enquiryId)).size;
  const waiting = results.filter((r) => !erased.has(r.id));
  return { erased: enquiries(results) - enquiries(waiting), waiting: enquiries(waiting) };
}
