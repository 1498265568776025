import { freeWindow } from "#app/features/leads/billing/statement";
import type { DisputeState } from "#app/features/leads/billing/disputes";
import { type Lead, forSeller, handedOver } from "#app/features/leads/rules/lead";
import { type LeadRow, toLead } from "#app/features/leads/server/ledger";
import { termsOf } from "#app/features/console/server/traders";
import type { TraderType } from "#app/features/leads/rules/identity";
import { istDayStart } from "#app/shared/i18n/dates";
import { distanceKm } from "#app/shared/rules/india";
import { type LeadCharge, leadCharge } from "../rules/charge";
import type { Stage } from "../rules/stages";
import type { BoardFilter } from "../rules/filter";

export type { BoardFilter };

// The seller's leads as its board reads them: every lead of the trader but those the origin
// refused for good (the lead page's set), newest first, a page at a time, searched and filtered;
// each as its seller may see it (forSeller: masked until confirmed, gone once withdrawn), with its
// stage, charge, distance and follow-up day.

export const BOARD_PAGE_SIZE = 25;
/** Cursor of an older page: "{receivedAt}_{id}" of the last lead shown (as the lead page's). */
const CURSOR = /^(\d{1,15})_([A-Za-z0-9-]{8,64})$/;
const DAY_MS = 86_400_000;

export type BoardLead = Lead & {
  stage: Stage;
  lostReason: string;
  /** From the buyer's position (or pincode's) to the seller's town, in km; null when either is unknown. */
  distanceKm: number | null;
  charge: LeadCharge;
  followUp: string | null;
};


type BoardRow = LeadRow & { stage: Stage; lostReason: string; disputeState: DisputeState | null; pinLat: number | null; pinLng: number | null; followUp: string | null };

/** SQL: the model as the seller reads it (leadModel): the catalogue's spelling when known, else the buyer's. */
const MODEL = `trim(COALESCE(NULLIF(l.catalogueBrand, ''), l.brandName) || ' ' || COALESCE(NULLIF(l.catalogueModel, ''), l.modelName))`;
const ON_BOARD = "l.traderTName = ?1 AND l.originState <> 'refused'";

/** What the seller needs of its own trader to read its leads: where it is, and its billing terms. */
export type Seat = { tName: string; lat: number | null; lng: number | null; terms: Parameters<typeof leadCharge>[1] };

export async function seatOf(db: D1Database, tName: string): Promise<Seat> {
  // The kind of trader and the first lead as the ledger has them (as statements read them, in
  // either origin mode); the town's position from the embedded catalogue, where it is in D1.
  const [place, terms, first] = await Promise.all([
    db.prepare("SELECT c.lat, c.lng FROM trader t JOIN city c ON c.cityName = t.cityName WHERE t.tName = ?1").bind(tName)
      .first<{ lat: number | null; lng: number | null }>(),
    termsOf(db, tName),
    db.prepare("SELECT MIN(receivedAt) AS at, MIN(traderType) AS traderType FROM lead WHERE traderTName = ?1 AND originState <> 'refused'").bind(tName)
      .first<{ at: number | null; traderType: TraderType | "" | null }>(),
  ]);
  const window = freeWindow(first?.traderType ?? "", terms, first?.at ?? null);
  return { tName, lat: place?.lat ?? null, lng: place?.lng ?? null, terms: { basis: terms.basis, window } };
}

function boardLead(row: BoardRow, seat: Seat): BoardLead {
  const lead = forSeller(toLead(row));
  const lat = row.lat ?? row.pinLat;
  const lng = row.lng ?? row.pinLng;
  const known = handedOver(lead) && lat !== null && lng !== null && seat.lat !== null && seat.lng !== null;
  return {
    ...lead,
    stage: row.stage,
    lostReason: row.lostReason,
    distanceKm: known ? Math.round(distanceKm(lat!, lng!, seat.lat!, seat.lng!)) : null,
    charge: leadCharge(lead, seat.terms, row.disputeState),
    followUp: row.followUp,
  };
}

const SELECT_BOARD = `SELECT l.*, d.state AS disputeState, p.lat AS pinLat, p.lng AS pinLng, f.day AS followUp
  FROM lead l LEFT JOIN lead_dispute d ON d.leadId = l.id LEFT JOIN pincode p ON p.pincode = l.pincode
  LEFT JOIN lead_follow_up f ON f.leadId = l.id`;

