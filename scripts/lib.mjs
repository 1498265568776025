import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

// Shared steps of the local scripts (start, seed): run a command, prepare local state.

export const localEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
};

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: localEnv, ...options });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

export function ensureDevVars() {
  if (!existsSync(".dev.vars")) copyFileSync(".dev.vars.example", ".dev.vars");
}

/** Imports a TypeScript module of the project into a Node script (bundled with esbuild). */
export async function importTs(entry) {
  mkdirSync(".wrangler/node", { recursive: true });
  const outfile = `.wrangler/node/${entry.replace(/[\/.]+/g, "_")}.mjs`;
  await build({ entryPoints: [entry], bundle: true, platform: "node", format: "esm", outfile, logLevel: "warning" });
  return import(`${process.cwd()}/${outfile}?${Date.now()}`);
}

// Local state only: answer wrangler's "Ok to proceed?" itself, so `npm start` never waits on a prompt.
const unattended = { env: { ...localEnv, CI: "true" } };

/**
 * Applies the D1 migrations to local state: every site needs its own tables (leads, their outbox,
 * picture versions, console sessions) even when its catalogue comes from a remote origin.
 */
export async function migrate(extraArgs = []) {
  await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "-c", "wrangler.toml", ...extraArgs], unattended);
}

/**
 * Migrates local D1 and resets its catalogue to the sample: records imported or edited since are
 * gone, so every start serves the same catalogue (worker/origin/sample/reset.ts). The lead ledger
 * is kept unless `leads` is set. Prints what it did in one line.
 */
export async function migrateAndSeed(extraArgs = [], { leads = false } = {}) {
  await migrate(extraArgs);
  const { sampleSql, sampleSummary } = await importTs("worker/origin/sample/index.ts");
  // a file of this run's own: two scripts seeding other state folders at once never share one
  const file = `.wrangler/seed-${process.pid}.sql`;
  writeFileSync(file, sampleSql({ leads }).join(";\n") + ";\n");
  try {
    await run("wrangler", ["d1", "execute", "DB", "--local", "-c", "wrangler.toml", "--file", file, ...extraArgs], unattended);
  } finally {
    rmSync(file, { force: true });
  }
  console.log(sampleSummary({ leads }));
}
