import type { ImportApplied, ImportPreview, ImportRefusal, ImportStarted } from "#app/features/console/context";
import { columnAliases } from "#app/features/console/import-columns";
import { type CsvRecord, type FileRefusal, decodeCsvFile, parseCatalogueCsv, recordValues } from "#app/features/console/rules/csv";
import { type CatalogueEntity, type CatalogueItem, catalogueEntities, columnsOf } from "#app/features/catalogue/rules/entities";
import { type CatalogueReferences, type ImportPlan, planFingerprint, planImport, sha256Hex } from "#app/features/console/rules/import-plan";
import { pageMetadataOf } from "#app/features/seo/rules/page-metadata";
import { townPriceOf, writesTownPrice } from "#app/features/catalogue/rules/town-price";
import { ApiFailure } from "../../../../shared/server/errors";
import { type CatalogueCaches, purgeAll } from "#worker/bff/purge";
import { pageMetadataStatements } from "./page-metadata";
import type { ImportMessage } from "#app/features/console/rules/import-batches";
import { createImportJob, importJobStatus, runNextBatch } from "./import-job";
import { readForPlan, townPriceStatements, writeStatements } from "./store";

// A catalogue import: the dry run answers what would be added, changed and rejected. The API's
// real run writes every added and changed record in one D1 batch (one transaction), or nothing
// when any row is rejected; the console's Apply writes what its preview showed as a job of
// batches (./import-job.ts, docs/decisions/138). Either renews every cached page and answer
// (one generation write, docs/decisions/132), so the pages show the change at once.

/**
 * Rows of one file: 50,000 price rows (a fifth of a catalogue a hundred times the sample's) are
 * planned in one request and written in batches (./import-job.ts, docs/decisions/138).
 */
export const MAX_IMPORT_ROWS = 60_000;
/**
 * Statements of one import's batch: D1 runs a batch as one transaction, and a Worker invocation
 * may run at most 1,000 queries (Workers Paid), so a larger change is split into several files.
 */
export const MAX_BATCH_STATEMENTS = 900;

/** The import's report of the caches renewed: every cached page and answer, one generation write (decision 132). */
export type Purged = { keys: number };
export type ImportResult = ImportPlan & { dryRun: boolean; purged: Purged | null };

/** The catalogue is this Worker's only in embedded mode; a remote origin's is edited there. */
export function assertCatalogueIsOurs(env: Env): void {
  if (env.ORIGIN_URL) {
    throw new ApiFailure(409, "remote_catalogue", `The catalogue belongs to the remote origin (${new URL(env.ORIGIN_URL).host}): change it there`);
  }
}

async function references(db: D1Database, entity: CatalogueEntity): Promise<CatalogueReferences> {
  if (entity !== "models" && entity !== "prices") return { brands: [], models: [] };
  const [brands, models] = await Promise.all([
    db.prepare("SELECT brandName FROM brand").all<{ brandName: string }>(),
    db.prepare("SELECT brandName, name, typeName FROM product").all<{ brandName: string; name: string; typeName: string }>(),
  ]);
  return { brands: brands.results.map((b) => b.brandName), models: models.results.map((m) => [m.brandName, m.name, m.typeName] as const) };
}

/** The key a row gives, as the plan looks its stored record up (trimmed values of the key's fields). */
function keyCells(entity: CatalogueEntity, record: CsvRecord): string[] {
  const values = recordValues(entity, record);
  return catalogueEntities[entity].key.map((k) => String(values[k] ?? "").trim());
}

/**
 * The plan of a CSV file, given as its bytes (only UTF-8 is read), or why the whole file is
 * refused. Its header may name the columns by their storage names or as the console's template
 * does, in English or Hindi (app/features/console/import-columns.ts).
 */
