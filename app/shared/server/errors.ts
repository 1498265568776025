import { CacheNone, cacheControl } from "#app/shared/cache/cache-strategies";
import { ENQUIRY_MESSAGES, type EnquiryMessageKey, isEnquiryMessageKey } from "#app/shared/rules/enquiry-messages";
import type { OtpChallenge } from "#app/shared/verification";

// The one JSON error shape of /api and /admin: { error: { code, message, messageKey?, issues? } },
// each issue { path, message, messageKey? }. `message` is English for API users; `messageKey`,
// where there is one, names the visitor's message (app/shared/rules/enquiry-messages.ts), which the
// dialog and the plain page show in the page's language. An answer without a key is shown as it came.

export type FieldIssue = { path: string; message: string; messageKey?: EnquiryMessageKey };

export class ApiFailure extends Error {
  /** A question to answer before asking again (a busy address asking for a code: app/features/enquiry/server/verification/challenge.ts). */
  challenge?: OtpChallenge;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
    readonly messageKey?: EnquiryMessageKey,
  ) {
    super(message);
  }
}

/** A refusal a visitor reads: its message by key, with the English for API users. */
export function refusal(status: number, code: string, key: EnquiryMessageKey, headers?: Record<string, string>): ApiFailure {
  return new ApiFailure(status, code, ENQUIRY_MESSAGES[key], undefined, headers, key);
}

/** A body the schema refused: "Invalid body" for API users, its fields' issues, the visitor's heading by key. */
export function invalidBody(issues: FieldIssue[]): ApiFailure {
  return new ApiFailure(400, "invalid_request", "Invalid body", issues, undefined, "checkDetails");
}

/** A field's issue from a schema's message: a visitor's message key gets its English beside it. */
export function fieldIssue(path: string, message: string): FieldIssue {
  return isEnquiryMessageKey(message) ? { path, message: ENQUIRY_MESSAGES[message], messageKey: message } : { path, message };
}

export function errorBody(code: string, message: string, issues?: FieldIssue[], messageKey?: EnquiryMessageKey, challenge?: OtpChallenge) {
  return { error: { code, message, ...(messageKey ? { messageKey } : {}), ...(issues ? { issues } : {}), ...(challenge ? { challenge } : {}) } };
}

export function jsonError(
  status: number,
  code: string,
  message: string,
  issues?: FieldIssue[],
  headers: Record<string, string> = {},
  messageKey?: EnquiryMessageKey,
  challenge?: OtpChallenge,
) {
  return Response.json(errorBody(code, message, issues, messageKey, challenge), {
    status,
    headers: { "Cache-Control": cacheControl(CacheNone()), ...headers },
  });
}

export function failureResponse(failure: ApiFailure) {
  return jsonError(failure.status, failure.code, failure.message, failure.issues, failure.headers, failure.messageKey, failure.challenge);
}

export const notFound = (what = "Nothing matches this request") =>
  new ApiFailure(404, "not_found", what);
