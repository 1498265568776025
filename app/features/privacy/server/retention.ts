import { DUPLICATE_WINDOW_MS } from "#app/shared/enquiry";
import { type Cutoffs, OTP_CODE_KEEP_MS, cutoffsAt, readRetention } from "#app/features/privacy/rules/retention";
import type { RetentionRunView } from "#app/features/console/context";
import { OUTBOX_KEEP_MS } from "../../../shared/messaging/local";
import { ERASABLE, ERASE_BATCH, eraseLeads } from "./erasure";

// The scheduled run (wrangler.toml [triggers] crons; the Worker's `scheduled` handler): personal
// data of leads past the configured period, and of leads whose buyer withdrew consent or asked for
// erasure once their dispute was decided, is erased (app/features/privacy/server/erasure.ts); leads past the
// billing period are deleted with their disputes and messages; what is kept by age — the origin's
// copies, codes, the outbox, dead letters, old access records and runs, erased leads' mobile keys
// — goes. Idempotent: a second
// run finds nothing more to do. Within D1's limits: ids travel as one JSON parameter (never more
// than 100 bound parameters), and a run stops before 1,000 queries, saying there is more (the next
// run goes on). Each run is a row of `retention_run`, listed in the console.

/** Groups of ERASE_BATCH leads a run erases at most: each costs 7 queries (a read, a batch of six), 560 in all. */
export const MAX_ERASE_BATCHES = 80;
/** Rows deleted by one statement when clearing by age. */
const DELETE_CHUNK = 500;
/** Statements a run spends on deleting by age, at most. */
const MAX_DELETES = 200;

/** One run, as its row keeps it and the console lists it. */
export type RetentionRun = RetentionRunView;

export async function runRetention(env: Env, now: number): Promise<RetentionRun> {
  const db = env.DB;
  let cutoffs: Cutoffs | null = null;
  let error = "";
  try {
    cutoffs = cutoffsAt(now, readRetention(env));
  } catch (failure) {
    error = String(failure instanceof Error ? failure.message : failure);
  }
  const started = await db
    .prepare("INSERT INTO retention_run (startedAt, personalCutoff, billingCutoff, error) VALUES (?1, ?2, ?3, ?4) RETURNING id")
    .bind(now, cutoffs?.personal ?? 0, cutoffs?.billing ?? 0, error)
    .first<{ id: number }>();
  const id = started!.id;
  const done = { leadsErased: 0, leadsDeleted: 0, rowsDeleted: 0, batches: 0, more: false };
  if (cutoffs) {
    try {
      await eraseDue(env, cutoffs, now, done);
      await deleteByAge(db, cutoffs, now, done);
    } catch (failure) {
      error = String(failure instanceof Error ? failure.message : failure);
      console.error("retention run failed", error);
    }
  } else {
    console.error("retention not run: its configuration is wrong", error);
  }
  await db
    .prepare(
      `UPDATE retention_run SET finishedAt = ?2, leadsErased = ?3, leadsDeleted = ?4, rowsDeleted = ?5, batches = ?6, more = ?7, error = ?8
       WHERE id = ?1`,
    )
    .bind(id, Date.now(), done.leadsErased, done.leadsDeleted, done.rowsDeleted, done.batches, done.more ? 1 : 0, error.slice(0, 500))
    .run();
  return { id, startedAt: now, finishedAt: Date.now(), personalCutoff: cutoffs?.personal ?? 0, billingCutoff: cutoffs?.billing ?? 0, ...done, error };
}

type Done = { leadsErased: number; leadsDeleted: number; rowsDeleted: number; batches: number; more: boolean };

/** Leads whose personal data is due: withdrawn (or asked and no longer disputed) first, then by age. */
async function eraseDue(env: Env, cutoffs: Cutoffs, now: number, done: Done) {
  const db = env.DB;
  for (;;) {
    if (done.batches >= MAX_ERASE_BATCHES) {
      done.more = true;
      return;
    }
    const { results } = await db
      .prepare(
        `SELECT id FROM lead WHERE withdrawnAt IS NOT NULL AND ${ERASABLE}
         UNION ALL SELECT id FROM (SELECT id FROM lead WHERE erasedAt IS NULL AND receivedAt < ?1 AND withdrawnAt IS NULL AND ${ERASABLE}
           ORDER BY receivedAt LIMIT ?2)
         LIMIT ?2`,
      )
      .bind(cutoffs.personal, ERASE_BATCH)
      .all<{ id: string }>();
    if (results.length === 0) return;
    const erased = await eraseLeads(env, results.map((r) => r.id), "retention", now);
    done.batches++;
    done.leadsErased += erased.length;
    // Nothing erasable among those found (another run took them): stop rather than spin.
    if (erased.length === 0) return;
  }
}

