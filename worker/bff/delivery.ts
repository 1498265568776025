import { contract } from "#app/shared/contract";
import type { Enquiry } from "#app/shared/enquiry";
import { recordResolved } from "#app/features/leads/server/accept";
import { recordDeadLetter } from "#app/features/leads/server/dead-letters";
import { setOriginState } from "#app/features/leads/server/ledger";
import { erasureAskedSince } from "#app/features/privacy/server/erasure";
import { ENQUIRY_QUEUE_NAME, backoffSeconds, isLastAttempt } from "#app/features/leads/server/retry-policy";
import { createBff } from "./api";
import { type Delivery, originHeaders } from "./enquiry-queue";

// The consumer of enquiry-delivery: POSTs the origin could not take at once, and enquiries the
// ledger could not record at once. Each keeps the time it was received at. A failure retries with
// exponential backoff; the last attempt, or an origin's final refusal, leaves a dead letter in D1
// for an operator. The enquiry id travels with the body, so a redelivery is stored once; what its
// buyer asked to erase while it waited is dropped.

type Outcome = { done: true } | { done: false; error: string };

export async function deliverBatch(batch: MessageBatch<Delivery>, env: Env, ctx: ExecutionContext): Promise<void> {
  const bff = createBff(env, ctx);
  for (const message of batch.messages) {
    const outcome = await deliverOne(env, bff, message.body, message.attempts).catch((error: unknown): Outcome => ({ done: false, error: String(error) }));
    if (outcome.done) {
      message.ack();
      continue;
    }
    if (isLastAttempt(ENQUIRY_QUEUE_NAME, message.attempts)) {
      await deadLetter(env, message.body, outcome.error, message.attempts);
      message.ack();
      continue;
    }
    const base = Number(env.ENQUIRY_RETRY_BASE_SECONDS) || 5;
    console.warn("enquiry delivery failed; retrying", message.body.name, message.attempts, outcome.error);
    message.retry({ delaySeconds: backoffSeconds(base, message.attempts, 600) });
  }
}

async function deliverOne(env: Env, bff: ReturnType<typeof createBff>, delivery: Delivery, attempts: number): Promise<Outcome> {
  const { name, xsrf, receivedAt } = delivery;
  // Checked again: a message may have been queued by an earlier version of this Worker.
  const parsed = contract[name]?.body.safeParse(delivery.body);
  if (!parsed?.success) {
    await deadLetter(env, delivery, "invalid body", attempts);
    return { done: true };
  }
  const body = parsed.data as Record<string, unknown>;
  // Queued before its buyer asked for erasure: the erasure cleared what the number left, and this
  // would bring it back. It goes nowhere, not even to a dead letter (docs/decisions/152).
  if (typeof body.mobile === "string" && body.mobile && (await erasureAskedSince(env, body.mobile, receivedAt))) return { done: true };
  if (name === "addQuery") {
    const enquiry = body as Enquiry & { id: string };
    const recorded = await recordResolved(env, bff, enquiry, receivedAt);
    if (recorded.outcome === "conflict") {
      await deadLetter(env, delivery, "enquiry id reused with different content", attempts);
      return { done: true };
    }
    // The buyer withdrew or erased it while it waited: it goes nowhere, not even to a dead letter.
    if (recorded.outcome === "withdrawn") return { done: true };
    const { leads } = recorded;
    if (leads[0]!.originState !== "delivered") {
      const reply = await bff.origin.post(name, body, originHeaders(body, xsrf), receivedAt);
      const state = reply.status >= 400 ? "refused" : "delivered";
      for (const lead of leads) await setOriginState(env.DB, lead.id, state);
      if (state === "refused") {
        await deadLetter(env, delivery, `origin refused it: ${reply.status}`, attempts);
        return { done: true };
      }
    }
    return { done: true };
  }
  const reply = await bff.origin.post(name, body, originHeaders(body, xsrf), receivedAt);
  // The origin refused it for good: keep it for an operator rather than retrying forever.
  if (reply.status >= 400) await deadLetter(env, delivery, `origin refused it: ${reply.status}`, attempts);
  return { done: true };
}

/** A dead letter in D1; if D1 cannot take it either, the queue's own dead-letter queue does. */
async function deadLetter(env: Env, delivery: Delivery, lastError: string, attempts: number) {
  const leadId = delivery.name === "addQuery" && typeof delivery.body.id === "string" ? delivery.body.id : "";
  console.warn("enquiry delivery dead-lettered", delivery.name, leadId, lastError);
  try {
    await recordDeadLetter(env.DB, { channel: "origin", leadId, call: delivery.name, message: delivery, lastError, attempts });
  } catch (error) {
    console.error("dead letter not recorded; sent to the dead-letter queue", leadId, error);
    await env.ENQUIRY_DLQ.send({ ...delivery, refusedWith: lastError }, { contentType: "json" });
  }
}
