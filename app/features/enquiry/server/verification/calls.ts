import type { PostBody, WorkerCallName } from "#app/shared/contract";
import type { VerifyResult } from "#app/shared/entities";
import type { OtpPurpose } from "#app/shared/enquiry";
import { ENQUIRY_MESSAGES as M, type EnquiryMessageKey } from "#app/shared/rules/enquiry-messages";
import { internationalMobile } from "#app/shared/rules/phone";
import { OTP_CHALLENGE_AFTER, type SendBudget, retryAfterSeconds, sendBudgetOf } from "#app/shared/verification";
import { refusal } from "../../../../shared/server/errors";
import { LOCAL_CLIENT } from "../../../../shared/server/client";
import type { PostAnswer } from "#worker/bff/enquiry-queue";
import { onBillable } from "../../../leads/server/billable";
import { awaitsVerification, markVerified, noteEnquiryLanguage } from "../../../leads/server/verification";
import { hasEnquiries } from "../../../privacy/server/buyer-enquiries";
import { isStaffMobile } from "../../../seller/server/staff";
import { messageTemplates, providersFor } from "../../../../shared/messaging/providers";
import { MessagingConfigError } from "../../../../shared/messaging/types";
import { alertOperator } from "./alerts";
import { answered, clientDigest, newChallenge } from "./challenge";
import { type Checked, type Issued, checkCode, issueCode, sentFrom, settleCode, spentBudget, withdrawCode } from "./codes";
import { otpSms } from "./otp-sms";

// The calls this Worker answers itself in both origin modes (the contract's `answeredBy:
// "worker"` rows): sending a one-time code by SMS after an enquiry, and checking it. Their
// answers keep the spec's verify shape: Status Success or Failed, Details.

/** Who asks: the client address as rate limits count it (app/shared/server/client.ts). */
export type Caller = { ip: string };

type WorkerCalls = { [N in WorkerCallName]: (env: Env, body: PostBody<N>, now: number, caller?: Caller) => Promise<PostAnswer> };

const answer = (json: VerifyResult): PostAnswer => ({ status: 200, json });

/**
 * Who a sign-in code may go to: a buyer's, a number that sent enquiries (docs/decisions/152); a
 * seller's, a number on a trader's staff (docs/decisions/164). Any other number is answered alike.
 */
const MAY_SIGN_IN: Record<Exclude<OtpPurpose, "confirm">, (db: D1Database, mobile: string) => Promise<boolean>> = {
  "sign-in": hasEnquiries,
  "seller-sign-in": isStaffMobile,
};

const FAILED: Record<Exclude<Checked, "verified">, EnquiryMessageKey> = {
  wrong: "otpWrong",
  expired: "otpExpired",
  "too-many-tries": "otpTooManyTries",
};

/** The spec's verify shape, with the visitor's message key beside the English Details. */
const said = (Status: VerifyResult["Status"], key: EnquiryMessageKey) => answer({ Status, Details: M[key], messageKey: key });

/**
 * Why no code was sent, as the visitor reads it: the mobile's own limits, or the site's budget —
 * which the operator is also told of, once an hour or day (./alerts.ts).
 */
async function sendRefused(env: Env, issued: Extract<Issued, { ok: false }>, budget: SendBudget, now: number, signIn = false) {
  const retry = { "Retry-After": String(retryAfterSeconds(issued.waitMs)) };
  if (issued.reason === "send-limit") return refusal(429, "otp_send_limit", "otpSendLimit", retry);
  if (issued.reason === "too-soon") return refusal(429, "otp_resend_wait", "otpResendWait", retry);
  const daily = issued.reason === "budget-daily";
  const detail = daily
    ? `the day's ${budget.daily} one-time code SMS are sent: no code goes out until the oldest is a day old (OTP_SEND_BUDGET_DAILY)`
    : `the hour's ${budget.hourly} one-time code SMS are sent: no code goes out until the oldest is an hour old (OTP_SEND_BUDGET_HOURLY)`;
  await alertOperator(env.DB, daily ? "otp-budget-daily" : "otp-budget-hourly", detail, now);
  return refusal(503, "otp_budget_spent", signIn ? "signInBudgetSpent" : "otpBudgetSpent", retry);
}

