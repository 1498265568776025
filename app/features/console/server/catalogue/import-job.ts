import type { ImportJobStatus } from "#app/features/console/context";
import type { CatalogueEntity, CatalogueItem } from "#app/features/catalogue/rules/entities";
import { type BatchRecord, IMPORT_ATTEMPTS, type ImportMessage, batchesOf } from "#app/features/console/rules/import-batches";
import type { Addition, ImportPlan } from "#app/features/console/rules/import-plan";
import { pageMetadataOf } from "#app/features/seo/rules/page-metadata";
import { townPriceOf } from "#app/features/catalogue/rules/town-price";
import { purgeAll } from "#worker/bff/purge";
import { pageMetadataStatements } from "./page-metadata";
import { townPriceStatements, writeStatements } from "./store";

// A previewed import applied in batches (docs/decisions/138-sitemaps-and-imports-at-scale.md).
// Apply stores the plan's records as numbered batches of a job (migration 0021); a queue consumer
// writes one batch per message, and each batch's upserts and its "done" mark are one D1 batch, one
// transaction: a batch is written whole or not at all, and a batch written again (a retried
// message, a resumed job) upserts the same records by their key, so no row is ever doubled.
// Progress is the batches marked done. The caches are renewed once, when the job ends or fails
// (one generation write, docs/decisions/132), not per batch.

type JobRow = {
  id: string;
  entity: CatalogueEntity;
  rows_total: number;
  batches_total: number;
  state: "running" | "failed" | "done";
  failed_batch: number | null;
  error: string;
};

/**
 * Stores a job for a plan whose fingerprint Apply has just checked: its records as numbered
 * batches, in file order. Nothing is written to the catalogue yet.
 */
export async function createImportJob(
  db: D1Database,
  plan: ImportPlan,
  fingerprint: string,
  now = Date.now(),
  limits?: { statements: number; bytes: number },
): Promise<{ id: string }> {
  const id = crypto.randomUUID().replaceAll("-", "");
  const batches = batchesOf(plan, limits);
  const rows = batches.reduce((n, b) => n + b.length, 0);
  await db.batch([
    db
      .prepare("INSERT INTO import_job (id, entity, fingerprint, rows_total, batches_total, state, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)")
      .bind(id, plan.entity, fingerprint, rows, batches.length, batches.length ? "running" : "done", now),
    ...batches.map((records, i) =>
      db.prepare("INSERT INTO import_batch (job, batch, rows, records) VALUES (?1, ?2, ?3, ?4)").bind(id, i + 1, records.length, JSON.stringify(records)),
    ),
  ]);
  return { id };
}

const jobOf = (db: D1Database, id: string) => db.prepare("SELECT * FROM import_job WHERE id = ?1").bind(id).first<JobRow>();

/**
 * Writes the job's next batch not yet written. "more": batches remain; "done": the job has just
 * ended (the caches renewed); "idle": nothing to do here (the job is not running, or another
 * message wrote this batch first, so this chain of messages stops and that one goes on).
 */
export async function runNextBatch(env: Pick<Env, "DB" | "API_CACHE" | "SEARCH_QUEUE">, id: string, now = Date.now()): Promise<"more" | "done" | "idle"> {
  const db = env.DB;
  const job = await jobOf(db, id);
  if (!job || job.state !== "running") return "idle";
  const next = await db
    .prepare("SELECT batch, records FROM import_batch WHERE job = ?1 AND done_at IS NULL ORDER BY batch LIMIT 1")
    .bind(id)
    .first<{ batch: number; records: string }>();
  if (!next) return (await finish(env, id, now)) ? "done" : "idle";
  const records = JSON.parse(next.records) as BatchRecord[];
  const additions: Addition[] = records.map((r, i) => ({ row: i, key: "", title: "", item: r.item }));
  const pages = records.filter((r) => r.added).flatMap((r) => pageMetadataOf(job.entity, r.item));
  const townPrices = records.flatMap((r): CatalogueItem[] => {
    const row = r.townPrice ? townPriceOf(r.item) : null;
    return row ? [row] : [];
  });
  const results = await db.batch([
    ...writeStatements(db, job.entity, additions),
    ...pageMetadataStatements(db, pages),
    ...townPriceStatements(db, townPrices),
    db.prepare("UPDATE import_job SET updated_at = ?2 WHERE id = ?1").bind(id, now),
    db.prepare("UPDATE import_batch SET done_at = ?3, records = '[]' WHERE job = ?1 AND batch = ?2 AND done_at IS NULL").bind(id, next.batch, now),
  ]);
  if ((results.at(-1)?.meta.changes ?? 0) === 0) return "idle";
  if (next.batch < job.batches_total) return "more";
  return (await finish(env, id, now)) ? "done" : "idle";
}

