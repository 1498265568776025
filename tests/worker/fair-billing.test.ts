import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { istMonth } from "#app/domain/billing/statement";
import { DUPLICATE_WINDOW_MS, EnquirySchema } from "#app/domain/enquiry";
import { resolveLeadIdentity } from "#app/domain/leads/identity";
import { recordLeads, setOriginState } from "#worker/leads/ledger";
import { markVerified } from "#worker/leads/verification";
import type { WebhookJob } from "#worker/leads/webhooks";
import { DEALER, admin, codeSentTo, confirmMobile, enquiry, holdQueue, ledger, postApi, sendEnquiry, sentBodies, verifiedEnquiry } from "./helpers";

// Fair billing (docs/decisions/111): a lead is billable only when its number is verified and it is
// the first verified lead of that mobile for that trader and model within 30 days, whatever the
// kind of enquiry; becoming billable is what hands it to the trader's webhook.

afterEach(() => vi.restoreAllMocks());

const HOOK = { url: "https://crm.fair-billing.test/leads", secret: "whsec-fair-billing-0123456789-abcd" };
const withWebhook = () => admin(`/traders/${DEALER.tName}/webhook`, { method: "PUT", body: JSON.stringify(HOOK) });
const withoutWebhook = () => admin(`/traders/${DEALER.tName}/webhook`, { method: "DELETE" });

type StatementJson = { traders: { tName: string; lines: { lead: { id: string } }[] }[] };
async function statementLeadIds(): Promise<string[]> {
  const statement = (await (await admin(`/statements/${istMonth(Date.now())}`)).json()) as StatementJson;
  return statement.traders.flatMap((t) => t.lines.map((l) => l.lead.id));
}

test("a lead is billable only once its number is verified", async () => {
  await withWebhook();
  const queue = holdQueue(env.WEBHOOK_QUEUE);
  expect((await sendEnquiry("9877100001")).status).toBe(200);
  const [stored] = await ledger("9877100001");
  expect(stored).toMatchObject({ billable: 0, duplicate: 0, webhookState: "none", verifiedAt: null });
  expect(sentBodies<WebhookJob>(queue)).toEqual([]);
  expect(await statementLeadIds()).not.toContain(stored!.id);

  await confirmMobile("9877100001");
  expect(await ledger("9877100001")).toMatchObject([{ billable: 1, duplicate: 0, webhookState: "pending", verifiedAt: expect.any(Number) }]);
  expect(sentBodies<WebhookJob>(queue)).toEqual([{ leadId: stored!.id }]);
  expect(await statementLeadIds()).toContain(stored!.id);
  await withoutWebhook();
});

test("the same enquiry sent as Dealer, Find Dealer, Dealer Inquiry and Contact For Finance bills once", async () => {
  const mobile = "9877100002";
  for (const typeOfQuery of ["Dealer", "Find Dealer", "Dealer Inquiry", "Contact For Finance"]) {
    expect((await sendEnquiry(mobile, { typeOfQuery })).status, typeOfQuery).toBe(200);
  }
  await confirmMobile(mobile);
  const rows = await ledger(mobile);
  expect(rows.map((r) => r.traderTName)).toEqual(Array(4).fill(DEALER.tName));
  expect(rows.map((r) => [r.billable, r.duplicate])).toEqual([[1, 0], [0, 1], [0, 1], [0, 1]]);
  expect((await statementLeadIds()).filter((id) => rows.some((r) => r.id === id))).toEqual([rows[0]!.id]);
});

test("the first verified lead of a mobile for a trader and model in 30 days bills: an unconfirmed first ask does not stop a confirmed later one", async () => {
  const mobile = "9877100003";
  const identity = resolveLeadIdentity(enquiry(mobile), { brands: ["Mahindra"], models: ["Treo"], traders: [{ ...DEALER, traderType: "Dealer" }] });
  const copies = [{ identity, routedBy: "named" as const }];
  const body = (id: string) => ({ ...EnquirySchema.parse(enquiry(mobile)), id });
  const day = 86_400_000;
  const start = Date.UTC(2026, 5, 1);
  const ask = async (id: string, at: number, confirmed: boolean) => {
    await recordLeads(env, body(id), at, copies);
    if (confirmed) await markVerified(env, mobile, at + 60_000);
  };
  await ask("first-ask-0001", start, false); // the number was never confirmed
  await ask("first-ask-0002", start + 2 * day, true); // the first verified: bills
  await ask("first-ask-0003", start + 10 * day, true); // within 30 days of the billed one
  await ask("first-ask-0004", start + 2 * day + DUPLICATE_WINDOW_MS + 1, true); // 30 days after it
  const rows = await ledger(mobile);
  expect(rows.map((r) => [r.id, r.verifiedAt !== null, r.duplicate, r.billable])).toEqual([
    ["first-ask-0001", false, 0, 0],
    ["first-ask-0002", true, 0, 1],
    ["first-ask-0003", true, 1, 0],
    ["first-ask-0004", true, 0, 1],
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
