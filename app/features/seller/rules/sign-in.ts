import type { OtpChallenge } from "#app/shared/verification";
import type { SellerWords } from "#app/features/seller/messages";

// What the sign-in page says after a code was asked for or tried, from the answer of the buyers'
// code machinery (the sendOtp and verify calls): a key of the workspace's words, never the
// English of the buyers' messages. A number on no trader's staff reads exactly as one on a staff.

export type SignInSay = keyof SellerWords["signIn"];

/** The parts of an answer of the enquiry path the page reads (app/features/enquiry/context.ts). */
export type CodeAnswer = { status: number; messageKey?: string; retryAfter?: number; challenge?: OtpChallenge; issues?: { path: string }[] };

/** What is said after "send code"; `sent` when the code field is shown. */
export function afterSend(answer: CodeAnswer): { say: SignInSay; sent: boolean; seconds?: number } {
  if (answer.status === 200) return { say: "codeMaybe", sent: true };
  if (answer.status === 400) return { say: "mobileInvalid", sent: false };
  if (answer.challenge) return { say: answer.messageKey === "otpChallengeWrong" ? "challengeWrong" : "challenge", sent: false };
  if (answer.messageKey === "otpResendWait") return { say: "wait", sent: true, seconds: answer.retryAfter ?? 30 };
  if (answer.status === 429) return { say: "sendLimit", sent: false };
  if (answer.status === 503) return { say: "budget", sent: false };
  return { say: "notSent", sent: false };
}

/** What is said when a code did not sign in: a right code gets no message. */
export function afterVerify(answer: CodeAnswer & { verified: boolean }): SignInSay | null {
  if (answer.verified) return null;
  if (answer.status === 200) return "codeWrong";
  if (answer.status === 400) return answer.issues?.some((i) => i.path === "mobile") ? "mobileInvalid" : "codeInvalid";
  if (answer.status === 429) return "sendLimit";
  return "notSent";
}
