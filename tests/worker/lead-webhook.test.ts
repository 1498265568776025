import { env } from "cloudflare:workers";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { WebhookJob } from "#app/features/leads/server/webhooks";
import { webhookReceiver } from "../support/webhook-receiver";
import { DEALER, admin, confirmMobile, holdQueue, ledger, loggedLines, runQueue, sendEnquiry, sentBodies } from "./helpers";

// The optional webhook per trader — signed, through the queue with retries,
// once per lead id, a dead letter after the last retry.

const HOOK = "https://crm.receiver.test/leads";
const SECRET = "whsec-test-0123456789-abcdefghij";
let receiver = webhookReceiver({ secret: SECRET });
let unreachable = false;

beforeEach(async () => {
  receiver = webhookReceiver({ secret: SECRET });
  unreachable = false;
  const fetchOnward = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(HOOK)) return fetchOnward(input, init);
    if (unreachable) throw new TypeError("Network connection lost.");
    return receiver.handle(request);
  });
  const put = await admin(`/traders/${DEALER.tName}/webhook`, { method: "PUT", body: JSON.stringify({ url: HOOK, secret: SECRET }) });
  expect(put.status).toBe(200);
});

afterEach(() => vi.restoreAllMocks());

/** Sends an enquiry, confirms its number, and hands back its lead id and the webhook jobs queued. */
async function leadWithJobs(mobile: string, extra: Record<string, unknown> = {}) {
  const queue = holdQueue(env.WEBHOOK_QUEUE);
  expect((await sendEnquiry(mobile, extra)).status).toBe(200);
  await confirmMobile(mobile);
  const jobs = sentBodies<WebhookJob>(queue);
  queue.mockRestore();
  return { id: (await ledger(mobile)).at(-1)!.id, jobs };
}


test("a billable lead of a trader with a webhook is queued for it once its number is verified; a duplicate, an unmatched lead or another trader's is not", async () => {
  const queue = holdQueue(env.WEBHOOK_QUEUE);
  await sendEnquiry("9866600001");
  await sendEnquiry("9866600001"); // a duplicate
  await sendEnquiry("9866600002", { modelName: "Treo Ultra" }); // unmatched
  await sendEnquiry("9866600003", { tName: "Aravali-E-Vehicles" }); // a trader without a webhook
  expect(sentBodies<WebhookJob>(queue)).toEqual([]); // nothing is sent before the number is verified
  expect(await ledger("9866600001")).toMatchObject([{ webhookState: "none" }, { webhookState: "none" }]);
  for (const mobile of ["9866600001", "9866600002", "9866600003"]) await confirmMobile(mobile);
  const [first] = await ledger("9866600001");
  expect(sentBodies<WebhookJob>(queue)).toEqual([{ leadId: first!.id }]);
  expect(await ledger("9866600001")).toMatchObject([{ webhookState: "pending" }, { webhookState: "none" }]);
});

test("the webhook is the lead as JSON, signed with HMAC-SHA256 under the trader's own secret, with signature, timestamp and idempotency headers", async () => {
  const { id, jobs } = await leadWithJobs("9866600004", { modelName: "treo" });
  const result = await runQueue("lead-webhooks", jobs.map((body) => ({ body })));
  expect(result.explicitAcks).toEqual(["m1"]);
  expect(receiver.attempts).toEqual([{ leadId: id, idempotencyKey: id, status: 200, verified: true }]);
  expect(receiver.accepted.get(id)?.lead).toMatchObject({
    event: "lead.created",
    lead: { id, mobile: "+919866600004", brandName: "Mahindra", modelName: "Treo", typeOfQuery: "Dealer", cityName: "Noida", pincode: "201301", billable: true, duplicate: false },
    trader: { tName: DEALER.tName, traderName: DEALER.traderName, traderType: "Dealer" },
  });
  expect(await ledger("9866600004")).toMatchObject([{ webhookState: "delivered" }]);
});

test("a webhook signed under another secret fails the receiver's check", async () => {
  receiver = webhookReceiver({ secret: "another-secret-0123456789abcdef" });
  const { jobs } = await leadWithJobs("9866600005");
  const result = await runQueue("lead-webhooks", jobs.map((body) => ({ body })));
  expect(result.retryMessages).toHaveLength(1);
  expect(receiver.attempts.map((a) => a.status)).toEqual([401]);
  expect(loggedLines("warn")).toEqual([]);
});

