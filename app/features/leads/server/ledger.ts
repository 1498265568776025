import { DUPLICATE_WINDOW_MS, type Enquiry } from "#app/shared/enquiry";
import type { LeadIdentity } from "#app/features/leads/rules/identity";
import type { Lead, OriginState } from "#app/features/leads/rules/lead";
import type { RoutedBy } from "#app/features/leads/rules/routing";
import { NOTICE_PURPOSES, purposesOf, purposesText } from "#app/shared/privacy-notice";
import { sign } from "../../../shared/security/signing";

// The lead ledger (D1 table `lead`): what this Worker accepted, in both origin modes. One row per
// trader an enquiry goes to; the duplicate fact is decided inside the INSERT, so two copies
// arriving together cannot both be first asks. No lead is billable when stored: it becomes so
// when its number is verified (app/features/leads/server/verification.ts, docs/decisions/111).

export type AcceptedEnquiry = Enquiry & { id: string };
export type Recorded =
  | { outcome: "recorded" | "replay"; leads: Lead[] }
  | { outcome: "conflict" }
  /** Its personal data was erased, or the buyer withdrew it: nothing of it goes anywhere again. */
  | { outcome: "withdrawn" };
/** One trader's copy of an enquiry: who it is for and how it found them. */
export type LeadCopy = { identity: LeadIdentity; routedBy: RoutedBy };

/** The fields that make an enquiry what it is. `date` is left out: a form fills it in when sent. */
const CONTENT_FIELDS = [
  "name", "mobile", "brandName", "modelName", "tName", "typeOfQuery", "areaName", "pincode", "cityName",
  "districtName", "stateName", "quantity", "note", "lat", "lng", "google", "chkBox",
] as const satisfies readonly (keyof Enquiry)[];

export async function contentHash(body: Enquiry): Promise<string> {
  const content = JSON.stringify(CONTENT_FIELDS.map((field) => body[field] ?? null));
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(content));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * What a lead keeps of its buyer's mobile for the duplicate rule once the mobile is erased: an HMAC
 * under the Worker's secret (migration 0030), never the number, so a buyer who erased an enquiry
 * and asks the same seller again within the window is not billed twice (docs/decisions/152).
 */
export const mobileKeyOf = (secret: string, mobile: string) => sign(secret, `lead-mobile.v1\n${mobile}`);

/** What the ledger is kept in, and the secret its mobile keys are made with. */
export type LedgerEnv = Pick<Env, "DB" | "XSRF_SECRET">;

/** The id of an enquiry's nth copy: the first keeps the enquiry's own id. */
export const copyId = (enquiryId: string, index: number) => (index === 0 ? enquiryId : `${enquiryId}-${index + 1}`);

/**
 * Stores an accepted enquiry once, as one lead per trader it goes to (at least one row: a lead
 * for the operator has no trader), all in one batch. Duplicate: the same mobile (or, once erased,
 * its key) made the same ask of the same trader (SAME_ASK, by resolved identity) within
 * DUPLICATE_WINDOW_MS before, whatever the kind of enquiry, counting only first asks and billed
 * leads, so the window does not roll forward with every repeat. Not billable and no webhook yet:
 * both wait for the verified number. A replay of a recorded enquiry returns its copies as stored.
 */
export async function recordLeads(env: LedgerEnv, body: AcceptedEnquiry, receivedAt: number, copies: readonly LeadCopy[]): Promise<Recorded> {
  const db = env.DB;
  const hash = await contentHash(body);
  const consent = consentOf(body, copies);
  const key = await mobileKeyOf(env.XSRF_SECRET, body.mobile);
  const results = copies.length ? await db.batch(copies.map((copy, index) => insertCopy(db, body, hash, key, receivedAt, copy, copyId(body.id, index), consent))) : [];
  const { results: rows } = await db.prepare("SELECT * FROM lead WHERE enquiryId = ?1 ORDER BY id").bind(body.id).all<LeadRow>();
  const first = rows.find((row) => row.id === body.id);
  if (!first) throw new Error(`lead ${body.id} was not stored`);
  if (first.withdrawnAt !== null || first.erasedAt !== null) return { outcome: "withdrawn" };
  if (first.contentHash !== hash) return { outcome: "conflict" };
  const leads = rows.map(toLead);
  return { outcome: (results[0]?.meta.changes ?? 0) > 0 ? "recorded" : "replay", leads };
}

