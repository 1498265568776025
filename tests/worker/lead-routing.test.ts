import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { hi } from "#app/features/enquiry/messages";
import { ORIGIN, THREE_AT_ONCE, fetchWorker, ledger, runQueue, sendEnquiry, verifiedEnquiry, xsrfToken } from "./helpers";

// An enquiry that names no trader is routed when it is accepted: the nearest active dealers of the
// model's brand and type (LEAD_FIRST_DEALERS of them, 1 in wrangler.toml, at most 3; the others are
// offered it when none calls: tests/worker/lead-offers.test.ts), else the brand's manufacturer,
// else the operator; each routed copy is a lead of that trader.

const noDealer = { tName: "", typeOfQuery: "Contact to Talk Dealer" };

test("an enquiry naming no dealer is a lead of each active dealer of its brand and type in the visitor's town", async () => {
  const res = await verifiedEnquiry("9822200001", { ...noDealer, brandName: "Jezza", modelName: "Classic", cityName: "Noida", pincode: "201301" });
  expect(res.status).toBe(200);
  const rows = await ledger("9822200001");
  expect(rows.length).toBeGreaterThanOrEqual(1);
  expect(rows.length).toBeLessThanOrEqual(3);
  expect(rows.map((r) => r.traderTName)).toContain("Noida-E-Rickshaw-Point");
  const traders = await env.DB.prepare("SELECT tName, activate, brandDeal, cityName FROM trader WHERE tName IN (" + rows.map(() => "?").join(",") + ")")
    .bind(...rows.map((r) => r.traderTName)).all<{ tName: string; activate: string; brandDeal: string; cityName: string }>();
  for (const t of traders.results) {
    expect(t.activate, t.tName).toBe("1");
    expect(JSON.parse(t.brandDeal), t.tName).toContain("Jezza");
  }
  // one enquiry, one id: the copies are its id and {id}-2, {id}-3
  const enquiryIds = await env.DB.prepare("SELECT DISTINCT enquiryId FROM lead WHERE mobile = ?1").bind("9822200001").all();
  expect(enquiryIds.results).toHaveLength(1);
  expect(rows.every((r) => r.billable === 1)).toBe(true);
});

test("a replay of a routed enquiry stores no new copy", async () => {
  const id = "route-replay-0001";
  const body = { ...noDealer, id, brandName: "Mahindra", modelName: "Treo", cityName: "Noida" };
  await sendEnquiry("9822200002", body);
  const first = (await ledger("9822200002")).map((r) => r.id);
  expect((await sendEnquiry("9822200002", body)).status).toBe(200);
  expect((await ledger("9822200002")).map((r) => r.id)).toEqual(first);
  expect(first[0]).toBe(id);
});

test("no dealer of the brand near the visitor: the brand's manufacturer; no brand: the operator", async () => {
  await verifiedEnquiry("9822200003", { ...noDealer, brandName: "Mahindra", modelName: "Treo", cityName: "Darrang", pincode: "784125" });
  expect(await ledger("9822200003")).toMatchObject([{ traderTName: "Mahindra-Last-Mile-Mobility-Ltd", billable: 1 }]);
  // the operator's lead is not billable, verified or not
  await verifiedEnquiry("9822200004", { ...noDealer, typeOfQuery: "Contact", brandName: "", modelName: "" });
  expect(await ledger("9822200004")).toMatchObject([{ traderTName: "", billable: 0 }]);
});

test("a queued enquiry is routed when the consumer records it, once", async () => {
  const body = { id: "route-queued-0001", mobile: "9822200005", name: "Customer", brandName: "Jezza", modelName: "Classic", tName: "", pincode: "201301", cityName: "Noida", typeOfQuery: "Find Dealer" };
  const delivery = { name: "addQuery", body, receivedAt: Date.now() };
  await runQueue("enquiry-delivery", [{ body: delivery }]);
  await runQueue("enquiry-delivery", [{ body: delivery }]);
  const rows = await ledger("9822200005");
  expect(rows.length).toBeGreaterThanOrEqual(1);
  expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  expect(rows.map((r) => r.traderTName)).toContain("Noida-E-Rickshaw-Point");
});

test("a visitor in a town the catalogue does not list is placed by the pincode directory: the nearest dealers first", async () => {
  // 201310: Greater Noida (28.4793° N 77.5734° E), in the directory but not a catalogue town.
  // Mahindra's dealers in Uttar Pradesh: Noida's Shree Ganesh E-Motors (28.54° N 77.39° E:
  // a = 0.00000028 + 0.77218 × 0.00000256 = 0.00000226, d = 2 × 6371 × 0.001503 = 19.2 km),
  // Ghaziabad's Gupta & Sons (28.67° N 77.45° E: a = 0.00000277 + 0.77122 × 0.00000116 = 0.00000366,
  // d = 2 × 6371 × 0.001914 = 24.4 km) and Kanpur's Shiv Shakti Motors (26.45° N 80.33° E:
  // a = 0.00031358 + 0.78698 × 0.00057857 = 0.00076890, d = 2 × 6371 × 0.027733 = 353.4 km, beyond
  // the 150 km reach). By name Kanpur's would come first; by place it is not sent at all.
  await sendEnquiry("9822200006", { ...noDealer, brandName: "Mahindra", modelName: "", cityName: "", pincode: "201310" }, {}, THREE_AT_ONCE);
  const traders = (await ledger("9822200006")).map((r) => r.traderTName);
  expect(traders.slice(0, 2)).toEqual(["Shree-Ganesh-E-Motors", "Gupta-Sons-Automobiles"]);
  expect(traders).not.toContain("Shiv-Shakti-Motors");
  // As deployed (LEAD_FIRST_DEALERS = 1): the nearest alone.
  await sendEnquiry("9822200016", { ...noDealer, brandName: "Mahindra", modelName: "", cityName: "", pincode: "201310" });
  expect((await ledger("9822200016")).map((r) => r.traderTName)).toEqual(["Shree-Ganesh-E-Motors"]);
});

test("the result names who will call: the dialog's answer and the plain page, in the page's language", async () => {
  const res = await sendEnquiry("9822200007", { ...noDealer, brandName: "Jezza", modelName: "Classic", cityName: "Noida" });
  const answer = (await res.json()) as { message: string; callers: { traderName: string; cityName: string; traderType: string; phone: string }[] };
  expect(answer.callers).toContainEqual(expect.objectContaining({ traderName: "Noida E-Rickshaw Point", cityName: "Noida", traderType: "Dealer" }));

  const token = await xsrfToken();
  const page = await fetchWorker("/hi/enquiry?typeOfQuery=Contact%20to%20Talk%20Dealer&brandName=Jezza&modelName=Classic&cityName=Noida", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", Origin: ORIGIN, Cookie: `XSRF-TOKEN=${token}`, "CF-Connecting-IP": "10.30.0.7" },
    body: new URLSearchParams({ _xsrf: token, id: "routed-page-0001", typeOfQuery: "Contact to Talk Dealer", brandName: "Jezza", modelName: "Classic", cityName: "Noida", mobile: "9822200008", pincode: "201301", chkBox: "true" }),
  });
  const html = await page.text();
  expect(page.status).toBe(200);
  expect(html).toContain(hi.callersTitle);
  expect(html).toContain("Noida E-Rickshaw Point");
});