async function planFile(env: Env, entity: CatalogueEntity, file: Uint8Array): Promise<{ ok: true; plan: ImportPlan } | FileRefusal> {
  const decoded = decodeCsvFile(file);
  if (!decoded.ok) return decoded;
  const parsed = parseCatalogueCsv(entity, decoded.text, columnAliases(entity));
  if (!parsed.ok) return parsed;
  if (parsed.records.length > MAX_IMPORT_ROWS) {
    const rows = parsed.records.length;
    return { ok: false, message: `${rows} rows: at most ${MAX_IMPORT_ROWS} a file`, problem: { key: "tooManyRows", values: { rows, max: MAX_IMPORT_ROWS } } };
  }
  const keys = parsed.records.map((record) => keyCells(entity, record));
  const [{ existing, others }, refs] = await Promise.all([readForPlan(env.DB, entity, keys), references(env.DB, entity)]);
  return { ok: true, plan: planImport(entity, parsed.columns.length, parsed.records, existing, refs, others) };
}

/** Plans (and unless a dry run, writes) the records of a CSV file, given as its bytes: only UTF-8 is read. */
export async function importCsv(env: Env, entity: CatalogueEntity, file: Uint8Array, { dryRun }: { dryRun: boolean }): Promise<ImportResult> {
  assertCatalogueIsOurs(env);
  const planned = await planFile(env, entity, file);
  if (!planned.ok) throw new ApiFailure(400, "invalid_csv", planned.message);
  return apply(env, entity, planned.plan, dryRun);
}

/**
 * The console's import, in two steps (docs/decisions/130). The preview plans the file and writes
 * nothing to the catalogue; a file with something to write is kept in KV for an hour under its
 * SHA-256 (`upload`), so Apply sends back two short values, not the file. Apply plans the kept
 * file again and writes it only if the plan's fingerprint is the preview's: exactly what was
 * shown, the refused rows left out. Another fingerprint means the catalogue changed since: the
 * apply is refused and the new preview shown instead.
 */
const UPLOAD_TTL_SECONDS = 3600;
const uploadKey = (entity: CatalogueEntity, upload: string) => `console-import:${entity}:${upload}`;
const isUploadHash = (upload: string) => /^[0-9a-f]{64}$/.test(upload);

export async function previewImport(env: Env, entity: CatalogueEntity, file: Uint8Array): Promise<{ ok: true; value: ImportPreview } | ImportRefusal> {
  assertCatalogueIsOurs(env);
  const planned = await planFile(env, entity, file);
  if (!planned.ok) return { ok: false, status: 400, message: planned.message, problem: planned.problem };
  const { plan } = planned;
  // however many: Apply writes them in batches (./import-job.ts)
  const records = plan.added.length + plan.changed.length;
  const upload = await sha256Hex(file);
  if (records) await env.API_CACHE.put(uploadKey(entity, upload), file, { expirationTtl: UPLOAD_TTL_SECONDS });
  return { ok: true, value: { plan, upload, fingerprint: await planFingerprint(plan) } };
}

/**
 * Apply: the kept file planned again and, when its fingerprint is the preview's, stored as an
 * import job of batches (./import-job.ts). A job of one batch is written in this request and its
 * report returned (`applied`); a longer one goes on in the import queue, one batch a message,
 * and the console shows its progress.
 */
export async function applyImport(env: Env, entity: CatalogueEntity, upload: string, fingerprint: string): Promise<{ ok: true; value: ImportStarted } | ImportRefusal> {
  assertCatalogueIsOurs(env);
  const file = isUploadHash(upload) ? await env.API_CACHE.get(uploadKey(entity, upload), "arrayBuffer") : null;
  if (!file) return { ok: false, status: 410, message: "The checked file is no longer kept: check it again", problem: { key: "gone", values: {} } };
  const planned = await planFile(env, entity, new Uint8Array(file));
  if (!planned.ok) return { ok: false, status: 400, message: planned.message, problem: planned.problem };
  const { plan } = planned;
  const now = await planFingerprint(plan);
  if (now !== fingerprint) {
    return {
      ok: false,
      status: 409,
      message: "The catalogue changed since the file was checked: nothing was imported",
      problem: { key: "stale", values: {} },
      preview: { plan, upload, fingerprint: now },
    };
  }
  const job = await createImportJob(env.DB, plan, fingerprint);
  // the kept file starts one job: the same Apply again (a double tap) finds it gone (410)
  await env.API_CACHE.delete(uploadKey(entity, upload));
  const stored = await importJobStatus(env.DB, job.id);
  if (stored?.state === "running" && stored.batchesTotal === 1) {
    // a failure here is the queue's to retry, as any batch's
    await runNextBatch(env, job.id).catch((error) => console.warn("import batch failed", job.id, String(error)));
  }
  const status = await importJobStatus(env.DB, job.id);
  if (status?.state === "running") await env.IMPORT_QUEUE.send({ job: job.id } satisfies ImportMessage);
  return { ok: true, value: { job: job.id, applied: status?.state === "done" ? { ...plan, purged: { keys: 0 } } : null } };
}

