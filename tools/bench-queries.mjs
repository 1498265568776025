import { existsSync, mkdirSync } from "node:fs";
import { build } from "esbuild";
import { Miniflare, convertV4MiniflareOptions } from "miniflare";
import { median, table } from "./bench/report.mjs";

// `npm --prefix tools run bench:queries -- <state folder> […]`: every contract call the embedded
// origin answers, with the sample's parameters (SAMPLE_PARAMS), against the local D1 of each state
// folder: the rows it returned, the rows D1 read for it (`rows_read`) and its median time over
// REPEATS runs. Seed a folder first:
// `PERSIST_TO=.wrangler/state-100 npm run db:seed -- --scale 100` (a catalogue 100 times the
// sample, docs/decisions/127) or `PERSIST_TO=.wrangler/state-1 npm run db:seed`.
// Prints a Markdown table per folder; the figures of decision 127.

process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error("npm --prefix tools run bench:queries -- <state folder seeded with PERSIST_TO> […]");
  process.exit(2);
}
const REPEATS = Number(process.env.BENCH_QUERY_REPEATS ?? 5);

/**
 * The origin's handlers, the contract and the sample's parameters, bundled for Node. The origin's
 * queries import through package.json's "#app/*" and "#worker/*", which name files without their
 * ".ts": resolved here as TypeScript resolves them.
 */
async function originModules() {
  const outfile = ".wrangler/node/bench-queries.mjs";
  mkdirSync(".wrangler/node", { recursive: true });
  const subpath = {
    name: "subpath-imports",
    setup(b) {
      b.onResolve({ filter: /^#(app|worker)\// }, ({ path }) => {
        const base = `${process.cwd()}/${path.replace(/^#/, "")}`;
        const file = [".ts", ".tsx", "/index.ts"].map((ext) => base + ext).find(existsSync);
        return file ? { path: file } : undefined;
      });
    },
  };
  await build({
    stdin: {
      contents: `export { contract } from "./app/shared/contract"; export { originGet } from "./worker/origin/index"; export { SAMPLE_PARAMS } from "./seed/index";`,
      resolveDir: process.cwd(), loader: "ts",
    },
    bundle: true, platform: "node", format: "esm", outfile, logLevel: "warning", plugins: [subpath],
  });
  return import(`${process.cwd()}/${outfile}?${Date.now()}`);
}
const { contract, originGet, SAMPLE_PARAMS } = await originModules();

/** A D1Database whose `all()` notes the rows each statement returned and read. */
function metered(db, noted) {
  const statement = (s) => ({
    bind: (...params) => statement(s.bind(...params)),
    all: async () => {
      const result = await s.all();
      noted.push({ returned: result.results.length, read: result.meta.rows_read ?? 0 });
      return result;
    },
  });
  return { prepare: (sql) => statement(db.prepare(sql)) };
}

for (const folder of folders) {
  const mf = new Miniflare(convertV4MiniflareOptions({
    modules: true,
    script: "export default { fetch() { return new Response('') } }",
    d1Databases: { DB: "ev-catalogue-local" },
    resourcePersistencePath: `${folder}/v3`,
    compatibilityDate: "2026-08-01",
  }));
  const db = await mf.getD1Database("DB");
  const rows = [];
  for (const call of Object.keys(originGet)) {
    const query = contract[call].query.parse(SAMPLE_PARAMS[call]);
    const noted = [];
    await originGet[call](metered(db, noted), query);
    const times = [];
    for (let i = 0; i < REPEATS; i++) {
      const start = performance.now();
      await originGet[call](db, query);
      times.push(performance.now() - start);
    }
    const sum = (key) => noted.reduce((n, s) => n + s[key], 0);
    rows.push([call, String(noted.length), sum("returned").toLocaleString("en-IN"), sum("read").toLocaleString("en-IN"), `${median(times).toFixed(1)} ms`]);
  }
  await mf.dispose();
  console.log(`\n### ${folder}\n`);
  console.log(table(["call", "statements", "rows returned", "rows read", "median time"], rows));
}
