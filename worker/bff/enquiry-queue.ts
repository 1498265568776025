import type { EnquiryMessageKey } from "#app/shared/rules/enquiry-messages";
import type { OriginPostCallName } from "#app/shared/contract";
import { XSRF_HEADER } from "#app/shared/security/anti-forgery";
import type { Bff } from "./api";

// What the POST path hands on: to the origin (headers, the time received) and, when the origin
// or the ledger cannot take it now, to the enquiry-delivery queue (the durable outbox).

export type Delivery = { name: OriginPostCallName; body: Record<string, unknown>; xsrf?: string; receivedAt: number };
export type PostAnswer = { status: number; text?: string; json?: unknown; messageKey?: EnquiryMessageKey };
/** What the POST path needs of the request's BFF: the origin, and the catalogue's cached GETs. */
export type EnquiryBff = Pick<Bff, "origin" | "get">;

export async function queueDelivery(env: Env, delivery: Delivery): Promise<void> {
  await env.ENQUIRY_QUEUE.send(delivery, { contentType: "json" });
}

/** What a POST passes on to the origin: the visitor's anti-forgery token and the enquiry id. */
export function originHeaders(body: Record<string, unknown>, xsrf?: string): Record<string, string> {
  const headers: Record<string, string> = xsrf ? { [XSRF_HEADER]: xsrf } : {};
  if (typeof body.id === "string") headers["Idempotency-Key"] = body.id;
  return headers;
}
