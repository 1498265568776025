// OTP flow: the resend timer starts at 30000, counts down, shows rounded seconds,
// and at zero stops and resets. Read as milliseconds ticked once a second (30 s); see
// docs/decisions/004-display-rules.md. It starts when a code is sent; at zero a new code may be
// asked for (docs/decisions/109-verified-numbers.md).

export const OTP_INITIAL_MS = 30000;
export const OTP_TICK_MS = 1000;

export type OtpCountdown = { remainingMs: number; running: boolean };

/** Before a successful verify, and again after the countdown ends. */
export const OTP_IDLE: OtpCountdown = { remainingMs: OTP_INITIAL_MS, running: false };

export function startOtpCountdown(): OtpCountdown {
  return { remainingMs: OTP_INITIAL_MS, running: true };
}

/** One tick; reaching zero stops the countdown and resets it to the initial value. */
export function tickOtpCountdown(state: OtpCountdown, elapsedMs = OTP_TICK_MS): OtpCountdown {
  if (!state.running) return state;
  const remainingMs = state.remainingMs - elapsedMs;
  return remainingMs <= 0 ? OTP_IDLE : { remainingMs, running: true };
}

/** A countdown of what is left of a wait the server named (a resend asked for too soon). */
export function otpCountdownFrom(remainingMs: number): OtpCountdown {
  return remainingMs > 0 ? { remainingMs, running: true } : OTP_IDLE;
}

/** The rounded seconds shown while the countdown runs; null when stopped. */
export function otpCountdownSeconds(state: OtpCountdown): number | null {
  return state.running ? Math.round(state.remainingMs / 1000) : null;
}

/** The text shown while the countdown runs, in the spec's words; null when stopped. */
export function otpCountdownText(state: OtpCountdown): string | null {
  const seconds = otpCountdownSeconds(state);
  return seconds === null ? null : `Resend OTP in ${seconds} second`;
}

/** Waits longer than this (the site's budget of codes: up to a day) are said in minutes, not seconds. */
export const OTP_WAIT_IN_MINUTES_AFTER_S = 120;

/** How a wait is said: "Resend OTP in N second" for the countdown, "…in N minutes" (rounded up) for a long wait. */
export function otpWaitWords(seconds: number): { key: "resendIn" | "resendInMinutes"; n: number } {
  return seconds > OTP_WAIT_IN_MINUTES_AFTER_S ? { key: "resendInMinutes", n: Math.ceil(seconds / 60) } : { key: "resendIn", n: seconds };
}
