import { businessHoursOf, dueAfter, responseMinutesOf } from "#app/features/leads/rules/business-hours";
import { identityKey } from "#app/features/leads/rules/identity-key";
import { MAX_ROUTED_DEALERS, ROUTED_BY_NEARNESS, type RouteCandidate, maxDealerKmOf } from "#app/features/leads/rules/routing";
import type { Lang } from "#app/shared/i18n/lang";
import { DUPLICATE_WINDOW_MS, type QueryType } from "#app/shared/enquiry";
import { createBff } from "#worker/bff/api";
import { onBillable } from "./billable";
import { BILLED_BEFORE, type LeadRow, copyId, toLead } from "./ledger";
import { queueBuyerNotice } from "./notify";
import { dealersNearest } from "./routing";

// Speed to lead (docs/decisions/166): a confirmed lead that no seller of its enquiry has contacted
// within LEAD_RESPONSE_MINUTES of business hours is offered to the next nearest active dealer
// within reach that has not had it, by the rule that routed it, up to MAX_ROUTED_DEALERS sellers
// an enquiry. The offer is a new lead row (routedBy 'reassigned'), billed by the ledger's rules and
// messaged as any new lead; its buyer is told by SMS who else will call. Only enquiries routed to
// dealers by nearness are offered on: a buyer who named a dealer chose it, and a lead that went
// to a manufacturer or the operator had no dealer within reach to begin with.
//
// Run every five minutes. Two runs at once never offer an enquiry twice: the new row's id is the
// enquiry's next copy id, so the second INSERT finds it taken; the INSERT itself checks again that
// no seller has called and the cap is not reached.

/** How far back a run looks for confirmed leads: an enquiry older than this is not offered on. */
export const OFFER_LOOKBACK_MS = 2 * 24 * 60 * 60 * 1000;
const RUN_LIMIT = 50;
const ROUTED_BY_NEARNESS_SQL = `(${ROUTED_BY_NEARNESS.map((by) => `'${by}'`).join(", ")})`;

type Waiting = { enquiryId: string; offeredAt: number };

export async function offerUncalledLeads(env: Env, scheduledTime: number, ctx?: ExecutionContext): Promise<number> {
  const db = env.DB;
  const minutes = responseMinutesOf(env);
  const hours = businessHoursOf(env);
  const since = scheduledTime - OFFER_LOOKBACK_MS;
  await db.prepare("DELETE FROM lead_offers_ended WHERE endedAt < ?1").bind(since).run();
  // Business minutes never pass faster than the clock's: an offer younger than the minutes is not due.
  const { results } = await db
    .prepare(
      `SELECT l.enquiryId, MAX(l.verifiedAt) AS offeredAt
       FROM lead l
       WHERE l.enquiryId IN (SELECT enquiryId FROM lead WHERE verifiedAt > ?1 AND verifiedAt <= ?2)
         AND NOT EXISTS (SELECT 1 FROM lead_offers_ended e WHERE e.enquiryId = l.enquiryId)
       GROUP BY l.enquiryId
       HAVING MAX(l.contactedAt) IS NULL
         AND COUNT(DISTINCT NULLIF(l.traderTName, '')) < ?3
         AND SUM(l.routedBy NOT IN ${ROUTED_BY_NEARNESS_SQL}) = 0
         AND SUM(l.verifiedAt IS NULL OR l.withdrawnAt IS NOT NULL OR l.erasedAt IS NOT NULL OR l.originState = 'refused') = 0
         AND MAX(l.verifiedAt) <= ?2
       ORDER BY offeredAt LIMIT ?4`,
    )
    .bind(since, scheduledTime - minutes * 60_000, MAX_ROUTED_DEALERS, RUN_LIMIT)
    .all<Waiting>();
  const due = results.filter((w) => dueAfter(w.offeredAt, minutes, hours) <= scheduledTime);
  if (due.length === 0) return 0;
  // Called without the runtime's context (directly), the run waits for its own background work.
  const background: Promise<unknown>[] = [];
  const context = ctx ?? ({ waitUntil: (work: Promise<unknown>) => void background.push(work), passThroughOnException: () => {} } as unknown as ExecutionContext);
  const bff = createBff(env, context);
  let offered = 0;
  for (const waiting of due) {
    try {
      if (await offerOn(env, bff, waiting.enquiryId, scheduledTime)) offered++;
    } catch (error) {
      // The catalogue or the ledger could not be read now: the next run tries again.
      console.warn("lead not offered on now", waiting.enquiryId, String(error));
    }
  }
  await Promise.allSettled(background);
  return offered;
}