/** Saves one record from the console's form: its fields as the cells of one CSV row. */
export async function saveRecord(env: Env, entity: CatalogueEntity, cells: Record<string, string>): Promise<ImportResult> {
  assertCatalogueIsOurs(env);
  const known = columnsOf(entity);
  const record = { row: 1, cells: Object.fromEntries(Object.entries(cells).filter(([k]) => known.includes(k))), width: 0 };
  record.width = Object.keys(record.cells).length;
  const { existing, others } = await readForPlan(env.DB, entity, [keyCells(entity, record)]);
  const plan = planImport(entity, record.width, [record], existing, await references(env.DB, entity), others);
  return apply(env, entity, plan, false);
}

/**
 * The API's import writes one D1 batch, so a dry run answers what the real run would: a file with
 * more to write than one batch is refused by both, in the same words (a dry run never says
 * "added" for what the real run would refuse). Rows refused on their own are listed by a dry run
 * and refuse the real one.
 */
async function apply(env: Env, entity: CatalogueEntity, plan: ImportPlan, dryRun: boolean): Promise<ImportResult> {
  const records = plan.added.length + plan.changed.length;
  const statements = records > 0 ? statementsOf(env, entity, plan).length : 0;
  if (statements > MAX_BATCH_STATEMENTS) {
    throw new ApiFailure(
      400,
      "too_many_changes",
      `${records} records would be added or changed (${statements} statements), more than one import writes (${MAX_BATCH_STATEMENTS}): nothing was imported. Split the file, or use the console's import, which writes a file in batches`,
    );
  }
  if (dryRun) return { ...plan, dryRun, purged: null };
  if (plan.rejected.length) {
    const issues = plan.rejected.map((r) => ({ path: `row ${r.row}`, message: r.reason }));
    throw new ApiFailure(400, "rows_rejected", `${plan.rejected.length} row(s) rejected: nothing was imported`, issues);
  }
  return { ...(await write(env, entity, plan)), dryRun };
}

/** A new record's screens need their page data: added where none exists, in the same batch. */
const pagesOf = (entity: CatalogueEntity, plan: ImportPlan) => plan.added.flatMap((a) => pageMetadataOf(entity, a.item));

/** The town prices the plan's models state, written with them (app/features/catalogue/rules/town-price.ts). */
const townPricesOf = (entity: CatalogueEntity, plan: ImportPlan) =>
  [...plan.added.map((a) => ({ ...a, fields: [] as string[], added: true })), ...plan.changed.map((c) => ({ ...c, added: false }))]
    .filter((r) => writesTownPrice(entity, r.added, r.fields))
    .flatMap((r): CatalogueItem[] => {
      const row = townPriceOf(r.item);
      return row ? [row] : [];
    });

function statementsOf(env: Env, entity: CatalogueEntity, plan: ImportPlan): D1PreparedStatement[] {
  return [
    ...writeStatements(env.DB, entity, [...plan.added, ...plan.changed]),
    ...pageMetadataStatements(env.DB, pagesOf(entity, plan)),
    ...townPriceStatements(env.DB, townPricesOf(entity, plan)),
  ];
}

/** Writes the plan's added and changed records in one batch (its refused rows are not among them) and purges what they touch. */
async function write(env: Env, entity: CatalogueEntity, plan: ImportPlan): Promise<ImportApplied> {
  const records = [...plan.added, ...plan.changed];
  if (records.length === 0) return { ...plan, purged: { keys: 0 } };
  await env.DB.batch(statementsOf(env, entity, plan));
  return { ...plan, purged: await renewCaches(env) };
}

/** Renews everything cached (one generation write, and the new generation's search index asked for). */
export async function renewCaches(env: CatalogueCaches): Promise<Purged> {
  await purgeAll(env);
  return { keys: 0 };
}
