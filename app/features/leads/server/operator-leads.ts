import { identityKey } from "#app/features/leads/rules/identity-key";
import type { Lead } from "#app/features/leads/rules/lead";
import { type LeadRow, toLead } from "./ledger";

// The leads of a period as the operator API gives them: the catalogue's names when the lead was
// matched, the visitor's otherwise (and always under `sent`), every billing and delivery fact
// explicit, times in ISO 8601.

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** Leads received in [start, end), oldest first; `tName` in any spelling narrows to one trader. */
export async function leadsBetween(db: D1Database, start: number, end: number, tName?: string): Promise<Lead[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM lead WHERE receivedAt >= ?1 AND receivedAt < ?2 ${tName ? "AND traderKey = ?3" : ""}
       ORDER BY receivedAt, id`,
    )
    .bind(start, end, ...(tName ? [identityKey(tName)] : []))
    .all<LeadRow>();
  return results.map(toLead);
}

export function operatorLead(lead: Lead) {
  return {
    id: lead.id,
    createdAt: iso(lead.receivedAt),
    mobile: lead.mobile,
    name: lead.name,
    brandName: lead.catalogueBrand || lead.brandName,
    modelName: lead.catalogueModel || lead.modelName,
    tName: lead.traderTName || lead.tName,
    traderName: lead.traderName,
    traderType: lead.traderType,
    typeOfQuery: lead.typeOfQuery,
    cityName: lead.cityName,
    areaName: lead.areaName,
    districtName: lead.districtName,
    stateName: lead.stateName,
    pincode: lead.pincode,
    quantity: lead.quantity,
    /** google: the visitor's position was detected (with its coordinates) rather than typed as a pincode. */
    location: { google: lead.google, lat: lead.lat, lng: lead.lng },
    note: lead.note,
    /** matched: every name is in the catalogue; unmatched: a model or trader is not. */
    match: lead.match,
    /** trader: delivered to the named dealer or manufacturer; operator: names no trader (or none known). */
    owner: lead.traderTName ? "trader" : "operator",
    billable: lead.billable,
    duplicate: lead.duplicate,
    /** verified: the mobile was confirmed with a one-time code sent to it by SMS. */
    verified: lead.verifiedAt !== null,
    verifiedAt: iso(lead.verifiedAt),
    delivery: {
      origin: lead.originState,
      leadPage: { seenAt: iso(lead.pageSeenAt) },
      webhook: {
        state: lead.webhookState,
        attempts: lead.webhookAttempts,
        lastError: lead.webhookError,
        deliveredAt: iso(lead.webhookDeliveredAt),
      },
    },
    contactedAt: iso(lead.contactedAt),
    sent: { brandName: lead.brandName, modelName: lead.modelName, tName: lead.tName },
    /** The notice and purposes the buyer agreed to, when, and the sellers it covers (docs/decisions/152). */
    consent: { ...lead.consent, at: iso(lead.consent.at) },
    /** Withdrawn: no seller gets it any more; erased: the buyer's details are gone (and why). */
    privacy: { withdrawnAt: iso(lead.withdrawnAt), erasureAskedAt: iso(lead.erasureAskedAt), erasedAt: iso(lead.erasedAt), erasedBy: lead.erasedBy },
  };
}
