import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { clearIsolateCaches } from "#app/shared/cache/isolate-caches";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { clearLogs, recordLogs, unexpectedErrors } from "./helpers";
import { stubOrigin } from "./stub-origin";

// Test files share one workerd, its storage and their modules (vitest.worker.config.ts: `isolate:
// false`), so each file first empties what the one before it left: `reset()` deletes the Durable
// Objects, D1 is emptied by dropping every table, KV and R2 by listing and deleting. Then the file
// gets its own catalogue: migrations and the sample, and the pincode directory around the
// sample's towns. The statements are built once for the whole run in Node, not again in every
// file, and sent in one batch.
await reset();
await emptyD1();
await emptyKv(env.API_CACHE);
await emptyR2(env.IMAGES);
// The caches' own maps, and a catalogue generation no earlier file used: what an earlier file left
// in the Cache API (which has no listing to empty it by) is filed under another generation.
clearIsolateCaches();
await env.API_CACHE.put("gen:catalogue", `file-${crypto.randomUUID()}`);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(env.TEST_SEED.map((sql) => env.DB.prepare(sql)));

async function emptyD1() {
  const { results } = await env.DB.prepare(
    String.raw`SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\_%' ESCAPE '\' AND name NOT LIKE '\_cf\_%' ESCAPE '\' ORDER BY type = 'table'`,
  ).all<{ type: string; name: string }>();
  if (results.length === 0) return;
  // Foreign keys are checked at commit, by which time every table is gone.
  const drops = results.map(({ type, name }) => `DROP ${type.toUpperCase()} IF EXISTS "${name.replaceAll('"', '""')}"`);
  await env.DB.batch(["PRAGMA defer_foreign_keys = on", ...drops].map((sql) => env.DB.prepare(sql)));
}

async function emptyKv(kv: KVNamespace) {
  let cursor: string | undefined;
  do {
    const page: KVNamespaceListResult<unknown, string> = await kv.list({ cursor });
    await Promise.all(page.keys.map(({ name }) => kv.delete(name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

async function emptyR2(bucket: R2Bucket) {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor });
    if (page.objects.length > 0) await bucket.delete(page.objects.map(({ key }) => key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

// Logs are recorded, not printed; an error line no test expected fails the test that logged it.
recordLogs();
beforeEach(() => {
  stubOrigin.reset();
  clearLogs();
});
afterEach(() => {
  expect(unexpectedErrors(), "unexpected console.error").toEqual([]);
});

// The search-index queue (docs/decisions/141): every catalogue change sends a build message, and a
// consumer left to run in the background of a file would outlive it. Sends are recorded, not
// delivered; a test that needs the consumer runs it itself (helpers `runQueue`).
beforeEach(() => {
  vi.spyOn(env.SEARCH_QUEUE, "send").mockResolvedValue(undefined as unknown as QueueSendResponse);
});
