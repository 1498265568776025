// The queues' retry policy. A message is tried MAX_ATTEMPTS times (wrangler.toml max_retries + 1,
// checked by tests/unit/retry-policy.test.ts); the last failed attempt writes a dead letter to D1,
// where the operator sees the last error and can retry it, and acknowledges the message. The
// queue's own dead-letter queue only catches what could not even be written there.

export const ENQUIRY_QUEUE_NAME = "enquiry-delivery";
export const WEBHOOK_QUEUE_NAME = "lead-webhooks";
export const NOTIFY_QUEUE_NAME = "lead-notifications";

export const MAX_ATTEMPTS: Record<string, number> = {
  [ENQUIRY_QUEUE_NAME]: 9,
  [WEBHOOK_QUEUE_NAME]: 11,
  // A lead's SMS is worth most in its first minutes: 10 s doubling to 10 min, about 20 min in all.
  [NOTIFY_QUEUE_NAME]: 8,
};

/** Exponential backoff: `base` seconds after the first attempt, doubled after each, at most `cap`. */
export function backoffSeconds(base: number, attempts: number, cap: number): number {
  return Math.min(cap, base * 2 ** Math.max(0, attempts - 1));
}

export function isLastAttempt(queue: string, attempts: number): boolean {
  return attempts >= (MAX_ATTEMPTS[queue] ?? 1);
}

/** What one delivery attempt came to: done (acknowledge), or try again after a delay. */
export type DeliveryOutcome = { done: true } | { done: false; delaySeconds: number };

/** The part of a queue's MessageBatch the loop uses (this module is also read by Node's tests). */
type Batch<J> = { readonly messages: readonly { readonly body: J; readonly attempts: number; ack(): void; retry(options: { delaySeconds: number }): void }[] };

/**
 * A lead queue's consumer loop: each message is delivered on its own; a delivery that throws
 * (D1 unreachable, a bug) is retried after the queue's backoff rather than failing the batch.
 */
export async function consumeEach<J>(
  batch: Batch<J>,
  deliver: (job: J, attempts: number) => Promise<DeliveryOutcome>,
  retryDelay: (attempts: number) => number,
  what: (job: J) => string,
): Promise<void> {
  for (const message of batch.messages) {
    const outcome = await deliver(message.body, message.attempts).catch((error: unknown): DeliveryOutcome => {
      console.warn(`${what(message.body)} could not run; retrying`, String(error));
      return { done: false, delaySeconds: retryDelay(message.attempts) };
    });
    if (outcome.done) message.ack();
    else message.retry({ delaySeconds: outcome.delaySeconds });
  }
}
