import { env } from "cloudflare:workers";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { ImportPlan } from "#app/features/console/rules/import-plan";
import { batchesOf } from "#app/features/console/rules/import-batches";
import { createImportJob, handleImportMessage, importJobStatus, resumeImportJob, runNextBatch } from "#app/features/console/server/catalogue/import-job";
import { type Browser, bodyText, browse, holdQueue, postForm, remoteMode, runQueue, section, sentBodies, signIn } from "./helpers";

// An applied import written in batches (docs/decisions/138): progress counted from the batches
// written, a failed batch resumed from where it stopped without a row written twice, and the
// console's Apply still writing exactly the previewed plan (the job keeps the fingerprint it checked).

// Sends on the import queue are recorded, not delivered: each test runs the batches itself.
let queue: ReturnType<typeof holdQueue>;
beforeEach(() => {
  queue = holdQueue(env.IMPORT_QUEUE);
});
afterEach(() => vi.restoreAllMocks());

type PriceRow = { brandName: string; name: string; cityName: string; exShowroomPrice: number };

const priceCount = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM price").first<{ n: number }>())!.n;
/** Rows of the same model and town in any case: a doubled row would show here. */
const doubled = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM (SELECT 1 FROM price GROUP BY brandName COLLATE NOCASE, name COLLATE NOCASE, cityName COLLATE NOCASE HAVING COUNT(*) > 1)").first<{ n: number }>())!.n;

/** Every stored price of Mahindra's models, and a plan that changes each and adds each in `towns` more (towns no other test of the file adds: the file shares its storage). */
async function mahindraPlan(towns: string[]): Promise<{ plan: ImportPlan; rows: PriceRow[] }> {
  const { results: rows } = await env.DB.prepare("SELECT * FROM price WHERE brandName = 'Mahindra' ORDER BY name, cityName").all<PriceRow>();
  const models = [...new Set(rows.map((r) => r.name))];
  const changed = rows.map((before, i) => ({ row: i + 2, key: "", title: "", before, fields: ["exShowroomPrice"], item: { ...before, exShowroomPrice: before.exShowroomPrice + 1000 } }));
  const added = models.flatMap((name, m) =>
    towns.map((cityName, t) => ({ row: rows.length + 2 + m * towns.length + t, key: "", title: "", item: { ...rows.find((r) => r.name === name)!, cityName, exShowroomPrice: 100_000 } })),
  );
  return { plan: { entity: "prices", added, changed, unchanged: 0, same: [], rejected: [] }, rows };
}

/** The catalogue generation as KV holds it (app/shared/cache/catalogue-generation.ts): renewing every cache is one write of it. */
const generationNow = () => env.API_CACHE.get("gen:catalogue");

/** Small batches, so the sample's rows make several. */
const SMALL = { statements: 12, bytes: 1_000_000 };

/** Runs the job's messages as the queue would, each on its first try, until none is left. */
async function drain(id: string) {
  while ((await importJobStatus(env.DB, id))?.state === "running") await runNextBatch(env, id);
}

test.skipIf(remoteMode())("an import is applied in batches, its progress counted in rows and batches, and the caches renewed once at the end", async () => {
  const { plan, rows } = await mahindraPlan(["Raigarh", "Korba"]);
  const total = plan.added.length + plan.changed.length;
  const before = await priceCount();
  const { id } = await createImportJob(env.DB, plan, "f".repeat(64), Date.now(), SMALL);
  const start = await importJobStatus(env.DB, id);
  const batches = Math.ceil(total / (SMALL.statements - 2));
  expect(start).toMatchObject({ state: "running", rowsDone: 0, rowsTotal: total, batchesDone: 0 });
  expect(start!.batchesTotal).toBeGreaterThanOrEqual(batches);
  const generation = await generationNow();

  expect(await runNextBatch(env, id)).toBe("more");
  const first = await importJobStatus(env.DB, id);
  expect(first).toMatchObject({ state: "running", batchesDone: 1 });
  expect(first!.rowsDone).toBeGreaterThan(0);
  expect(first!.rowsDone).toBeLessThanOrEqual(SMALL.statements - 2);
  // nothing renewed while it runs: a change is one generation write, at the end
  expect(await generationNow()).toBe(generation);

  await drain(id);
  expect(await importJobStatus(env.DB, id)).toMatchObject({ state: "done", rowsDone: total, batchesDone: start!.batchesTotal });
  expect(await priceCount()).toBe(before + plan.added.length);
  expect(await doubled()).toBe(0);
  const changed = await env.DB.prepare("SELECT exShowroomPrice FROM price WHERE brandName = ?1 AND name = ?2 AND cityName = ?3").bind(rows[0]!.brandName, rows[0]!.name, rows[0]!.cityName).first();
  expect(changed).toEqual({ exShowroomPrice: rows[0]!.exShowroomPrice + 1000 });
  expect(await generationNow()).not.toBe(generation);
  // a job that is done does nothing more
  expect(await runNextBatch(env, id)).toBe("idle");
});

