import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { istDate } from "#app/domain/rules/format";
import { DEALER, admin, browse, fetchWorker, leadLinkPath, sendEnquiry, signIn, visibleText } from "./helpers";

// The access record (docs/decisions/153): each console or API action that shows, exports or
// changes buyers' personal data writes who, what, when and how many; append-only, kept a year;
// the operator reads and exports it; a trader sees its own staff's exports.

type Row = { actorKind: string; actor: string; tName: string; action: string; what: string; records: number; address: string };
const records = async (what?: string) =>
  (await env.DB.prepare(`SELECT actorKind, actor, tName, action, what, records, address FROM access_record ${what ? "WHERE what = ?1" : ""} ORDER BY id`)
    .bind(...(what ? [what] : []))
    .all<Row>()).results;

const today = istDate(Date.now());

test("exporting the leads CSV writes one access record with the operator and the count", async () => {
  for (const mobile of ["9877700001", "9877700002", "9877700003"]) expect((await sendEnquiry(mobile)).status).toBe(200);
  const operator = await signIn();
  const res = await browse(operator, `/admin/leads.csv?from=${today}&to=${today}`);
  expect(res.status).toBe(200);
  const lines = (await res.text()).trim().split("\r\n");
  // The session is named by the first eight characters of its id's hash, never the id itself.
  const session = await env.DB.prepare("SELECT substr(idHash, 1, 8) AS prefix FROM admin_session").first<string>("prefix");
  // three enquiries, one lead each (each names its dealer): three rows under the header
  expect(lines).toHaveLength(4);
  expect(await records("leads.csv")).toEqual([
    { actorKind: "operator", actor: `session ${session}`, tName: "", action: "export", what: "leads.csv", records: 3, address: operator.ip },
  ]);
});

test("the operator API's leads and a script's CSV are recorded under the admin token", async () => {
  const api = await admin(`/leads?from=${today}&to=${today}`);
  expect(api.status).toBe(200);
  const csv = await fetchWorker(`/admin/leads.csv?from=${today}&to=${today}`, { headers: { Authorization: "Bearer test-admin-token" } });
  expect(csv.status).toBe(200);
  expect((await records()).filter((r) => r.actor === "admin token").map((r) => [r.what, r.action, r.records])).toEqual([
    ["api.leads", "export", 3],
    ["leads.csv", "export", 3],
  ]);
});

test("the console's lead list and outbox record what each page showed, and a page that showed no one records nothing", async () => {
  const operator = await signIn();
  expect((await browse(operator, "/admin/leads")).status).toBe(200);
  expect((await browse(operator, "/admin/outbox")).status).toBe(200);
  const shown = (await records()).filter((r) => r.what.startsWith("console.")).map((r) => [r.what, r.action, r.records]);
  // three leads on the list; the outbox is empty (no code was asked for), so nothing shown there, nothing recorded
  expect(shown).toEqual([["console.leads", "view", 3]]);
});

test("a trader's lead page, its CSV and the pull API are recorded under the link or key, and the page lists the trader's own exports", async () => {
  const path = await leadLinkPath();
  const linkHash = await env.DB.prepare("SELECT substr(tokenHash, 1, 8) AS prefix FROM lead_link WHERE tName = ?1").bind(DEALER.tName).first<string>("prefix");
  expect((await fetchWorker(path, { headers: { "CF-Connecting-IP": "10.9.9.9" } })).status).toBe(200);
  expect((await fetchWorker(`${path}/leads.csv`, { headers: { "CF-Connecting-IP": "10.9.9.9" } })).status).toBe(200);
  const made = (await (await admin(`/traders/${DEALER.tName}/api-keys`, { method: "POST" })).json()) as { key: string; hint: string };
  const since = new Date(Date.now() - 3_600_000).toISOString();
  expect((await fetchWorker(`/leads/api?since=${since}`, { headers: { Authorization: `Bearer ${made.key}`, "CF-Connecting-IP": "10.9.9.8" } })).status).toBe(200);

  const trader = (await records()).filter((r) => r.actorKind === "trader");
  expect(trader).toEqual([
    { actorKind: "trader", actor: `link ${linkHash}`, tName: DEALER.tName, action: "view", what: "leadPage", records: 3, address: "10.9.9.9" },
    { actorKind: "trader", actor: `link ${linkHash}`, tName: DEALER.tName, action: "export", what: "leadPage.csv", records: 3, address: "10.9.9.9" },
    { actorKind: "trader", actor: `key ${made.hint}`, tName: DEALER.tName, action: "export", what: "pullApi", records: 3, address: "10.9.9.8" },
  ]);
  // The lead page lists the two exports (the CSV and the pull), newest first; not the page views.
  const html = await (await fetchWorker(path)).text();
  const exports = /<ul data-testid="lead-exports">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
  expect(exports.match(/<li>/g)).toHaveLength(2);
  expect(visibleText(exports)).toContain(`Pulled by your CRM, 3 leads (key ${made.hint})`);
  expect(visibleText(exports)).toContain(`CSV downloaded, 3 leads (link ${linkHash})`);
});

test("the operator reads and exports the access record", async () => {
  const operator = await signIn();
  const page = await browse(operator, `/admin/privacy/access?from=${today}&to=${today}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  const listed = html.match(/data-testid="access-record"/g) ?? [];
  expect(listed.length).toBe((await records()).length);
  const csv = await browse(operator, `/admin/access.csv?from=${today}&to=${today}`);
  expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(csv.headers.get("Cache-Control")).toBe("private, no-store");
  const lines = (await csv.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
  expect(lines[0]).toBe("Time (IST),Who,Actor,Trader,Action,What,Records,Address,Record id");
  expect(lines).toHaveLength(1 + listed.length);
  // a period the console cannot read is a plain 400
  expect((await browse(operator, "/admin/access.csv?from=2026-13-01&to=2026-12-01")).status).toBe(400);
});

test("the access record is append-only: the database refuses to change a record, or to delete one under a year old", async () => {
  await expect(env.DB.prepare("UPDATE access_record SET records = 0").run()).rejects.toThrow(/append-only/);
  await expect(env.DB.prepare("DELETE FROM access_record").run()).rejects.toThrow(/kept at least a year/);
  // a record 366 days old may go (the scheduled run removes those past the configured months)
  await env.DB.prepare("INSERT INTO access_record (at, actorKind, action, what, records) VALUES (?1, 'operator', 'view', 'console.leads', 1)")
    .bind(Date.now() - 366 * 86_400_000)
    .run();
  expect((await env.DB.prepare("DELETE FROM access_record WHERE at < ?1").bind(Date.now() - 365 * 86_400_000).run()).meta.changes).toBe(1);
});
