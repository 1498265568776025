import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import worker from "#worker/index";
import { type NotifyJob, queueTraderNotifications } from "#app/features/leads/server/notify";
import { readOutbox } from "#app/shared/messaging/local";
import { DEALER, admin, bodyText, browse, expectLogged, fetchWorker, holdQueue, ledger, postForm, sendEnquiry, sentBodies, signIn, traderSpeaks } from "./helpers";

// A billable lead reaches its trader's phone (docs/decisions/112): one SMS with the private lead
// link and, where the trader opted in and WhatsApp is set up, one WhatsApp template message —
// once per lead, through the lead-notifications queue with retries and dead letters.

const OTHER = { tName: "Aravali-E-Vehicles", traderName: "Aravali E-Vehicles" };
// A deployment's settings: real services need SITE_URL for the links they carry (tests/worker/lead-links.test.ts).
const KALEYRA = { SITE_URL: "https://evcatalogue.example", SMS_PROVIDER: "kaleyra", KALEYRA_SID: "HXIN0001", KALEYRA_API_KEY: "kaleyra-test-key", SMS_SENDER_ID: "EVCATL", SMS_LEAD_TEMPLATE_ID: "1107170000000000042" };
const CLOUD = { SITE_URL: "https://evcatalogue.example", WHATSAPP_PROVIDER: "cloud", WHATSAPP_PHONE_NUMBER_ID: "106540352242922", WHATSAPP_ACCESS_TOKEN: "wa-test-token" };

afterEach(() => vi.restoreAllMocks());
// These traders chose English (a trader that chose nothing is told in Hindi: tests/worker/lead-staff-notify.test.ts).
beforeAll(async () => {
  await traderSpeaks(DEALER.tName, "en");
  await traderSpeaks(OTHER.tName, "en");
});

async function setPhone(tName: string, contact: { notifyPhone: string; whatsapp?: boolean; publicPhone?: string }) {
  const res = await admin(`/traders/${tName}/contact`, { method: "PUT", body: JSON.stringify({ whatsapp: false, publicPhone: "", ...contact }) });
  expect(res.status).toBe(200);
}

/** Queue sends recorded, not delivered: the test runs the consumer itself. */
function holdNotifications() {
  const batch = vi.spyOn(env.NOTIFY_QUEUE, "sendBatch").mockResolvedValue(undefined as unknown as QueueSendBatchResponse);
  const single = holdQueue(env.NOTIFY_QUEUE);
  // A second hold in one test is the same spy: only what is sent from now on counts.
  batch.mockClear();
  single.mockClear();
  return () => [...batch.mock.calls.flatMap(([messages]) => [...messages].map((m) => m.body as NotifyJob)), ...sentBodies<NotifyJob>(single)];
}

/**
 * A lead of the trader that is billable (marked as the fair-billing step marks it), and the jobs
 * queued for it however often it was handed to queueTraderNotifications.
 */
async function billableLead(mobile: string, extra: Record<string, unknown> = {}, times = 1, vars: Partial<Env> = {}) {
  const jobs = holdNotifications();
  expect((await sendEnquiry(mobile, extra)).status).toBe(200);
  const { id } = (await ledger(mobile)).at(-1)!;
  // Billable means confirmed (docs/decisions/111): its number verified too, so its trader reads it whole.
  await env.DB.prepare("UPDATE lead SET billable = 1, verifiedAt = receivedAt WHERE id = ?1 AND duplicate = 0 AND match = 'matched'").bind(id).run();
  for (let i = 0; i < times; i++) await queueTraderNotifications({ ...env, ...vars }, [{ id }]);
  return { id, jobs: jobs() };
}

