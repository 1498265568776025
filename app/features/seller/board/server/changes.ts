import { reminderAt } from "../rules/follow-up";
import { RESPONSE_WINDOW_MS, medianMs } from "../rules/response-time";
import type { Stage, StageChange } from "../rules/stages";

// What a seller changes on its own leads: the stage (each change timed and kept, the newest
// undoable), notes, the follow-up day, and the first contact. Every statement names the trader, so
// another trader's lead id changes nothing and reads as not found. Each change is one D1 batch
// (a transaction), its parts guarded by the same condition, so two changes at once cannot leave
// the lead and its history disagreeing.

/** Who made a change: a staff mobile (10 digits) signed in, an API key ("key …abcd"), or the private lead page (LEAD_PAGE_ACTOR). */
export type Actor = string;

export type StageEvent = { id: number; fromStage: Stage; toStage: Stage; reason: string; byWho: string; at: number; undoneAt: number | null; undoneBy: string };
export type LeadNote = { id: number; text: string; byWho: string; at: number };
export type FollowUp = { day: string; setBy: string; state: "pending" | "sent" | "failed"; sentAt: number | null };
export type History = { events: StageEvent[]; notes: LeadNote[]; followUp: FollowUp | null };

const MINE = "id = ?1 AND traderTName = ?2 AND originState <> 'refused'";

/**
 * Moves the seller's lead to a stage: false when it is not the seller's. The same stage and reason
 * again is no change and leaves no event. Leaving "new" is the lead's first contact when none was
 * recorded before (contactedAt is kept from then on, even if the change is undone: the buyer was
 * reached).
 */
export async function changeStage(db: D1Database, tName: string, id: string, change: StageChange, by: Actor, now: number): Promise<boolean> {
  const [inserted, updated] = await db.batch([
    db
      .prepare(
        `INSERT INTO lead_stage_event (leadId, tName, fromStage, fromReason, toStage, reason, byWho, at)
         SELECT id, traderTName, stage, lostReason, ?3, ?4, ?5, ?6 FROM lead WHERE ${MINE} AND NOT (stage = ?3 AND lostReason = ?4)`,
      )
      .bind(id, tName, change.stage, change.reason, by, now),
    db
      .prepare(`UPDATE lead SET stage = ?3, lostReason = ?4, contactedAt = COALESCE(contactedAt, ?5) WHERE ${MINE} AND NOT (stage = ?3 AND lostReason = ?4)`)
      .bind(id, tName, change.stage, change.reason, now),
  ]);
  if ((inserted!.meta.changes ?? 0) > 0 || (updated!.meta.changes ?? 0) > 0) return true;
  return isMine(db, tName, id);
}

export async function isMine(db: D1Database, tName: string, id: string): Promise<boolean> {
  return (await db.prepare(`SELECT 1 FROM lead WHERE ${MINE}`).bind(id, tName).first()) !== null;
}

/**
 * Undoes the lead's newest change not undone yet: the lead goes back to the stage (and reason) it
 * had, and the change stays in the history, marked undone. "none": nothing to undo; null: not the
 * seller's lead. Only while the lead is still at that change's stage, so an undo never skips a
 * change made in between.
 */
export async function undoLastChange(db: D1Database, tName: string, id: string, by: Actor, now: number): Promise<"undone" | "none" | null> {
  if (!(await isMine(db, tName, id))) return null;
  const last = await db
    .prepare("SELECT id, fromStage, fromReason, toStage, reason FROM lead_stage_event WHERE leadId = ?1 AND tName = ?2 AND undoneAt IS NULL ORDER BY id DESC LIMIT 1")
    .bind(id, tName)
    .first<{ id: number; fromStage: Stage; fromReason: string; toStage: Stage; reason: string }>();
  if (!last) return "none";
  const [marked] = await db.batch([
    db
      .prepare(
        `UPDATE lead_stage_event SET undoneAt = ?3, undoneBy = ?4 WHERE id = ?1 AND undoneAt IS NULL
           AND EXISTS (SELECT 1 FROM lead WHERE id = ?2 AND stage = ?5 AND lostReason = ?6)`,
      )
      .bind(last.id, id, now, by, last.toStage, last.reason),
    db
      .prepare(
        `UPDATE lead SET stage = ?3, lostReason = ?4 WHERE ${MINE} AND stage = ?5 AND lostReason = ?6
           AND EXISTS (SELECT 1 FROM lead_stage_event WHERE id = ?7 AND undoneAt = ?8 AND undoneBy = ?9)`,
      )
      .bind(id, tName, last.fromStage, last.fromReason, last.toStage, last.reason, last.id, now, by),
  ]);
  return (marked!.meta.changes ?? 0) > 0 ? "undone" : "none";
}

