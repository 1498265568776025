import { otpWaitWords } from "#app/domain/rules/otp-countdown";
import { fill } from "#app/i18n/use-messages";

/** "Resend OTP in N second", or in minutes for a long wait (app/domain/rules/otp-countdown.ts), in the page's words. */
export function waitText(t: { resendIn: string; resendInMinutes: string }, seconds: number): string {
  const { key, n } = otpWaitWords(seconds);
  return fill(t[key], { n });
}
