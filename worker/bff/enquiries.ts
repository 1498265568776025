import type { PostCallName } from "#app/domain/contract";
import { contract } from "#app/domain/contract";
import { XSRF_HEADER } from "#app/domain/anti-forgery";
import { ApiFailure } from "./errors";
import type { Origin } from "./origin";
import { parseOrThrow } from "./validate";

// The enquiry POST path. Enquiries are paid leads: validated with the dialog's schema, rate
// limited, given an id so a retry is never a second lead, and never lost — when the origin
// fails they go on the Queue and the visitor is told they were received.

export type Delivery = { name: PostCallName; body: Record<string, unknown>; xsrf?: string; receivedAt: number };
export type PostAnswer = { status: number; text?: string; json?: unknown };

/** Calls whose answer the visitor needs at once cannot be queued. */
const QUEUEABLE = new Set<PostCallName>(["addQuery", "addCustomer", "addLocation", "addCity"]);

export const RECEIVED_MESSAGE = "Thank you! Your enquiry has been received. The dealer will call you soon.";

export async function submit(
  env: Env,
  origin: Origin,
  name: PostCallName,
  raw: unknown,
  client: { ip: string; xsrf?: string },
): Promise<PostAnswer> {
  const body = parseOrThrow(contract[name].body, raw, "body") as Record<string, unknown>;
  await enforceRateLimits(env, String(body.mobile ?? ""), client.ip);
  if (name === "addQuery" && !body.id) body.id = crypto.randomUUID();
  try {
    return await origin.post(name, body, originHeaders(body, client.xsrf));
  } catch (error) {
    if (!QUEUEABLE.has(name)) throw asUnavailable(error);
    console.warn("origin failed; enquiry queued for delivery", name, String(error));
    const delivery: Delivery = { name, body, xsrf: client.xsrf, receivedAt: Date.now() };
    await env.ENQUIRY_QUEUE.send(delivery, { contentType: "json" });
    return { status: 202, text: name === "addQuery" ? RECEIVED_MESSAGE : "Received" };
  }
}

/** What a POST passes on to the origin: the visitor's anti-forgery token and the enquiry id. */
export function originHeaders(body: Record<string, unknown>, xsrf?: string): Record<string, string> {
  const headers: Record<string, string> = xsrf ? { [XSRF_HEADER]: xsrf } : {};
  if (typeof body.id === "string") headers["Idempotency-Key"] = body.id;
  return headers;
}

async function enforceRateLimits(env: Env, mobile: string, ip: string) {
  const checks = [env.ENQUIRY_IP_LIMITER.limit({ key: `ip:${ip}` })];
  if (mobile) checks.push(env.ENQUIRY_MOBILE_LIMITER.limit({ key: `mobile:${mobile}` }));
  const outcomes = await Promise.all(checks);
  if (outcomes.some((o) => !o.success)) {
    throw new ApiFailure(429, "rate_limited", "Too many enquiries in a short time. Please try again in a minute.", undefined, { "Retry-After": "60" });
  }
}

function asUnavailable(error: unknown) {
  return error instanceof ApiFailure ? error : new ApiFailure(502, "origin_unreachable", "The service is temporarily unavailable");
}
