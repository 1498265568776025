import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { ADMIN_TOKEN, admin, bodyText, browse, fetchWorker, ledger, section, sendEnquiry, signIn, verifiedEnquiry } from "./helpers";

// A month's statement per trader, as HTML and CSV: billable leads at ₹20 +
// 18 % GST, exact to the paisa; a manufacturer's first two weeks at ₹0 (from a start date the
// operator sets, by default its first lead); a trader on commission terms with no per-lead fee.

const MAKER = "Mahindra-Last-Mile-Mobility-Ltd";

/** Moves the mobile's newest lead to 06:30 IST (+05:30) of the day, read by `Date.parse` rather than the rule under test. */
async function moveNewest(mobile: string, date: string) {
  const lead = (await ledger(mobile)).at(-1)!;
  await env.DB.prepare("UPDATE lead SET receivedAt = ?2 WHERE id = ?1").bind(lead.id, Date.parse(`${date}T06:30:00+05:30`)).run();
  return lead;
}

/** A lead whose number the visitor verified (so billable), received at 06:30 IST of the day. */
async function leadOn(mobile: string, date: string, extra: Record<string, unknown> = {}) {
  expect((await verifiedEnquiry(mobile, extra)).status).toBe(200);
  const lead = await moveNewest(mobile, date);
  expect(lead.billable).toBe(1);
  return lead.id;
}
const toMaker = { tName: MAKER, typeOfQuery: "Manufacturer Inquiry", modelName: "Treo" };

async function statementRows(month: string): Promise<string[][]> {
  const res = await fetchWorker(`/admin/statements/${month}.csv`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="statement-${month}.csv"`);
  // the byte-order mark is kept (Response.text() would drop it)
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
  expect(text.startsWith("\uFEFFMonth,Trader,tName,")).toBe(true);
  return text.slice(1).trim().split("\r\n").slice(1).map((r) => r.split(","));
}

test("a dealer's billable leads of the month cost ₹20.00 + ₹3.60 GST each, totals exact to the paisa", async () => {
  await leadOn("9866100001", "2026-03-02");
  await leadOn("9866100002", "2026-03-31");
  await leadOn("9866100003", "2026-04-01"); // next month
  expect((await sendEnquiry("9866100004")).status).toBe(200);
  await moveNewest("9866100004", "2026-03-05"); // its number was never verified: not billable
  const rows = (await statementRows("2026-03")).filter((r) => r[2] === "Shree-Ganesh-E-Motors");
  expect(rows.map((r) => r.slice(9, 13))).toEqual([
    ["₹20 + 18 % GST", "20.00", "3.60", "23.60"],
    ["₹20 + 18 % GST", "20.00", "3.60", "23.60"],
  ]);
  const statement = (await (await admin("/statements/2026-03")).json()) as { traders: { tName: string; count: number; total: number }[] };
  expect(statement.traders.find((t) => t.tName === "Shree-Ganesh-E-Motors")).toMatchObject({ count: 2, total: 4720, verified: 2, billable: 2 });
});

test("a manufacturer's leads in the two weeks from its first lead are listed at ₹0, later ones are charged", async () => {
  await leadOn("9866200001", "2026-05-03", toMaker);
  await leadOn("9866200002", "2026-05-16", toMaker);
  await leadOn("9866200003", "2026-05-17", toMaker);
  const rows = (await statementRows("2026-05")).filter((r) => r[2] === MAKER);
  expect(rows.map((r) => [r[3], r[9], r[12]])).toEqual([
    ["Manufacturer", "Free (first two weeks)", "0.00"],
    ["Manufacturer", "Free (first two weeks)", "0.00"],
    ["Manufacturer", "₹20 + 18 % GST", "23.60"],
  ]);
});

test("the operator sets the start of a manufacturer's free weeks; a trader on commission terms has no per-lead fee", async () => {
  await leadOn("9866300001", "2026-07-10", toMaker);
  await leadOn("9866300002", "2026-07-20", toMaker);
  const set = await admin(`/traders/${MAKER}/terms`, { method: "PUT", body: JSON.stringify({ basis: "per-lead", freeFrom: "2026-07-01" }) });
  expect(await set.json()).toEqual({ tName: MAKER, basis: "per-lead", freeFrom: "2026-07-01" });
  expect((await statementRows("2026-07")).filter((r) => r[2] === MAKER).map((r) => r[12])).toEqual(["0.00", "23.60"]);

  await admin("/traders/Shree-Ganesh-E-Motors/terms", { method: "PUT", body: JSON.stringify({ basis: "commission" }) });
  await leadOn("9866300003", "2026-07-11");
  const dealer = (await statementRows("2026-07")).filter((r) => r[2] === "Shree-Ganesh-E-Motors");
  expect(dealer.map((r) => [r[4], r[9], r[12]])).toEqual([["commission", "Commission terms: no per-lead fee", "0.00"]]);
  await admin("/traders/Shree-Ganesh-E-Motors/terms", { method: "PUT", body: JSON.stringify({ basis: "per-lead" }) });
  expect((await admin("/traders/Shree-Ganesh-E-Motors/terms", { method: "PUT", body: JSON.stringify({ basis: "free" }) })).status).toBe(400);
});

test("the console's statement shows each trader's verified and billable leads, fees, GST and total in rupees and paise, and that an ended month is issued", async () => {
  await leadOn("9866400001", "2026-09-04", { tName: "Noida-E-Rickshaw-Point" });
  await leadOn("9866400002", "2026-09-05", { tName: "Noida-E-Rickshaw-Point" });
  await leadOn("9866400003", "2026-09-06", { tName: "Noida-E-Rickshaw-Point" });
  const b = await signIn();
  const html = await (await browse(b, "/admin/billing?month=2026-09")).text();
  const card = bodyText(html.slice(html.indexOf("Noida E-Rickshaw Point")));
  expect(card).toMatch(
    /^Noida E-Rickshaw Point Dealer · ₹20 \+ 18 % GST a lead Verified leads 3 Billable leads 3 Disputed 0 open, 0 accepted, 0 rejected On this statement 3 Charged 3 Fees ₹60\.00 GST 18 % ₹10\.80 Credited 0 \( ₹0\.00 \) Total ₹70\.80/,
  );
  expect(bodyText(section(html, "month-totals"))).toMatch(/Billable leads 3 .* Fees ₹60\.00 GST 18 % ₹10\.80 Credited 0 \( ₹0\.00 \) Total ₹70\.80/);
  expect(bodyText(section(html, "statement-issue"))).toMatch(/^Issued: the month ended 01-10-2026 12:00 am \(IST\)/);
});

test("a statement of no month is a 400", async () => {
  for (const path of ["/admin/statements/2026-13.csv", "/admin/statements/2026-11.xlsx", "/admin/api/statements/november"]) {
    const res = await fetchWorker(path, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(res.status, path).toBe(400);
  }
});