/** `_` and `%` typed by a seller match themselves in LIKE. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The SQL conditions of a filter. A search of digits matches the mobiles of confirmed leads only:
 * a masked number is not to be found out by searching for it.
 */
function conditions(filter: BoardFilter): { sql: string[]; params: unknown[] } {
  const sql: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (n: string) => string, value: unknown) => {
    params.push(value);
    sql.push(condition(`?${params.length + 1}`));
  };
  const q = filter.q.trim();
  const digits = q.replace(/[\s+-]/g, "");
  if (/^\d{3,12}$/.test(digits)) add((n) => `l.verifiedAt IS NOT NULL AND l.withdrawnAt IS NULL AND l.erasedAt IS NULL AND l.mobile LIKE ${n} ESCAPE '\\'`, likeText(digits.slice(-10)));
  else if (q) add((n) => `l.withdrawnAt IS NULL AND l.erasedAt IS NULL AND l.name LIKE ${n} ESCAPE '\\'`, likeText(q));
  if (filter.stage) add((n) => `l.stage = ${n}`, filter.stage);
  if (filter.model) add((n) => `${MODEL} = ${n}`, filter.model);
  const from = filter.from ? istDayStart(filter.from) : null;
  const to = filter.to ? istDayStart(filter.to) : null;
  if (from !== null) add((n) => `l.receivedAt >= ${n}`, from);
  if (to !== null) add((n) => `l.receivedAt < ${n}`, to + DAY_MS);
  const cursor = CURSOR.exec(filter.before);
  if (cursor) {
    // ?1 is the trader: the next two parameters are ?(length + 2) and ?(length + 3)
    sql.push(`(l.receivedAt, l.id) < (?${params.length + 2}, ?${params.length + 3})`);
    params.push(Number(cursor[1]), cursor[2]);
  }
  return { sql, params };
}

export type BoardPage = { leads: BoardLead[]; older: string | null; models: string[] };

export async function boardPage(db: D1Database, seat: Seat, filter: BoardFilter): Promise<BoardPage> {
  const { sql, params } = conditions(filter);
  const where = [ON_BOARD, ...sql].join(" AND ");
  const [page, models] = await db.batch<Record<string, unknown>>([
    db.prepare(`${SELECT_BOARD} WHERE ${where} ORDER BY l.receivedAt DESC, l.id DESC LIMIT ${BOARD_PAGE_SIZE + 1}`).bind(seat.tName, ...params),
    db.prepare(`SELECT DISTINCT ${MODEL} AS model FROM lead l WHERE ${ON_BOARD} AND ${MODEL} <> '' ORDER BY model LIMIT 200`).bind(seat.tName),
  ]);
  const rows = page!.results as BoardRow[];
  const leads = rows.slice(0, BOARD_PAGE_SIZE).map((row) => boardLead(row, seat));
  const last = leads.at(-1);
  return {
    leads,
    older: rows.length > BOARD_PAGE_SIZE && last ? `${last.receivedAt}_${last.id}` : null,
    models: (models!.results as { model: string }[]).map((m) => m.model),
  };
}

/** One lead of the seller's, or null when it is not the seller's (or not on its board). */
export async function boardLeadOf(db: D1Database, seat: Seat, id: string): Promise<BoardLead | null> {
  const row = await db.prepare(`${SELECT_BOARD} WHERE ${ON_BOARD} AND l.id = ?2`).bind(seat.tName, id).first<BoardRow>();
  return row ? boardLead(row, seat) : null;
}

/** The leads of a window for the API: received since `since`, or of one stage, newest first. */
export async function leadsSince(db: D1Database, seat: Seat, since: number, stage: Stage | "", limit: number): Promise<BoardLead[]> {
  const { results } = await db
    .prepare(`${SELECT_BOARD} WHERE ${ON_BOARD} AND l.receivedAt >= ?2 ${stage ? "AND l.stage = ?4" : ""} ORDER BY l.receivedAt DESC, l.id DESC LIMIT ?3`)
    .bind(seat.tName, since, limit, ...(stage ? [stage] : []))
    .all<BoardRow>();
  return results.map((row) => boardLead(row, seat));
}
