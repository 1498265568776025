import { contract } from "#app/domain/contract";
import { type Delivery, originHeaders } from "./enquiries";
import { originFor } from "./origin";

// The Queue consumer: delivers enquiries the origin could not take at once. A failure retries
// with exponential backoff; after the queue's max_retries the message lands in the dead-letter
// queue. The enquiry id travels with the body, so a redelivery is stored once.

export async function deliverBatch(batch: MessageBatch<Delivery>, env: Env): Promise<void> {
  const origin = originFor(env);
  for (const message of batch.messages) {
    const { name, xsrf } = message.body;
    // Checked again: a message may have been queued by an earlier version of this Worker.
    const parsed = contract[name]?.body.safeParse(message.body.body);
    if (!parsed?.success) {
      await env.ENQUIRY_DLQ.send({ ...message.body, refusedWith: "invalid" }, { contentType: "json" });
      message.ack();
      continue;
    }
    const body = parsed.data as Record<string, unknown>;
    try {
      const reply = await origin.post(name, body, originHeaders(body, xsrf));
      if (reply.status === 429 || reply.status === 408) throw new Error(`origin answered ${reply.status}`);
      if (reply.status >= 400) {
        // The origin refused it for good: keep it for an operator rather than retrying forever.
        await env.ENQUIRY_DLQ.send({ ...message.body, refusedWith: reply.status }, { contentType: "json" });
      }
      message.ack();
    } catch (error) {
      const base = Number(env.ENQUIRY_RETRY_BASE_SECONDS) || 5;
      const delaySeconds = Math.min(600, base * 2 ** Math.max(0, message.attempts - 1));
      console.warn("enquiry delivery failed; retrying", name, message.attempts, String(error));
      message.retry({ delaySeconds });
    }
  }
}
