import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import worker from "#worker/index";
import { type NotifyJob, queueTraderNotifications } from "#app/features/leads/server/notify";
import { readOutbox } from "#app/shared/messaging/local";
import { ADMIN_TOKEN, DEALER, admin, expectLogged, fetchWorkerWithEnv, holdQueue, ledger, sendEnquiry, sentBodies, traderSpeaks } from "./helpers";

// The lead link a trader's message carries is built from SITE_URL; a message that would leave for
// a real phone without it (or with one naming this machine) is never sent with a localhost link
// (app/features/leads/server/notify-link.ts messageLinkOrigin).

afterEach(() => vi.restoreAllMocks());

const KALEYRA = { SMS_PROVIDER: "kaleyra", KALEYRA_SID: "HXIN0001", KALEYRA_API_KEY: "kaleyra-test-key", SMS_SENDER_ID: "EVCATL", SMS_LEAD_TEMPLATE_ID: "1107170000000000042" };

async function billableLead(mobile: string, vars: Partial<Env>): Promise<{ id: string; job: NotifyJob }> {
  const held = holdQueue(env.NOTIFY_QUEUE);
  const batch = vi.spyOn(env.NOTIFY_QUEUE, "sendBatch").mockResolvedValue(undefined as unknown as QueueSendBatchResponse);
  expect((await sendEnquiry(mobile)).status).toBe(200);
  const { id } = (await ledger(mobile)).at(-1)!;
  await env.DB.prepare("UPDATE lead SET billable = 1, verifiedAt = receivedAt WHERE id = ?1").bind(id).run();
  await queueTraderNotifications({ ...env, ...vars }, [{ id }]);
  const jobs = [...batch.mock.calls.flatMap(([messages]) => [...messages].map((m) => m.body as NotifyJob)), ...sentBodies<NotifyJob>(held)];
  batch.mockRestore();
  held.mockRestore();
  return { id, job: jobs.find((j) => j.channel === "sms")! };
}

async function deliver(job: NotifyJob, vars: Partial<Env>) {
  const batch = createMessageBatch<NotifyJob>("lead-notifications", [{ id: "m1", timestamp: new Date(), attempts: 1, body: job }]);
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<never>, { ...env, ...vars }, ctx);
  return getQueueResult(batch, ctx);
}

/** Kaleyra's SMS API answered here; each text it was asked to send is kept. */
function kaleyraTexts(): string[] {
  const texts: string[] = [];
  const onward = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith("https://api.in.kaleyra.io/")) return onward(input, init);
    texts.push(new URLSearchParams(await request.text()).get("body") ?? "");
    return Response.json({ id: "kal-1" });
  });
  return texts;
}

// The trader chose English for its messages.
beforeAll(() => traderSpeaks(DEALER.tName, "en"));

test("a lead's SMS to a real phone carries a link on SITE_URL", async () => {
  await admin(`/traders/${DEALER.tName}/contact`, { method: "PUT", body: JSON.stringify({ notifyPhone: "9811155501", whatsapp: false, publicPhone: "" }) });
  const texts = kaleyraTexts();
  const vars = { ...KALEYRA, SITE_URL: "https://evcatalogue.example" };
  const { job } = await billableLead("9877755501", vars);
  await deliver(job, vars);
  expect(texts).toHaveLength(1);
  expect(texts[0]).toMatch(/See your leads: https:\/\/evcatalogue\.example\/leads\/[\w-]{43}$/);
});

test("without SITE_URL, or with one naming this machine, a message for a real phone is not sent: a dead letter that says why", async () => {
  await admin(`/traders/${DEALER.tName}/contact`, { method: "PUT", body: JSON.stringify({ notifyPhone: "9811155502", whatsapp: false, publicPhone: "" }) });
  const texts = kaleyraTexts();
  for (const [mobile, siteUrl] of [["9877755502", ""], ["9877755503", "http://localhost:8787"], ["9877755504", "http://127.0.0.1:8807"]] as const) {
    const vars = { ...KALEYRA, SITE_URL: siteUrl };
    const { id, job } = await billableLead(mobile, vars);
    expect((await deliver(job, vars)).explicitAcks, siteUrl).toEqual(["m1"]);
    const state = await env.DB.prepare("SELECT state, lastError FROM lead_notification WHERE leadId = ?1 AND channel = 'sms'").bind(id).first();
    expect(state, siteUrl).toEqual({ state: "failed", lastError: expect.stringMatching(/^SITE_URL is not set, or names this machine/) });
  }
  expect(texts).toEqual([]);
  expectLogged("error", /messaging is misconfigured/);
  // Kept in the local outbox (nothing leaves), a local run's link is fine.
  const { job } = await billableLead("9877755505", {});
  await deliver(job, {});
  expect((await readOutbox(env.DB, { to: "9811155502" }))[0]?.text).toMatch(/See your leads: http:\/\/localhost:8787\/leads\//);
});

test("the operator API makes a trader's lead link on SITE_URL, not on the host the operator's request named", async () => {
  const res = await fetchWorkerWithEnv({ SITE_URL: "https://evcatalogue.example" }, `http://console.internal.example/admin/api/traders/${DEALER.tName}/lead-link`, {
    method: "POST",
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(res.status).toBe(201);
  expect(new URL(((await res.json()) as { url: string }).url).origin).toBe("https://evcatalogue.example");
});
