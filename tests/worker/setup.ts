import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";
import { sampleSql } from "#worker/origin/sample";
import { stubOrigin } from "./stub-origin";

// Each test file gets its own storage: migrate and load the sample catalogue into it.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const statements = sampleSql();
for (let i = 0; i < statements.length; i += 50) {
  await env.DB.batch(statements.slice(i, i + 50).map((sql) => env.DB.prepare(sql)));
}

beforeEach(() => stubOrigin.reset());
