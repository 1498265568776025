import {
  DAY_MS,
  DEFAULT_SEND_BUDGET,
  OTP_MAX_SENDS,
  OTP_MAX_TRIES,
  OTP_RESEND_AFTER_MS,
  OTP_SEND_WINDOW_MS,
  OTP_VALIDITY_MS,
  type SendBudget,
  newOtp,
} from "#app/shared/verification";
import { randomBase64url } from "../../../../shared/security/base64url";
import { constantTimeEqual } from "../../../../shared/security/constant-time";

// The one-time codes of verified numbers (D1 table `otp_code`, migration 0005). Every limit is
// decided inside one SQL statement, so two requests at the same moment cannot both pass it: a
// send is one conditional INSERT (3 an hour to a mobile, none within 30 s of the last, and the
// site's whole budget of the last hour and day not spent: migration 0029, docs/decisions/154),
// a try is one conditional UPDATE that counts it before the code is compared (5 a code, while
// unused and unexpired), and a right code is spent by an UPDATE that only one request can win.

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

/** What is stored of a code: HMAC-SHA256 keyed with the code's own random salt. */
export async function codeHash(salt: string, mobile: string, code: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(salt), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return hex(await crypto.subtle.sign("HMAC", key, encoder.encode(`${mobile}:${code}`)));
}

export type Issued =
  | { ok: true; id: number; code: string }
  | { ok: false; reason: "send-limit" | "too-soon" | "budget-hourly" | "budget-daily"; waitMs: number };

/** What a send is held to beyond the mobile's own limits: the site's budget, and whose address asks (a digest, or ""). */
export type Sending = { budget?: SendBudget; client?: string };

/**
 * A new code for the mobile, unless it had 3 in the last hour or one in the last 30 seconds, or
 * the site sent its whole budget of codes in the last hour or day (the default budget where the
 * caller names none: every code counts against it, whatever sent it).
 */
export async function issueCode(db: D1Database, mobile: string, now: number, sending: Sending = {}): Promise<Issued> {
  const budget = sending.budget ?? DEFAULT_SEND_BUDGET;
  const code = newOtp();
  const salt = randomBase64url(16);
  const hash = await codeHash(salt, mobile, code);
  const hourAgo = now - OTP_SEND_WINDOW_MS;
  const dayAgo = now - DAY_MS;
  const inserted = await db
    .prepare(
      `INSERT INTO otp_code (mobile, salt, hash, createdAt, expiresAt, client)
       SELECT ?1, ?2, ?3, ?4, ?5, ?9
       WHERE (SELECT COUNT(*) FROM otp_code WHERE mobile = ?1 AND createdAt > ?6) < ?7
         AND NOT EXISTS (SELECT 1 FROM otp_code WHERE mobile = ?1 AND createdAt > ?8)
         AND (SELECT COUNT(*) FROM otp_code WHERE createdAt > ?6) < ?10
         AND (SELECT COUNT(*) FROM otp_code WHERE createdAt > ?11) < ?12
       RETURNING id`,
    )
    .bind(mobile, salt, hash, now, now + OTP_VALIDITY_MS, hourAgo, OTP_MAX_SENDS, now - OTP_RESEND_AFTER_MS, sending.client ?? "", budget.hourly, dayAgo, budget.daily)
    .first<{ id: number }>();
  if (inserted) return { ok: true, id: inserted.id, code };
  const { results } = await db
    .prepare("SELECT createdAt FROM otp_code WHERE mobile = ?1 AND createdAt > ?2 ORDER BY createdAt")
    .bind(mobile, hourAgo)
    .all<{ createdAt: number }>();
  const sends = results.map((r) => r.createdAt);
  if (sends.length >= OTP_MAX_SENDS) return { ok: false, reason: "send-limit", waitMs: sends[0]! + OTP_SEND_WINDOW_MS - now };
  if (sends.length && sends.at(-1)! > now - OTP_RESEND_AFTER_MS) return { ok: false, reason: "too-soon", waitMs: sends.at(-1)! + OTP_RESEND_AFTER_MS - now };
  return budgetSpent(db, budget, now);
}