/** The Worker's queue consumer on these messages, with some variables changed. */
async function runNotifications(messages: { body: NotifyJob; attempts?: number }[], vars: Partial<Env> = {}) {
  const batch = createMessageBatch<NotifyJob>(
    "lead-notifications",
    messages.map((m, i) => ({ id: `m${i + 1}`, timestamp: new Date(), attempts: m.attempts ?? 1, body: m.body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<never>, { ...env, ...vars }, ctx);
  return getQueueResult(batch, ctx);
}

const notification = (leadId: string, channel: string) =>
  env.DB.prepare("SELECT * FROM lead_notification WHERE leadId = ?1 AND channel = ?2").bind(leadId, channel).first<{ state: string; attempts: number; lastError: string; recipient: string }>();

test("a billable lead sends its trader one SMS with the private lead link, once, however often it is queued", async () => {
  await setPhone(DEALER.tName, { notifyPhone: "+91 98111 22301" });
  const { id, jobs } = await billableLead("9877700001", {}, 3);
  expect(jobs).toEqual([{ leadId: id, channel: "sms", recipient: "+919811122301" }]);
  // The queue delivers at least once: the job twice in one batch, and once more later.
  expect((await runNotifications([{ body: jobs[0]! }, { body: jobs[0]! }])).explicitAcks.sort()).toEqual(["m1", "m2"]);
  await Promise.all([runNotifications([{ body: jobs[0]!, attempts: 2 }]), runNotifications([{ body: jobs[0]!, attempts: 2 }])]);

  const sms = await readOutbox(env.DB, { to: "9811122301" });
  expect(sms).toHaveLength(1);
  expect(sms[0]).toMatchObject({ channel: "sms", to: "+919811122301", kind: "lead" });
  const link = /See your leads: (http:\/\/localhost:8787\/leads\/[A-Za-z0-9_-]{43})$/.exec(sms[0]!.text)?.[1];
  expect(sms[0]!.text).toBe(`New lead on EV Catalogue India: A buyer, +91 98777 00001, asks about Mahindra Treo in Noida. See your leads: ${link}`);
  const page = await fetchWorker(new URL(link!).pathname);
  expect(page.status).toBe(200);
  expect(bodyText(await page.text())).toContain("+91 98777 00001");
  expect(await notification(id, "sms")).toMatchObject({ state: "sent", attempts: 1, recipient: "+919811122301" });
});

test("every message carries the trader's one link for messages; once the operator revokes its links, the next carries a new one", async () => {
  await setPhone(DEALER.tName, { notifyPhone: "9811122302" });
  const links: string[] = [];
  for (const mobile of ["9877700011", "9877700012", "9877700013"]) {
    const { jobs } = await billableLead(mobile);
    await runNotifications(jobs.map((body) => ({ body })));
    links.push(/(http\S+)$/.exec((await readOutbox(env.DB, { to: "9811122302", limit: 1 }))[0]!.text)![1]!);
    if (links.length === 2) await admin(`/traders/${DEALER.tName}/lead-link`, { method: "DELETE" });
  }
  expect(links[1]).toBe(links[0]);
  expect(links[2]).not.toBe(links[0]);
  expect((await fetchWorker(new URL(links[0]!).pathname)).status).toBe(404);
  expect((await fetchWorker(new URL(links[2]!).pathname)).status).toBe(200);
});

test("WhatsApp goes only to a trader who opted in, where the provider is configured", async () => {
  await setPhone(DEALER.tName, { notifyPhone: "9811122303", whatsapp: true });
  await setPhone(OTHER.tName, { notifyPhone: "9811122304", whatsapp: false });
  const optedIn = await billableLead("9877700021");
  expect(optedIn.jobs).toEqual([
    { leadId: optedIn.id, channel: "sms", recipient: "+919811122303" },
    { leadId: optedIn.id, channel: "whatsapp", recipient: "+919811122303" },
  ]);
  expect((await billableLead("9877700022", { tName: OTHER.tName })).jobs.map((j) => j.channel)).toEqual(["sms"]);
  // Meta's Cloud API named, but no approved template: no WhatsApp.
  expect((await billableLead("9877700023", {}, 1, CLOUD)).jobs.map((j) => j.channel)).toEqual(["sms"]);

  // The local outbox records it as the template message it would be.
  await runNotifications(optedIn.jobs.map((body) => ({ body })));
  const [whatsapp] = (await readOutbox(env.DB, { to: "9811122303" })).filter((m) => m.channel === "whatsapp");
  expect(whatsapp).toMatchObject({ to: "+919811122303", params: ["A buyer", "+91 98777 00021", "Mahindra Treo", "Noida", expect.stringMatching(/^http:\/\/localhost:8787\/leads\//)] });

  // With the Cloud API and a template: the documented template message, once.
  const sent: unknown[] = [];
  const onward = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith("https://graph.facebook.com/")) return onward(input, init);
    sent.push({ url: request.url, auth: request.headers.get("Authorization"), body: await request.json() });
    return Response.json({ messages: [{ id: "wamid.HBgM" }] });
  });
  const cloud = { ...CLOUD, WHATSAPP_LEAD_TEMPLATE: "new_lead", WHATSAPP_TEMPLATE_LANGUAGE: "en" };
  const lead = await billableLead("9877700024", {}, 2, cloud);
  const whatsappJob = lead.jobs.find((j) => j.channel === "whatsapp")!;
  await runNotifications([{ body: whatsappJob }, { body: whatsappJob }], cloud);
  expect(sent).toEqual([
    {
      url: "https://graph.facebook.com/v21.0/106540352242922/messages",
      auth: "Bearer wa-test-token",
      body: {
        messaging_product: "whatsapp", recipient_type: "individual", to: "919811122303", type: "template",
        template: { name: "new_lead", language: { code: "en" }, components: [{ type: "body", parameters: expect.arrayContaining([{ type: "text", text: "+91 98777 00024" }]) }] },
      },
    },
  ]);
  expect(await notification(lead.id, "whatsapp")).toMatchObject({ state: "sent" });
});

test("a failed SMS is retried, then dead-lettered and retried from the console", async () => {
  await setPhone(DEALER.tName, { notifyPhone: "9811122305" });
  let answer = 503;
  const calls: string[] = [];
  const onward = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith("https://api.in.kaleyra.io/")) return onward(input, init);
    calls.push(new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer())).get("template_id") ?? "");
    return answer === 200 ? Response.json({ id: "kal-1" }) : Response.json({ message: "busy" }, { status: answer });
  });
  const { id, jobs } = await billableLead("9877700031", {}, 1, KALEYRA);
  const [job] = jobs;
  expect((await runNotifications([{ body: job! }], KALEYRA)).retryMessages.map((m) => m.msgId)).toEqual(["m1"]);
  expect(await notification(id, "sms")).toMatchObject({ state: "pending", lastError: "kaleyra: HTTP 503: busy" });
  // The last attempt (wrangler.toml: 7 retries) leaves a dead letter and stops.
  expect((await runNotifications([{ body: job!, attempts: 8 }], KALEYRA)).explicitAcks).toEqual(["m1"]);
  expect(await notification(id, "sms")).toMatchObject({ state: "failed" });
  const letters = (await (await admin("/dead-letters")).json()) as { id: number; channel: string; leadId: string; lastError: string }[];
  const letter = letters.find((l) => l.leadId === id)!;
  expect(letter).toMatchObject({ channel: "sms", lastError: "kaleyra: HTTP 503: busy" });

  const b = await signIn();
  expect(bodyText(await (await browse(b, "/admin/deliveries")).text())).toContain("Lead by SMS to the trader's phone");
  const requeued = holdQueue(env.NOTIFY_QUEUE);
  expect((await postForm(b, "/admin/deliveries", { id: String(letter.id) })).status).toBe(200);
  const again = sentBodies<NotifyJob>(requeued);
  expect(again).toEqual([{ leadId: id, channel: "sms", recipient: expect.stringMatching(/^\+91\d{10}$/) }]);
  answer = 200;
  await runNotifications([{ body: again[0]! }, { body: again[0]! }], KALEYRA);
  expect(calls).toEqual(["1107170000000000042", "1107170000000000042", "1107170000000000042"]);
  expect(await notification(id, "sms")).toMatchObject({ state: "sent" });
});

