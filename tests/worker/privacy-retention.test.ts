import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, expect, test } from "vitest";
import worker from "#worker/index";
import { browse, expectLogged, section, signIn } from "./helpers";

// Retention as configuration (docs/decisions/152): the scheduled run, on a fake clock (the cron
// trigger's scheduledTime), over a thousand leads.

/** 7 Dec 2026, 10:00 IST. Twelve months before is 7 Dec 2025, 10:00 IST: 365 days (no 29 February between). */
const NOW = Date.UTC(2026, 11, 7, 4, 30);
const HALF_DAY = 12 * 60 * 60 * 1000;

/** Each test starts from an empty ledger, no copies or codes, and no runs: it counts only what it made. */
beforeEach(async () => {
  const tables = ["lead", "lead_dispute", "lead_notification", "lead_erasure_event", "enquiry", "customer", "location_record", "city_record", "dead_letter", "otp_code", "message_outbox", "retention_run"];
  await env.DB.batch(tables.map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

/** Runs the Worker's scheduled handler as the cron trigger would at `at`. */
async function scheduledRun(at: number) {
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "0 21 * * *" }), env);
}

/** A thousand leads, one every 12 hours back from NOW (lead i received i half-days before), each with the origin's copy. */
async function thousandLeads() {
  const numbers = "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 999)";
  await env.DB.batch([
    env.DB.prepare(
      `${numbers} INSERT INTO lead (id, enquiryId, contentHash, receivedAt, name, mobile, pincode, areaName, cityName, note, typeOfQuery,
         brandName, modelName, catalogueBrand, catalogueModel, traderTName, traderName, traderType, match, billable, verifiedAt)
       SELECT printf('ret-%04d', i), printf('ret-%04d', i), 'h', ?1 - i * ?2, 'Buyer ' || i, printf('98%08d', i), '201301', 'Sector 18', 'Noida',
         'call me', 'Dealer', 'Mahindra', 'Treo', 'Mahindra', 'Treo', 'Shree-Ganesh-E-Motors', 'Shree Ganesh E-Motors', 'Dealer', 'matched', 1, ?1 - i * ?2
       FROM n`,
    ).bind(NOW, HALF_DAY),
    env.DB.prepare(
      `${numbers} INSERT INTO enquiry (id, name, mobile, pincode, typeOfQuery, createdAt)
       SELECT printf('ret-%04d', i), 'Buyer ' || i, printf('98%08d', i), '201301', 'Dealer', ?1 - i * ?2 FROM n`,
    ).bind(NOW, HALF_DAY),
    // The oldest lead is under a seller's open dispute: it keeps its facts until decided.
    env.DB.prepare("INSERT INTO lead_dispute (leadId, reason, createdAt) VALUES ('ret-0999', 'wrong-number', ?1)").bind(NOW - 999 * HALF_DAY),
  ]);
}

const rows = async () => (await env.DB.prepare("SELECT * FROM lead ORDER BY id").all<Record<string, unknown>>()).results;

test("the scheduled run erases exactly the leads past the configured period, in batches within D1's limits, and a second run changes nothing", async () => {
  await thousandLeads();
  await scheduledRun(NOW);

  // Past 12 months: lead i with i × 12 h > 365 days, i.e. i > 730: leads 731 to 999, 269 of them;
  // lead 730 is exactly 12 months old and stays. Lead 999 is disputed and waits: 268 are erased, in
  // batches of 100: 100 + 100 + 68, three batches.
  const erased = await env.DB.prepare("SELECT id FROM lead WHERE erasedAt IS NOT NULL ORDER BY id").all<{ id: string }>();
  expect(erased.results.map((r) => r.id)).toEqual(Array.from({ length: 268 }, (_, k) => `ret-${String(731 + k).padStart(4, "0")}`));
  const [run] = (await env.DB.prepare("SELECT * FROM retention_run").all<Record<string, unknown>>()).results;
  expect(run).toMatchObject({ leadsErased: 268, batches: 3, more: 0, error: "", personalCutoff: Date.UTC(2025, 11, 7, 4, 30) });

  // What billing needs stays; the buyer's name, mobile, pincode, place and note are gone.
  const gone = await env.DB.prepare("SELECT * FROM lead WHERE id = 'ret-0800'").first<Record<string, unknown>>();
  expect(gone).toMatchObject({ name: "", mobile: "", pincode: "", areaName: "", cityName: "", note: "", contentHash: "erased", erasedBy: "retention", erasedAt: NOW });
  expect(gone).toMatchObject({ traderTName: "Shree-Ganesh-E-Motors", catalogueModel: "Treo", billable: 1, receivedAt: NOW - 800 * HALF_DAY });
  expect(await env.DB.prepare("SELECT mobile FROM lead WHERE id IN ('ret-0730', 'ret-0999') ORDER BY id").all()).toMatchObject({
    results: [{ mobile: "9800000730" }, { mobile: "9800000999" }],
  });
  // The origin's copies of the erased leads went with them, and the disputed lead's by its age: 1,000 − 269 stay.
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM enquiry").first("n")).toBe(731);

  const before = await rows();
  await scheduledRun(NOW);
  expect(await rows()).toEqual(before);
  const runs = (await env.DB.prepare("SELECT leadsErased, batches, error FROM retention_run ORDER BY id").all()).results;
  expect(runs).toEqual([{ leadsErased: 268, batches: 3, error: "" }, { leadsErased: 0, batches: 0, error: "" }]);
});

