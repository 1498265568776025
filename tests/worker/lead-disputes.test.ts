import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { leadPageWords } from "#app/features/leads/messages";
import { raiseDispute } from "#app/features/leads/server/disputes";
import { markVerified } from "#app/features/leads/server/verification";
import {
  ADMIN_TOKEN, DEALER, admin, bodyText, browse, confirmMobile, enquiryAt, fetchWorker, getPage, leadLinkPath, ledger, postForm,
  postLeadPage, section, sendEnquiry, signIn, verifiedEnquiry, visibleText, xsrfToken,
} from "./helpers";

const DISPUTE_REFUSALS = leadPageWords.en.dispute.refusals;

// Disputes (docs/decisions/111): a trader disputes a charged lead from its private lead page
// within 7 days, once, choosing a reason; the operator accepts or rejects it in the console or
// the operator API; an accepted dispute leaves the month's statement, or is a credit on the
// statement of the month it was accepted in when the lead's month was already issued.

const cards = (html: string) => section(html, "lead-list").split('data-testid="lead-card"').slice(1);
const cardOf = (html: string, mobile: string) => cards(html).find((c) => visibleText(c).includes(mobile.replace(/^(\d{5})/, "$1 "))) ?? "";
const dispute = (path: string, lead: string, fields: Record<string, string>, token: string | null) =>
  postLeadPage(path, { intent: "dispute", lead, ...fields }, token);

type StatementJson = {
  month: string; issued: boolean; count: number; total: number; credit: number; credited: number;
  verified: number; billable: number; disputed: { open: number; accepted: number; rejected: number };
  traders: { tName: string; count: number; total: number; lines: { lead: { id: string } }[]; credits: { lead: { id: string }; total: number; reason: string }[] }[];
};

afterEach(() => vi.useRealTimers());

/** 2 November 2026, 10:00 IST (04:30 UTC): when the leads of the dispute window's tests are received. */
const RECEIVED = Date.UTC(2026, 10, 2, 4, 30);
/** 7 × 24 h = 604,800,000 ms later, the first instant a dispute is refused: 9 November 2026, 10:00 IST (2 + 7 = 9). */
const CLOSES = Date.UTC(2026, 10, 9, 4, 30);

/** A charged lead of the dealer, received at RECEIVED and verified a minute later; its id. */
async function chargedLead(mobile: string): Promise<string> {
  await enquiryAt(mobile, `window-${mobile}`, RECEIVED);
  const [lead] = await markVerified(env, mobile, RECEIVED + 60_000);
  expect(lead).toMatchObject({ receivedAt: RECEIVED, billable: true });
  return lead!.id;
}

/**
 * The statement tests' clock: 16 November 2026, 12:00 IST (06:30 UTC), mid-month, so that "this
 * month" is 2026-11 and "last month" 2026-10, issued, however long the test takes and whenever it runs.
 */
function onMidNovember() {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.UTC(2026, 10, 16, 6, 30));
}

const statement = async (month: string) => (await (await admin(`/statements/${month}`)).json()) as StatementJson;
const traderOf = (s: StatementJson, tName: string) => s.traders.find((t) => t.tName === tName);

