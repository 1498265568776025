import { expect, test } from "vitest";
import { OTP_LENGTH, OTP_MAX_SENDS, OTP_MAX_TRIES, OTP_RESEND_AFTER_MS, OTP_VALIDITY_MS, SendOtpSchema, newOtp, retryAfterSeconds } from "#app/domain/verification";

// The rules of verified numbers' one-time codes (docs/decisions/109-verified-numbers.md).

test("a code is 6 digits from the cryptographic generator, leading zeros kept", () => {
  for (let i = 0; i < 200; i++) expect(newOtp()).toMatch(/^\d{6}$/);
  expect(newOtp((b) => b.fill(42))).toBe("000042");
  expect(OTP_LENGTH).toBe(6);
});

test("draws that would make some codes likelier are drawn again", () => {
  const draws = [0xffff_ffff, 7];
  expect(newOtp((b) => b.fill(draws.shift()!))).toBe("000007");
});

test("codes live 10 minutes, allow 5 tries, 3 sends an hour, and a resend after the spec's 30000 countdown", () => {
  expect([OTP_VALIDITY_MS, OTP_MAX_TRIES, OTP_MAX_SENDS, OTP_RESEND_AFTER_MS]).toEqual([600_000, 5, 3, 30_000]);
});

test("a code is sent to a 10 digit mobile, the same rule as the enquiry's", () => {
  expect(SendOtpSchema.safeParse({ mobile: "98765 43210" }).success).toBe(true);
  expect(SendOtpSchema.safeParse({ mobile: "12345" }).success).toBe(false);
});

test("Retry-After is whole seconds, rounded up, at least one", () => {
  expect([retryAfterSeconds(0), retryAfterSeconds(1001), retryAfterSeconds(29_000)]).toEqual([1, 2, 29]);
});