test("a refusal that will not change, or a missing template id, is a dead letter at once", async () => {
  await setPhone(DEALER.tName, { notifyPhone: "9811122306" });
  const onward = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) =>
    new Request(input, init).url.startsWith("https://api.in.kaleyra.io/") ? Response.json({ error: { to: "invalid" } }, { status: 400 }) : onward(input, init),
  );
  const refused = await billableLead("9877700041", {}, 1, KALEYRA);
  expect((await runNotifications(refused.jobs.map((body) => ({ body })), KALEYRA)).explicitAcks).toEqual(["m1"]);
  expect(await notification(refused.id, "sms")).toMatchObject({ state: "failed", lastError: expect.stringMatching(/HTTP 400/) });

  const unset = await billableLead("9877700042", {}, 1, KALEYRA);
  await runNotifications(unset.jobs.map((body) => ({ body })), { ...KALEYRA, SMS_LEAD_TEMPLATE_ID: "" });
  expect(await notification(unset.id, "sms")).toMatchObject({ state: "failed", lastError: "SMS_LEAD_TEMPLATE_ID is not set" });
  expectLogged("error", /messaging is misconfigured/);
});

test("a trader without a phone gets no message, and its console page says so", async () => {
  await setPhone(DEALER.tName, { notifyPhone: "" });
  expect((await billableLead("9877700051")).jobs).toEqual([]);
  const b = await signIn();
  expect(bodyText(await (await browse(b, `/admin/traders/${DEALER.tName}?tab=phones`)).text())).toContain("No mobile for leads: this trader gets no SMS or WhatsApp message");

  // A phone removed after the lead was queued: nothing is sent.
  await setPhone(DEALER.tName, { notifyPhone: "9811122307" });
  const { id, jobs } = await billableLead("9877700052");
  await setPhone(DEALER.tName, { notifyPhone: "" });
  await runNotifications(jobs.map((body) => ({ body })));
  expect(await readOutbox(env.DB, { to: "9811122307" })).toEqual([]);
  expect(await notification(id, "sms")).toMatchObject({ state: "none" });
});

test("a lead that is not billable — a duplicate, an unmatched model — gets no message", async () => {
  await setPhone(DEALER.tName, { notifyPhone: "9811122308" });
  await billableLead("9877700061");
  expect((await billableLead("9877700061")).jobs).toEqual([]); // the same buyer, trader and model within 30 days
  expect((await billableLead("9877700062", { modelName: "Treo Ultra" })).jobs).toEqual([]);
});
