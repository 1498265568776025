import type { Enquiries } from "#app/features/enquiry/context";
import type { OtpStep } from "#app/features/enquiry/components/otp-page";
import { codeMayBeOut, parseVerifyAnswer } from "#app/features/enquiry/components/otp-state";
import { saidOf } from "#app/features/enquiry/components/say";
import { OTP_RESEND_AFTER_MS } from "#app/shared/verification";
import type { Lang } from "#app/shared/i18n/lang";

// The plain enquiry page's code steps (docs/decisions/109): sending a code after an accepted
// enquiry or on "Resend OTP", and checking one — through the same BFF path as the dialog's
// /api/sendOtp and /api/verify calls (validation, rate limits, the Worker's own answers).

export type OtpReply = { status: number; otp: OtpStep };

const step = (mobile: string, fields: Partial<OtpStep>): OtpStep => ({
  mobile, sent: true, codeOut: true, verified: false, message: null, waitSeconds: 0, answeredAt: Date.now(), challenge: null, ...fields,
});

/**
 * Sends a code by SMS in `lang`, the language of the page the buyer used. `asked`: the question's
 * token and the visitor's answer, when the page showed a question; `codeOut`: the page was offering
 * the code field (a code sent before may still be used).
 */
export async function sendCode(enquiries: Enquiries, mobile: string, lang: Lang, asked: { challenge: string; answer: string } | null = null, codeOut = false): Promise<OtpReply> {
  const answer = await enquiries.submit("sendOtp", asked?.challenge ? { mobile, lang, ...asked } : { mobile, lang });
  if (answer.status === 200) return { status: 200, otp: step(mobile, { waitSeconds: OTP_RESEND_AFTER_MS / 1000 }) };
  const message = saidOf(answer) || "otpNotSent";
  const fields = { message, waitSeconds: answer.retryAfter ?? 0, challenge: answer.challenge ?? null, codeOut: codeOut || codeMayBeOut(message) };
  return { status: answer.status, otp: step(mobile, fields) };
}

export async function checkCode(enquiries: Enquiries, mobile: string, code: string): Promise<OtpReply> {
  const answer = await enquiries.submit("verify", { mobile, otp: code });
  const result = answer.status === 200 ? parseVerifyAnswer(answer.json) : null;
  if (!result) {
    // A code that is not 4 to 6 digits, or a limit: the field's message, else the refusal's.
    const issue = answer.issues?.[0];
    return { status: answer.status, otp: step(mobile, { message: saidOf(issue ?? answer) }) };
  }
  const verified = result.Status === "Success";
  return { status: 200, otp: step(mobile, { verified, message: verified ? null : saidOf({ message: result.Details, messageKey: result.messageKey }) }) };
}
