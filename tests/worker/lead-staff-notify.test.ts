import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import worker from "#worker/index";
import { type NotifyJob, queueTraderNotifications } from "#app/features/leads/server/notify";
import { readOutbox } from "#app/shared/messaging/local";
import { withdrawConsent } from "#app/features/privacy/server/erasure";
import { DEALER, ledger, runQueue, sendEnquiry, stopClockAt, traderSpeaks } from "./helpers";

// New-lead messages the seller controls (docs/decisions/166): each staff number whose flags take
// them gets the lead by SMS and WhatsApp, in the trader's language (Hindi unless it chose English);
// during the trader's quiet hours (IST) they are held, never lost, and go when the quiet ends.

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const ist = (date: string, time: string) => Date.parse(`${date}T${time}:00+05:30`);
const FIVE_MINUTES = "*/5 * * * *";

/** The trader's whole staff from now on (the sample's owner and shared staff replaced). */
async function staff(tName: string, rows: { mobile: string; role?: "owner" | "staff"; sms: 0 | 1; whatsapp: 0 | 1 }[]) {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM trader_staff WHERE tName = ?1").bind(tName),
    ...rows.map((r) =>
      env.DB.prepare("INSERT OR REPLACE INTO trader_staff (tName, mobile, name, role, newLeadSms, newLeadWhatsapp, addedAt) VALUES (?1, ?2, '', ?3, ?4, ?5, 0)")
        .bind(tName, r.mobile, r.role ?? "staff", r.sms, r.whatsapp),
    ),
  ]);
}

/** What is put on the lead-notifications queue from now on (held: the test runs the consumer). */
function queued() {
  const batch = vi.spyOn(env.NOTIFY_QUEUE, "sendBatch").mockResolvedValue(undefined as unknown as QueueSendBatchResponse);
  return () => batch.mock.calls.flatMap(([messages]) => [...messages].map((m) => m.body as NotifyJob));
}

/** A billable lead of DEALER's from `mobile`, its messages made at `at`; the jobs queued for it. */
async function billableLead(mobile: string, at: number) {
  const jobs = queued();
  expect((await sendEnquiry(mobile)).status).toBe(200);
  const { id } = (await ledger(mobile)).at(-1)!;
  await env.DB.prepare("UPDATE lead SET billable = 1, verifiedAt = receivedAt WHERE id = ?1").bind(id).run();
  await queueTraderNotifications(env, [{ id }], at);
  return { id, jobs: jobs() };
}

const rowsOf = (leadId: string) =>
  env.DB.prepare("SELECT channel, recipient, audience, language, state, holdUntil FROM lead_notification WHERE leadId = ?1 ORDER BY recipient, channel")
    .bind(leadId)
    .all()
    .then((r) => r.results);

test("a new lead goes to each staff number whose flags take it, on the channels it chose, and to no other", async () => {
  await traderSpeaks(DEALER.tName, "en");
  await staff(DEALER.tName, [
    { mobile: "9811177701", role: "owner", sms: 1, whatsapp: 1 },
    { mobile: "9811177702", sms: 1, whatsapp: 0 },
    { mobile: "9811177703", sms: 0, whatsapp: 0 },
    { mobile: "9811177704", sms: 0, whatsapp: 1 },
  ]);
  const { id, jobs } = await billableLead("9877711001", ist("2026-12-01", "11:00"));
  expect(jobs).toEqual([
    { leadId: id, channel: "sms", recipient: "+919811177701" },
    { leadId: id, channel: "whatsapp", recipient: "+919811177701" },
    { leadId: id, channel: "sms", recipient: "+919811177702" },
    { leadId: id, channel: "whatsapp", recipient: "+919811177704" },
  ]);
  await runQueue("lead-notifications", jobs.map((body) => ({ body })));
  expect((await readOutbox(env.DB, { to: "9811177701" })).map((m) => m.channel).sort()).toEqual(["sms", "whatsapp"]);
  expect((await readOutbox(env.DB, { to: "9811177702" })).map((m) => m.channel)).toEqual(["sms"]);
  expect(await readOutbox(env.DB, { to: "9811177703" })).toEqual([]);
  expect((await readOutbox(env.DB, { to: "9811177704" })).map((m) => m.channel)).toEqual(["whatsapp"]);
  // Once per lead and number, however often it is queued again.
  await queueTraderNotifications(env, [{ id }], ist("2026-12-01", "11:01"));
  await runQueue("lead-notifications", jobs.map((body) => ({ body })));
  expect(await readOutbox(env.DB, { to: "9811177702" })).toHaveLength(1);
});