export const workerCalls: WorkerCalls = {
  async sendOtp(env, { mobile, lang, purpose, challenge, answer: given }, now, caller) {
    const signIn = purpose !== "confirm";
    // A code confirms an enquiry just sent: no one can have codes sent to any number they like.
    if (!signIn && !(await awaitsVerification(env.DB, mobile, now))) throw refusal(409, "no_enquiry", "otpNoEnquiry");
    if (!signIn) await noteEnquiryLanguage(env.DB, mobile, lang, now);
    // An address that asked for several codes this hour answers a question first. A local run
    // has no addresses (every request is LOCAL_CLIENT): it asks none. Asked before a sign-in
    // looks the number up, so a busy address learns nothing of which numbers sent enquiries.
    const client = caller && caller.ip !== LOCAL_CLIENT ? await clientDigest(env.XSRF_SECRET, caller.ip) : "";
    if (client && (await sentFrom(env.DB, client, now)) >= OTP_CHALLENGE_AFTER) {
      const right = challenge !== undefined && given !== undefined && (await answered(env.XSRF_SECRET, client, mobile, challenge, given, now));
      if (!right) {
        const asked = refusal(403, "otp_challenge", challenge ? "otpChallengeWrong" : "otpChallenge");
        asked.challenge = await newChallenge(env.XSRF_SECRET, client, mobile, now);
        throw asked;
      }
    }
    // A code that opens a buyer's own enquiries goes only to a number that sent some, one that opens
    // the seller workspace only to a number on a trader's staff; any other number is answered as
    // one that may, and nothing is sent or stored (docs/decisions/152, 164).
    const budget = sendBudgetOf(env);
    if (signIn && !(await MAY_SIGN_IN[purpose](env.DB, mobile))) {
      // The site's budget is the same for every number: spent, it is said to this one too.
      const spent = await spentBudget(env.DB, budget, now);
      if (spent) throw await sendRefused(env, spent, budget, now, true);
      return said("Success", "signInCodeMaybe");
    }
    const issued = await issueCode(env.DB, mobile, now, { budget, client });
    if (!issued.ok) {
      // For a sign-in, what only a number with enquiries can meet (its 30 s resend wait, its sends
      // this hour) is answered as a number without any is: the answer never tells who enquired.
      // The site's budget is the same for every number, and says so.
      if (signIn && (issued.reason === "too-soon" || issued.reason === "send-limit")) return said("Success", "signInCodeMaybe");
      throw await sendRefused(env, issued, budget, now, signIn);
    }
    const { sms, names } = providersFor(env);
    try {
      await sms.send({ to: internationalMobile(mobile), kind: "otp", ...otpSms(issued.code, lang, messageTemplates(env), names.sms === "local") });
    } catch (error) {
      await withdrawCode(env.DB, issued.id);
      if (error instanceof MessagingConfigError) console.error("OTP not sent: messaging is misconfigured", error.message);
      else console.warn("OTP not sent", String(error));
      // Only a number with enquiries reaches the SMS service: for a sign-in its failure is not
      // told apart either (the operator reads it in the log; the buyer asks again).
      if (signIn) return said("Success", "signInCodeMaybe");
      throw refusal(502, "otp_not_sent", "otpNotSent");
    }
    await settleCode(env.DB, mobile, issued.id, now);
    return said("Success", signIn ? "signInCodeMaybe" : "otpSent");
  },

  async verify(env, { mobile, otp, purpose }, now) {
    const checked = await checkCode(env.DB, mobile, otp, now);
    // A sign-in's wrong, spent and worn-out codes are one answer: a number that was never sent a
    // code (it sent no enquiry) would otherwise read "expired" where a buyer's reads "wrong".
    if (checked !== "verified") return said("Failed", purpose !== "confirm" ? "signInCodeWrong" : FAILED[checked]);
    // The code proves the number: the leads it confirms may become billable, and are handed on —
    // unless it only opens the buyer's own enquiries, where confirming would hand a lead to its
    // seller as the buyer comes to withdraw it (docs/decisions/152).
    if (purpose === "confirm") await onBillable(env, await markVerified(env, mobile, now));
    // Details of a Success is a session id; nothing is signed in by it.
    return answer({ Status: "Success", Details: crypto.randomUUID() });
  },
};