test("the console lists the privacy runs with what each erased, and the configured periods", async () => {
  // three leads past the 12 months (400, 401 and 402 days old), then two runs: 3 erased in one batch, then none
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 400 UNION ALL SELECT i + 1 FROM n WHERE i < 402)
     INSERT INTO lead (id, enquiryId, contentHash, receivedAt, name, mobile, typeOfQuery, match)
     SELECT printf('old-%d', i), printf('old-%d', i), 'h', ?1 - i * 2 * ?2, 'Buyer', printf('98111%05d', i), 'Dealer', 'matched' FROM n`,
  )
    .bind(NOW, HALF_DAY)
    .run();
  await scheduledRun(NOW);
  await scheduledRun(NOW);
  const operator = await signIn();
  const res = await browse(operator, "/admin/privacy");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("is erased 12 months after the lead");
  expect(html).toContain("is kept 8 years");
  expect(html.match(/data-testid="retention-run"/g)).toHaveLength(2);
  // newest first, each: leads erased, leads deleted, rows deleted, batches
  const facts = section(html, "retention-runs").match(/<dd>\d+<\/dd>/g);
  expect(facts).toEqual(["<dd>0</dd>", "<dd>0</dd>", "<dd>0</dd>", "<dd>0</dd>", "<dd>3</dd>", "<dd>0</dd>", "<dd>0</dd>", "<dd>1</dd>"]);
});

test("an erased lead keeps its mobile key for the duplicate rule 30 days after its erasure, then the scheduled run blanks it", async () => {
  const DAY = 2 * HALF_DAY;
  // erased 31 days before NOW (past the 30), erased 29 days before (within), and a lead not erased
  await env.DB.prepare(
    `INSERT INTO lead (id, enquiryId, contentHash, receivedAt, name, mobile, typeOfQuery, match, erasedAt, erasedBy, mobileKey) VALUES
       ('key-1', 'key-1', 'erased', ?1, '', '', 'Dealer', 'matched', ?2, 'buyer', 'key-of-one'),
       ('key-2', 'key-2', 'erased', ?1, '', '', 'Dealer', 'matched', ?3, 'buyer', 'key-of-two'),
       ('key-3', 'key-3', 'h', ?4, 'Buyer', '9812345678', 'Dealer', 'matched', NULL, '', 'key-of-three')`,
  )
    .bind(NOW - 40 * DAY, NOW - 31 * DAY, NOW - 29 * DAY, NOW - 40 * DAY)
    .run();
  await scheduledRun(NOW);
  const keys = await env.DB.prepare("SELECT id, mobileKey FROM lead ORDER BY id").all();
  expect(keys.results).toEqual([
    { id: "key-1", mobileKey: "" },
    { id: "key-2", mobileKey: "key-of-two" },
    { id: "key-3", mobileKey: "key-of-three" },
  ]);
});

test("leads past the billing period are deleted with their disputes, and what is kept by age goes", async () => {
  const nineYears = Date.UTC(2017, 11, 7, 4, 30);
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO lead (id, enquiryId, contentHash, receivedAt, name, mobile, typeOfQuery, match, erasedAt, erasedBy)
       VALUES ('old-1', 'old-1', 'erased', ?1, '', '', 'Dealer', 'matched', ?1, 'retention')`,
    ).bind(nineYears),
    env.DB.prepare("INSERT INTO lead_dispute (leadId, reason, createdAt, state) VALUES ('old-1', 'duplicate', ?1, 'rejected')").bind(nineYears),
    env.DB.prepare("INSERT INTO customer (name, mobile, createdAt) VALUES ('customer', '9811111111', ?1)").bind(NOW - 400 * 2 * HALF_DAY),
    env.DB.prepare("INSERT INTO otp_code (mobile, salt, hash, createdAt, expiresAt) VALUES ('9811111111', 's', 'h', ?1, ?1)").bind(NOW - 2 * 2 * HALF_DAY),
  ]);
  await scheduledRun(NOW);
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM lead WHERE id = 'old-1'").first("n")).toBe(0);
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM lead_dispute WHERE leadId = 'old-1'").first("n")).toBe(0);
  // a customer record 400 days old and a code two days old are past their periods (12 months, a day)
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM customer WHERE mobile = '9811111111'").first("n")).toBe(0);
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM otp_code WHERE mobile = '9811111111'").first("n")).toBe(0);
  const last = await env.DB.prepare("SELECT leadsDeleted, rowsDeleted FROM retention_run ORDER BY id DESC LIMIT 1").first();
  expect(last).toEqual({ leadsDeleted: 1, rowsDeleted: 2 });
});

test("a retention setting that is wrong stops the run, which says why in its row, and nothing is erased", async () => {
  await env.DB.prepare(
    `INSERT INTO lead (id, enquiryId, contentHash, receivedAt, name, mobile, typeOfQuery, match) VALUES ('cfg-1', 'cfg-1', 'h', ?1, 'x', '9822222222', 'Dealer', 'matched')`,
  )
    .bind(NOW - 800 * HALF_DAY)
    .run();
  await worker.scheduled(
    createScheduledController({ scheduledTime: NOW, cron: "0 21 * * *" }),
    { ...env, LEAD_RETENTION_MONTHS: "twelve" },
  );
  expect(await env.DB.prepare("SELECT mobile FROM lead WHERE id = 'cfg-1'").first("mobile")).toBe("9822222222");
  const last = await env.DB.prepare("SELECT error, leadsErased FROM retention_run ORDER BY id DESC LIMIT 1").first();
  expect(last).toEqual({ error: 'LEAD_RETENTION_MONTHS must be a whole number from 1 to 120, not "twelve"', leadsErased: 0 });
  expectLogged("error", /retention not run: its configuration is wrong/);
});