/** Whether an enquiry was recorded already (its copies are then what they were). */
export async function isRecorded(db: D1Database, enquiryId: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM lead WHERE id = ?1").bind(enquiryId).first()) !== null;
}

/**
 * The consent every copy keeps: the notice the form showed and the purposes it named ('' when the
 * enquiry came without one), and the sellers the enquiry went to — all of them, on each copy.
 */
function consentOf(body: AcceptedEnquiry, copies: readonly LeadCopy[]) {
  const sellers = copies.map(({ identity }) => identity.traderName || identity.traderTName).filter(Boolean);
  return {
    notice: body.notice ?? "",
    purposes: body.notice ? purposesText(NOTICE_PURPOSES.enquiry) : "",
    sellers: JSON.stringify(sellers),
  };
}

/**
 * SQL: a lead of the buyer whose mobile and mobile key are these parameters — by the number while
 * it is held, by its key once erased (a lead recorded before keys has only its number).
 */
export const SAME_MOBILE = (mobile: string, key: string, lead = "lead") => `(${lead}.mobile = ${mobile} OR ${lead}.mobileKey = ${key})`;

/**
 * SQL: two leads' model keys (parameters or columns) are one ask of a seller — the same model, or
 * one of them names less: no brand at all (a dealer-only ask fits every model) or the brand alone
 * ("brand|" fits every "brand|model"). Two different models are two asks (docs/decisions/163).
 */
export const SAME_ASK = (a: string, b: string) =>
  `(${a} = ${b} OR ${a} = '' OR ${b} = ''
    OR (substr(${a}, -1) = '|' AND substr(${b}, 1, length(${a})) = ${a})
    OR (substr(${b}, -1) = '|' AND substr(${a}, 1, length(${b})) = ${b}))`;

/**
 * SQL: a billed lead of the same buyer (SAME_MOBILE), seller and ask (SAME_ASK) received after
 * `since`, other than lead `id` — which makes a lead a duplicate, not billable (docs/decisions/111, 163).
 */
export const BILLED_BEFORE = (o: { mobile: string; key: string; traderKey: string; modelKey: string; id: string; since: string }) =>
  `EXISTS (SELECT 1 FROM lead b WHERE ${SAME_MOBILE(o.mobile, o.key, "b")} AND b.traderKey = ${o.traderKey} AND ${SAME_ASK("b.modelKey", o.modelKey)}
     AND b.billable = 1 AND b.id <> ${o.id} AND b.receivedAt > ${o.since})`;

