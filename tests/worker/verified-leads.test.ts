import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { readOutbox } from "#app/shared/messaging/local";
import type { WebhookJob } from "#app/features/leads/server/webhooks";
import { webhookReceiver } from "../support/webhook-receiver";
import { ADMIN_TOKEN, DEALER, NEW_YEAR_IST, admin, bodyText, browse, fetchWorker, fixedClock, getPage, holdQueue, postApi, runQueue, section, sendEnquiry, sentBodies, signIn } from "./helpers";

// Verified numbers (docs/decisions/109): a lead whose mobile was confirmed with a one-time code is
// marked wherever a trader or the operator reads it.

afterEach(() => vi.restoreAllMocks());

const HOOK = "https://crm.receiver.test/verified";
const SECRET = "whsec-verified-0123456789-abcdef";
// The clock at 31 Dec 2025, 18:45 UTC: 18:45 + 5:30 = 24:15, so 00:15 IST on 1 Jan 2026.
fixedClock(NEW_YEAR_IST);
const today = "2026-01-01";

async function confirm(mobile: string) {
  expect((await postApi("sendOtp", { mobile })).status).toBe(200);
  const [sms] = await readOutbox(env.DB, { to: mobile, limit: 1 });
  const otp = /\b\d{6}\b/.exec(sms!.text)![0];
  expect(await (await postApi("verify", { mobile, otp })).json()).toMatchObject({ Status: "Success" });
}

const csvCells = (csv: string, mobile: string) => {
  const [header, ...rows] = csv.replace(/^\uFEFF/, "").split("\r\n");
  const row = rows.find((r) => r.includes(mobile))!;
  return Object.fromEntries(header!.split(",").map((name, i) => [name, row.split(",")[i]]));
};

test("a verified lead is marked on the lead page, in the webhook and in both CSVs", async () => {
  const receiver = webhookReceiver({ secret: SECRET });
  const fetchOnward = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    return request.url.startsWith(HOOK) ? receiver.handle(request) : fetchOnward(input, init);
  });
  expect((await admin(`/traders/${DEALER.tName}/webhook`, { method: "PUT", body: JSON.stringify({ url: HOOK, secret: SECRET }) })).status).toBe(200);
  const queue = holdQueue(env.WEBHOOK_QUEUE);
  await sendEnquiry("9833300101");
  await sendEnquiry("9833300102", { modelName: "Treo Zor" }); // not confirmed
  await confirm("9833300101");

  // The lead page: a Verified mark beside the confirmed mobile only.
  const link = await admin(`/traders/${DEALER.tName}/lead-link`, { method: "POST" });
  const path = new URL(((await link.json()) as { url: string }).url).pathname;
  const cards = section((await getPage(path)).html, "lead-list").split('data-testid="lead-card"').slice(1).map(bodyText);
  expect(cards.find((c) => c.includes("98333 00101"))).toMatch(/Mobile \+91 98333 00101 Verified/);
  // Not confirmed: masked to its trader (tests/worker/traders-area.test.ts), and not marked.
  expect(cards.find((c) => c.includes("98XXXXXX02"))).toMatch(/Mobile 98XXXXXX02 Shown in full once the buyer confirms it/);

  // The webhook: verified and when; a lead whose number is not confirmed is not billable, so not sent.
  await runQueue("lead-webhooks", sentBodies<WebhookJob>(queue).map((body) => ({ body })));
  const delivered = [...receiver.accepted.values()].map((a) => a.lead.lead as Record<string, unknown>);
  expect(delivered.find((l) => l.mobile === "+919833300101")).toMatchObject({ verified: true, verifiedAt: "2025-12-31T18:45:00.000Z" });
  expect(delivered.map((l) => l.mobile)).toEqual(["+919833300101"]);

  // The lead page's CSV and the operator's CSV: a Verified column.
  const pageCsv = await (await fetchWorker(`${path}/leads.csv`)).text();
  expect(csvCells(pageCsv, "9833300101").Verified).toBe("yes");
  expect(csvCells(pageCsv, "98XXXXXX02").Verified).toBe("no");
  const consoleCsv = await (await fetchWorker(`/admin/leads.csv?from=${today}&to=${today}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).text();
  expect(csvCells(consoleCsv, "9833300101")).toMatchObject({ Verified: "yes", "Verified (IST)": "01-01-2026 12:15 am" });
  expect(csvCells(consoleCsv, "9833300102").Verified).toBe("no");
});

test("the console marks a verified lead and filters by it; the operator API says verified and when", async () => {
  await sendEnquiry("9833300103");
  await sendEnquiry("9833300104");
  await confirm("9833300103");
  const b = await signIn();
  const html = await (await browse(b, `/admin/leads?from=${today}&to=${today}&state=verified`)).text();
  const list = bodyText(section(html, "console-leads"));
  expect(list).toContain("98333 00103");
  expect(list).not.toContain("98333 00104");
  expect(list).toMatch(/98333 00103 .*Billable Verified/);
  expect(bodyText(html)).toMatch(/Verified \d+/);
  const api = (await (await admin(`/leads?from=${today}&to=${today}`)).json()) as { mobile: string; verified: boolean; verifiedAt: string | null; states: string[] }[];
  expect(api.find((l) => l.mobile === "9833300103")).toMatchObject({ verified: true, verifiedAt: expect.any(String), states: expect.arrayContaining(["verified"]) });
  expect(api.find((l) => l.mobile === "9833300104")).toMatchObject({ verified: false, verifiedAt: null });
});
