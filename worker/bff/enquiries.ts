import type { OriginPostCallName, PostCallName } from "#app/shared/contract";
import { contract, isWorkerCall } from "#app/shared/contract";
import { ENQUIRY_MESSAGES as M } from "#app/shared/rules/enquiry-messages";
import type { Enquiry } from "#app/shared/enquiry";
import { acceptLead } from "#app/features/leads/server/accept";
import { workerCalls } from "#app/features/enquiry/server/verification/calls";
import { ApiFailure } from "#app/shared/server/errors";
import { withPincodePlace } from "./places";
import { type EnquiryBff, type PostAnswer, originHeaders, queueDelivery } from "./enquiry-queue";
import { enforceRateLimits } from "./rate-limits";
import { parseOrThrow } from "./validate";

// The enquiry POST path. Enquiries are paid leads: validated with the dialog's schema, rate
// limited, given an id so a retry is never a second lead, recorded in the lead ledger and never
// lost — when the origin fails they go on the Queue and the visitor is told they were received.

export type { Delivery, EnquiryBff, PostAnswer } from "./enquiry-queue";

/** Calls whose answer the visitor needs at once cannot be queued. */
const QUEUEABLE = new Set<OriginPostCallName>(["addQuery", "addCustomer", "addLocation", "addCity"]);

export async function submit(
  env: Env,
  bff: EnquiryBff,
  name: PostCallName,
  raw: unknown,
  client: { ip: string; xsrf?: string },
): Promise<PostAnswer> {
  const parsed = parseOrThrow(contract[name].body, raw, "body") as Record<string, unknown>;
  await enforceRateLimits(env, name, String(parsed.mobile ?? ""), client.ip);
  // A pincode India does not have is refused; a real one fills the place the visitor left empty.
  const body = await withPincodePlace(env.DB, name, parsed);
  const receivedAt = Date.now();
  // Verifying a number is the Worker's own, in both origin modes: never passed to an origin.
  if (isWorkerCall(name)) return (workerCalls[name] as (env: Env, body: unknown, now: number, caller: { ip: string }) => Promise<PostAnswer>)(env, body, receivedAt, { ip: client.ip });
  if (name === "addQuery") {
    const enquiry = { ...(body as Enquiry), id: (body.id as string | undefined) ?? crypto.randomUUID() };
    return acceptLead(env, bff, enquiry, { xsrf: client.xsrf, receivedAt });
  }
  try {
    return await bff.origin.post(name, body, originHeaders(body, client.xsrf), receivedAt);
  } catch (error) {
    if (!QUEUEABLE.has(name)) throw asUnavailable(error);
    console.warn("origin failed; queued for delivery", name, String(error));
    await queueDelivery(env, { name, body, xsrf: client.xsrf, receivedAt });
    return { status: 202, text: M.queued, messageKey: "queued" };
  }
}

function asUnavailable(error: unknown) {
  return error instanceof ApiFailure ? error : new ApiFailure(502, "origin_unreachable", "The service is temporarily unavailable");
}
