import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { ENQUIRY_MESSAGES as M } from "#app/shared/rules/enquiry-messages";
import type { Delivery } from "#worker/bff/enquiry-queue";
import { originPost } from "#worker/origin";
import { confirmMobile, expectLogged, holdQueue, ledger, remoteMode, runQueue, sendEnquiry, sentBodies } from "./helpers";
import { stubOrigin } from "./stub-origin";

// Never lost, never overwritten.

afterEach(() => vi.restoreAllMocks());


async function originCopies(mobile: string) {
  const { results } = await env.DB.prepare("SELECT id, pincode, createdAt FROM enquiry WHERE mobile = ?").bind(mobile).all<{ id: string; pincode: string; createdAt: number }>();
  return results;
}

test("a reused enquiry id with different content is answered 409 and stores nothing", async () => {
  const id = "reused-id-00000001";
  expect((await sendEnquiry("9822200001", { id })).status).toBe(200);
  const reused = await sendEnquiry("9822200001", { id, pincode: "110001" });
  expect(reused.status).toBe(409);
  expect(await reused.json()).toEqual({ error: { code: "enquiry_id_reused", message: M.idReused, messageKey: "idReused" } });
  const other = await sendEnquiry("9822200002", { id });
  expect(other.status).toBe(409);
  expect(await ledger("9822200001")).toHaveLength(1);
  expect(await ledger("9822200002")).toHaveLength(0);
  expect(await originCopies("9822200001")).toMatchObject([{ id, pincode: "201301" }]);
  expect(await originCopies("9822200002")).toEqual([]);
});

test("the same enquiry sent again with its id (a retry) is answered as received and stored once", async () => {
  const id = "retried-id-0000001";
  const first = await sendEnquiry("9822200003", { id, date: "23-11-2026 10:00 am" });
  const again = await sendEnquiry("9822200003", { id, date: "23-11-2026 10:01 am" });
  expect([first.status, again.status]).toEqual([200, 200]);
  expect(((await again.json()) as { message: string }).message).toBe(M.received);
  expect(await ledger("9822200003")).toHaveLength(1);
  expect(await originCopies("9822200003")).toHaveLength(1);
});

const originFailures: [string, () => void][] = [
  ["500", () => (stubOrigin.postStatus = 500)],
  ["503", () => (stubOrigin.postStatus = 503)],
  ["408", () => (stubOrigin.postStatus = 408)],
  ["429", () => (stubOrigin.postStatus = 429)],
  ["a timeout", () => (stubOrigin.delays.addQuery = 1000)],
  ["unreachable", () => (stubOrigin.unreachable = true)],
];

for (const [failure, fail] of originFailures) {
  test.runIf(remoteMode())(`a remote origin answering ${failure} sends the enquiry to the queue and the visitor gets 202 and the received message`, async () => {
    const queue = holdQueue(env.ENQUIRY_QUEUE);
    const mobile = `98222001${String(originFailures.findIndex(([f]) => f === failure)).padStart(2, "0")}`;
    fail();
    const res = await sendEnquiry(mobile);
    expect(res.status).toBe(202);
    expect(((await res.json()) as { message: string }).message).toBe(M.received);
    expect(sentBodies<Delivery>(queue)).toMatchObject([{ name: "addQuery", body: { mobile } }]);
    expect(await ledger(mobile)).toMatchObject([{ originState: "queued", billable: 0 }]);
    expect(await originCopies(mobile)).toEqual([]);
    // A lead the queue will deliver is the trader's: once the number is verified it is billable.
    await confirmMobile(mobile);
    expect(await ledger(mobile)).toMatchObject([{ originState: "queued", billable: 1 }]);
    expectLogged("warn", /queued/);
  });
}

test.runIf(remoteMode())("a remote origin's final refusal (400) is shown to the visitor and nobody is billed", async () => {
  stubOrigin.postStatus = 400;
  const res = await sendEnquiry("9822200020");
  expect(res.status).toBe(400);
  expect(await ledger("9822200020")).toMatchObject([{ originState: "refused", billable: 0 }]);
});

