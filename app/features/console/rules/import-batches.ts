import type { CatalogueEntity, CatalogueItem } from "../../catalogue/rules/entities";
import type { ImportPlan } from "./import-plan";
import { pageMetadataOf } from "../../seo/rules/page-metadata";
import { townPriceOf, writesTownPrice } from "../../catalogue/rules/town-price";

// How an applied import is cut into batches (docs/decisions/138): the plan's records in file
// order, each batch within one queue message's invocation (its queries) and one D1 row (its
// JSON). The job that writes them: app/features/console/server/catalogue/import-job.ts.

export const IMPORT_QUEUE_NAME = "catalogue-import";
/** Tries of one message (wrangler.toml max_retries + 1): then the job is marked failed, to be resumed. */
export const IMPORT_ATTEMPTS = 3;
/**
 * Statements of one batch, its own bookkeeping included. A queue consumer's invocation may run at
 * most 1,000 queries (Workers Paid): the batch and the two reads before it stay within that.
 */
export const BATCH_STATEMENTS = 900;
/** The JSON of one batch's records, kept in one D1 row (at most 2 MB a row). */
export const BATCH_BYTES = 1_000_000;
/** A job's message: which job to continue. */
export type ImportMessage = { job: string };

/**
 * A record as a batch keeps it: what to write, whether it is new (new records get page data), and
 * whether it writes its town price (a model's, town-price.ts).
 */
export type BatchRecord = { item: CatalogueItem; added: boolean; townPrice?: boolean };

const BOOKKEEPING = 2;

/** The statements one record takes: its upsert (a trader's products besides), a new record's page data, a town price and its page's. */
function statementCount(entity: CatalogueEntity, record: BatchRecord): number {
  const own = entity === "traders" ? 2 + ((record.item.brandList as unknown[] | undefined) ?? []).length : 1;
  return own + (record.added ? pageMetadataOf(entity, record.item).length : 0) + (record.townPrice ? 2 : 0);
}

/** The plan's records in file order, cut into batches by statements and by bytes. */
export function batchesOf(plan: ImportPlan, limits = { statements: BATCH_STATEMENTS, bytes: BATCH_BYTES }): BatchRecord[][] {
  const townPrice = (added: boolean, fields?: readonly string[]) => writesTownPrice(plan.entity, added, fields);
  const records: (BatchRecord & { row: number })[] = [
    ...plan.added.map((a) => ({ row: a.row, item: a.item, added: true, townPrice: townPrice(true) })),
    ...plan.changed.map((c) => ({ row: c.row, item: c.item, added: false, townPrice: townPrice(false, c.fields) })),
  ].sort((a, b) => a.row - b.row);
  const batches: BatchRecord[][] = [];
  let batch: BatchRecord[] = [];
  let used = { statements: BOOKKEEPING, bytes: 2 };
  for (const { item, added, townPrice: withPrice } of records) {
    const record: BatchRecord = withPrice && townPriceOf(item) ? { item, added, townPrice: true } : { item, added };
    const size = { statements: statementCount(plan.entity, record), bytes: JSON.stringify(record).length + 1 };
    if (batch.length > 0 && (used.statements + size.statements > limits.statements || used.bytes + size.bytes > limits.bytes)) {
      batches.push(batch);
      batch = [];
      used = { statements: BOOKKEEPING, bytes: 2 };
    }
    batch.push(record);
    used = { statements: used.statements + size.statements, bytes: used.bytes + size.bytes };
  }
  if (batch.length) batches.push(batch);
  return batches;
}