function insertCopy(
  db: D1Database, body: AcceptedEnquiry, hash: string, mobileKey: string, receivedAt: number, { identity, routedBy }: LeadCopy, id: string,
  consent: ReturnType<typeof consentOf>,
) {
  return db
    .prepare(
      `INSERT OR IGNORE INTO lead (id, contentHash, receivedAt, name, mobile, brandName, modelName, tName,
         typeOfQuery, areaName, pincode, cityName, districtName, stateName, quantity, note, date, lat, lng,
         google, chkBox, catalogueBrand, catalogueModel, traderTName, traderName, traderType, modelKey,
         traderKey, match, duplicate, enquiryId, routedBy, consentNotice, consentPurposes, consentSellers, mobileKey)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21,
         ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29,
         EXISTS (SELECT 1 FROM lead WHERE ${SAME_MOBILE("?5", "?36")} AND ${SAME_ASK("modelKey", "?27")} AND traderKey = ?28
           AND enquiryId <> ?31 AND duplicate = 0 AND originState <> 'refused' AND receivedAt > ?30),
         ?31, ?32, ?33, ?34, ?35, ?36`,
    )
    .bind(
      id, hash, receivedAt, body.name, body.mobile, body.brandName, body.modelName, body.tName,
      body.typeOfQuery, body.areaName, body.pincode, body.cityName, body.districtName, body.stateName,
      body.quantity, body.note, body.date, body.lat ?? null, body.lng ?? null, body.google ? 1 : 0,
      body.chkBox ? 1 : 0, identity.catalogueBrand, identity.catalogueModel, identity.traderTName,
      identity.traderName, identity.traderType, identity.modelKey, identity.traderKey, identity.match,
      receivedAt - DUPLICATE_WINDOW_MS, body.id, routedBy, consent.notice, consent.purposes, consent.sellers, mobileKey,
    );
}


/** The origin took it, will take it from the queue, or refused it for good (then nobody pays). */
export async function setOriginState(db: D1Database, id: string, state: Exclude<OriginState, "pending">) {
  await db
    .prepare(
      `UPDATE lead SET originState = ?2,
         billable = CASE WHEN ?2 = 'refused' THEN 0 ELSE billable END,
         webhookState = CASE WHEN ?2 = 'refused' AND webhookState = 'pending' THEN 'none' ELSE webhookState END
       WHERE id = ?1`,
    )
    .bind(id, state)
    .run();
}

export async function readLead(db: D1Database, id: string): Promise<Lead | null> {
  const row = await db.prepare("SELECT * FROM lead WHERE id = ?1").bind(id).first<LeadRow>();
  return row ? toLead(row) : null;
}

/** A row of `lead` as D1 returns it (flags as 0/1, the consent in three columns, more columns than a Lead has). */
export type LeadRow = Omit<Lead, "duplicate" | "billable" | "google" | "consent"> & {
  duplicate: number; billable: number; google: number; contentHash: string;
  consentNotice: string; consentPurposes: string; consentSellers: string;
};

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    enquiryId: row.enquiryId,
    routedBy: row.routedBy,
    receivedAt: row.receivedAt,
    name: row.name,
    mobile: row.mobile,
    brandName: row.brandName,
    modelName: row.modelName,
    tName: row.tName,
    typeOfQuery: row.typeOfQuery,
    areaName: row.areaName,
    pincode: row.pincode,
    cityName: row.cityName,
    districtName: row.districtName,
    stateName: row.stateName,
    quantity: row.quantity,
    note: row.note,
    google: row.google === 1,
    lat: row.lat,
    lng: row.lng,
    catalogueBrand: row.catalogueBrand,
    catalogueModel: row.catalogueModel,
    traderTName: row.traderTName,
    traderName: row.traderName,
    traderType: row.traderType,
    match: row.match,
    duplicate: row.duplicate === 1,
    billable: row.billable === 1,
    originState: row.originState,
    pageSeenAt: row.pageSeenAt,
    webhookState: row.webhookState,
    webhookAttempts: row.webhookAttempts,
    webhookError: row.webhookError,
    webhookDeliveredAt: row.webhookDeliveredAt,
    contactedAt: row.contactedAt,
    verifiedAt: row.verifiedAt ?? null,
    consent: { notice: row.consentNotice ?? "", purposes: purposesOf(row.consentPurposes ?? ""), at: row.receivedAt, sellers: sellersOf(row.consentSellers) },
    withdrawnAt: row.withdrawnAt ?? null,
    erasureAskedAt: row.erasureAskedAt ?? null,
    erasedAt: row.erasedAt ?? null,
    erasedBy: row.erasedBy ?? "",
  };
}

function sellersOf(json: string | undefined): string[] {
  try {
    const sellers: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(sellers) ? sellers.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return [];
  }
}
