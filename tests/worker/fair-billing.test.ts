import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { setOriginState } from "#app/features/leads/server/ledger";
import { markVerified } from "#app/features/leads/server/verification";
import type { WebhookJob } from "#app/features/leads/server/webhooks";
import {
  DEALER, SECOND_DEALER, aSecondLater, admin, bodyText, browse, codeSentTo, confirmMobile, enquiryAt, getPage, holdQueue, leadLinkPath, ledger, postApi, section, sendEnquiry,
  sentBodies, signIn, stopClockAt, THREE_AT_ONCE, verifiedEnquiry, visibleText,
} from "./helpers";

// Fair billing (docs/decisions/111): a lead is billable only when its number is verified and it is
// the first verified lead of that mobile for that trader and model within 30 days, whatever the
// kind of enquiry; becoming billable is what hands it to the trader's webhook.

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const HOOK = { url: "https://crm.fair-billing.test/leads", secret: "whsec-fair-billing-0123456789-abcd" };
const withWebhook = () => admin(`/traders/${DEALER.tName}/webhook`, { method: "PUT", body: JSON.stringify(HOOK) });
const withoutWebhook = () => admin(`/traders/${DEALER.tName}/webhook`, { method: "DELETE" });

type StatementJson = { traders: { tName: string; lines: { lead: { id: string } }[] }[] };
/** The leads charged on the statement of an IST month ("2026-07"). */
async function statementLeadIds(month: string): Promise<string[]> {
  const statement = (await (await admin(`/statements/${month}`)).json()) as StatementJson;
  return statement.traders.flatMap((t) => t.lines.map((l) => l.lead.id));
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** 1 July 2026, 10:00 IST (04:30 UTC): when the buyers of the rules below first ask. */
const START = Date.UTC(2026, 6, 1, 4, 30);
/**
 * An enquiry received at `at` whose number the buyer confirms a minute later: that verifies every
 * lead of the mobile from the hour before.
 */
async function verifiedAt(mobile: string, id: string, at: number, extra: Record<string, unknown> = {}) {
  await enquiryAt(mobile, id, at, extra);
  await markVerified(env, mobile, at + MINUTE);
}
/** Each lead of the mobile as [trader, model, duplicate, billable], oldest first. */
const decisions = async (mobile: string) => (await ledger(mobile)).map((r) => [r.traderTName, r.catalogueModel, r.duplicate, r.billable]);

test("a lead is billable only once its number is verified", async () => {
  stopClockAt(START); // 1 July 2026, 10:00 IST: its statement is July 2026's
  await withWebhook();
  const queue = holdQueue(env.WEBHOOK_QUEUE);
  expect((await sendEnquiry("9877100001")).status).toBe(200);
  const [stored] = await ledger("9877100001");
  expect(stored).toMatchObject({ billable: 0, duplicate: 0, webhookState: "none", verifiedAt: null });
  expect(sentBodies<WebhookJob>(queue)).toEqual([]);
  expect(await statementLeadIds("2026-07")).not.toContain(stored!.id);

  await confirmMobile("9877100001");
  expect(await ledger("9877100001")).toMatchObject([{ billable: 1, duplicate: 0, webhookState: "pending", verifiedAt: expect.any(Number) }]);
  expect(sentBodies<WebhookJob>(queue)).toEqual([{ leadId: stored!.id }]);
  expect(await statementLeadIds("2026-07")).toContain(stored!.id);
  await withoutWebhook();
});

test("the same enquiry sent as Dealer, Find Dealer, Dealer Inquiry and Contact For Finance bills once", async () => {
  const mobile = "9877100002";
  stopClockAt(START); // 1 July 2026, 10:00 IST: its statement is July 2026's
  for (const typeOfQuery of ["Dealer", "Find Dealer", "Dealer Inquiry", "Contact For Finance"]) {
    expect((await sendEnquiry(mobile, { typeOfQuery })).status, typeOfQuery).toBe(200);
    aSecondLater();
  }
  await confirmMobile(mobile);
  const rows = await ledger(mobile);
  expect(rows.map((r) => r.traderTName)).toEqual(Array(4).fill(DEALER.tName));
  expect(rows.map((r) => [r.billable, r.duplicate])).toEqual([[1, 0], [0, 1], [0, 1], [0, 1]]);
  expect((await statementLeadIds("2026-07")).filter((id) => rows.some((r) => r.id === id))).toEqual([rows[0]!.id]);
});

test("the first verified lead of a mobile for a trader and model in 30 days bills: an unconfirmed first ask does not stop a confirmed later one", async () => {
  const mobile = "9877100003";
  await enquiryAt(mobile, "first-ask-0001", START); // the number was never confirmed
  await verifiedAt(mobile, "first-ask-0002", START + 2 * DAY); // the first verified: bills
  await verifiedAt(mobile, "first-ask-0003", START + 10 * DAY); // 8 days after the billed one (< 30)
  await verifiedAt(mobile, "first-ask-0004", START + 32 * DAY + 1); // 30 days and 1 ms after the billed one (2 + 30 = 32)
  const rows = await ledger(mobile);
  expect(rows.map((r) => [r.id, r.verifiedAt !== null, r.duplicate, r.billable])).toEqual([
    ["first-ask-0001", false, 0, 0],
    ["first-ask-0002", true, 0, 1],
    ["first-ask-0003", true, 1, 0],
    ["first-ask-0004", true, 0, 1],
  ]);
});

test("a buyer's first verified lead to a second dealer bills, though the first dealer billed the same model two days before", async () => {
  // The 30 days count per trader: dealer B's first lead is B's, whatever dealer A was charged.
  const mobile = "9877100021";
  await verifiedAt(mobile, "two-dealers-0001", START);
  await verifiedAt(mobile, "two-dealers-0002", START + 2 * DAY, { tName: SECOND_DEALER.tName });
  await verifiedAt(mobile, "two-dealers-0003", START + 3 * DAY, { tName: SECOND_DEALER.tName }); // dealer B again, 1 day later
  expect(await decisions(mobile)).toEqual([
    [DEALER.tName, "Treo", 0, 1],
    [SECOND_DEALER.tName, "Treo", 0, 1],
    [SECOND_DEALER.tName, "Treo", 1, 0],
  ]);
});

test("one code confirming an enquiry routed to two dealers bills each dealer once", async () => {
  // Verified together, the earliest lead of each trader and model bills: here one per dealer.
  const mobile = "9877100022";
  await enquiryAt(mobile, "routed-two-0001", START, {}, [DEALER.tName, SECOND_DEALER.tName]);
  await verifiedAt(mobile, "routed-two-0002", START + 5 * MINUTE); // dealer A again, 5 minutes later
  expect(await decisions(mobile)).toEqual([
    [DEALER.tName, "Treo", 0, 1],
    [SECOND_DEALER.tName, "Treo", 0, 1],
    [DEALER.tName, "Treo", 1, 0],
  ]);
});

test("a buyer who asks two dealers through the site and enters one code is a billable lead for each dealer", async () => {
  const mobile = "9877100025";
  expect((await sendEnquiry(mobile)).status).toBe(200);
  expect((await sendEnquiry(mobile, { tName: SECOND_DEALER.tName })).status).toBe(200);
  await confirmMobile(mobile);
  expect(await decisions(mobile)).toEqual([
    [DEALER.tName, "Treo", 0, 1],
    [SECOND_DEALER.tName, "Treo", 0, 1],
  ]);
});

test("an enquiry the site routes to several dealers, confirmed with one code, is a billable lead of each", async () => {
  // Naming no dealer, a Mahindra Treo asked from Noida goes to the Noida dealer and the nearest
  // others (docs/decisions/110): each copy is its trader's first lead, so each bills.
  const mobile = "9877100026";
  expect((await verifiedEnquiry(mobile, { tName: "", typeOfQuery: "Contact to Talk Dealer" }, {}, THREE_AT_ONCE)).status).toBe(200);
  const rows = await ledger(mobile);
  expect(rows.length).toBeGreaterThan(1);
  expect(rows[0]!.traderTName).toBe(DEALER.tName);
  expect(new Set(rows.map((r) => r.traderTName)).size).toBe(rows.length);
  expect(rows.map((r) => [r.duplicate, r.billable])).toEqual(rows.map(() => [0, 1]));
});

test("a buyer's first verified lead for another model of the same dealer bills, though that dealer billed the buyer two days before", async () => {
  // The 30 days count per model: asking about the Treo Yaari is a new lead after the Treo.
  const mobile = "9877100023";
  await verifiedAt(mobile, "two-models-0001", START);
  await verifiedAt(mobile, "two-models-0002", START + 2 * DAY, { modelName: "Treo Yaari" });
  await verifiedAt(mobile, "two-models-0003", START + 3 * DAY, { modelName: "Treo Yaari" }); // the Yaari again, 1 day later
  expect(await decisions(mobile)).toEqual([
    [DEALER.tName, "Treo", 0, 1],
    [DEALER.tName, "Treo Yaari", 0, 1],
    [DEALER.tName, "Treo Yaari", 1, 0],
  ]);
});

test("one code confirming enquiries for two models to the same dealer bills each model once", async () => {
  const mobile = "9877100024";
  await enquiryAt(mobile, "same-hour-0001", START);
  await enquiryAt(mobile, "same-hour-0002", START + 5 * MINUTE, { modelName: "Treo Yaari" });
  await verifiedAt(mobile, "same-hour-0003", START + 10 * MINUTE); // the Treo again, 10 minutes after the first
  expect(await decisions(mobile)).toEqual([
    [DEALER.tName, "Treo", 0, 1],
    [DEALER.tName, "Treo Yaari", 0, 1],
    [DEALER.tName, "Treo", 1, 0],
  ]);
});

test("two verifies at once bill the lead once", async () => {
  await withWebhook();
  const queue = holdQueue(env.WEBHOOK_QUEUE);
  // The visitor's two taps: the code is used once, so one of them confirms.
  await sendEnquiry("9877100004");
  expect((await postApi("sendOtp", { mobile: "9877100004" })).status).toBe(200);
  const otp = await codeSentTo("9877100004");
  const answers = await Promise.all([1, 2].map(async () => ((await postApi("verify", { mobile: "9877100004", otp })).json()) as Promise<{ Status: string }>));
  expect(answers.map((a) => a.Status).sort()).toEqual(["Failed", "Success"]);
  expect((await ledger("9877100004")).map((r) => r.billable)).toEqual([1]);
  // The ledger's own guard, whatever the codes: two marks of the same mobile at once.
  await sendEnquiry("9877100005");
  await sendEnquiry("9877100005", { typeOfQuery: "Find Dealer" });
  const now = Date.now();
  const marked = await Promise.all([markVerified(env, "9877100005", now), markVerified(env, "9877100005", now)]);
  expect(marked.flat().filter((l) => l.billable)).toHaveLength(1);
  expect(marked.map((m) => m.length).sort()).toEqual([0, 2]);
  expect((await ledger("9877100005")).map((r) => r.billable)).toEqual([1, 0]);
  // Each billable lead went to the webhook once.
  const ids = [...(await ledger("9877100004")), ...(await ledger("9877100005"))].filter((r) => r.webhookState === "pending").map((r) => r.id);
  expect(sentBodies<WebhookJob>(queue).filter((j) => ids.includes(j.leadId))).toEqual([{ leadId: ids[0] }]);
  expect(ids).toHaveLength(2);
  await withoutWebhook();
});

test("a verified lead that is unmatched or refused by the origin is not billable", async () => {
  await verifiedEnquiry("9877100006", { modelName: "Treo Ultra" });
  expect(await ledger("9877100006")).toMatchObject([{ match: "unmatched", billable: 0, verifiedAt: expect.any(Number) }]);
  await sendEnquiry("9877100007");
  const [lead] = await ledger("9877100007");
  await setOriginState(env.DB, lead!.id, "refused");
  await confirmMobile("9877100007");
  expect(await ledger("9877100007")).toMatchObject([{ originState: "refused", billable: 0, verifiedAt: expect.any(Number) }]);
});

/**
 * One buyer's three asks of DEALER a minute apart from `at` — no brand, then Mahindra, then the
 * Treo — and the one code a minute after the last; ids `prefix` + each number.
 */
async function dealerBrandModel(mobile: string, prefix: string, at: number, [dealer, brand, model]: readonly [number, number, number]) {
  await enquiryAt(mobile, `${prefix}${dealer}`, at, { brandName: "", modelName: "" });
  await enquiryAt(mobile, `${prefix}${brand}`, at + MINUTE, { modelName: "" });
  await verifiedAt(mobile, `${prefix}${model}`, at + 2 * MINUTE);
}

test("one buyer is one charge: a dealer-only, a brand-only and a model ask from one mobile to one seller, confirmed once, bill once in 30 days", async () => {
  // The three asks are one ask of the seller (docs/decisions/163): the earliest bills, the other two are free.
  const mobile = "9877100031";
  await dealerBrandModel(mobile, "one-buyer-000", START, [1, 2, 3]);
  expect(await decisions(mobile)).toEqual([
    [DEALER.tName, "", 0, 1],
    [DEALER.tName, "", 1, 0],
    [DEALER.tName, "Treo", 1, 0],
  ]);
  // The same three asks 30 days and 1 ms after the billed one (START + 30 days + 1 ms): a new window, one new charge.
  const later = START + 30 * DAY + 1;
  await dealerBrandModel(mobile, "one-buyer-000", later, [4, 5, 6]);
  // A different seller asked the same, 5 minutes after that: its own first lead, its own charge.
  await verifiedAt(mobile, "one-buyer-0007", later + 5 * MINUTE, { tName: SECOND_DEALER.tName });
  expect((await decisions(mobile)).slice(3)).toEqual([
    [DEALER.tName, "", 0, 1],
    [DEALER.tName, "", 1, 0],
    [DEALER.tName, "Treo", 1, 0],
    [SECOND_DEALER.tName, "Treo", 0, 1],
  ]);
});

test("one buyer is one charge: a model ask confirmed after the seller billed the buyer's dealer-only ask is free, and a brand-only ask after a billed model ask is free", async () => {
  // Asked apart, each confirmed with its own code: the Treo 3 days after the billed dealer-only
  // ask (< 30); the brand-only ask 1 day after the billed Yaari of the second dealer (< 30).
  const mobile = "9877100032";
  await verifiedAt(mobile, "apart-0001", START, { brandName: "", modelName: "" });
  await verifiedAt(mobile, "apart-0002", START + 3 * DAY);
  await verifiedAt(mobile, "apart-0003", START + 6 * DAY, { tName: SECOND_DEALER.tName, modelName: "Treo Yaari" });
  await verifiedAt(mobile, "apart-0004", START + 7 * DAY, { tName: SECOND_DEALER.tName, modelName: "" });
  expect(await decisions(mobile)).toEqual([
    [DEALER.tName, "", 0, 1],
    [DEALER.tName, "Treo", 1, 0],
    [SECOND_DEALER.tName, "Treo Yaari", 0, 1],
    [SECOND_DEALER.tName, "", 1, 0],
  ]);
});

test("a lead free as the buyer's same ask shows as free with its reason on the console's statement and on the trader's lead page", async () => {
  const mobile = "9877100033";
  await enquiryAt(mobile, "shown-free-0001", START, { tName: SECOND_DEALER.tName, modelName: "" }); // Mahindra, no model: bills
  await verifiedAt(mobile, "shown-free-0002", START + MINUTE, { tName: SECOND_DEALER.tName }); // the Treo: the same ask, free
  type Repeats = { traders: { tName: string; lines: { lead: { id: string } }[]; repeats: { id: string }[] }[] };
  const july = (await (await admin("/statements/2026-07")).json()) as Repeats;
  const seller = july.traders.find((t) => t.tName === SECOND_DEALER.tName)!;
  expect(seller.lines.map((l) => l.lead.id)).toContain("shown-free-0001");
  expect(seller.repeats.map((l) => l.id)).toContain("shown-free-0002");
  expect(seller.lines.map((l) => l.lead.id)).not.toContain("shown-free-0002");

  const html = await (await browse(await signIn(), "/admin/billing?month=2026-07")).text();
  const repeats = bodyText(section(html.slice(html.indexOf(SECOND_DEALER.traderName)), "statement-repeats"));
  // 10:01 IST on 1 July 2026 (START + 1 minute), free: ₹0.00.
  expect(repeats).toMatch(/Free: the same buyer asked again \(\d+\) .*01-07-2026 10:01 am Mahindra Treo .*Same ask charged within 30 days ₹0\.00/);

  const page = await getPage(await leadLinkPath(SECOND_DEALER.tName));
  const cards = section(page.html, "lead-list").split('data-testid="lead-card"').slice(1).map(visibleText).filter((c) => c.includes("+91 98771 00033"));
  expect(cards).toHaveLength(2);
  expect(cards.map((c) => c.includes("Free: this buyer made the same ask of you within 30 days (this model, or one naming no model): one buyer, one charge"))).toEqual([true, false]);
});