/** Offers one enquiry to its next nearest dealer; whether a new seller was given it. */
async function offerOn(env: Env, bff: ReturnType<typeof createBff>, enquiryId: string, now: number): Promise<boolean> {
  const db = env.DB;
  const { results: copies } = await db.prepare("SELECT * FROM lead WHERE enquiryId = ?1 ORDER BY receivedAt, id").bind(enquiryId).all<LeadRow & { lang: Lang | "" }>();
  const source = copies.find((row) => row.id === enquiryId) ?? copies[0];
  if (!source) return false;
  const had = new Set(copies.map((row) => identityKey(row.traderTName)));
  const next = (await dealersNearest(db, bff, { ...source, typeOfQuery: source.typeOfQuery as QueryType }, maxDealerKmOf(env))).find((dealer) => !had.has(identityKey(dealer.tName)));
  if (!next) {
    await db.prepare("INSERT OR IGNORE INTO lead_offers_ended (enquiryId, endedAt) VALUES (?1, ?2)").bind(enquiryId, now).run();
    return false;
  }
  const row = await insertOffer(db, source.id, copyId(enquiryId, copies.length), next, now);
  // Another run made this copy first, or a seller called, or the cap was reached meanwhile.
  if (!row) return false;
  const lead = toLead(row);
  await onBillable(env, [lead]);
  await queueBuyerNotice(env, lead.id, source.lang || "hi", now);
  return true;
}

/**
 * The new copy for `dealer`, as the buyer's enquiry and its confirmed number stand: confirmed now,
 * billable when it is the first billed ask of this buyer to this seller in the window (the
 * ledger's rule), its webhook pending when the seller has one; the sellers it was shared with are
 * the enquiry's and this one. Null when it was not made.
 */
async function insertOffer(db: D1Database, sourceId: string, id: string, dealer: RouteCandidate, now: number): Promise<LeadRow | null> {
  const traderKey = identityKey(dealer.tName);
  return db
    .prepare(
      `WITH s AS (
         SELECT lead.*, ("match" = 'matched' AND originState <> 'refused'
           AND NOT ${BILLED_BEFORE({ mobile: "lead.mobile", key: "NULLIF(lead.mobileKey, '')", traderKey: "?5", modelKey: "lead.modelKey", id: "?2", since: "?6" })}) AS bill
         FROM lead WHERE id = ?1 AND withdrawnAt IS NULL AND erasedAt IS NULL
           AND NOT EXISTS (SELECT 1 FROM lead o WHERE o.enquiryId = lead.enquiryId AND (o.contactedAt IS NOT NULL OR o.traderKey = ?5))
           AND (SELECT COUNT(*) FROM lead o WHERE o.enquiryId = lead.enquiryId AND o.traderTName <> '') < ?8
       )
       INSERT OR IGNORE INTO lead (id, contentHash, receivedAt, name, mobile, brandName, modelName, tName, typeOfQuery, areaName,
         pincode, cityName, districtName, stateName, quantity, note, date, lat, lng, google, chkBox, catalogueBrand, catalogueModel,
         traderTName, traderName, traderType, modelKey, traderKey, match, duplicate, billable, originState, verifiedAt, webhookState,
         enquiryId, routedBy, consentNotice, consentPurposes, consentSellers, mobileKey, lang)
       SELECT ?2, contentHash, ?7, name, mobile, brandName, modelName, tName, typeOfQuery, areaName,
         pincode, cityName, districtName, stateName, quantity, note, date, lat, lng, google, chkBox, catalogueBrand, catalogueModel,
         ?3, ?4, 'Dealer', modelKey, ?5, "match", "match" = 'matched' AND NOT bill, bill, originState, ?7,
         CASE WHEN bill AND EXISTS (SELECT 1 FROM trader_webhook w WHERE w.tName = ?3) THEN 'pending' ELSE 'none' END,
         enquiryId, 'reassigned', consentNotice, consentPurposes, json_insert(consentSellers, '$[#]', ?4), mobileKey, lang
       FROM s
       RETURNING *`,
    )
    .bind(sourceId, id, dealer.tName, dealer.traderName, traderKey, now - DUPLICATE_WINDOW_MS, now, MAX_ROUTED_DEALERS)
    .first<LeadRow>();
}
