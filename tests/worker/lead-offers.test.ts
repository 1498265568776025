import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import worker from "#worker/index";
import type { NotifyJob } from "#app/features/leads/server/notify";
import { readOutbox } from "#app/shared/messaging/local";
import { admin, bodyText, browse, codeSentTo, expectLogged, postApi, runQueue, sendEnquiry, signIn, stopClockAt, verifiedEnquiry } from "./helpers";

// Speed to lead (docs/decisions/166): a confirmed lead no seller of its enquiry has called within
// LEAD_RESPONSE_MINUTES (30) of business hours (LEAD_BUSINESS_HOURS, 09:00–19:00 IST) is offered
// to the next nearest active dealer within reach that has not had it, up to 3 sellers an enquiry,
// by the five-minute run; the buyer is told by SMS who else will call, in the enquiry's language.
//
// A Noida buyer (201301) asking about Mahindra, naming no dealer: its active Mahindra dealers
// within 150 km, nearest first by routing's tiers (docs/decisions/110, 162): Shree Ganesh E-Motors
// in Noida (the buyer's town), Gupta & Sons Automobiles in Ghaziabad (another district of Uttar
// Pradesh), Aravali E-Vehicles in Gurgaon (another state, about 35 km). LEAD_FIRST_DEALERS is 1:
// the enquiry first goes to Shree Ganesh alone.

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const ist = (date: string, time: string) => Date.parse(`${date}T${time}:00+05:30`);
const MINUTE = 60_000;
const noida = { tName: "", typeOfQuery: "Contact to Talk Dealer", brandName: "Mahindra", modelName: "", cityName: "Noida", pincode: "201301" };
const GUPTA = { tName: "Gupta-Sons-Automobiles", traderName: "Gupta & Sons Automobiles" };
const ARAVALI = { tName: "Aravali-E-Vehicles", traderName: "Aravali E-Vehicles" };

const run = (at: number) => worker.scheduled(createScheduledController({ scheduledTime: at, cron: "*/5 * * * *" }), env);

type Row = { id: string; enquiryId: string; traderTName: string; routedBy: string; billable: number; duplicate: number; verifiedAt: number; receivedAt: number; consentSellers: string };
const copies = async (mobile: string) =>
  (await env.DB.prepare("SELECT * FROM lead WHERE mobile = ?1 ORDER BY receivedAt, id").bind(mobile).all<Row>()).results;

/** What is put on the lead-notifications queue from now on (held: the test runs the consumer). */
function queued() {
  const batch = vi.spyOn(env.NOTIFY_QUEUE, "sendBatch").mockResolvedValue(undefined as unknown as QueueSendBatchResponse);
  return () => batch.mock.calls.flatMap(([messages]) => [...messages].map((m) => m.body as NotifyJob));
}

const setPhones = async (tName: string, publicPhone: string, notifyPhone = "") =>
  expect((await admin(`/traders/${tName}/contact`, { method: "PUT", body: JSON.stringify({ notifyPhone, publicPhone }) })).status).toBe(200);

/** The enquiry sent and confirmed from a page in `lang`, with the clock stopped at `at`. */
async function confirmedAt(mobile: string, at: number, lang: "en" | "hi", extra: Record<string, unknown> = noida) {
  stopClockAt(at);
  expect((await sendEnquiry(mobile, extra)).status).toBe(200);
  expect((await postApi("sendOtp", { mobile, lang })).status).toBe(200);
  expect(await (await postApi("verify", { mobile, otp: await codeSentTo(mobile) })).json()).toMatchObject({ Status: "Success" });
}

