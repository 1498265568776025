import { type Caller, readAccepted } from "#app/features/leads/rules/callers";
import type { DialogOutcome } from "#app/features/search/rules/query-type";
import { type Said, saidOf } from "./say";

// What the visitor reads after an enquiry (the dialog's result state): the server's text reply,
// or the message of its error body — for a 400 with each field's message listed. Messages go by
// key where the answer has one (./say.ts).

export type SendResult = {
  outcome: Exclude<DialogOutcome, "not-sent">;
  message: Said;
  /** The field messages of a 400 answer. */
  details: Said[];
  /** An accepted enquiry: the traders who will call (none: the site's own people will). */
  callers?: Caller[];
  /** No dealer within this many km: the manufacturer or the site's team calls instead. */
  noDealerWithinKm?: number;
  /** The dealers have these business minutes to call before the next nearest is given it. */
  nextDealerAfterMinutes?: number;
};

/** No answer came: the enquiry answers' key. */
export const OFFLINE_MESSAGE: Said = "notSent";

type Issue = { message?: unknown; messageKey?: unknown };
type ErrorBody = { error?: Issue & { issues?: Issue[] } };

/** An error body's (or issue's) message by key, else its text; null when it has none. */
function saidIn(issue: Issue | undefined): Said | null {
  return typeof issue?.message === "string" ? saidOf({ message: issue.message, messageKey: issue.messageKey }) : null;
}

/** Reads an answer of addQuery (or any text POST of /api) into what the dialog shows. */
export function readAnswer(status: number, body: string): SendResult {
  if (status >= 200 && status < 300) {
    const { message, callers, noDealerWithinKm, nextDealerAfterMinutes } = readAccepted(body);
    return {
      outcome: "sent", message: message || "received", details: [], callers,
      ...(noDealerWithinKm ? { noDealerWithinKm } : {}),
      ...(nextDealerAfterMinutes ? { nextDealerAfterMinutes } : {}),
    };
  }
  const error = parseErrorBody(body);
  const message = saidIn(error) ?? body.trim();
  const details = (error?.issues ?? []).map(saidIn).filter((m): m is Said => m !== null);
  // A refusal that says nothing readable (an empty body of a 5xx) is still a refusal.
  return { outcome: "failed", message: message || "notAccepted", details };
}

function parseErrorBody(body: string): ErrorBody["error"] {
  try {
    const parsed = JSON.parse(body) as ErrorBody;
    return parsed && typeof parsed === "object" ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}