/** Adds a note (already read by readNote) to the seller's lead; false when it is not the seller's. */
export async function addNote(db: D1Database, tName: string, id: string, text: string, by: Actor, now: number): Promise<boolean> {
  const { meta } = await db
    .prepare(`INSERT INTO lead_note (leadId, tName, text, byWho, at) SELECT id, traderTName, ?3, ?4, ?5 FROM lead WHERE ${MINE}`)
    .bind(id, tName, text, by, now)
    .run();
  return meta.changes > 0;
}

/**
 * Sets the lead's follow-up day (checked by followUpDayAllowed), or clears it with null; a new day
 * is a new reminder, sent once on its morning to `by`. False when the lead is not the seller's.
 */
export async function setFollowUp(db: D1Database, tName: string, id: string, day: string | null, by: Actor, now: number): Promise<boolean> {
  if (!(await isMine(db, tName, id))) return false;
  if (day === null) {
    await db.prepare("DELETE FROM lead_follow_up WHERE leadId = ?1 AND tName = ?2").bind(id, tName).run();
    return true;
  }
  await db
    .prepare(
      `INSERT INTO lead_follow_up (leadId, tName, day, remindAt, setBy, setAt) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (leadId) DO UPDATE SET day = ?3, remindAt = ?4, setBy = ?5, setAt = ?6, state = 'pending', claimUntil = 0, sentAt = NULL, lastError = ''`,
    )
    .bind(id, tName, day, reminderAt(day), by, now)
    .run();
  return true;
}

/**
 * A tap on call or WhatsApp from the board: the first contact when none was recorded, and a new
 * lead moves to "contacted" (a change like any other, undoable). False when not the seller's.
 */
export async function recordContact(db: D1Database, tName: string, id: string, by: Actor, now: number): Promise<boolean> {
  const [, moved] = await db.batch([
    db.prepare(`UPDATE lead SET contactedAt = ?3 WHERE ${MINE} AND contactedAt IS NULL`).bind(id, tName, now),
    db
      .prepare(
        `INSERT INTO lead_stage_event (leadId, tName, fromStage, fromReason, toStage, reason, byWho, at)
         SELECT id, traderTName, 'new', '', 'contacted', '', ?3, ?4 FROM lead WHERE ${MINE} AND stage = 'new'`,
      )
      .bind(id, tName, by, now),
    db.prepare(`UPDATE lead SET stage = 'contacted' WHERE ${MINE} AND stage = 'new'`).bind(id, tName),
  ]);
  return (moved!.meta.changes ?? 0) > 0 || isMine(db, tName, id);
}

/** A lead's stage changes (oldest first), notes (oldest first) and follow-up day. */
export async function historyOf(db: D1Database, tName: string, id: string): Promise<History> {
  const [events, notes, followUp] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT id, fromStage, toStage, reason, byWho, at, undoneAt, undoneBy FROM lead_stage_event WHERE leadId = ?1 AND tName = ?2 ORDER BY id").bind(id, tName),
    db.prepare("SELECT id, text, byWho, at FROM lead_note WHERE leadId = ?1 AND tName = ?2 ORDER BY id").bind(id, tName),
    db.prepare("SELECT day, setBy, state, sentAt FROM lead_follow_up WHERE leadId = ?1 AND tName = ?2").bind(id, tName),
  ]);
  return {
    events: events!.results as StageEvent[],
    notes: notes!.results as LeadNote[],
    followUp: (followUp!.results[0] as FollowUp | undefined) ?? null,
  };
}

/** How many of a trader's leads of the window were contacted, of how many, and the median time to first contact. */
export type ResponseTime = { medianMs: number | null; contacted: number; leads: number };

/**
 * Every trader's response time over the leads received in the 30 days before `now` (one trader's
 * with `tName`): arrival to first contact, its median among the contacted ones.
 */
export async function responseTimes(db: D1Database, now: number, tName?: string): Promise<Map<string, ResponseTime>> {
  const { results } = await db
    .prepare(
      `SELECT traderTName, receivedAt, contactedAt FROM lead
       WHERE receivedAt >= ?1 AND traderTName <> '' AND originState <> 'refused' ${tName ? "AND traderTName = ?2" : ""}`,
    )
    .bind(now - RESPONSE_WINDOW_MS, ...(tName ? [tName] : []))
    .all<{ traderTName: string; receivedAt: number; contactedAt: number | null }>();
  const byTrader = new Map<string, { durations: number[]; leads: number }>();
  for (const row of results) {
    const entry = byTrader.get(row.traderTName) ?? { durations: [], leads: 0 };
    entry.leads += 1;
    if (row.contactedAt !== null) entry.durations.push(Math.max(0, row.contactedAt - row.receivedAt));
    byTrader.set(row.traderTName, entry);
  }
  return new Map([...byTrader].map(([t, e]) => [t, { medianMs: medianMs(e.durations), contacted: e.durations.length, leads: e.leads }]));
}
