import { env } from "cloudflare:workers";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { createApiKey } from "#app/features/leads/server/api-keys";
import { recordDeadLetter } from "#app/features/leads/server/dead-letters";
import { createLeadLink } from "#app/features/leads/server/lead-links";
import { recordAccess } from "#app/features/privacy/server/access-record";
import { admin, browse, fetchWorker, sendEnquiry, signIn, visibleText } from "./helpers";

// The access record (docs/decisions/153): each console or API action that shows, exports or
// changes buyers' personal data writes who, what, when and how many; append-only, kept a year;
// the operator reads and exports it; a trader sees its own staff's exports.
//
// Test files share one workerd, and a queue may hand this file an earlier file's enquiry late
// (with the time it was sent): so each test works on a day of its own on a fixed clock, and
// counts only what it made on that day, or for a trader no other file knows.

const DAY_MS = 86_400_000;
/** 10 Nov 2026, 10:00 IST (04:30 UTC): the first test's day; test n works n − 1 days later. */
const FIRST_DAY = Date.UTC(2026, 10, 10, 4, 30);
/** The IST date of a day of FIRST_DAY + n days ("2026-11-10" + n). */
const dayOf = (n: number) => `2026-11-${String(10 + n).padStart(2, "0")}`;

/** Sets the clock to 10:00 IST of the day n days after FIRST_DAY; its IST date. */
function onDay(n: number): string {
  vi.setSystemTime(FIRST_DAY + n * DAY_MS);
  return dayOf(n);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Row = { actorKind: string; actor: string; tName: string; action: string; what: string; records: number; address: string };

/** The access records written on the day n days after FIRST_DAY (IST days start 18:30 UTC the day before). */
async function recordsOn(n: number, what?: string): Promise<Row[]> {
  const start = FIRST_DAY - 10 * 3_600_000 + n * DAY_MS;
  const { results } = await env.DB.prepare(
    `SELECT actorKind, actor, tName, action, what, records, address FROM access_record WHERE at >= ?1 AND at < ?2 ${what ? "AND what = ?3" : ""} ORDER BY id`,
  )
    .bind(start, start + DAY_MS, ...(what ? [what] : []))
    .all<Row>();
  return results;
}

test("exporting the leads CSV writes one access record with the operator and the count", async () => {
  const day = onDay(0);
  for (const mobile of ["9877700001", "9877700002", "9877700003"]) expect((await sendEnquiry(mobile)).status).toBe(200);
  const operator = await signIn();
  const res = await browse(operator, `/admin/leads.csv?from=${day}&to=${day}`);
  expect(res.status).toBe(200);
  const lines = (await res.text()).trim().split("\r\n");
  // The session is named by the first eight characters of its id's hash, never the id itself.
  const session = await env.DB.prepare("SELECT substr(idHash, 1, 8) AS prefix FROM admin_session").first<string>("prefix");
  // three enquiries that day, one lead each (each names its dealer): three rows under the header
  expect(lines).toHaveLength(4);
  expect(await recordsOn(0, "leads.csv")).toEqual([
    { actorKind: "operator", actor: `session ${session}`, tName: "", action: "export", what: "leads.csv", records: 3, address: operator.ip },
  ]);
});

test("the operator API's leads and a script's CSV are recorded under the admin token", async () => {
  const day = onDay(1);
  for (const mobile of ["9877700011", "9877700012"]) expect((await sendEnquiry(mobile)).status).toBe(200);
  const api = await admin(`/leads?from=${day}&to=${day}`);
  expect(api.status).toBe(200);
  const csv = await fetchWorker(`/admin/leads.csv?from=${day}&to=${day}`, { headers: { Authorization: "Bearer test-admin-token" } });
  expect(csv.status).toBe(200);
  // two leads that day, in each
  expect((await recordsOn(1)).map((r) => [r.actor, r.what, r.action, r.records])).toEqual([
    ["admin token", "api.leads", "export", 2],
    ["admin token", "leads.csv", "export", 2],
  ]);
});

test("the console's lead list and outbox record what each page showed, and a page that showed no one records nothing", async () => {
  const day = onDay(2);
  for (const mobile of ["9877700021", "9877700022"]) expect((await sendEnquiry(mobile)).status).toBe(200);
  const operator = await signIn();
  expect((await browse(operator, `/admin/leads?from=${day}&to=${day}`)).status).toBe(200);
  // the outbox of a number no code was asked for: empty
  expect((await browse(operator, "/admin/outbox?to=9877700021")).status).toBe(200);
  const shown = (await recordsOn(2)).filter((r) => r.what.startsWith("console.")).map((r) => [r.what, r.action, r.records]);
  // the day's two leads on the list; nothing shown in the outbox, nothing recorded
  expect(shown).toEqual([["console.leads", "view", 2]]);
});

test("the console's failed deliveries page records the letters it listed, and sends the page none of their buyers' details", async () => {
  onDay(3);
  await env.DB.prepare("DELETE FROM dead_letter").run();
  const body = { mobile: "9877700031", name: "Ravi Verma", pincode: "201301" };
  await recordDeadLetter(env.DB, { channel: "origin", call: "addCustomer", message: { name: "addCustomer", body, receivedAt: Date.now() }, lastError: "HTTP 422", attempts: 9 });
  const operator = await signIn();
  const res = await browse(operator, "/admin/deliveries");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html.match(/data-testid="dead-letter"/g)).toHaveLength(1);
  // neither in the page nor in the data the page carries for its script
  expect(html).not.toContain("9877700031");
  expect(html).not.toContain("Ravi Verma");
  expect((await recordsOn(3, "console.deadLetters")).map((r) => [r.actorKind, r.action, r.records])).toEqual([["operator", "view", 1]]);
});

