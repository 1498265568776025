import { type Dispute, type DisputeRefusal, type DisputeState, type DisputeView, DISPUTE_WINDOW_MS } from "#app/features/leads/billing/disputes";
import { type DisputeDecision, DisputeSchema } from "#app/features/leads/billing/dispute-schemas";
import { leadModel } from "#app/features/leads/rules/lead";

// Disputes of billable leads (D1 table `lead_dispute`, docs/decisions/111): raised by a trader on
// its lead page, decided by the operator. Each rule is one SQL statement, so a dispute raised
// twice at once is stored once and a dispute decided twice at once is decided once.

export type Raised = { ok: true; dispute: Dispute } | { ok: false; refusal: DisputeRefusal | "not-found" };

/**
 * The trader's dispute of one of its leads: taken when the lead is billable, received less than
 * 7 × 24 hours before `now`, and not disputed yet; otherwise the reason it was not.
 */
export async function raiseDispute(db: D1Database, tName: string, leadId: string, input: unknown, now: number): Promise<Raised> {
  const parsed = DisputeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, refusal: "invalid" };
  const { reason, note } = parsed.data;
  const row = await db
    .prepare(
      `INSERT INTO lead_dispute (leadId, reason, note, createdAt)
       SELECT id, ?3, ?4, ?5 FROM lead WHERE id = ?1 AND traderTName = ?2 AND billable = 1 AND receivedAt > ?5 - ?6
       ON CONFLICT (leadId) DO NOTHING
       RETURNING *`,
    )
    .bind(leadId, tName, reason, note, now, DISPUTE_WINDOW_MS)
    .first<Dispute>();
  if (row) return { ok: true, dispute: row };
  // Not taken: say why, reading what stopped it.
  const lead = await db
    .prepare("SELECT billable, EXISTS (SELECT 1 FROM lead_dispute WHERE leadId = lead.id) AS disputed FROM lead WHERE id = ?1 AND traderTName = ?2")
    .bind(leadId, tName)
    .first<{ billable: number; disputed: number }>();
  if (!lead) return { ok: false, refusal: "not-found" };
  if (lead.disputed) return { ok: false, refusal: "already" };
  return { ok: false, refusal: lead.billable ? "closed" : "not-billable" };
}

/** The disputes of these leads, by lead id. */
export async function disputesOf(db: D1Database, leadIds: readonly string[]): Promise<Map<string, Dispute>> {
  if (leadIds.length === 0) return new Map();
  const { results } = await db
    .prepare("SELECT * FROM lead_dispute WHERE leadId IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(leadIds))
    .all<Dispute>();
  return new Map(results.map((d) => [d.leadId, d]));
}

export type DisputeRow = Dispute & {
  receivedAt: number; name: string; mobile: string; brandName: string; modelName: string; catalogueBrand: string; catalogueModel: string;
  typeOfQuery: string; cityName: string; pincode: string; traderTName: string; traderName: string; verifiedAt: number | null;
};

export const toView = (row: DisputeRow): DisputeView => ({
  leadId: row.leadId,
  reason: row.reason,
  note: row.note,
  createdAt: row.createdAt,
  state: row.state,
  decidedAt: row.decidedAt,
  decidedNote: row.decidedNote,
  lead: {
    id: row.leadId,
    receivedAt: row.receivedAt,
    name: row.name,
    mobile: row.mobile,
    model: leadModel(row),
    typeOfQuery: row.typeOfQuery,
    cityName: row.cityName,
    pincode: row.pincode,
    traderTName: row.traderTName,
    traderName: row.traderName,
    verifiedAt: row.verifiedAt,
  },
});

/** A dispute's columns and its lead's, as `toView` reads them (the console's paged list reads them too). */
export const DISPUTE_COLUMNS = `d.*, l.receivedAt, l.name, l.mobile, l.brandName, l.modelName, l.catalogueBrand, l.catalogueModel, l.typeOfQuery,
         l.cityName, l.pincode, l.traderTName, l.traderName, l.verifiedAt`;
export const DISPUTES_WITH_LEADS = "lead_dispute d JOIN lead l ON l.id = d.leadId";

/** The console shows at most this many disputes of a state. */
export const DISPUTE_LIST_LIMIT = 200;

/** Disputes of a state with their leads: open ones oldest first (a queue), decided ones newest first. */
export async function listDisputes(db: D1Database, state: DisputeState): Promise<DisputeView[]> {
  const order = state === "open" ? "d.createdAt ASC" : "d.decidedAt DESC";
  const { results } = await db
    .prepare(
      `SELECT ${DISPUTE_COLUMNS}
       FROM ${DISPUTES_WITH_LEADS} WHERE d.state = ?1 ORDER BY ${order}, d.leadId LIMIT ?2`,
    )
    .bind(state, DISPUTE_LIST_LIMIT)
    .all<DisputeRow>();
  return results.map(toView);
}

/** How many disputes wait for the operator. */
export async function openDisputes(db: D1Database): Promise<number> {
  return (await db.prepare("SELECT COUNT(*) AS n FROM lead_dispute WHERE state = 'open'").first<number>("n")) ?? 0;
}

/** Accepts or rejects an open dispute; "decided" when it was decided already, "not-found" when there is none. */
export async function decideDispute(db: D1Database, leadId: string, { decision, note }: DisputeDecision, now: number): Promise<Dispute | "decided" | "not-found"> {
  const row = await db
    .prepare("UPDATE lead_dispute SET state = ?2, decidedAt = ?3, decidedNote = ?4 WHERE leadId = ?1 AND state = 'open' RETURNING *")
    .bind(leadId, decision === "accept" ? "accepted" : "rejected", now, note)
    .first<Dispute>();
  if (row) return row;
  const exists = await db.prepare("SELECT 1 FROM lead_dispute WHERE leadId = ?1").bind(leadId).first();
  return exists ? "decided" : "not-found";
}
