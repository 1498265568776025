import type { PostBody, WorkerCallName } from "#app/domain/contract";
import type { VerifyResult } from "#app/domain/entities";
import { ENQUIRY_MESSAGES as M, type EnquiryMessageKey } from "#app/domain/enquiry-messages";
import { PHONE_PREFIX } from "#app/domain/phone";
import { retryAfterSeconds } from "#app/domain/verification";
import { refusal } from "../bff/errors";
import type { PostAnswer } from "../bff/outbox";
import { onBillable } from "../leads/billable";
import { awaitsVerification, markVerified } from "../leads/verification";
import { messageTemplates, providersFor } from "../messaging/providers";
import { MessagingConfigError } from "../messaging/types";
import { type Checked, checkCode, issueCode, settleCode, withdrawCode } from "./codes";
import { otpSms } from "./otp-sms";

// The calls this Worker answers itself in both origin modes (the contract's `answeredBy:
// "worker"` rows): sending a one-time code by SMS after an enquiry, and checking it. Their
// answers keep the spec's verify shape: Status Success or Failed, Details.

type WorkerCalls = { [N in WorkerCallName]: (env: Env, body: PostBody<N>, now: number) => Promise<PostAnswer> };

const answer = (json: VerifyResult): PostAnswer => ({ status: 200, json });


const FAILED: Record<Exclude<Checked, "verified">, EnquiryMessageKey> = {
  wrong: "otpWrong",
  expired: "otpExpired",
  "too-many-tries": "otpTooManyTries",
};

/** The spec's verify shape, with the visitor's message key beside the English Details. */
const said = (Status: VerifyResult["Status"], key: EnquiryMessageKey) => answer({ Status, Details: M[key], messageKey: key });

export const workerCalls: WorkerCalls = {
  async sendOtp(env, { mobile, lang }, now) {
    // A code confirms an enquiry just sent: no one can have codes sent to any number they like.
    if (!(await awaitsVerification(env.DB, mobile, now))) throw refusal(409, "no_enquiry", "otpNoEnquiry");
    const issued = await issueCode(env.DB, mobile, now);
    if (!issued.ok) {
      const limited = issued.reason === "send-limit";
      throw refusal(429, limited ? "otp_send_limit" : "otp_resend_wait", limited ? "otpSendLimit" : "otpResendWait", {
        "Retry-After": String(retryAfterSeconds(issued.waitMs)),
      });
    }
    const { sms, names } = providersFor(env);
    try {
      await sms.send({ to: `${PHONE_PREFIX}${mobile}`, kind: "otp", ...otpSms(issued.code, lang, messageTemplates(env), names.sms === "local") });
    } catch (error) {
      await withdrawCode(env.DB, issued.id);
      if (error instanceof MessagingConfigError) console.error("OTP not sent: messaging is misconfigured", error.message);
      else console.warn("OTP not sent", String(error));
      throw refusal(502, "otp_not_sent", "otpNotSent");
    }
    await settleCode(env.DB, mobile, issued.id, now);
    return said("Success", "otpSent");
  },

  async verify(env, { mobile, otp }, now) {
    const checked = await checkCode(env.DB, mobile, otp, now);
    if (checked !== "verified") return said("Failed", FAILED[checked]);
    // The code proves the number: the leads it confirms may become billable, and are handed on.
    await onBillable(env, await markVerified(env.DB, mobile, now));
    // Details of a Success is a session id; nothing is signed in by it.
    return answer({ Status: "Success", Details: crypto.randomUUID() });
  },
};
