import { decodeCsvFile, parseCatalogueCsv } from "#app/domain/catalogue/csv";
import { type CatalogueEntity, type CatalogueItem, columnsOf } from "#app/domain/catalogue/entities";
import { type CatalogueReferences, type ImportPlan, planImport } from "#app/domain/catalogue/import-plan";
import { pageMetadataOf, pageMetadataTags } from "#app/domain/catalogue/page-metadata";
import { tagsTouched } from "#app/domain/catalogue/tags";
import { ApiFailure } from "../../bff/errors";
import { purgeTags as purgeCacheTags } from "../../bff/purge";
import { pageMetadataStatements } from "./page-metadata";
import { readCatalogue, writeStatements } from "./store";

// A catalogue import: the dry run answers what would be added, changed and
// rejected; the real run writes every added and changed record in one D1 batch (one transaction),
// or nothing when any row is rejected, then purges exactly the cache tags the records touch and
// the cached pages rendered from them, so the pages show the change at once.

/** Rows of one file (an export of the sample's prices has about 2,400). */
export const MAX_IMPORT_ROWS = 20_000;
/**
 * Statements of one import's batch: D1 runs a batch as one transaction, and a Worker invocation
 * may run at most 1,000 queries (Workers Paid), so a larger change is split into several files.
 */
export const MAX_BATCH_STATEMENTS = 900;

export type Purged = { tags: string[]; keys: number };
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
    db.prepare("SELECT brandName, name FROM product").all<{ brandName: string; name: string }>(),
  ]);
  return { brands: brands.results.map((b) => b.brandName), models: models.results.map((m) => [m.brandName, m.name] as const) };
}

/** Plans (and unless a dry run, writes) the records of a CSV file, given as its bytes: only UTF-8 is read. */
export async function importCsv(env: Env, entity: CatalogueEntity, file: Uint8Array, { dryRun }: { dryRun: boolean }): Promise<ImportResult> {
  assertCatalogueIsOurs(env);
  const decoded = decodeCsvFile(file);
  if (!decoded.ok) throw new ApiFailure(400, "invalid_csv", decoded.message);
  const parsed = parseCatalogueCsv(entity, decoded.text);
  if (!parsed.ok) throw new ApiFailure(400, "invalid_csv", parsed.message);
  if (parsed.records.length > MAX_IMPORT_ROWS) {
    throw new ApiFailure(400, "invalid_csv", `${parsed.records.length} rows: at most ${MAX_IMPORT_ROWS} a file`);
  }
  return apply(env, entity, planImport(entity, parsed.columns.length, parsed.records, await readCatalogue(env.DB, entity), await references(env.DB, entity)), dryRun);
}

/** Saves one record from the console's form: its fields as the cells of one CSV row. */
export async function saveRecord(env: Env, entity: CatalogueEntity, cells: Record<string, string>): Promise<ImportResult> {
  assertCatalogueIsOurs(env);
  const known = columnsOf(entity);
  const record = { row: 1, cells: Object.fromEntries(Object.entries(cells).filter(([k]) => known.includes(k))), width: 0 };
  record.width = Object.keys(record.cells).length;
  const plan = planImport(entity, record.width, [record], await readCatalogue(env.DB, entity), await references(env.DB, entity));
  return apply(env, entity, plan, false);
}

async function apply(env: Env, entity: CatalogueEntity, plan: ImportPlan, dryRun: boolean): Promise<ImportResult> {
  if (dryRun) return { ...plan, dryRun, purged: null };
  if (plan.rejected.length) {
    const issues = plan.rejected.map((r) => ({ path: `row ${r.row}`, message: r.reason }));
    throw new ApiFailure(400, "rows_rejected", `${plan.rejected.length} row(s) rejected: nothing was imported`, issues);
  }
  const records = [...plan.added, ...plan.changed];
  if (records.length === 0) return { ...plan, dryRun, purged: { tags: [], keys: 0 } };
  // A new record's screens need their page data: added where none exists, in the same batch.
  const pages = plan.added.flatMap((a) => pageMetadataOf(entity, a.item));
  const statements = [...writeStatements(env.DB, entity, records), ...pageMetadataStatements(env.DB, pages)];
  if (statements.length > MAX_BATCH_STATEMENTS) {
    throw new ApiFailure(400, "too_many_changes", `${records.length} records would be added or changed, more than one import writes: split the file`);
  }
  await env.DB.batch(statements);
  const before = new Map<string, CatalogueItem>(plan.changed.map((c) => [c.key, c.before]));
  const tags = [...new Set([...records.flatMap((r) => tagsTouched(entity, before.get(r.key) ?? null, r.item)), ...pageMetadataTags(pages)])].sort();
  return { ...plan, dryRun, purged: await purgeTags(env.API_CACHE, tags) };
}

/** Purges the tags' KV entries, and with them every cached page (the location generation). */
export async function purgeTags(kv: KVNamespace, tags: readonly string[]): Promise<Purged> {
  const keys = await purgeCacheTags(kv, tags);
  return { tags: [...tags], keys: keys.length };
}
