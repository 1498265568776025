import { expect, test } from "vitest";
import { OTP_LENGTH, OTP_MAX_SENDS, OTP_MAX_TRIES, OTP_RESEND_AFTER_MS, OTP_VALIDITY_MS, SendOtpSchema, challengeOf, newOtp, retryAfterSeconds, sendBudgetOf } from "#app/shared/verification";

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

test("the first draw redrawn is the largest multiple of a million below 2^32: 4,294,000,000", () => {
  // 2^32 = 4,294,967,296; floor(2^32 / 10^6) × 10^6 = 4,294,000,000; one below it is kept.
  const draws = [4_294_000_000, 4_293_999_999];
  expect(newOtp((b) => b.fill(draws.shift()!))).toBe("999999"); // 4,293,999,999 mod 10^6
});

test("a configured SMS budget is whole digits only, else the default of 300 an hour and 2,000 a day", () => {
  expect(sendBudgetOf({ OTP_SEND_BUDGET_HOURLY: " 40 ", OTP_SEND_BUDGET_DAILY: "0" })).toEqual({ hourly: 40, daily: 0 });
  expect(sendBudgetOf({ OTP_SEND_BUDGET_HOURLY: "40x", OTP_SEND_BUDGET_DAILY: "12345678" })).toEqual({ hourly: 300, daily: 2000 });
  expect(sendBudgetOf({})).toEqual({ hourly: 300, daily: 2000 });
});

test("a question's token is exactly two digits 1 to 9, a 13-digit expiry and a 43-character signature", () => {
  const signature = "a".repeat(43);
  const token = `3.9.1796688000000.${signature}`;
  expect(challengeOf(token)).toEqual({ token, a: 3, b: 9 });
  for (const bad of [`x${token}`, `${token}x`, `0.9.1796688000000.${signature}`, `3.9.179668800000.${signature}`]) expect(challengeOf(bad), bad).toBeNull();
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
