import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, expect } from "vitest";
import { directorySql } from "#worker/origin/pincode-directory";
import { sampleSql } from "#worker/origin/sample";
import { clearLogs, recordLogs, unexpectedErrors } from "./helpers";
import { stubOrigin } from "./stub-origin";

// Each test file gets its own storage: migrate and load the sample catalogue into it, and the
// pincode directory around the sample's towns (vitest.worker.config.ts).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const statements = [...sampleSql(), ...directorySql(env.TEST_PINCODES, "test")];
for (let i = 0; i < statements.length; i += 50) {
  await env.DB.batch(statements.slice(i, i + 50).map((sql) => env.DB.prepare(sql)));
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