test("a lead no seller called within 30 business minutes goes to the next nearest dealer, then the next, up to 3 sellers, and the buyer is told who will call with its number", async () => {
  await setPhones(GUPTA.tName, "9811188801", "9811188802");
  const t0 = ist("2026-12-01", "11:00");
  await confirmedAt("9877722001", t0, "en");
  const [first] = await copies("9877722001");
  expect(first).toMatchObject({ traderTName: "Shree-Ganesh-E-Motors", routedBy: "city", billable: 1, verifiedAt: t0 });

  // 11:29: 29 minutes, not yet
  await run(t0 + 29 * MINUTE);
  expect(await copies("9877722001")).toHaveLength(1);

  // 11:30: due. Two runs at once offer it once.
  const jobs = queued();
  await Promise.all([run(t0 + 30 * MINUTE), run(t0 + 30 * MINUTE)]);
  const [, second, ...none] = await copies("9877722001");
  expect(none).toEqual([]);
  expect(second).toMatchObject({
    id: `${first!.enquiryId}-2`, enquiryId: first!.enquiryId, traderTName: GUPTA.tName, routedBy: "reassigned",
    billable: 1, duplicate: 0, verifiedAt: t0 + 30 * MINUTE, receivedAt: t0 + 30 * MINUTE,
  });
  expect(JSON.parse(second!.consentSellers)).toEqual(["Shree Ganesh E-Motors", GUPTA.traderName]);

  // Notified as any new lead (its trader's mobile for leads, in Hindi: it chose no language), and the buyer once.
  const mine = jobs().filter((j) => j.leadId === second!.id);
  expect(mine).toEqual([{ leadId: second!.id, channel: "sms", recipient: "+919811188802" }, { leadId: second!.id, channel: "sms", recipient: "" }]);
  await runQueue("lead-notifications", mine.map((body) => ({ body })));
  const [toBuyer, ...more] = await readOutbox(env.DB, { to: "9877722001" });
  expect(toBuyer).toMatchObject({ kind: "notice", language: "en", text: "EV Catalogue India: Gupta & Sons Automobiles will also call you about your enquiry. You can call them on +91 98111 88801." });
  expect(more.map((m) => m.text)).toEqual([expect.stringMatching(/OTP/)]);
  expect((await readOutbox(env.DB, { to: "9811188802" }))[0]!.text).toMatch(/^EV Catalogue India पर नई लीड: एक ग्राहक, \+91 98777 22001, Noida में Mahindra के बारे में/);

  // 12:00: 30 minutes after Gupta's offer, the third and last; 12:30: the cap of 3 is reached.
  await run(t0 + 60 * MINUTE);
  await run(t0 + 90 * MINUTE);
  expect((await copies("9877722001")).map((r) => [r.traderTName, r.routedBy])).toEqual([
    ["Shree-Ganesh-E-Motors", "city"], [GUPTA.tName, "reassigned"], [ARAVALI.tName, "reassigned"],
  ]);
});

test("a lead one of its sellers has called is not offered to anyone else", async () => {
  const t0 = ist("2026-12-01", "11:00");
  await confirmedAt("9877722002", t0, "en");
  await env.DB.prepare("UPDATE lead SET contactedAt = ?2 WHERE mobile = ?1").bind("9877722002", t0 + 12 * MINUTE).run();
  await run(t0 + 30 * MINUTE);
  await run(t0 + 60 * MINUTE);
  expect((await copies("9877722002")).map((r) => r.traderTName)).toEqual(["Shree-Ganesh-E-Motors"]);
});

test("only business minutes count: a lead confirmed at 18:50 IST is offered on at 09:20 IST the next morning, not before", async () => {
  // 10 minutes to 19:00, then 20 from 09:00
  const t0 = ist("2026-12-01", "18:50");
  await confirmedAt("9877722003", t0, "en");
  await run(ist("2026-12-01", "19:30"));
  await run(ist("2026-12-02", "09:15"));
  expect(await copies("9877722003")).toHaveLength(1);
  await run(ist("2026-12-02", "09:20"));
  expect((await copies("9877722003")).map((r) => r.traderTName)).toEqual(["Shree-Ganesh-E-Motors", GUPTA.tName]);
});

test("the buyer who enquired on a Hindi page is told in Hindi, and a seller without a public number is named as one who will call", async () => {
  await setPhones(GUPTA.tName, "");
  const t0 = ist("2026-12-01", "11:00");
  await confirmedAt("9877722004", t0, "hi");
  const jobs = queued();
  await run(t0 + 30 * MINUTE);
  const [, second] = await copies("9877722004");
  await runQueue("lead-notifications", jobs().filter((j) => j.leadId === second!.id && j.recipient === "").map((body) => ({ body })));
  const [toBuyer] = await readOutbox(env.DB, { to: "9877722004" });
  expect(toBuyer).toMatchObject({ language: "hi", text: "EV Catalogue India: आपकी पूछताछ पर Gupta & Sons Automobiles भी आपको कॉल करेंगे।" });
});

