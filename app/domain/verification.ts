import { z } from "zod";
import { mobileField, otpPurposeField } from "./enquiry";
import { OTP_INITIAL_MS } from "./rules/otp-countdown";

// Verified numbers (docs/decisions/109-verified-numbers.md): the rules of the one-time codes the
// Worker sends by SMS after an enquiry is accepted, and the body of the call that sends one. The
// verify call's body and answer are the spec's (VerifySchema, VerifyResultSchema).

/** A code is six digits. */
export const OTP_LENGTH = 6;
/** A code can be used for ten minutes after it was sent. */
export const OTP_VALIDITY_MS = 10 * 60 * 1000;
/** Tries per code, right or wrong: the sixth is refused even with the right code. */
export const OTP_MAX_TRIES = 5;
/** Codes sent to one mobile in a rolling hour. */
export const OTP_MAX_SENDS = 3;
export const OTP_SEND_WINDOW_MS = 60 * 60 * 1000;
/** A new code only once the resend countdown (30000 ms) has run out. */
export const OTP_RESEND_AFTER_MS = OTP_INITIAL_MS;
/**
 * A code confirms the leads of its mobile received within this time before it was checked:
 * the enquiries the visitor has just sent, never one sent later with the same number.
 */
export const VERIFY_LEADS_WINDOW_MS = 60 * 60 * 1000;

/** A code for a purpose (`OTP_PURPOSES`): the same providers and limits for each. */
export const SendOtpSchema = z.object({ mobile: mobileField, purpose: otpPurposeField });
export type SendOtpRequest = z.output<typeof SendOtpSchema>;

/** Six random digits from the platform's cryptographic generator, evenly spread. */
export function newOtp(random: (bytes: Uint32Array<ArrayBuffer>) => Uint32Array = (b) => crypto.getRandomValues(b)): string {
  // Values at or above the largest multiple of 10^6 are drawn again, so no code is likelier.
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000;
  for (;;) {
    const [value] = random(new Uint32Array(1));
    if (value! < limit) return String(value! % 1_000_000).padStart(OTP_LENGTH, "0");
  }
}

/** Seconds until a refused send may be tried again, rounded up, at least one. */
export const retryAfterSeconds = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));
