import { type Caller, readAccepted } from "#app/domain/leads/callers";
import type { DialogOutcome } from "#app/domain/rules/query-type";

// What the visitor reads after an enquiry (spec §4 result state, §8): the server's text reply,
// or the message of its error body — for a 400 with each field's message listed.

export type SendResult = {
  outcome: Exclude<DialogOutcome, "not-sent">;
  message: string;
  /** The field messages of a 400 answer. */
  details: string[];
  /** An accepted enquiry: the traders who will call (none: the site's own people will). */
  callers?: Caller[];
};

export const OFFLINE_MESSAGE =
  "Your enquiry could not be sent. Please check your internet connection and try again.";

type ErrorBody = { error?: { message?: unknown; issues?: { message?: unknown }[] } };

/** Reads an answer of addQuery (or any text POST of /api) into what the dialog shows. */
export function readAnswer(status: number, body: string): SendResult {
  if (status >= 200 && status < 300) {
    const { message, callers } = readAccepted(body);
    return { outcome: "sent", message: message || "Thank you!", details: [], callers };
  }
  const error = parseErrorBody(body);
  const message = typeof error?.message === "string" ? error.message : body.trim();
  const details = (error?.issues ?? [])
    .map((issue) => issue.message)
    .filter((m): m is string => typeof m === "string");
  return { outcome: "failed", message: message || `The enquiry was not accepted (${status}).`, details };
}

function parseErrorBody(body: string): ErrorBody["error"] {
  try {
    const parsed = JSON.parse(body) as ErrorBody;
    return parsed && typeof parsed === "object" ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}
