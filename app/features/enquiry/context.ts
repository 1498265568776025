import type { OtpChallenge } from "#app/shared/verification";
import { createContext } from "react-router";

// The enquiry feature's keys of the router context the Worker fills for every request (worker/index.ts).

/** An answer of the BFF's enquiry path; a refusal (400, 429, 502) carries the /api error body. */
export type EnquiryAnswer = {
  status: number;
  message: string;
  /** The key of the visitor's message, where the answer has one (app/features/enquiry/components/say.ts). */
  messageKey?: string;
  issues?: { path: string; message: string; messageKey?: string }[];
  /** A JSON answer's body (sendOtp and verify: Status and Details). */
  json?: unknown;
  /** A refusal's Retry-After, in seconds. */
  retryAfter?: number;
  /** A question to answer before a code is sent (sendOtp from a busy address). */
  challenge?: OtpChallenge;
};

/** The BFF's enquiry path (validation, rate limits, queue) for the no-JavaScript enquiry form. */
export type Enquiries = {
  submit(name: "addCustomer" | "addQuery" | "sendOtp" | "verify", body: unknown): Promise<EnquiryAnswer>;
};
export const enquiriesContext = createContext<Enquiries>();
