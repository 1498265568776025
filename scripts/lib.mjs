import { spawn } from "node:child_process";
import { appendFileSync, closeSync, copyFileSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { gunzipSync } from "node:zlib";
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
  if (!existsSync(".dev.vars")) return copyFileSync(".dev.vars.example", ".dev.vars");
  // A setting the example gained since the local file was made (the invoices' sample supplier) is
  // added to it; the values already there are kept.
  const keysOf = (text) => new Set([...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
  const local = readFileSync(".dev.vars", "utf8");
  const have = keysOf(local);
  const missing = readFileSync(".dev.vars.example", "utf8").split("\n").filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line) && !have.has(line.split("=")[0]));
  if (missing.length) appendFileSync(".dev.vars", `${local.endsWith("\n") ? "" : "\n"}${missing.join("\n")}\n`);
}

/** Imports a TypeScript module of the project into a Node script (bundled with esbuild). */
export async function importTs(entry) {
  mkdirSync(".wrangler/node", { recursive: true });
  const outfile = `.wrangler/node/${entry.replace(/[\/.]+/g, "_")}.mjs`;
  // the project's own paths (#app/…, #worker/…) as TypeScript resolves them
  await build({ entryPoints: [entry], bundle: true, platform: "node", format: "esm", outfile, logLevel: "warning", tsconfig: "tsconfig.node.json" });
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
 * A site's own local D1 as a deployment prepares it (README, "Deploy"): migrated, and the pincode
 * directory loaded, which places a town the catalogue does not list (`/e-rickshaw/Varanasi`).
 * Its catalogue comes from its origin.
 */
export async function migrateSite(extraArgs = []) {
  await migrate(extraArgs);
  const { sql } = await pincodeDirectorySql();
  await executeSql(sql, ["--local", ...extraArgs]);
}

/**
 * Migrates local D1 and resets its catalogue to the sample: records imported or edited since are
 * gone, so every start serves the same catalogue (seed/reset.ts). The lead ledger
 * is kept unless `leads` is set. The pincode directory is loaded when local D1 lacks this version
 * of it (a second start writes none of it). Prints what it did in one line.
 */
export async function migrateAndSeed(extraArgs = [], { leads = false } = {}) {
  await migrate(extraArgs);
  const { sampleSql, sampleSummary } = await importTs("seed/index.ts");
  const pincodes = await pincodeDirectorySql();
  await executeSql([...sampleSql({ leads }), ...pincodes.sql], ["--local", ...extraArgs]);
  await newCatalogueGeneration(extraArgs);
  console.log(`${sampleSummary({ leads })} ${pincodes.summary}`);
}

/**
 * A reseed is a catalogue change like any other: a new catalogue generation in the local KV the
 * site reads (app/shared/cache/catalogue-generation.ts, docs/decisions/132), so no answer or page cached
 * from the catalogue before it is read again. Its metadata names no previous generation (a stale
 * answer of another catalogue is no fallback) and no time: the first search asks for its index.
 */
export async function newCatalogueGeneration(extraArgs = []) {
  const { GENERATION_KEY, newGenerationName } = await importTs("app/shared/cache/catalogue-generation.ts");
  const name = newGenerationName();
  await run("wrangler", ["kv", "key", "put", GENERATION_KEY, name, "--binding", "API_CACHE", "--metadata", "{}", "--local", "-c", "wrangler.toml", ...extraArgs], unattended);
  return name;
}

/**
 * Migrates local D1 and resets its catalogue to a generated one `scale` times the sample
 * (seed/scaled.ts, docs/decisions/127-a-catalogue-the-size-of-india.md), then
 * loads the pincode directory as `migrateAndSeed` does. Prints what it did and how long it took.
 */
export async function migrateAndSeedScaled(extraArgs = [], { scale, seed, leads = false }) {
  const started = Date.now();
  await migrate(extraArgs);
  const { DEFAULT_SEED, scaledCatalogue, catalogueSql, catalogueCounts, scaledName, resetSummary, DIRECTORY_FILE, parseDirectory } =
    await importTs("seed/scaled.ts");
  seed ??= DEFAULT_SEED;
  const catalogue = scaledCatalogue(scale, seed, parseDirectory(gunzipSync(readFileSync(DIRECTORY_FILE)).toString("utf8")));
  const built = Date.now();
  await executeSqlInParts(catalogueSql(catalogue, { leads }), ["--local", ...extraArgs]);
  const pincodes = await pincodeDirectorySql();
  await executeSql(pincodes.sql, ["--local", ...extraArgs]);
  await newCatalogueGeneration(extraArgs);
  const seconds = (ms) => `${Math.round(ms / 100) / 10} s`;
  console.log(`${resetSummary(catalogueCounts(catalogue), { leads, source: scaledName(scale, seed) })} ${pincodes.summary}`);
  console.log(`Generated in ${seconds(built - started)}, written in ${seconds(Date.now() - built)}: ${seconds(Date.now() - started)} in all.`);
}

/** Bytes of SQL per file `wrangler d1 execute` is given: a generated catalogue runs to hundreds of MB. */
const PART_BYTES = 64 * 1024 * 1024;

/**
 * Runs statements (any iterable, consumed once) with `wrangler d1 execute DB` as `executeSql`
 * does, written out as they come in files of at most ~64 MB, each executed in turn: the whole
 * would not fit in one string.
 */
export async function executeSqlInParts(statements, args) {
  mkdirSync(".wrangler", { recursive: true });
  let part = 0;
  let file = "";
  let fd = -1;
  let bytes = 0;
  const flush = async () => {
    if (fd === -1) return;
    closeSync(fd);
    fd = -1;
    try {
      await run("wrangler", ["d1", "execute", "DB", "-c", "wrangler.toml", "--file", file, ...args], args.includes("--local") ? unattended : {});
    } finally {
      rmSync(file, { force: true });
    }
  };
  for (const statement of statements) {
    if (fd === -1) {
      file = `.wrangler/seed-${process.pid}-${++part}.sql`;
      fd = openSync(file, "w");
      bytes = 0;
    }
    bytes += writeSync(fd, `${statement};\n`);
    if (bytes >= PART_BYTES) await flush();
  }
  await flush();
}

/**
 * The statements that load data/pincode-directory.tsv.gz into D1's `pincode` table when it does
 * not hold this version yet (docs/decisions/108-pincode-directory.md), and a line saying so.
 */
export async function pincodeDirectorySql() {
  const { DIRECTORY_FILE, directorySql, directoryVersion, parseDirectory } = await importTs("worker/origin/pincode-directory.ts");
  const rows = parseDirectory(gunzipSync(readFileSync(DIRECTORY_FILE)).toString("utf8"));
  const version = directoryVersion(rows);
  const count = rows.length.toLocaleString("en-IN");
  return { sql: directorySql(rows, version, Date.now()), summary: `Pincode directory: ${count} PIN codes, version ${version} (written only when new).` };
}

/**
 * Runs statements with `wrangler d1 execute DB` (`--local` or `--remote` among the arguments);
 * a remote run asks the operator to confirm, a local one does not.
 */
export async function executeSql(statements, args) {
  // a file of this run's own: two scripts seeding other state folders at once never share one
  mkdirSync(".wrangler", { recursive: true });
  const file = `.wrangler/seed-${process.pid}.sql`;
  writeFileSync(file, statements.join(";\n") + ";\n");
  try {
    await run("wrangler", ["d1", "execute", "DB", "-c", "wrangler.toml", "--file", file, ...args], args.includes("--local") ? unattended : {});
  } finally {
    rmSync(file, { force: true });
  }
}
