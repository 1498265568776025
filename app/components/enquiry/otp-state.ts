import {
  OTP_IDLE,
  type OtpCountdown,
  otpCountdownText,
  startOtpCountdown,
  tickOtpCountdown,
} from "#app/domain/rules/otp-countdown";

// Spec §4 "OTP flow" as a pure reducer: verify Success hides the form and starts the resend
// countdown; Failed shows the Details message; the countdown ticks to zero, then stops and resets.

export type VerifyAnswer = { Status: "Success" | "Failed"; Details: string };

export type OtpState = {
  /** The OTP form is shown until a verify succeeds. */
  formShown: boolean;
  verifying: boolean;
  message: string | null;
  /** Details of a Success: the session id. */
  session: string | null;
  countdown: OtpCountdown;
};

export type OtpAction =
  | { type: "verify" }
  | { type: "answered"; answer: VerifyAnswer }
  | { type: "failed"; message: string }
  | { type: "tick"; elapsedMs?: number };

export const OTP_START: OtpState = { formShown: true, verifying: false, message: null, session: null, countdown: OTP_IDLE };

export function otpReducer(state: OtpState, action: OtpAction): OtpState {
  switch (action.type) {
    case "verify":
      return { ...state, verifying: true, message: null };
    case "answered":
      return action.answer.Status === "Success"
        ? { ...state, verifying: false, formShown: false, session: action.answer.Details, countdown: startOtpCountdown() }
        : { ...state, verifying: false, message: action.answer.Details };
    case "failed":
      return { ...state, verifying: false, message: action.message };
    case "tick":
      return { ...state, countdown: tickOtpCountdown(state.countdown, action.elapsedMs) };
  }
}

/** "Resend OTP in N second" while the countdown runs, else null. */
export const otpResendText = (state: OtpState) => otpCountdownText(state.countdown);

/** Reads a verify answer; anything else is not an answer of the contract. */
export function parseVerifyAnswer(value: unknown): VerifyAnswer | null {
  const v = value as Partial<VerifyAnswer> | null;
  if (!v || (v.Status !== "Success" && v.Status !== "Failed") || typeof v.Details !== "string") return null;
  return { Status: v.Status, Details: v.Details };
}