/** Marks the job done once, and renews every cached page and answer (one KV write). */
async function finish(env: Pick<Env, "DB" | "API_CACHE" | "SEARCH_QUEUE">, id: string, now: number): Promise<boolean> {
  const ended = await env.DB.prepare("UPDATE import_job SET state = 'done', updated_at = ?2 WHERE id = ?1 AND state = 'running'").bind(id, now).run();
  if (!ended.meta.changes) return false;
  await purgeAll(env);
  return true;
}

/**
 * The job stops at the batch that failed: none of that batch's rows were written (its
 * transaction was rolled back), those before it were, so the caches are renewed for them.
 */
export async function failImportJob(env: Pick<Env, "DB" | "API_CACHE" | "SEARCH_QUEUE">, id: string, error: unknown, now = Date.now()): Promise<void> {
  const failed = await env.DB.prepare(
    `UPDATE import_job SET state = 'failed', updated_at = ?2, error = ?3,
       failed_batch = (SELECT MIN(batch) FROM import_batch WHERE job = ?1 AND done_at IS NULL)
     WHERE id = ?1 AND state = 'running'`,
  )
    .bind(id, now, String(error instanceof Error ? error.message : error).slice(0, 500))
    .run();
  if (failed.meta.changes) await purgeAll(env);
}

/** A failed job runs again from the batch that failed; `false` when the job is not a failed one. */
export async function resumeImportJob(env: Pick<Env, "DB" | "IMPORT_QUEUE">, id: string, now = Date.now()): Promise<boolean> {
  const resumed = await env.DB.prepare("UPDATE import_job SET state = 'running', failed_batch = NULL, error = '', updated_at = ?2 WHERE id = ?1 AND state = 'failed'")
    .bind(id, now)
    .run();
  if (!resumed.meta.changes) return false;
  await env.IMPORT_QUEUE.send({ job: id } satisfies ImportMessage);
  return true;
}

/** Where a job stands, as the console's progress page shows it; null for no such job. */
export async function importJobStatus(db: D1Database, id: string): Promise<ImportJobStatus | null> {
  if (!/^[0-9a-f]{32}$/.test(id)) return null;
  const [job, done] = await Promise.all([
    jobOf(db, id),
    db.prepare("SELECT COUNT(*) AS batches, COALESCE(SUM(rows), 0) AS rows FROM import_batch WHERE job = ?1 AND done_at IS NOT NULL").bind(id).first<{ batches: number; rows: number }>(),
  ]);
  if (!job) return null;
  return {
    id,
    entity: job.entity,
    state: job.state,
    rowsDone: done?.rows ?? 0,
    rowsTotal: job.rows_total,
    batchesDone: done?.batches ?? 0,
    batchesTotal: job.batches_total,
    failedBatch: job.failed_batch,
    error: job.error,
  };
}

/**
 * One message of the import queue: the job's next batch, then a message for the one after it.
 * A failure is retried by the queue; on its last try the job is marked failed (the console offers
 * Resume). Returns what became of the message, for the consumer and the tests.
 */
export async function handleImportMessage(env: Pick<Env, "DB" | "API_CACHE" | "SEARCH_QUEUE" | "IMPORT_QUEUE">, id: string, attempts: number): Promise<"ack" | "retry"> {
  try {
    if ((await runNextBatch(env, id)) === "more") await env.IMPORT_QUEUE.send({ job: id } satisfies ImportMessage);
    return "ack";
  } catch (error) {
    console.warn("import batch failed", id, String(error));
    if (attempts < IMPORT_ATTEMPTS) return "retry";
    await failImportJob(env, id, error);
    return "ack";
  }
}

/** The consumer of the catalogue-import queue (one message a batch: wrangler.toml max_batch_size 1). */
export async function runImportQueue(batch: MessageBatch<ImportMessage>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const outcome = await handleImportMessage(env, message.body.job, message.attempts);
    if (outcome === "ack") message.ack();
    else message.retry();
  }
}
