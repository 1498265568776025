import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { EnquirySchema } from "#app/shared/enquiry";
import type { Delivery } from "#worker/bff/enquiry-queue";
import { originPost } from "#worker/origin";
import { expectLogged, postApi, remoteMode } from "./helpers";
import { stubOrigin } from "./stub-origin";
import worker from "#worker/index";

afterEach(() => vi.restoreAllMocks());

const enquiry = (mobile: string) => ({ mobile, pincode: "226001", typeOfQuery: "Dealer", tName: "Any-Dealer", modelName: "Treo" });

function takeOriginDown() {
  if (remoteMode()) stubOrigin.down = true;
  else vi.spyOn(originPost, "addQuery").mockRejectedValue(new Error("D1 unavailable"));
}

async function leads(mobile: string) {
  const { results } = await env.DB.prepare("SELECT id FROM enquiry WHERE mobile = ?").bind(mobile).all<{ id: string }>();
  return results;
}

test("when the origin is down the enquiry is queued and the visitor is told it was received", async () => {
  takeOriginDown();
  const sent = vi.spyOn(env.ENQUIRY_QUEUE, "send");
  const res = await postApi("addQuery", enquiry("9876533333"));
  expect(res.status).toBe(202);
  expect(await res.text()).toMatch(/received/i);
  expect(sent).toHaveBeenCalledTimes(1);
  const delivery = sent.mock.calls[0]![0] as Delivery;
  expect(delivery.name).toBe("addQuery");
  expect(delivery.body.id).toEqual(expect.any(String));
  expect(await leads("9876533333")).toHaveLength(0);
  expectLogged("warn", /queued/);
});

test("a queued enquiry is delivered once after the origin recovers, even when delivered twice", async () => {
  const delivery: Delivery = {
    name: "addQuery",
    body: EnquirySchema.parse({ ...enquiry("9876544444"), id: "queued-enquiry-0001" }),
    receivedAt: Date.now(),
  };
  takeOriginDown();
  const failing = createMessageBatch<Delivery>("enquiry-delivery", [{ id: "m1", timestamp: new Date(), attempts: 1, body: delivery }]);
  const ctx1 = createExecutionContext();
  await worker.queue(failing, env, ctx1);
  const first = await getQueueResult(failing, ctx1);
  expect(first.retryMessages.map((m) => m.msgId)).toEqual(["m1"]);
  expect(await leads("9876544444")).toHaveLength(0);
  expectLogged("warn", /enquiry delivery failed; retrying/);

  vi.restoreAllMocks();
  stubOrigin.down = false;
  const again = createMessageBatch<Delivery>("enquiry-delivery", [
    { id: "m2", timestamp: new Date(), attempts: 2, body: delivery },
    { id: "m3", timestamp: new Date(), attempts: 2, body: delivery },
  ]);
  const ctx2 = createExecutionContext();
  await worker.queue(again, env, ctx2);
  const second = await getQueueResult(again, ctx2);
  expect(second.explicitAcks.sort()).toEqual(["m2", "m3"]);
  expect(await leads("9876544444")).toHaveLength(1);
});