test("a trader disputes a lead within 7 days, once, choosing a reason; after 7 days the form is gone and a post is refused", async () => {
  await verifiedEnquiry("9888800001");
  await verifiedEnquiry("9888800002");
  await sendEnquiry("9888800003"); // never verified: not charged, nothing to dispute
  const [lead] = await ledger("9888800001");
  const [old] = await ledger("9888800002");
  const [unverified] = await ledger("9888800003");
  await env.DB.prepare("UPDATE lead SET receivedAt = ?2 WHERE id = ?1").bind(old!.id, Date.now() - 604_860_000).run(); // 7 × 24 h and a minute ago: 604,800,000 + 60,000 ms
  const path = await leadLinkPath();
  const token = await xsrfToken();

  const page = await getPage(path);
  expect(cardOf(page.html, "9888800001")).toContain('data-testid="dispute-form"');
  expect(visibleText(cardOf(page.html, "9888800001"))).toMatch(
    /Dispute this lead Why should this lead not be charged\? Wrong or unreachable number Not a genuine enquiry Duplicate Outside my area Note \(optional\)/,
  );
  expect(cardOf(page.html, "9888800002")).not.toContain("dispute-form");
  // Never verified: its card shows the mobile masked (tests/worker/traders-area.test.ts).
  const unconfirmed = cards(page.html).find((c) => visibleText(c).includes("98XXXXXX03")) ?? "";
  expect(unconfirmed).not.toContain("dispute-form");
  expect(visibleText(unconfirmed)).toContain("Number not confirmed yet: not billed");

  // No reason, or the anti-forgery field missing: refused, nothing stored.
  expect((await dispute(path, lead!.id, { note: "?" }, token)).status).toBe(400);
  expect((await dispute(path, lead!.id, { reason: "duplicate" }, null)).status).toBe(403);
  // With a reason: taken, and shown on the lead instead of the form.
  const taken = await dispute(path, lead!.id, { reason: "wrong-number", note: "Switched off for three days" }, token);
  expect(taken.status).toBe(200);
  const html = await taken.text();
  expect(bodyText(html)).toContain("Your dispute was sent.");
  expect(visibleText(cardOf(html, "9888800001"))).toContain("Disputed (Wrong or unreachable number): under review");
  expect(cardOf(html, "9888800001")).not.toContain("dispute-form");
  // Once per lead.
  const again = await dispute(path, lead!.id, { reason: "duplicate" }, token);
  expect(again.status).toBe(409);
  expect(bodyText(await again.text())).toContain(DISPUTE_REFUSALS.already);
  // After 7 days, and for a lead that is not charged: refused with the reason.
  const late = await dispute(path, old!.id, { reason: "not-genuine" }, token);
  expect(late.status).toBe(409);
  expect(bodyText(await late.text())).toContain(DISPUTE_REFUSALS.closed);
  expect((await dispute(path, unverified!.id, { reason: "not-genuine" }, token)).status).toBe(409);
  // Another trader's lead is not this page's: the 404 page.
  await verifiedEnquiry("9888800004", { tName: "Aravali-E-Vehicles" });
  const [theirs] = await ledger("9888800004");
  expect((await dispute(path, theirs!.id, { reason: "duplicate" }, token)).status).toBe(404);

  const { results } = await env.DB.prepare("SELECT leadId, reason, note, state FROM lead_dispute ORDER BY createdAt").all();
  expect(results).toEqual([{ leadId: lead!.id, reason: "wrong-number", note: "Switched off for three days", state: "open" }]);
});

