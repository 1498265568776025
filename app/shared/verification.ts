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

/**
 * The site-wide budget of code SMS (docs/decisions/154): at most this many in any rolling hour and
 * any rolling day, whoever asks, so that many addresses together cannot spend the SMS account.
 * Configuration (wrangler.toml OTP_SEND_BUDGET_HOURLY, OTP_SEND_BUDGET_DAILY); these are the
 * defaults, used too where a caller names no budget.
 */
export type SendBudget = { hourly: number; daily: number };
export const DEFAULT_SEND_BUDGET: SendBudget = { hourly: 300, daily: 2000 };
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The budget a deployment configured: whole numbers of at least 0, else the default. */
export function sendBudgetOf(vars: { OTP_SEND_BUDGET_HOURLY?: string; OTP_SEND_BUDGET_DAILY?: string }): SendBudget {
  const read = (value: string | undefined, fallback: number) => (/^\d{1,7}$/.test((value ?? "").trim()) ? Number(value) : fallback);
  return { hourly: read(vars.OTP_SEND_BUDGET_HOURLY, DEFAULT_SEND_BUDGET.hourly), daily: read(vars.OTP_SEND_BUDGET_DAILY, DEFAULT_SEND_BUDGET.daily) };
}

/**
 * Codes sent from one client address (an IPv4 address, an IPv6 /64) in a rolling hour before
 * each further one asks the sender to answer a question first: a person asks for one or two.
 */
export const OTP_CHALLENGE_AFTER = 3;
/** A question may be answered for ten minutes. */
export const OTP_CHALLENGE_MS = 10 * 60 * 1000;

/**
 * The question asked before a code is sent to a busy address: the sum of two numbers from 1 to
 * 9, shown as digits, answered in a plain field — no script and no outside service needed. The
 * token names the two numbers and the expiry, signed by the Worker; only the Worker can say
 * whether an answer is right (docs/decisions/154 says why this and not a puzzle for scripts).
 */
export type OtpChallenge = { token: string; a: number; b: number };

/** The numbers a question's token names, or null for no token of that shape. */
export function challengeOf(token: string): OtpChallenge | null {
  const match = /^([1-9])\.([1-9])\.(\d{13})\.[\w-]{43}$/.exec(token);
  return match ? { token, a: Number(match[1]), b: Number(match[2]) } : null;
}

/**
 * A code for a purpose (`OTP_PURPOSES`), the same providers, limits and budget for each. `lang`:
 * the language of the page the buyer used, which the SMS is written in (docs/decisions/151).
 */
export const SendOtpSchema = z.object({
  mobile: mobileField,
  purpose: otpPurposeField,
  lang: z.enum(["en", "hi"]).default("en"),
  /** The question's token and the sender's answer, where a question was asked. */
  challenge: z.string().max(80).optional(),
  answer: z.string().trim().max(8).optional(),
});
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
