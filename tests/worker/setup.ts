import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, expect } from "vitest";
import { clearLogs, recordLogs, unexpectedErrors } from "./helpers";
import { stubOrigin } from "./stub-origin";

// Each test file gets its own storage: migrate and load the sample catalogue into it, and the
// pincode directory around the sample's towns. The statements are built once for the whole run in
// Node (vitest.worker.config.ts), not again in every file, and sent in one batch.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(env.TEST_SEED.map((sql) => env.DB.prepare(sql)));

// Logs are recorded, not printed; an error line no test expected fails the test that logged it.
recordLogs();
beforeEach(() => {
  stubOrigin.reset();
  clearLogs();
});
afterEach(() => {
  expect(unexpectedErrors(), "unexpected console.error").toEqual([]);
});
