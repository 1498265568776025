import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { importTs } from "../../scripts/lib.mjs";
import { serveBuild } from "../../scripts/serve-build.mjs";

// A built site on a state of its own, migrated and loaded with the sample catalogue (and any
// further statements) through the server's own D1 binding before its first request: no second
// process ever touches its storage. Secrets are its own, whatever .dev.vars holds.

const SECRETS = { XSRF_SECRET: "seeded-site-signing-key-0123456789abcdef", ADMIN_TOKEN: "seeded-site-admin-token" };

/**
 * The migrations' statements, in order: each ends with ";" at a line end, except a trigger, whose
 * body holds statements of its own and which ends at its "END;".
 */
function migrationStatements() {
  const dir = "worker/origin/migrations";
  return readdirSync(dir).filter((f) => f.endsWith(".sql")).sort()
    .flatMap((f) => splitStatements(readFileSync(join(dir, f), "utf8")));
}

function splitStatements(sql) {
  const statements = [];
  let lines = [];
  for (const line of sql.replace(/^\s*--.*$/gm, "").split("\n")) {
    lines.push(line);
    const text = lines.join("\n").trim();
    const ends = /^CREATE\s+TRIGGER\b/i.test(text) ? /\bEND\s*;\s*$/i.test(line) : /;\s*$/.test(line);
    if (ends) {
      statements.push(text.replace(/;\s*$/, ""));
      lines = [];
    }
  }
  const rest = lines.join("\n").trim();
  return rest ? [...statements, rest] : statements;
}

/**
 * @param {{ build?: string, port?: number, vars?: Record<string, string>, statements?: string[] }} options
 *   build: a build directory (holding server/ and client/), ./build by default; port 0: a free one.
 */
export async function startSeededSite({ build = "build", port = 0, vars = {}, statements = [] } = {}) {
  const state = mkdtempSync(join(tmpdir(), "seeded-site-"));
  const site = await serveBuild({ config: join(build, "server", "wrangler.json"), port, persistTo: state, vars: { ...SECRETS, ...vars } });
  try {
    const db = await site.mf.getD1Database("DB");
    const { sampleSql } = await importTs("seed/index.ts");
    for (const sql of [...migrationStatements(), ...sampleSql(), ...statements]) await db.prepare(sql).run();
  } catch (error) {
    await site.stop();
    throw error;
  }
  return {
    url: site.url,
    mf: site.mf,
    stop: async () => {
      await site.stop();
      rmSync(state, { recursive: true, force: true });
    },
  };
}
