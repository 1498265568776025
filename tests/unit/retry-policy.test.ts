import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { ENQUIRY_QUEUE_NAME, MAX_ATTEMPTS, NOTIFY_QUEUE_NAME, WEBHOOK_QUEUE_NAME, backoffSeconds, consumeEach, isLastAttempt } from "#app/features/leads/server/retry-policy";

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

test("a lead queue acknowledges a delivered message, retries one that asks for it, and retries one whose delivery threw after the backoff", async () => {
  const seen: string[] = [];
  const message = (body: string, attempts: number) => ({
    body,
    attempts,
    ack: () => seen.push(`${body}: ack`),
    retry: ({ delaySeconds }: { delaySeconds: number }) => seen.push(`${body}: retry in ${delaySeconds} s`),
  });
  const warn = console.warn;
  console.warn = () => {};
  try {
    await consumeEach(
      { messages: [message("sent", 1), message("busy", 1), message("broken", 3)] },
      async (job) => {
        if (job === "broken") throw new Error("D1 unreachable");
        return job === "sent" ? { done: true } : { done: false, delaySeconds: 60 };
      },
      (attempts) => backoffSeconds(10, attempts, 600),
      (job) => job,
    );
  } finally {
    console.warn = warn;
  }
  expect(seen).toEqual(["sent: ack", "busy: retry in 60 s", "broken: retry in 40 s"]);
});
