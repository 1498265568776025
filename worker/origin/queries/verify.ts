import type { OriginReply } from "../types";
import type { VerifyResult } from "#app/domain/entities";
import type { VerifyRequest } from "#app/domain/enquiry";

// The OTP check of the dialog (spec §4: present, not displayed). This origin sends no SMS, so it
// can only compare the OTP with the latest one registered for the mobile (addCustomer): it proves
// the two calls agree, not that the visitor owns the number. An operator's origin that sends
// real OTPs replaces this through ORIGIN_URL.

export const OTP_VALIDITY_MS = 10 * 60 * 1000;

const FAILED: VerifyResult = { Status: "Failed", Details: "The OTP is incorrect or has expired." };

/** Accepts the mobile's latest OTP of the last 10 minutes, once. `name` is not checked. */
export async function verify(
  db: D1Database,
  body: VerifyRequest,
  now: number,
): Promise<OriginReply> {
  const latest = await db
    .prepare(
      `SELECT id, otp FROM customer WHERE mobile = ?1 AND otp != '' AND createdAt > ?2
       ORDER BY createdAt DESC, id DESC LIMIT 1`,
    )
    .bind(body.mobile, now - OTP_VALIDITY_MS)
    .first<{ id: number; otp: string }>();
  if (latest === null || latest.otp !== body.otp) return { status: 200, json: FAILED };
  // Clearing it only if still unused makes the OTP single-use even for two verifies at once.
  const { meta } = await db
    .prepare("UPDATE customer SET otp = '' WHERE id = ?1 AND otp = ?2")
    .bind(latest.id, body.otp)
    .run();
  if (meta.changes !== 1) return { status: 200, json: FAILED };
  const json: VerifyResult = { Status: "Success", Details: crypto.randomUUID() };
  return { status: 200, json };
}
