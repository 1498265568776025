import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { ENQUIRY_QUEUE_NAME, MAX_ATTEMPTS, NOTIFY_QUEUE_NAME, WEBHOOK_QUEUE_NAME, backoffSeconds, isLastAttempt } from "#worker/leads/retry-policy";

// The last attempt writes the dead letter: it must be the queue's last delivery (max_retries + 1).

function maxRetries(queue: string): number {
  const toml = readFileSync("wrangler.toml", "utf8");
  const consumers = toml.split("[[queues.consumers]]").slice(1).map((b) => b.split("[[")[0]!);
  const block = consumers.find((b) => b.includes(`queue = "${queue}"`));
  return Number(/max_retries = (\d+)/.exec(block ?? "")?.[1]);
}

test("the last attempt of each queue is wrangler.toml's max_retries + 1", () => {
  for (const queue of [ENQUIRY_QUEUE_NAME, WEBHOOK_QUEUE_NAME, NOTIFY_QUEUE_NAME]) {
    expect(MAX_ATTEMPTS[queue], queue).toBe(maxRetries(queue) + 1);
    expect(isLastAttempt(queue, maxRetries(queue))).toBe(false);
    expect(isLastAttempt(queue, maxRetries(queue) + 1)).toBe(true);
  }
});

test("retries back off exponentially from the base, up to the cap", () => {
  expect([1, 2, 3, 4].map((n) => backoffSeconds(30, n, 3600))).toEqual([30, 60, 120, 240]);
  expect(backoffSeconds(30, 12, 3600)).toBe(3600);
  expect(backoffSeconds(5, 1, 600)).toBe(5);
});