test("an enquiry that named its dealer is not offered to another", async () => {
  const t0 = ist("2026-12-01", "11:00");
  await confirmedAt("9877722005", t0, "en", { ...noida, tName: "Shree-Ganesh-E-Motors", typeOfQuery: "Dealer" });
  await run(t0 + 30 * MINUTE);
  expect((await copies("9877722005")).map((r) => [r.traderTName, r.routedBy])).toEqual([["Shree-Ganesh-E-Motors", "named"]]);
});

test("when no dealer within reach is left the enquiry stops being offered", async () => {
  // Jezza near Noida: Noida E-Rickshaw Point (Noida) and Hindon E-Rickshaw Mart (Ghaziabad) are
  // active; Modi Nagar's is not, Kanpur's is beyond 150 km.
  const t0 = ist("2026-12-01", "11:00");
  await confirmedAt("9877722006", t0, "en", { ...noida, brandName: "Jezza" });
  await run(t0 + 30 * MINUTE);
  await run(t0 + 60 * MINUTE);
  const rows = await copies("9877722006");
  expect(rows.map((r) => r.traderTName)).toEqual(["Noida-E-Rickshaw-Point", "Hindon-E-Rickshaw-Mart"]);
  expect(await env.DB.prepare("SELECT endedAt FROM lead_offers_ended WHERE enquiryId = ?1").bind(rows[0]!.enquiryId).first("endedAt")).toBe(t0 + 60 * MINUTE);
});

test("a reassigned lead bills by the ledger's rule: a buyer this dealer already billed within 30 days is a duplicate, free", async () => {
  const t0 = ist("2026-12-01", "11:00");
  // The buyer asked Gupta & Sons about Mahindra by name first (billed), then asked naming no dealer.
  await confirmedAt("9877722007", t0 - 60 * MINUTE, "en", { ...noida, tName: GUPTA.tName, typeOfQuery: "Dealer" });
  stopClockAt(t0);
  await verifiedEnquiry("9877722007", noida);
  await run(t0 + 30 * MINUTE);
  const rows = await copies("9877722007");
  expect(rows.map((r) => [r.traderTName, r.routedBy, r.billable, r.duplicate])).toEqual([
    [GUPTA.tName, "named", 1, 0],
    ["Shree-Ganesh-E-Motors", "city", 1, 0],
    [GUPTA.tName, "reassigned", 0, 1],
  ]);
});

test("a buyer's SMS a real service cannot send without its template is a dead letter the console names as the buyer's", async () => {
  const t0 = ist("2026-12-01", "11:00");
  await confirmedAt("9877722008", t0, "en");
  const jobs = queued();
  await run(t0 + 30 * MINUTE);
  const [, second] = await copies("9877722008");
  const notice = jobs().filter((j) => j.leadId === second!.id && j.recipient === "");
  // Kaleyra set up, but no template registered for this SMS: a deployment's mistake, said at once.
  const kaleyra = { SITE_URL: "https://evcatalogue.example", SMS_PROVIDER: "kaleyra", KALEYRA_SID: "HXIN0001", KALEYRA_API_KEY: "k", SMS_SENDER_ID: "EVCATL" };
  const batch = createMessageBatch<NotifyJob>("lead-notifications", notice.map((body, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: 1, body })));
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<never>, { ...env, ...kaleyra }, ctx);
  await getQueueResult(batch, ctx);
  expectLogged("error", /messaging is misconfigured.*SMS_ALSO_CALLS_TEMPLATE_ID is not set/);
  expect(await readOutbox(env.DB, { to: "9877722008" })).toHaveLength(1); // the code's SMS only
  const b = await signIn();
  const page = bodyText(await (await browse(b, "/admin/deliveries")).text());
  expect(page).toContain("SMS to the buyer: who else will call");
  expect(page).toContain("SMS_ALSO_CALLS_TEMPLATE_ID is not set");
});
