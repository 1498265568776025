import { otpWaitWords } from "#app/shared/rules/otp-countdown";
import { fill } from "#app/shared/i18n/use-messages";

/** "Resend OTP in N second", or in minutes for a long wait (app/shared/rules/otp-countdown.ts), in the page's words. */
export function waitText(t: { resendIn: string; resendInMinutes: string }, seconds: number): string {
  const { key, n } = otpWaitWords(seconds);
  return fill(t[key], { n });
}
