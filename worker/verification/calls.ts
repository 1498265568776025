import type { PostBody, WorkerCallName } from "#app/domain/contract";
import type { VerifyResult } from "#app/domain/entities";
import { ENQUIRY_MESSAGES as M, type EnquiryMessageKey } from "#app/domain/enquiry-messages";
import { PHONE_PREFIX } from "#app/domain/phone";
import { OTP_VALIDITY_MS, retryAfterSeconds } from "#app/domain/verification";
import { SITE_NAME } from "#app/site";
import { refusal } from "../bff/errors";
import type { PostAnswer } from "../bff/outbox";
import { onBillable } from "../leads/billable";
import { awaitsVerification, markVerified } from "../leads/verification";
import { hasEnquiries } from "../privacy/buyer-enquiries";
import { messageTemplates, providersFor } from "../messaging/providers";
import { MessagingConfigError } from "../messaging/types";
import { type Checked, checkCode, issueCode, settleCode, withdrawCode } from "./codes";

// The calls this Worker answers itself in both origin modes (the contract's `answeredBy:
// "worker"` rows): sending a one-time code by SMS after an enquiry, and checking it. Their
// answers keep the spec's verify shape: Status Success or Failed, Details.

type WorkerCalls = { [N in WorkerCallName]: (env: Env, body: PostBody<N>, now: number) => Promise<PostAnswer> };

const answer = (json: VerifyResult): PostAnswer => ({ status: 200, json });

/** The SMS as its DLT template is registered: the code is the template's one variable. */
export const otpSmsText = (code: string) =>
  `${code} is your OTP to confirm your mobile number on ${SITE_NAME}. It is valid for ${OTP_VALIDITY_MS / 60_000} minutes. Do not share it.`;

const FAILED: Record<Exclude<Checked, "verified">, EnquiryMessageKey> = {
  wrong: "otpWrong",
  expired: "otpExpired",
  "too-many-tries": "otpTooManyTries",
};

/** The spec's verify shape, with the visitor's message key beside the English Details. */
const said = (Status: VerifyResult["Status"], key: EnquiryMessageKey) => answer({ Status, Details: M[key], messageKey: key });

export const workerCalls: WorkerCalls = {
  async sendOtp(env, { mobile, purpose }, now) {
    // A code that opens a buyer's own enquiries goes only to a number that sent some; a number that
    // sent none is answered as one that did, and nothing is sent or stored (docs/decisions/152).
    const signIn = purpose === "sign-in";
    if (signIn && !(await hasEnquiries(env.DB, mobile))) return said("Success", "signInCodeMaybe");
    // A code confirms an enquiry just sent: no one can have codes sent to any number they like.
    if (!signIn && !(await awaitsVerification(env.DB, mobile, now))) throw refusal(409, "no_enquiry", "otpNoEnquiry");
    const issued = await issueCode(env.DB, mobile, now);
    if (!issued.ok) {
      const limited = issued.reason === "send-limit";
      throw refusal(429, limited ? "otp_send_limit" : "otp_resend_wait", limited ? "otpSendLimit" : "otpResendWait", {
        "Retry-After": String(retryAfterSeconds(issued.waitMs)),
      });
    }
    const { sms } = providersFor(env);
    try {
      await sms.send({ to: `${PHONE_PREFIX}${mobile}`, text: otpSmsText(issued.code), templateId: messageTemplates(env).otpSms, kind: "otp" });
    } catch (error) {
      await withdrawCode(env.DB, issued.id);
      if (error instanceof MessagingConfigError) console.error("OTP not sent: messaging is misconfigured", error.message);
      else console.warn("OTP not sent", String(error));
      throw refusal(502, "otp_not_sent", "otpNotSent");
    }
    await settleCode(env.DB, mobile, issued.id, now);
    return said("Success", signIn ? "signInCodeMaybe" : "otpSent");
  },

  async verify(env, { mobile, otp, purpose }, now) {
    const checked = await checkCode(env.DB, mobile, otp, now);
    if (checked !== "verified") return said("Failed", FAILED[checked]);
    // The code proves the number: the leads it confirms may become billable, and are handed on —
    // unless it only opens the buyer's own enquiries, where confirming would hand a lead to its
    // seller as the buyer comes to withdraw it (docs/decisions/152).
    if (purpose !== "sign-in") await onBillable(env, await markVerified(env.DB, mobile, now));
    // Details of a Success is a session id; nothing is signed in by it.
    return answer({ Status: "Success", Details: crypto.randomUUID() });
  },
};
