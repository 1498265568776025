import {
  OTP_IDLE,
  type OtpCountdown,
  otpCountdownFrom,
  otpCountdownSeconds,
  otpCountdownText,
  startOtpCountdown,
  tickOtpCountdown,
} from "#app/shared/rules/otp-countdown";
import { type OtpChallenge, challengeOf } from "#app/shared/verification";
import { saidOf } from "./say";

// The OTP flow as a pure reducer, with verified numbers (docs/decisions/109): a code sent
// by SMS offers the code field and starts the resend countdown ("Resend OTP in N second"); at zero
// the countdown stops and resets and a new code may be asked for. Verify returning Success hides
// the form; Failed shows the Details message and keeps it.

/** `messageKey`: the key of Details' message where the answer has one (./say.ts). */
export type VerifyAnswer = { Status: "Success" | "Failed"; Details: string; messageKey?: string };

export type OtpState = {
  /** A code was asked for and the answer came. */
  sent: boolean;
  /** A code may be in the buyer's SMS: one was sent, or the mobile's own limits say codes went to it this hour. The code field is offered until verified. */
  codeOut: boolean;
  sending: boolean;
  verifying: boolean;
  verified: boolean;
  /** Failed's Details, or why no code was sent: by key where there is one (./say.ts). */
  message: string | null;
  /** Details of a Success: the session id. */
  session: string | null;
  countdown: OtpCountdown;
  /** A question to answer before a code is sent (a busy connection), or null. */
  challenge: OtpChallenge | null;
};

export type OtpAction =
  | { type: "send" }
  | { type: "sent" }
  /** No code was sent now; `waitMs`: the server's wait before the next one (Retry-After). */
  | { type: "sendRefused"; message: string; waitMs?: number; challenge?: OtpChallenge | null }
  | { type: "verify" }
  | { type: "answered"; answer: VerifyAnswer }
  | { type: "failed"; message: string }
  | { type: "tick"; elapsedMs?: number };

export const OTP_START: OtpState = {
  sent: false, codeOut: false, sending: false, verifying: false, verified: false, message: null, session: null, countdown: OTP_IDLE, challenge: null,
};

/**
 * Whether a refusal of a send still leaves a code with the buyer: the mobile's own limits (3 an
 * hour, one per 30 s) mean codes went to it; the site's budget, a question or a failed SMS do not.
 */
export const codeMayBeOut = (message: string) => message === "otpSendLimit" || message === "otpResendWait";

export function otpReducer(state: OtpState, action: OtpAction): OtpState {
  switch (action.type) {
    case "send":
      return { ...state, sending: true, message: null };
    case "sent":
      return { ...state, sending: false, sent: true, codeOut: true, message: null, countdown: startOtpCountdown(), challenge: null };
    case "sendRefused":
      return {
        ...state,
        sending: false,
        sent: true,
        codeOut: state.codeOut || codeMayBeOut(action.message),
        message: action.message,
        countdown: otpCountdownFrom(action.waitMs ?? 0),
        challenge: action.challenge ?? null,
      };
    case "verify":
      return { ...state, verifying: true, message: null };
    case "answered":
      return action.answer.Status === "Success"
        ? { ...state, verifying: false, verified: true, message: null, session: action.answer.Details, countdown: OTP_IDLE }
        : { ...state, verifying: false, message: saidOf({ message: action.answer.Details, messageKey: action.answer.messageKey }) };
    case "failed":
      return { ...state, verifying: false, message: action.message };
    case "tick":
      return { ...state, countdown: tickOtpCountdown(state.countdown, action.elapsedMs) };
  }
}

/** The code field: while a code may be with the buyer, until the number is confirmed. */
export const otpFormShown = (state: OtpState) => state.codeOut && !state.verified;

/** A new code may be asked for once the countdown has stopped (with a question to answer: by its own form). */
export const otpResendShown = (state: OtpState) => state.sent && !state.verified && !state.sending && !state.countdown.running && !state.challenge;

/** The question of a refused send's error body (`error.challenge`), or null. */
export function challengeIn(body: unknown): OtpChallenge | null {
  const token = (body as { error?: { challenge?: { token?: unknown } } } | null)?.error?.challenge?.token;
  return typeof token === "string" ? challengeOf(token) : null;
}

/** The seconds of "Resend OTP in N second" while the countdown runs, else null. */
export const otpResendSeconds = (state: OtpState) => otpCountdownSeconds(state.countdown);

/** "Resend OTP in N second" in the spec's words while the countdown runs, else null. */
export const otpResendText = (state: OtpState) => otpCountdownText(state.countdown);

/** Reads a verify (or sendOtp) answer; anything else is not an answer of the contract. */
export function parseVerifyAnswer(value: unknown): VerifyAnswer | null {
  const v = value as Partial<VerifyAnswer> | null;
  if (!v || (v.Status !== "Success" && v.Status !== "Failed") || typeof v.Details !== "string") return null;
  return { Status: v.Status, Details: v.Details, ...(typeof v.messageKey === "string" ? { messageKey: v.messageKey } : {}) };
}