/** D1 whose `batch` fails on its `failOn`-th call, before writing (`when: "before"`) or after committing (`"after"`: the answer lost). */
function failingDb(failOn: number, when: "before" | "after") {
  let calls = 0;
  return new Proxy(env.DB, {
    get(target, property) {
      if (property === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          calls++;
          if (calls === failOn && when === "before") throw new Error("D1_ERROR: injected failure");
          const results = await target.batch(statements);
          if (calls === failOn) throw new Error("D1_ERROR: the answer was lost");
          return results;
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

test.skipIf(remoteMode())("a failed batch stops the import there, and resume goes on from that batch without writing a row twice", async () => {
  const { plan } = await mahindraPlan(["Durg", "Bhilai", "Jagdalpur"]);
  const before = await priceCount();
  const { id } = await createImportJob(env.DB, plan, "f".repeat(64), Date.now(), SMALL);
  const broken = { ...env, DB: failingDb(2, "before") };
  // the first batch is written; the second fails on every try of its message
  expect(await handleImportMessage(broken, id, 1)).toBe("ack");
  expect(await handleImportMessage(broken, id, 1)).toBe("retry");
  const generation = await generationNow();
  const failingAgain = { ...env, DB: failingDb(1, "before") };
  expect(await handleImportMessage(failingAgain, id, 3)).toBe("ack");
  const failed = await importJobStatus(env.DB, id);
  expect(failed).toMatchObject({ state: "failed", batchesDone: 1, failedBatch: 2 });
  expect(failed!.error).toContain("injected failure");
  // the rows of the first batch are in the catalogue, and the caches renewed for them
  const firstRows = failed!.rowsDone;
  const addedFirst = batchesOf(plan, SMALL)[0]!.filter((r) => r.added).length;
  expect(await priceCount()).toBe(before + addedFirst);
  expect(await generationNow()).not.toBe(generation);
  // a failed job is not continued by a stray message
  expect(await runNextBatch(env, id)).toBe("idle");
  expect((await importJobStatus(env.DB, id))!.rowsDone).toBe(firstRows);

  expect(await resumeImportJob(env, id)).toBe(true);
  expect(await resumeImportJob(env, id)).toBe(false);
  expect(await importJobStatus(env.DB, id)).toMatchObject({ state: "running", failedBatch: null, error: "" });
  // the resumed batch commits but its answer is lost: it is tried again, and the catalogue holds each row once
  expect(await handleImportMessage({ ...env, DB: failingDb(1, "after") }, id, 1)).toBe("retry");
  await drain(id);
  const done = await importJobStatus(env.DB, id);
  expect(done).toMatchObject({ state: "done", rowsDone: plan.added.length + plan.changed.length });
  expect(await priceCount()).toBe(before + plan.added.length);
  expect(await doubled()).toBe(0);
});

/** Uploads a file on the catalogue page for its preview; the Apply form's hidden values. */
async function previewFields(b: Browser, csv: string): Promise<Record<string, string>> {
  const form = new FormData();
  form.set("entity", "prices");
  form.set("intent", "check");
  form.set("file", new File([csv], "prices.csv", { type: "text/csv" }));
  const html = await (await postForm(b, "/admin/catalogue", form)).text();
  const apply = section(html, "import-apply");
  const value = (name: string) => apply.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? "";
  return { entity: value("entity"), upload: value("upload"), fingerprint: value("fingerprint"), intent: "apply" };
}

test.skipIf(remoteMode())("apply stores the previewed plan as a job of batches once its fingerprint is checked, and its page shows the progress until it is done", async () => {
  const b = await signIn();
  // every stored price a rupee dearer: more rows than one batch holds
  const { results } = await env.DB.prepare("SELECT brandName, name, cityName, exShowroomPrice FROM price ORDER BY brandName, name, cityName LIMIT 1000").all<PriceRow>();
  const csv = ["brandName,name,cityName,exShowroomPrice", ...results.map((r) => `${r.brandName},${r.name},${r.cityName},${r.exShowroomPrice + 1}`)].join("\n");
  const shown = await previewFields(b, csv);
  expect(shown.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  // a fingerprint that is not the preview's writes nothing and starts nothing
  const jobs = () => env.DB.prepare("SELECT COUNT(*) AS n FROM import_job").first<{ n: number }>();
  const jobsBefore = await jobs();
  const forged = await postForm(b, "/admin/catalogue", { ...shown, fingerprint: "c".repeat(64) });
  expect(forged.status).toBe(409);
  expect(await jobs()).toEqual(jobsBefore);

  const res = await postForm(b, "/admin/catalogue", shown);
  expect(res.status).toBe(303);
  const id = /^\/admin\/catalogue\/import\/([0-9a-f]{32})$/.exec(res.headers.get("Location") ?? "")?.[1] ?? "";
  const started = await importJobStatus(env.DB, id);
  expect(started).toMatchObject({ entity: "prices", rowsTotal: 1000, rowsDone: 0 });
  expect(started!.batchesTotal).toBeGreaterThan(1);
  const job = await env.DB.prepare("SELECT fingerprint FROM import_job WHERE id = ?1").bind(id).first();
  expect(job).toEqual({ fingerprint: shown.fingerprint });
  // the kept file starts one job: the same Apply again (a double tap) starts none
  expect((await postForm(b, "/admin/catalogue", shown)).status).toBe(410);

  // the queue's consumer writes a batch a message, each sending the next
  expect(sentBodies(queue)).toEqual([{ job: id }]);
  for (let i = 0; i < started!.batchesTotal; i++) {
    const result = await runQueue("catalogue-import", [{ body: { job: id } }]);
    expect(result.explicitAcks).toEqual(["m1"]);
  }
  expect(sentBodies(queue)).toHaveLength(started!.batchesTotal);
  const page = await browse(b, `/admin/catalogue/import/${id}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(bodyText(section(html, "import-job-rows"))).toBe("1,000 of 1,000 rows saved");
  expect(bodyText(section(html, "import-job"))).toContain("All 1,000 rows are saved.");
  expect(html).not.toContain('http-equiv="refresh"');
  const last = results.at(-1)!;
  const stored = await env.DB.prepare("SELECT exShowroomPrice FROM price WHERE brandName = ?1 AND name = ?2 AND cityName = ?3").bind(last.brandName, last.name, last.cityName).first();
  expect(stored).toEqual({ exShowroomPrice: last.exShowroomPrice + 1 });
});

test.skipIf(remoteMode())("a running import's page refreshes itself and counts in the console's language; a failed one offers resume", async () => {
  const b = await signIn();
  b.cookies.set("console-lang", "hi");
  const { plan } = await mahindraPlan(["Ambikapur"]);
  const { id } = await createImportJob(env.DB, plan, "f".repeat(64), Date.now(), SMALL);
  await runNextBatch(env, id);
  const running = await (await browse(b, `/admin/catalogue/import/${id}`)).text();
  expect(running).toMatch(/<meta http-equiv="refresh" content="3"/);
  const done = (await importJobStatus(env.DB, id))!;
  // Mahindra's price rows and one new town for each model: under 1,000, so written without separators
  expect(done.rowsTotal).toBeLessThan(1000);
  expect(bodyText(section(running, "import-job-rows"))).toBe(`${done.rowsTotal} में से ${done.rowsDone} लाइनें सेव हुईं`);
  expect(section(running, "import-resume")).toBe("");

  await handleImportMessage({ ...env, DB: failingDb(1, "before") }, id, 3);
  const failed = await (await browse(b, `/admin/catalogue/import/${id}`)).text();
  expect(failed).not.toContain('http-equiv="refresh"');
  expect(bodyText(section(failed, "import-job"))).toContain("हिस्सा 2 सेव नहीं हो सका");
  const resumed = await postForm(b, `/admin/catalogue/import/${id}`, {});
  expect(resumed.status).toBe(200);
  expect((await importJobStatus(env.DB, id))!.state).toBe("running");
  // an unknown job is the 404 page
  expect((await browse(b, `/admin/catalogue/import/${"e".repeat(32)}`)).status).toBe(404);
});