test("a trader's lead page, its CSV and the pull API are recorded under the link or key, and the page lists the trader's own exports", async () => {
  onDay(4);
  // a trader of this test alone, with three leads confirmed that day
  const trader = { tName: "Access-Record-Motors", traderName: "Access Record Motors" };
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3)
     INSERT INTO lead (id, enquiryId, contentHash, receivedAt, name, mobile, typeOfQuery, match, traderTName, traderName, traderType, billable, verifiedAt)
     SELECT printf('access-%02d', i), printf('access-%02d', i), 'h', ?1 - i * 60000, 'Buyer ' || i, printf('98777000%02d', 40 + i), 'Dealer', 'matched', ?2, ?3, 'Dealer', 1, ?1 FROM n`,
  )
    .bind(Date.now(), trader.tName, trader.traderName)
    .run();
  const path = `/leads/${await createLeadLink(env.DB, trader)}`;
  const linkHash = await env.DB.prepare("SELECT substr(tokenHash, 1, 8) AS prefix FROM lead_link WHERE tName = ?1").bind(trader.tName).first<string>("prefix");
  expect((await fetchWorker(path, { headers: { "CF-Connecting-IP": "10.9.9.9" } })).status).toBe(200);
  expect((await fetchWorker(`${path}/leads.csv`, { headers: { "CF-Connecting-IP": "10.9.9.9" } })).status).toBe(200);
  const made = await createApiKey(env.DB, trader.tName);
  const since = new Date(Date.now() - 3_600_000).toISOString();
  expect((await fetchWorker(`/leads/api?since=${since}`, { headers: { Authorization: `Bearer ${made.key}`, "CF-Connecting-IP": "10.9.9.8" } })).status).toBe(200);

  expect((await recordsOn(4)).filter((r) => r.actorKind === "trader")).toEqual([
    { actorKind: "trader", actor: `link ${linkHash}`, tName: trader.tName, action: "view", what: "leadPage", records: 3, address: "10.9.9.9" },
    { actorKind: "trader", actor: `link ${linkHash}`, tName: trader.tName, action: "export", what: "leadPage.csv", records: 3, address: "10.9.9.9" },
    { actorKind: "trader", actor: `key ${made.hint}`, tName: trader.tName, action: "export", what: "pullApi", records: 3, address: "10.9.9.8" },
  ]);
  // The lead page lists the two exports (the CSV and the pull), newest first; not the page views.
  const html = await (await fetchWorker(path)).text();
  const exports = /<ul data-testid="lead-exports">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
  expect(exports.match(/<li>/g)).toHaveLength(2);
  expect(visibleText(exports)).toContain(`Pulled by your CRM, 3 leads (key ${made.hint})`);
  expect(visibleText(exports)).toContain(`CSV downloaded, 3 leads (link ${linkHash})`);
});

test("the operator reads and exports the access record", async () => {
  const day = onDay(5);
  // two records that day: what the console lists and the CSV holds
  await recordAccess(env.DB, { actorKind: "operator", actor: "admin token", tName: "", action: "export", what: "api.leads", records: 4, address: "10.1.1.1" });
  await recordAccess(env.DB, { actorKind: "trader", actor: "key …k3Xz", tName: "Access-Record-Motors", action: "export", what: "pullApi", records: 2, address: "10.1.1.2" });
  const operator = await signIn();
  const page = await browse(operator, `/admin/privacy/access?from=${day}&to=${day}`);
  expect(page.status).toBe(200);
  expect((await page.text()).match(/data-testid="access-record"/g)).toHaveLength(2);
  const csv = await browse(operator, `/admin/access.csv?from=${day}&to=${day}`);
  expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(csv.headers.get("Cache-Control")).toBe("private, no-store");
  const lines = (await csv.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
  expect(lines[0]).toBe("Time (IST),Who,Actor,Trader,Action,What,Records,Address,Record id");
  // newest first: the pull, then the operator's export; both at 10:00 am IST that day
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(/^15-11-2026 10:00 am,trader,key …k3Xz,Access-Record-Motors,export,pullApi,2,10\.1\.1\.2,\d+$/);
  expect(lines[2]).toMatch(/^15-11-2026 10:00 am,operator,admin token,,export,api\.leads,4,10\.1\.1\.1,\d+$/);
  // a period the console cannot read is a plain 400
  expect((await browse(operator, "/admin/access.csv?from=2026-13-01&to=2026-12-01")).status).toBe(400);
});

test("the access record is append-only: the database refuses to change a record, or to delete one under a year old", async () => {
  // The database's guard reads its own clock: this test keeps the real one.
  vi.useRealTimers();
  await recordAccess(env.DB, { actorKind: "operator", actor: "admin token", tName: "", action: "view", what: "console.leads", records: 1, address: "" });
  await expect(env.DB.prepare("UPDATE access_record SET records = 0").run()).rejects.toThrow(/append-only/);
  await expect(env.DB.prepare("DELETE FROM access_record").run()).rejects.toThrow(/kept at least a year/);
  // a record 366 days old may go (the scheduled run removes those past the configured months)
  await env.DB.prepare("INSERT INTO access_record (at, actorKind, action, what, records) VALUES (?1, 'operator', 'view', 'console.leads', 1)")
    .bind(Date.now() - 366 * 86_400_000)
    .run();
  expect((await env.DB.prepare("DELETE FROM access_record WHERE at < ?1").bind(Date.now() - 365 * 86_400_000).run()).meta.changes).toBe(1);
});
