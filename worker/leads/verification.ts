import { VERIFY_LEADS_WINDOW_MS } from "#app/domain/verification";

// Verified leads (docs/decisions/109-verified-numbers.md): a right one-time code marks `verifiedAt`
// on every lead of its mobile received within the hour before — the enquiries the visitor has
// just sent, one or several dealers' copies alike — and never on a lead sent after it. Whether a
// lead is billable or a duplicate is decided elsewhere (worker/leads/ledger.ts); billing that
// requires a verified number reads the mark through these functions.

/** SQL: a lead whose mobile was confirmed (for queries over `lead`). */
export const VERIFIED_LEAD = "verifiedAt IS NOT NULL";

/** Marks the mobile's recent leads verified at `at`; the ids newly marked (none when all were). */
export async function markVerified(db: D1Database, mobile: string, at: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `UPDATE lead SET verifiedAt = ?2
       WHERE mobile = ?1 AND verifiedAt IS NULL AND receivedAt > ?3 AND receivedAt <= ?2
       RETURNING id`,
    )
    .bind(mobile, at, at - VERIFY_LEADS_WINDOW_MS)
    .all<{ id: string }>();
  return results.map((r) => r.id);
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
