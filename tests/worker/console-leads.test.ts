import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { ADMIN_TOKEN, DEALER, NEW_YEAR_IST, aSecondLater, admin, bodyText, browse, confirmMobile, fetchWorker, fixedClock, ledger, section, sendEnquiry, signIn } from "./helpers";

// The operator's leads by IST days, trader, city, vehicle type and state, with
// counts, and the CSV export (UTF-8 with a byte-order mark, times in IST).

// The clock at 31 Dec 2025, 18:45 UTC: 18:45 + 5:30 = 24:15, so 00:15 IST on 1 Jan 2026.
fixedClock(NEW_YEAR_IST);
const today = "2026-01-01";
const period = `from=${today}&to=${today}`;

type ApiLead = { mobile: string; tName: string; cityName: string; states: string[] };
async function apiLeads(query: string): Promise<ApiLead[]> {
  const res = await admin(`/leads?${query}`);
  expect(res.status, query).toBe(200);
  return res.json();
}
const mobiles = (leads: { mobile: string }[], prefix: string) => leads.map((l) => l.mobile).filter((m) => m.startsWith(prefix));

test("leads are filtered by trader, city, vehicle type and state", async () => {
  await sendEnquiry("9855500001"); // Mahindra Treo (an electric auto rickshaw) at the Noida dealer
  aSecondLater();
  await sendEnquiry("9855500001"); // the same again: a duplicate
  aSecondLater();
  await sendEnquiry("9855500002", { tName: "Aravali-E-Vehicles", cityName: "Gurgaon", modelName: "e-Alfa Mini" });
  aSecondLater();
  await sendEnquiry("9855500003", { modelName: "Treo Ultra" }); // no such model: unmatched
  for (const mobile of ["9855500001", "9855500002", "9855500003"]) await confirmMobile(mobile); // billable once verified
  expect(mobiles(await apiLeads(`${period}&tName=${DEALER.tName}`), "98555")).toEqual(["9855500001", "9855500001", "9855500003"]);
  expect(mobiles(await apiLeads(`${period}&city=gurgaon`), "98555")).toEqual(["9855500002"]);
  expect(mobiles(await apiLeads(`${period}&typeName=${encodeURIComponent("electric auto rickshaw")}`), "98555")).toEqual(["9855500001", "9855500001"]);
  expect(mobiles(await apiLeads(`${period}&typeName=${encodeURIComponent("e rickshaw")}`), "98555")).toEqual(["9855500002"]);
  expect(mobiles(await apiLeads(`${period}&state=duplicate`), "98555")).toEqual(["9855500001"]);
  expect(mobiles(await apiLeads(`${period}&state=unmatched`), "98555")).toEqual(["9855500003"]);
  const billable = await apiLeads(`${period}&state=billable`);
  expect(mobiles(billable, "98555")).toEqual(["9855500001", "9855500002"]);
  expect(billable.find((l) => l.mobile === "9855500002")!.states).toEqual(["billable", "verified"]);
});

test("delivered is a lead its trader opened on the lead page; failed is a delivery that failed for good", async () => {
  await sendEnquiry("9855500011");
  await sendEnquiry("9855500012");
  const [seen] = await ledger("9855500011");
  const [lost] = await ledger("9855500012");
  await env.DB.prepare("UPDATE lead SET pageSeenAt = ?2 WHERE id = ?1").bind(seen!.id, Date.now()).run();
  await env.DB.prepare("UPDATE lead SET webhookState = 'failed' WHERE id = ?1").bind(lost!.id).run();
  expect(mobiles(await apiLeads(`${period}&state=delivered`), "98555000")).toContain("9855500011");
  expect(mobiles(await apiLeads(`${period}&state=failed`), "98555000")).toEqual(["9855500012"]);
});

test("the console's lead list shows the counts of each state and the leads of the filter", async () => {
  await sendEnquiry("9855500021", { tName: "Saraswati-Automobiles" });
  const b = await signIn();
  const res = await browse(b, `/admin/leads?${period}&tName=Saraswati-Automobiles`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const all = (await apiLeads(`${period}&tName=Saraswati-Automobiles`)).length;
  expect(bodyText(section(html, "count-billable"))).toMatch(/^Billable \d+$/);
  expect(bodyText(html)).toContain(`All ${all}`);
  expect(bodyText(section(html, "console-leads"))).toContain("+91 98555 00021");
  expect(html).toContain(`href="/admin/leads.csv?from=${today}&amp;to=${today}&amp;tName=Saraswati-Automobiles"`);
});

test("GET /admin/leads.csv is UTF-8 with a byte-order mark, one row per lead, times in IST", async () => {
  await sendEnquiry("9855500031", { name: "रमेश", note: "=1+1" });
  const res = await fetchWorker(`/admin/leads.csv?${period}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="leads-${today}-to-${today}.csv"`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = new TextDecoder().decode(bytes);
  const row = csv.split("\r\n").find((r) => r.includes("9855500031"))!;
  expect(row).toMatch(/^01-01-2026 12:15 am,/); // 00:15 IST on a 12-hour clock
  expect(row).toContain(",रमेश,9855500031,no,Dealer,Mahindra Treo,Shree Ganesh E-Motors,");
  expect(row).toContain(",'=1+1,");
});

test("a bad period is a 400 with the JSON error shape, for the list and the CSV", async () => {
  for (const path of ["/leads?from=2026-11-10&to=2026-11-01", "/leads?from=2026-11-01&to=2026-11-02&state=lost"]) {
    const res = await admin(path);
    expect(res.status, path).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
  }
  const csv = await fetchWorker("/admin/leads.csv?from=2026-02-30&to=2026-03-01", { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(csv.status).toBe(400);
});