/** Which budget the site spent, and when its oldest code leaves the window: the earliest another may go. */
async function budgetSpent(db: D1Database, budget: SendBudget, now: number): Promise<Issued> {
  const spent = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM otp_code WHERE createdAt > ?1) AS hour, (SELECT MIN(createdAt) FROM otp_code WHERE createdAt > ?1) AS hourFirst,
              (SELECT COUNT(*) FROM otp_code WHERE createdAt > ?2) AS day, (SELECT MIN(createdAt) FROM otp_code WHERE createdAt > ?2) AS dayFirst`,
    )
    .bind(now - OTP_SEND_WINDOW_MS, now - DAY_MS)
    .first<{ hour: number; hourFirst: number | null; day: number; dayFirst: number | null }>();
  if (spent && spent.day >= budget.daily) return { ok: false, reason: "budget-daily", waitMs: Math.max(0, (spent.dayFirst ?? now) + DAY_MS - now) };
  if (spent && spent.hour >= budget.hourly) return { ok: false, reason: "budget-hourly", waitMs: Math.max(0, (spent.hourFirst ?? now) + OTP_SEND_WINDOW_MS - now) };
  // The INSERT found a limit that the reads no longer see (another request's code just expired out
  // of a window): as if too soon, for a moment.
  return { ok: false, reason: "too-soon", waitMs: 1000 };
}

/**
 * The site's budget as spent now, or null while a code may still go: asked by a sign-in that
 * sends no code (a number without enquiries), so that a spent budget is said to every number alike.
 */
export async function spentBudget(db: D1Database, budget: SendBudget, now: number): Promise<Extract<Issued, { ok: false }> | null> {
  const spent = await budgetSpent(db, budget, now);
  return !spent.ok && spent.reason !== "too-soon" ? spent : null;
}

/** Codes sent in the last hour from one client address (its digest). */
export async function sentFrom(db: D1Database, client: string, now: number): Promise<number> {
  if (!client) return 0;
  const row = await db.prepare("SELECT COUNT(*) AS n FROM otp_code WHERE client = ?1 AND createdAt > ?2").bind(client, now - OTP_SEND_WINDOW_MS).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The code reached the mobile: the mobile's earlier codes end now, only the newest counts. */
export async function settleCode(db: D1Database, mobile: string, id: number, now: number): Promise<void> {
  await db
    .prepare("UPDATE otp_code SET expiresAt = MIN(expiresAt, ?3) WHERE mobile = ?1 AND id < ?2 AND usedAt IS NULL")
    .bind(mobile, id, now)
    .run();
}

/** The code never left (the SMS service failed): it neither counts as a send nor can be used. */
export async function withdrawCode(db: D1Database, id: number): Promise<void> {
  await db.prepare("DELETE FROM otp_code WHERE id = ?1").bind(id).run();
}

export type Checked = "verified" | "wrong" | "expired" | "too-many-tries";

/** Checks a code against the mobile's newest unused one. */
export async function checkCode(db: D1Database, mobile: string, candidate: string, now: number): Promise<Checked> {
  const tried = await db
    .prepare(
      `UPDATE otp_code SET tries = tries + 1
       WHERE id = (SELECT id FROM otp_code WHERE mobile = ?1 AND usedAt IS NULL ORDER BY id DESC LIMIT 1)
         AND usedAt IS NULL AND expiresAt > ?2 AND tries < ?3
       RETURNING id, salt, hash`,
    )
    .bind(mobile, now, OTP_MAX_TRIES)
    .first<{ id: number; salt: string; hash: string }>();
  if (!tried) return whyRefused(db, mobile, now);
  if (!constantTimeEqual(await codeHash(tried.salt, mobile, candidate), tried.hash)) return "wrong";
  const spent = await db.prepare("UPDATE otp_code SET usedAt = ?2 WHERE id = ?1 AND usedAt IS NULL").bind(tried.id, now).run();
  return spent.meta.changes === 1 ? "verified" : "expired";
}

async function whyRefused(db: D1Database, mobile: string, now: number): Promise<Checked> {
  const latest = await db
    .prepare("SELECT tries, expiresAt, usedAt FROM otp_code WHERE mobile = ?1 ORDER BY id DESC LIMIT 1")
    .bind(mobile)
    .first<{ tries: number; expiresAt: number; usedAt: number | null }>();
  const live = latest !== null && latest.usedAt === null && latest.expiresAt > now;
  return live && latest.tries >= OTP_MAX_TRIES ? "too-many-tries" : "expired";
}