/** Deletes what is kept by age, a chunk a statement, within the run's budget. */
async function deleteByAge(db: D1Database, cutoffs: Cutoffs, now: number, done: Done) {
  let statements = 0;
  /** Runs a statement over the rows it finds before `before` (?1), a chunk (?2) at a time; the rows changed. */
  const inChunks = async (sql: string, before: number): Promise<number> => {
    let changed = 0;
    for (;;) {
      if (statements >= MAX_DELETES) {
        done.more = true;
        return changed;
      }
      statements++;
      const { meta } = await db.prepare(sql).bind(before, DELETE_CHUNK).run();
      changed += meta.changes;
      if (meta.changes < DELETE_CHUNK) return changed;
    }
  };
  const chunked = (table: string, column: string, before: number) =>
    inChunks(`DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE ${column} < ?1 LIMIT ?2)`, before);
  // Leads past the billing period, with what hangs on them, a chunk at a time in one batch each.
  for (;;) {
    if (statements >= MAX_DELETES) {
      done.more = true;
      break;
    }
    statements += 4;
    const oldest = "SELECT id FROM lead WHERE receivedAt < ?1 ORDER BY receivedAt LIMIT ?2";
    const results = await db.batch([
      db.prepare(`DELETE FROM lead_dispute WHERE leadId IN (${oldest})`).bind(cutoffs.billing, DELETE_CHUNK),
      db.prepare(`DELETE FROM lead_notification WHERE leadId IN (${oldest})`).bind(cutoffs.billing, DELETE_CHUNK),
      db.prepare(`DELETE FROM lead_erasure_event WHERE leadId IN (${oldest})`).bind(cutoffs.billing, DELETE_CHUNK),
      db.prepare(`DELETE FROM lead WHERE id IN (${oldest})`).bind(cutoffs.billing, DELETE_CHUNK),
    ]);
    const deleted = results[3]?.meta.changes ?? 0;
    done.leadsDeleted += deleted;
    if (deleted < DELETE_CHUNK) break;
  }
  // An erased lead's mobile key serves the duplicate rule for the window after its erasure, then goes.
  await inChunks(
    "UPDATE lead SET mobileKey = '' WHERE id IN (SELECT id FROM lead WHERE mobileKey <> '' AND erasedAt < ?1 LIMIT ?2)",
    now - DUPLICATE_WINDOW_MS,
  );
  done.rowsDeleted += await chunked("enquiry", "createdAt", cutoffs.personal);
  done.rowsDeleted += await chunked("customer", "createdAt", cutoffs.personal);
  done.rowsDeleted += await chunked("location_record", "createdAt", cutoffs.personal);
  done.rowsDeleted += await chunked("city_record", "createdAt", cutoffs.personal);
  done.rowsDeleted += await chunked("dead_letter", "createdAt", cutoffs.personal);
  done.rowsDeleted += await chunked("otp_code", "createdAt", now - OTP_CODE_KEEP_MS);
  done.rowsDeleted += await chunked("message_outbox", "createdAt", now - OUTBOX_KEEP_MS);
  // A second's margin: the database's guard reads its own clock, to the second.
  done.rowsDeleted += await chunked("access_record", "at", cutoffs.accessRecord - 1000);
  done.rowsDeleted += await chunked("retention_run", "startedAt", cutoffs.accessRecord);
}

/** The newest runs first, for the console. */
export async function listRetentionRuns(db: D1Database, limit = 30): Promise<RetentionRun[]> {
  const { results } = await db
    .prepare("SELECT * FROM retention_run ORDER BY startedAt DESC, id DESC LIMIT ?1")
    .bind(limit)
    .all<Omit<RetentionRun, "more"> & { more: number }>();
  return results.map((row) => ({ ...row, more: row.more === 1 }));
}