test("the operator sees open disputes in the console and accepts or rejects each with a note; the operator API does the same", async () => {
  const mobiles = ["9888800011", "9888800012", "9888800013"];
  for (const mobile of mobiles) await verifiedEnquiry(mobile, { tName: "Saraswati-Automobiles" });
  const ids = await Promise.all(mobiles.map(async (m) => (await ledger(m))[0]!.id));
  const path = await leadLinkPath("Saraswati-Automobiles");
  const token = await xsrfToken();
  await dispute(path, ids[0]!, { reason: "outside-area", note: "We are in Gurgaon only" }, token);
  await dispute(path, ids[1]!, { reason: "not-genuine" }, token);
  await dispute(path, ids[2]!, { reason: "duplicate" }, token);

  const b = await signIn();
  const open = await browse(b, "/admin/disputes");
  expect(open.status).toBe(200);
  const list = bodyText(section(await open.text(), "disputes"));
  expect(list).toMatch(/Reason Outside my area Trader's note We are in Gurgaon only Lead \+91 98888 00011 Verified/);
  const accepted = await postForm(b, "/admin/disputes", { lead: ids[0]!, decision: "accept", note: "Confirmed by phone" });
  expect(accepted.status).toBe(200);
  expect(bodyText(await accepted.text())).toContain(`Dispute of lead ${ids[0]} accepted: the trader is not charged for it.`);
  expect((await postForm(b, "/admin/disputes", { lead: ids[0]!, decision: "reject" })).status).toBe(409);

  // The API: the open ones, then a decision each way.
  const openApi = (await (await admin("/disputes")).json()) as { leadId: string; reason: string; lead: { mobile: string } }[];
  expect(openApi.filter((d) => ids.includes(d.leadId)).map((d) => [d.leadId, d.reason])).toEqual([[ids[1], "not-genuine"], [ids[2], "duplicate"]]);
  const rejected = await admin(`/disputes/${ids[1]}`, { method: "POST", body: JSON.stringify({ decision: "reject", note: "The buyer answered" }) });
  expect(await rejected.json()).toMatchObject({ leadId: ids[1], state: "rejected", decidedNote: "The buyer answered", decidedAt: expect.any(Number) });
  expect((await admin(`/disputes/${ids[2]}`, { method: "POST", body: JSON.stringify({ decision: "maybe" }) })).status).toBe(400);
  expect((await admin("/disputes/no-such-lead-0001", { method: "POST", body: JSON.stringify({ decision: "accept" }) })).status).toBe(404);
  const acceptedApi = (await (await admin("/disputes?state=accepted")).json()) as { leadId: string; decidedNote: string }[];
  expect(acceptedApi.find((d) => d.leadId === ids[0])).toMatchObject({ decidedNote: "Confirmed by phone" });

  // The trader's page shows each decision.
  const page = await getPage(path);
  expect(visibleText(cardOf(page.html, "9888800011"))).toContain("Dispute accepted (Outside my area): not charged");
  expect(visibleText(cardOf(page.html, "9888800012"))).toContain("Dispute rejected (Not a genuine enquiry): The buyer answered");
  expect(visibleText(cardOf(page.html, "9888800013"))).toContain("Disputed (Duplicate): under review");
});

test("an accepted dispute removes the lead from the month's statement", async () => {
  onMidNovember();
  const month = "2026-11";
  for (const mobile of ["9888800021", "9888800022"]) await verifiedEnquiry(mobile, { tName: "Noida-E-Rickshaw-Point" });
  const [kept] = await ledger("9888800021");
  const [gone] = await ledger("9888800022");
  const before = traderOf(await statement(month), "Noida-E-Rickshaw-Point")!;
  expect(before.lines.map((l) => l.lead.id)).toEqual(expect.arrayContaining([kept!.id, gone!.id]));
  await dispute(await leadLinkPath("Noida-E-Rickshaw-Point"), gone!.id, { reason: "wrong-number" }, await xsrfToken());
  // An open dispute leaves the lead charged; the console's Accept takes it off.
  expect(traderOf(await statement(month), "Noida-E-Rickshaw-Point")!.count).toBe(before.count);
  const b = await signIn();
  expect((await postForm(b, "/admin/disputes", { lead: gone!.id, decision: "accept" })).status).toBe(200);
  const after = traderOf(await statement(month), "Noida-E-Rickshaw-Point")!;
  expect(after.lines.map((l) => l.lead.id)).toContain(kept!.id);
  expect(after.lines.map((l) => l.lead.id)).not.toContain(gone!.id);
  expect([after.count, after.total]).toEqual([before.count - 1, before.total - 2360]);
  const csv = await (await fetchWorker(`/admin/statements/${month}.csv`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).text();
  expect(csv).toContain(kept!.id);
  expect(csv).not.toContain(gone!.id);
});

test("an accepted dispute of an issued month is a credit on the next statement", async () => {
  onMidNovember();
  const thisMonth = "2026-11";
  const lastMonth = "2026-10";
  // A lead received on the last evening of last month, disputed the next morning (within 7 days).
  await verifiedEnquiry("9888800031", { tName: "Aravali-E-Vehicles" });
  const [lead] = await ledger("9888800031");
  const receivedAt = Date.UTC(2026, 9, 31, 15, 30); // 31 October 2026, 21:00 IST: three hours before November began (IST)
  await env.DB.prepare("UPDATE lead SET receivedAt = ?2 WHERE id = ?1").bind(lead!.id, receivedAt).run();
  expect(await raiseDispute(env.DB, "Aravali-E-Vehicles", lead!.id, { reason: "not-genuine" }, receivedAt + 12 * 3_600_000)).toMatchObject({ ok: true });
  // Accepted now: last month is over (issued), so it is not changed…
  expect((await admin(`/disputes/${lead!.id}`, { method: "POST", body: JSON.stringify({ decision: "accept" }) })).status).toBe(200);
  const issued = await statement(lastMonth);
  expect(issued.issued).toBe(true);
  expect(traderOf(issued, "Aravali-E-Vehicles")!.lines.map((l) => l.lead.id)).toContain(lead!.id);
  // …and this month's statement credits what it charged.
  const current = await statement(thisMonth);
  expect(current.issued).toBe(false);
  expect(traderOf(current, "Aravali-E-Vehicles")!.credits).toEqual([expect.objectContaining({ lead: expect.objectContaining({ id: lead!.id }), total: -2360, reason: "not-genuine" })]);
  expect(current.credited).toBe(1);
  const csv = await (await fetchWorker(`/admin/statements/${thisMonth}.csv`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).text();
  expect(csv.split("\r\n").find((r) => r.includes(lead!.id))).toMatch(/,Credit: dispute accepted,-20\.00,-3\.60,-23\.60,Dispute accepted: Not a genuine enquiry,/);
  const b = await signIn();
  const html = await (await browse(b, `/admin/billing?month=${thisMonth}`)).text();
  expect(bodyText(section(html, "statement-credits"))).toMatch(/Credits \(1\) .* Credit: dispute accepted \(Not a genuine enquiry\) -₹23\.60/);
});

test("statements count verified, disputed and credited leads", async () => {
  onMidNovember();
  const month = "2026-11";
  const tName = "Greenway-EV-Solutions"; // no other test of this file sends it leads
  await verifiedEnquiry("9888800041", { tName });
  await sendEnquiry("9888800042", { tName });
  await sendEnquiry("9888800042", { tName }); // a duplicate: verified, not billable
  await confirmMobile("9888800042");
  await sendEnquiry("9888800043", { tName }); // not verified
  const [disputed] = await ledger("9888800041");
  await dispute(await leadLinkPath(tName), disputed!.id, { reason: "duplicate" }, await xsrfToken());
  expect(traderOf(await statement(month), tName)).toMatchObject({
    verified: 3, billable: 2, disputed: { open: 1, accepted: 0, rejected: 0 }, credited: 0, count: 2, total: 4720,
  });
  const b = await signIn();
  const html = await (await browse(b, `/admin/billing?month=${month}`)).text();
  const card = bodyText(html.slice(html.indexOf("Greenway EV Solutions")));
  expect(card).toMatch(/^Greenway EV Solutions Dealer · ₹20 \+ 18 % GST a lead Verified leads 3 Billable leads 2 Disputed 1 open, 0 accepted, 0 rejected On this statement 2/);
  expect(bodyText(section(html, "month-totals"))).toMatch(/^Verified leads \d+ Billable leads \d+ Disputed \d+ open, \d+ accepted, \d+ rejected On this statement \d+ Charged \d+ Fees .* Credited \d+ /);
});

test("a lead whose dispute was accepted still counts as the first: the same mobile asking again within 30 days is not billed", async () => {
  await verifiedEnquiry("9888800051");
  const [first] = await ledger("9888800051");
  await dispute(await leadLinkPath(), first!.id, { reason: "not-genuine" }, await xsrfToken());
  expect((await admin(`/disputes/${first!.id}`, { method: "POST", body: JSON.stringify({ decision: "accept" }) })).status).toBe(200);
  await sendEnquiry("9888800051", { typeOfQuery: "Find Dealer" });
  await markVerified(env, "9888800051", Date.now());
  expect((await ledger("9888800051")).map((r) => [r.billable, r.duplicate])).toEqual([[1, 0], [0, 1]]);
});

test("the server takes a dispute until 7 × 24 hours after the lead was received, not a moment less, and refuses it from then on", async () => {
  const inside = await chargedLead("9888800061");
  const outside = await chargedLead("9888800062");
  // 1 ms before 9 November, 10:00 IST: taken. At 10:00 IST exactly: closed.
  const taken = await raiseDispute(env.DB, DEALER.tName, inside, { reason: "wrong-number" }, CLOSES - 1);
  expect(taken).toMatchObject({ ok: true, dispute: { leadId: inside, createdAt: CLOSES - 1, state: "open" } });
  expect(await raiseDispute(env.DB, DEALER.tName, outside, { reason: "wrong-number" }, CLOSES)).toEqual({ ok: false, refusal: "closed" });
  const { results } = await env.DB.prepare("SELECT leadId FROM lead_dispute WHERE leadId IN (?1, ?2)").bind(inside, outside).all();
  expect(results).toEqual([{ leadId: inside }]);
});

test("the lead page offers the dispute of a charged lead until 7 × 24 hours after it was received, and refuses one posted from then on", async () => {
  const inside = await chargedLead("9888800063");
  const outside = await chargedLead("9888800064");
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(CLOSES - 60_000); // 9 November 2026, 09:59 IST
  const path = await leadLinkPath();
  const before = await getPage(path);
  for (const mobile of ["9888800063", "9888800064"]) {
    expect(cardOf(before.html, mobile)).toContain('data-testid="dispute-form"');
    expect(visibleText(cardOf(before.html, mobile))).toContain("One dispute per lead, until 09-11-2026 10:00 am.");
  }
  const taken = await dispute(path, inside, { reason: "not-genuine" }, await xsrfToken());
  expect(taken.status).toBe(200);
  expect(bodyText(await taken.text())).toContain("Your dispute was sent.");

  vi.setSystemTime(CLOSES); // 9 November 2026, 10:00 IST
  const after = await getPage(path);
  expect(cardOf(after.html, "9888800064")).not.toContain("dispute-form");
  const late = await dispute(path, outside, { reason: "not-genuine" }, await xsrfToken());
  expect(late.status).toBe(409);
  expect(bodyText(await late.text())).toContain(DISPUTE_REFUSALS.closed);
  const { results } = await env.DB.prepare("SELECT leadId, createdAt FROM lead_dispute WHERE leadId IN (?1, ?2)").bind(inside, outside).all();
  expect(results).toEqual([{ leadId: inside, createdAt: CLOSES - 60_000 }]);
});