test("the receiver gets each lead exactly once across forced retries", async () => {
  receiver.state.failFirst = 2;
  const { id, jobs } = await leadWithJobs("9866600006");
  const [job] = jobs;
  const first = await runQueue("lead-webhooks", [{ body: job!, attempts: 1 }]);
  expect(first.retryMessages.map((m) => m.msgId)).toEqual(["m1"]);
  const second = await runQueue("lead-webhooks", [{ body: job!, attempts: 2 }]);
  expect(second.retryMessages.map((m) => m.msgId)).toEqual(["m1"]);
  expect(await ledger("9866600006")).toMatchObject([{ webhookState: "pending" }]);
  const third = await runQueue("lead-webhooks", [{ body: job!, attempts: 3 }]);
  expect(third.explicitAcks).toEqual(["m1"]);
  // The queue delivers a message again (at least once), twice in one batch and once more later.
  const again = await runQueue("lead-webhooks", [{ body: job! }, { body: job! }]);
  expect(again.explicitAcks.sort()).toEqual(["m1", "m2"]);
  await runQueue("lead-webhooks", [{ body: job!, attempts: 4 }]);

  expect(receiver.attempts.map((a) => a.status)).toEqual([503, 503, 200]);
  expect(new Set(receiver.attempts.map((a) => a.idempotencyKey))).toEqual(new Set([id]));
  expect(receiver.accepted.get(id)?.successes).toBe(1);
  expect(await ledger("9866600006")).toMatchObject([{ webhookState: "delivered" }]);
});

test("two copies of a webhook job running at the same time send the lead once", async () => {
  const { id, jobs } = await leadWithJobs("9866600007");
  await Promise.all([runQueue("lead-webhooks", [{ body: jobs[0]! }]), runQueue("lead-webhooks", [{ body: jobs[0]! }])]);
  expect(receiver.accepted.get(id)?.successes).toBe(1);
  expect(receiver.attempts).toHaveLength(1);
});

test("an unreachable receiver is retried, and its error kept on the lead", async () => {
  unreachable = true;
  const { jobs } = await leadWithJobs("9866600008");
  const result = await runQueue("lead-webhooks", [{ body: jobs[0]! }]);
  expect(result.retryMessages).toHaveLength(1);
  const [row] = await env.DB.prepare("SELECT webhookState, webhookError, webhookAttempts FROM lead WHERE mobile = ?").bind("9866600008").all().then((r) => r.results);
  expect(row).toMatchObject({ webhookState: "pending", webhookAttempts: 1, webhookError: expect.stringMatching(/unreachable/) });
});

test("after the last retry a webhook delivery leaves a dead letter with its last error, which the operator can list and retry", async () => {
  receiver.state.failFirst = 100;
  const { id, jobs } = await leadWithJobs("9866600009");
  const last = await runQueue("lead-webhooks", [{ body: jobs[0]!, attempts: 11 }]);
  expect(last.explicitAcks).toEqual(["m1"]);
  expect(await ledger("9866600009")).toMatchObject([{ webhookState: "failed" }]);
  const letters = (await (await admin("/dead-letters")).json()) as { id: number; channel: string; leadId: string; lastError: string; attempts: number }[];
  const letter = letters.find((l) => l.leadId === id);
  expect(letter).toMatchObject({ channel: "webhook", lastError: "HTTP 503", attempts: 11 });

  receiver.state.failFirst = 0;
  const queue = holdQueue(env.WEBHOOK_QUEUE);
  const retry = await admin(`/dead-letters/${letter!.id}/retry`, { method: "POST" });
  expect(await retry.json()).toEqual({ retried: letter!.id, channel: "webhook", leadId: id });
  const [job] = sentBodies<WebhookJob>(queue);
  queue.mockRestore();
  await runQueue("lead-webhooks", [{ body: job! }]);
  expect(await ledger("9866600009")).toMatchObject([{ webhookState: "delivered" }]);
  expect(receiver.accepted.get(id)?.successes).toBe(1);
  expect((await admin(`/dead-letters/${letter!.id}/retry`, { method: "POST" })).status).toBe(404);
});

test("a lead whose trader removed the webhook meanwhile is not sent", async () => {
  const { jobs } = await leadWithJobs("9866600010");
  await admin(`/traders/${DEALER.tName}/webhook`, { method: "DELETE" });
  const result = await runQueue("lead-webhooks", [{ body: jobs[0]! }]);
  expect(result.explicitAcks).toEqual(["m1"]);
  expect(receiver.attempts).toEqual([]);
  expect(await ledger("9866600010")).toMatchObject([{ webhookState: "none" }]);
});
