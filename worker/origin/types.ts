import type { EnquiryMessageKey } from "#app/shared/rules/enquiry-messages";
import type { CallItem, CallQuery, OriginGetCallName, OriginPostCallName, PostBody } from "#app/shared/contract";

// The embedded origin answers every row of the contract the Worker does not answer itself: one
// query function per GET, one writer per POST. The BFF calls these in-process when ORIGIN_URL is
// empty.

export type OriginGetHandlers = {
  [N in OriginGetCallName]: (db: D1Database, query: CallQuery<N>) => Promise<CallItem<N>[]>;
};

/** What a POST answers: a status and either a text message or a JSON body. */
/** `messageKey`: the embedded origin's visitor message by key, `text` its English (API users). */
export type OriginReply = { status: number; text?: string; json?: unknown; messageKey?: EnquiryMessageKey };

export type OriginPostHandlers = {
  [N in OriginPostCallName]: (db: D1Database, body: PostBody<N>, now: number) => Promise<OriginReply>;
};
