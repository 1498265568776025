import {
  OTP_MAX_SENDS,
  OTP_MAX_TRIES,
  OTP_RESEND_AFTER_MS,
  OTP_SEND_WINDOW_MS,
  OTP_VALIDITY_MS,
  newOtp,
} from "#app/domain/verification";
import { randomBase64url } from "../base64url";
import { constantTimeEqual } from "../constant-time";

// The one-time codes of verified numbers (D1 table `otp_code`, migration 0005). Every limit is
// decided inside one SQL statement, so two requests at the same moment cannot both pass it: a
// send is one conditional INSERT (3 an hour, none within 30 s of the last), a try is one
// conditional UPDATE that counts it before the code is compared (5 a code, while unused and
// unexpired), and a right code is spent by an UPDATE that only one request can win.

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

/** What is stored of a code: HMAC-SHA256 keyed with the code's own random salt. */
export async function codeHash(salt: string, mobile: string, code: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(salt), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return hex(await crypto.subtle.sign("HMAC", key, encoder.encode(`${mobile}:${code}`)));
}

export type Issued =
  | { ok: true; id: number; code: string }
  | { ok: false; reason: "send-limit" | "too-soon"; waitMs: number };

/** A new code for the mobile, unless it had 3 in the last hour or one in the last 30 seconds. */
export async function issueCode(db: D1Database, mobile: string, now: number): Promise<Issued> {
  const code = newOtp();
  const salt = randomBase64url(16);
  const hash = await codeHash(salt, mobile, code);
  const inserted = await db
    .prepare(
      `INSERT INTO otp_code (mobile, salt, hash, createdAt, expiresAt)
       SELECT ?1, ?2, ?3, ?4, ?5
       WHERE (SELECT COUNT(*) FROM otp_code WHERE mobile = ?1 AND createdAt > ?6) < ?7
         AND NOT EXISTS (SELECT 1 FROM otp_code WHERE mobile = ?1 AND createdAt > ?8)
       RETURNING id`,
    )
    .bind(mobile, salt, hash, now, now + OTP_VALIDITY_MS, now - OTP_SEND_WINDOW_MS, OTP_MAX_SENDS, now - OTP_RESEND_AFTER_MS)
    .first<{ id: number }>();
  if (inserted) return { ok: true, id: inserted.id, code };
  const { results } = await db
    .prepare("SELECT createdAt FROM otp_code WHERE mobile = ?1 AND createdAt > ?2 ORDER BY createdAt")
    .bind(mobile, now - OTP_SEND_WINDOW_MS)
    .all<{ createdAt: number }>();
  const sends = results.map((r) => r.createdAt);
  if (sends.length >= OTP_MAX_SENDS) return { ok: false, reason: "send-limit", waitMs: sends[0]! + OTP_SEND_WINDOW_MS - now };
  return { ok: false, reason: "too-soon", waitMs: Math.max(0, (sends.at(-1) ?? now) + OTP_RESEND_AFTER_MS - now) };
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