test("an embedded origin whose database fails sends the enquiry to the queue with 202", async () => {
  const queue = holdQueue(env.ENQUIRY_QUEUE);
  if (remoteMode()) stubOrigin.down = true;
  else vi.spyOn(originPost, "addQuery").mockRejectedValue(new Error("D1 unavailable"));
  const res = await sendEnquiry("9822200021");
  expect(res.status).toBe(202);
  expect(sentBodies<Delivery>(queue)).toHaveLength(1);
  expectLogged("warn", /queued/);
});

test("when the ledger cannot record it, the enquiry is queued and recorded later with the time it was received", async () => {
  const queue = holdQueue(env.ENQUIRY_QUEUE);
  const prepare = env.DB.prepare.bind(env.DB);
  vi.spyOn(env.DB, "prepare").mockImplementation((sql: string) => {
    if (sql.includes("INTO lead")) throw new Error("D1 overloaded");
    return prepare(sql);
  });
  const res = await sendEnquiry("9822200022");
  expect(res.status).toBe(202);
  expect(await ledger("9822200022")).toEqual([]);
  const [delivery] = sentBodies<Delivery>(queue);
  expectLogged("warn", /not recorded now/);

  vi.restoreAllMocks();
  holdQueue(env.WEBHOOK_QUEUE);
  const result = await runQueue("enquiry-delivery", [{ body: { ...delivery!, receivedAt: delivery!.receivedAt - 3_600_000 } }]);
  expect(result.explicitAcks).toEqual(["m1"]);
  // Recorded as received, and like every lead not billable until its number is verified.
  expect(await ledger("9822200022")).toMatchObject([{ receivedAt: delivery!.receivedAt - 3_600_000, originState: "delivered", billable: 0 }]);
});

test("the time received travels with a queued enquiry and becomes its stored time", async () => {
  const queue = holdQueue(env.ENQUIRY_QUEUE);
  if (remoteMode()) stubOrigin.down = true;
  else vi.spyOn(originPost, "addQuery").mockRejectedValue(new Error("D1 unavailable"));
  expect((await sendEnquiry("9822200023")).status).toBe(202);
  const [delivery] = sentBodies<Delivery>(queue);
  const receivedAt = delivery!.receivedAt - 2 * 3_600_000; // delivered two hours after it was received

  vi.restoreAllMocks();
  stubOrigin.reset();
  const result = await runQueue("enquiry-delivery", [{ body: { ...delivery!, receivedAt }, attempts: 3 }]);
  expect(result.explicitAcks).toEqual(["m1"]);
  expect(await originCopies("9822200023")).toMatchObject([{ createdAt: receivedAt }]);
  expect(await ledger("9822200023")).toMatchObject([{ originState: "delivered" }]);
});

test("after the last retry a queued enquiry leaves a dead letter with its last error", async () => {
  if (remoteMode()) stubOrigin.down = true;
  else vi.spyOn(originPost, "addQuery").mockRejectedValue(new Error("D1 unavailable"));
  const body = { name: "addQuery", body: { mobile: "9822200024", pincode: "201301", typeOfQuery: "Contact", id: "dead-letter-000001" }, receivedAt: Date.now() };
  const retried = await runQueue("enquiry-delivery", [{ body, attempts: 8 }]);
  expect(retried.retryMessages.map((m) => m.msgId)).toEqual(["m1"]);
  const last = await runQueue("enquiry-delivery", [{ body, attempts: 9 }]);
  expect(last.explicitAcks).toEqual(["m1"]);
  const letters = await env.DB.prepare("SELECT channel, leadId, call, lastError, attempts FROM dead_letter WHERE leadId = ?").bind("dead-letter-000001").all();
  expect(letters.results).toMatchObject([{ channel: "origin", call: "addQuery", attempts: 9, lastError: expect.stringMatching(/did not answer|503|origin/i) }]);
  expectLogged("warn", /dead-lettered/);
});
