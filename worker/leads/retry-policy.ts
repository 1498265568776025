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