test("a number whose SMS was turned off after the lead was queued is not sent it", async () => {
  await traderSpeaks(DEALER.tName, "en");
  await staff(DEALER.tName, [{ mobile: "9811177711", sms: 1, whatsapp: 0 }]);
  const { id, jobs } = await billableLead("9877711002", ist("2026-12-01", "11:00"));
  const mine = jobs.filter((j) => j.recipient === "+919811177711");
  expect(mine).toHaveLength(1);
  await staff(DEALER.tName, [{ mobile: "9811177711", sms: 0, whatsapp: 0 }]);
  await runQueue("lead-notifications", mine.map((body) => ({ body })));
  expect(await readOutbox(env.DB, { to: "9811177711" })).toEqual([]);
  expect(await rowsOf(id)).toContainEqual(expect.objectContaining({ recipient: "+919811177711", state: "none" }));
});

test("a trader that chose no language is told of a lead in Hindi, one that chose English in English, by SMS and WhatsApp alike", async () => {
  const OTHER = "Aravali-E-Vehicles";
  await staff(OTHER, [{ mobile: "9811177721", role: "owner", sms: 1, whatsapp: 1 }]);
  const jobs = queued();
  expect((await sendEnquiry("9877711003", { tName: OTHER })).status).toBe(200);
  const { id } = (await ledger("9877711003")).at(-1)!;
  await env.DB.prepare("UPDATE lead SET billable = 1, verifiedAt = receivedAt WHERE id = ?1").bind(id).run();
  await queueTraderNotifications(env, [{ id }], ist("2026-12-01", "11:00"));
  await runQueue("lead-notifications", jobs().map((body) => ({ body })));
  const [whatsapp, sms] = [...(await readOutbox(env.DB, { to: "9811177721" }))].sort((a, b) => b.channel.localeCompare(a.channel));
  // the Hindi template: {name} एक ग्राहक (no name given), {mobile} +91 98777 11003, {town} Noida, {model} Mahindra Treo
  expect(sms!.text).toMatch(/^EV Catalogue India पर नई लीड: एक ग्राहक, \+91 98777 11003, Noida में Mahindra Treo के बारे में पूछ रहे हैं। अपनी लीड देखें: http:\/\/localhost:8787\/\S+$/);
  expect(sms!.language).toBe("hi");
  expect(whatsapp).toMatchObject({ channel: "whatsapp", language: "hi", params: ["एक ग्राहक", "+91 98777 11003", "Mahindra Treo", "Noida", expect.stringMatching(/^http:\/\/localhost:8787\//)] });

  await traderSpeaks(DEALER.tName, "en");
  await staff(DEALER.tName, [{ mobile: "9811177722", sms: 1, whatsapp: 0 }]);
  const english = await billableLead("9877711004", ist("2026-12-01", "11:00"));
  await runQueue("lead-notifications", english.jobs.map((body) => ({ body })));
  const [inEnglish] = await readOutbox(env.DB, { to: "9811177722" });
  expect(inEnglish!.text).toMatch(/^New lead on EV Catalogue India: A buyer, \+91 98777 11004, asks about Mahindra Treo in Noida\. See your leads: http:\/\/localhost:8787\/leads\/[\w-]{43}$/);
  expect(inEnglish!.language).toBe("en");
});

test("during quiet hours from 21:00 to 07:00 IST a lead's messages are held, never lost, and go when the quiet ends at 07:00", async () => {
  await traderSpeaks(DEALER.tName, "en", { from: 21 * 60, until: 7 * 60 }); // 1260 and 420 minutes after IST midnight
  await staff(DEALER.tName, [{ mobile: "9811177731", sms: 1, whatsapp: 1 }]);
  // 22:30 IST on 1 Dec: held until 07:00 IST on 2 Dec
  const { id, jobs } = await billableLead("9877711005", ist("2026-12-01", "22:30"));
  expect(jobs.filter((j) => j.recipient === "+919811177731")).toEqual([]);
  const held = (await rowsOf(id)).filter((r) => r.recipient === "+919811177731");
  expect(held).toEqual([
    { channel: "sms", recipient: "+919811177731", audience: "trader", language: "en", state: "held", holdUntil: ist("2026-12-02", "07:00") },
    { channel: "whatsapp", recipient: "+919811177731", audience: "trader", language: "en", state: "held", holdUntil: ist("2026-12-02", "07:00") },
  ]);

  // The five-minute run at 06:55 IST leaves them held; the one at 07:00 IST queues them, once.
  const released = queued();
  await worker.scheduled(createScheduledController({ scheduledTime: ist("2026-12-02", "06:55"), cron: FIVE_MINUTES }), env);
  expect(released().filter((j) => j.leadId === id)).toEqual([]);
  await Promise.all([
    worker.scheduled(createScheduledController({ scheduledTime: ist("2026-12-02", "07:00"), cron: FIVE_MINUTES }), env),
    worker.scheduled(createScheduledController({ scheduledTime: ist("2026-12-02", "07:00"), cron: FIVE_MINUTES }), env),
  ]);
  // (the trader's numbers of the tests before are released with them; this one's, each once)
  const out = released().filter((j) => j.leadId === id && j.recipient === "+919811177731");
  expect(out).toEqual([
    { leadId: id, channel: "sms", recipient: "+919811177731" },
    { leadId: id, channel: "whatsapp", recipient: "+919811177731" },
  ]);
  stopClockAt(ist("2026-12-02", "07:00"));
  await runQueue("lead-notifications", out.map((body) => ({ body })));
  expect((await readOutbox(env.DB, { to: "9811177731" })).map((m) => m.channel).sort()).toEqual(["sms", "whatsapp"]);
});

test("a message that comes due during quiet hours (a retry, a resend) is held again until they end", async () => {
  await traderSpeaks(DEALER.tName, "hi", { from: 13 * 60, until: 15 * 60 }); // 13:00–15:00 IST: 780–900
  await staff(DEALER.tName, [{ mobile: "9811177741", sms: 1, whatsapp: 0 }]);
  const { id, jobs } = await billableLead("9877711006", ist("2026-12-01", "12:58"));
  const mine = jobs.filter((j) => j.recipient === "+919811177741");
  expect(mine).toHaveLength(1);
  // The queue delivers it at 13:02 IST, inside the quiet hours: held until 15:00 IST the same day.
  stopClockAt(ist("2026-12-01", "13:02"));
  await runQueue("lead-notifications", mine.map((body) => ({ body })));
  expect(await readOutbox(env.DB, { to: "9811177741" })).toEqual([]);
  expect((await rowsOf(id)).find((r) => r.recipient === "+919811177741")).toMatchObject({ state: "held", holdUntil: ist("2026-12-01", "15:00") });
});

test("a buyer who withdraws while a lead's messages are held through quiet hours stops them: the quiet's end sends nothing", async () => {
  await traderSpeaks(DEALER.tName, "en", { from: 21 * 60, until: 7 * 60 });
  await staff(DEALER.tName, [{ mobile: "9811177751", sms: 1, whatsapp: 0 }]);
  const { id } = await billableLead("9877711007", ist("2026-12-01", "23:00"));
  expect((await rowsOf(id)).find((r) => r.recipient === "+919811177751")).toMatchObject({ state: "held" });
  await withdrawConsent(env.DB, "9877711007", null, ist("2026-12-01", "23:30"));
  expect((await rowsOf(id)).every((r) => r.state === "none")).toBe(true);
  const released = queued();
  await worker.scheduled(createScheduledController({ scheduledTime: ist("2026-12-02", "07:00"), cron: FIVE_MINUTES }), env);
  expect(released().filter((j) => j.leadId === id)).toEqual([]);
});
