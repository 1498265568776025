import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { deal } from "./deal-shards.mjs";

// `npm run test:worker`: the worker tests against the embedded origin, then the files where the
// remote origin differs (vitest.worker.config.ts). A Vitest run keeps one workerd whose files run
// one after another (they share its storage), so the embedded files are dealt into shards that
// run side by side, each its own Vitest process and workerd, to use every core. Files are dealt
// by their measured time (tests/worker/durations.json), longest first, each to the shard with the
// least time so far: dealt by name, the shard holding the sitemap's crawl of every page ran
// alone for minutes after the others had ended. A file not in the table counts as the median.
// Each shard's output is printed whole when it ends; the run fails if any shard fails.
// WORKER_SHARDS changes the number of shards; WORKER_DURATIONS=record rewrites the table from
// this run's times (after the tests change much, on a quiet machine).

const DIR = "tests/worker";
const TABLE = `${DIR}/durations.json`;
const shards = Number(process.env.WORKER_SHARDS ?? 3);
const record = process.env.WORKER_DURATIONS === "record";
const config = ["run", "--config", "vitest.worker.config.ts"];

/**
 * A Vitest run: `running` settles once it has started its tests, `done` when it ends. React
 * Router's plugin rewrites .react-router/types when a run starts; two runs doing so at once fail
 * on each other's files, so a shard starts once the one before it is running and has written them.
 */
function vitest(args, env = {}) {
  const child = spawn("npx", ["vitest", ...config, ...args], { env: { ...process.env, ...env } });
  let output = "";
  let started = () => {};
  const running = new Promise((resolve) => (started = resolve));
  const read = (chunk) => {
    output += chunk;
    if (/\bRUN\b/.test(output)) started();
  };
  child.stdout.on("data", read);
  child.stderr.on("data", read);
  const done = new Promise((resolve) => child.on("exit", (code) => {
    started();
    resolve({ code: code ?? 1, output });
  }));
  return { running, done, spawnedAt: Date.now() };
}

/** The route types a run writes when it starts (up to 15 s, then go on regardless). */
async function typesWrittenSince(time) {
  const file = ".react-router/types/app/+types/root.ts";
  for (let waited = 0; waited < 15_000; waited += 200) {
    try {
      if (statSync(file).mtimeMs >= time - 1000) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Seconds per file from Vitest's JSON report. */
function fileSeconds(report) {
  const { testResults } = JSON.parse(readFileSync(report, "utf8"));
  return Object.fromEntries(testResults.map((r) => [relative(process.cwd(), r.name), Math.round((r.endTime - r.startTime) / 100) / 10]));
}

const files = readdirSync(DIR).filter((f) => f.endsWith(".test.ts")).map((f) => `${DIR}/${f}`);
const dealt = deal(files, JSON.parse(readFileSync(TABLE, "utf8")), shards);
const reports = mkdtempSync(join(tmpdir(), "worker-tests-"));
const started = Date.now();
const runs = [];
for (const [i, shard] of dealt.entries()) {
  const json = record ? ["--reporter=default", "--reporter=json", `--outputFile.json=${reports}/${i}.json`] : [];
  const run = vitest([...json, ...shard.files]);
  runs.push(run.done.then(({ code, output }) => {
    const took = Math.round((Date.now() - run.spawnedAt) / 1000);
    process.stdout.write(`\n── worker tests, embedded origin, shard ${i + 1}/${dealt.length} (${shard.files.length} files, ${took} s) ──\n${output}`);
    return code;
  }));
  await run.running;
  await typesWrittenSince(run.spawnedAt);
}
const embedded = await Promise.all(runs);
console.log(`\nembedded origin: ${dealt.length} shards in ${Math.round((Date.now() - started) / 1000)} s`);
if (embedded.some((code) => code !== 0)) process.exit(1);
if (record) {
  const seconds = Object.assign({}, ...dealt.map((_, i) => fileSeconds(`${reports}/${i}.json`)));
  const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(TABLE, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${TABLE}: ${Object.keys(sorted).length} files`);
}

const remote = await vitest([], { WORKER_ORIGIN: "remote" }).done;
process.stdout.write(`\n── worker tests, remote origin ──\n${remote.output}`);
process.exit(remote.code);
