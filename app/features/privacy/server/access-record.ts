import type { Context } from "hono";
import type { AccessEntry, AccessRecord, AccessWhat } from "#app/features/privacy/rules/access";
import { TRADER_EXPORTS } from "#app/features/privacy/rules/access";
import type { AppEnv } from "#worker/app-env";
import { clientIp } from "../../../shared/server/client";

// The access record (D1 `access_record`, migration 0028; docs/decisions/153): one row per console
// or API action that shows, exports or changes personal data — who, what, when, how many records,
// from which address. Written before the answer leaves, so no data is shown unrecorded; the table
// refuses updates, and deletions of records younger than a year.

export async function recordAccess(db: D1Database, entry: AccessEntry, now = Date.now()): Promise<void> {
  await db
    .prepare("INSERT INTO access_record (at, actorKind, actor, tName, action, what, records, address) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")
    .bind(now, entry.actorKind, entry.actor, entry.tName, entry.action, entry.what, entry.records, entry.address)
    .run();
}

/** The operator of an /admin request (app/features/console/server/gate.ts decided who) records what it showed, exported or changed. */
export function recordOperatorAccess(c: Context<AppEnv>, what: AccessWhat, action: AccessEntry["action"], records: number): Promise<void> {
  return recordAccess(c.env.DB, { actorKind: "operator", actor: c.var.operator?.who ?? "", tName: "", action, what, records, address: clientIp(c.req.raw) });
}

export type AccessQuery = { start: number; end: number; limit: number };

/** The CSV of a period holds up to this many records (the console lists ACCESS_LIST_LIMIT). */
export const ACCESS_CSV_LIMIT = 50_000;

/** Records of [start, end), newest first, at most `limit`. */
export async function readAccessRecords(db: D1Database, { start, end, limit }: AccessQuery): Promise<AccessRecord[]> {
  const { results } = await db
    .prepare("SELECT * FROM access_record WHERE at >= ?1 AND at < ?2 ORDER BY at DESC, id DESC LIMIT ?3")
    .bind(start, end, limit)
    .all<AccessRecord>();
  return results;
}

/** A trader's own exports (its lead page's CSV and the pull API), newest first. */
export async function traderExports(db: D1Database, tName: string, limit = 20): Promise<AccessRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM access_record WHERE tName = ?1 AND action = 'export' AND what IN (SELECT value FROM json_each(?2))
       ORDER BY at DESC, id DESC LIMIT ?3`,
    )
    .bind(tName, JSON.stringify(TRADER_EXPORTS), limit)
    .all<AccessRecord>();
  return results;
}
