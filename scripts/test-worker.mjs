import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { deal } from "./deal-shards.mjs";
import { testFiles } from "./test-files.mjs";

// `npm run test:worker`: the worker tests against the embedded origin, and the files where the
// remote origin differs (vitest.worker.config.ts). A Vitest run keeps one workerd whose files run
// one after another (they share its storage), so the embedded files are dealt into shards that
// run side by side, each its own Vitest process and workerd, to use every core. Files are dealt
// by their measured time (tests/worker/durations.json), longest first, each to the shard with the
// least time so far: dealt by name, the shard holding the sitemap's crawl of every page ran
// alone for minutes after the others had ended. A file not in the table counts as the median.
// The remote-origin run goes beside them. Each run's output is printed whole when it ends; the
// whole fails if any run fails.
// WORKER_SHARDS changes the number of shards; WORKER_DURATIONS=record rewrites the table from
// this run's times (after the tests change much, on a quiet machine). `--list` prints the shards'
// files and runs nothing. Test files are found in the subfolders of tests/worker too.

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

const dealt = deal(testFiles(DIR), JSON.parse(readFileSync(TABLE, "utf8")), shards);
if (process.argv.includes("--list")) {
  for (const [i, shard] of dealt.entries()) console.log(shard.files.map((file) => `shard ${i + 1}/${dealt.length}: ${file}`).join("\n"));
  process.exit(0);
}
// Vitest's JSON reports, only when recording the files' times.
const reports = record ? mkdtempSync(join(tmpdir(), "worker-tests-")) : "";
const started = Date.now();

/**
 * Starts a Vitest run and settles once it is running, with `ended` (its exit code); the run's
 * output is printed whole when it ends.
 */
async function launch(args, title, env = {}) {
  const run = vitest(args, env);
  const code = run.done.then(({ code, output }) => {
    process.stdout.write(`\n── ${title} (${Math.round((Date.now() - run.spawnedAt) / 1000)} s) ──\n${output}`);
    return code;
  });
  await run.running;
  await typesWrittenSince(run.spawnedAt);
  return { ended: code };
}

// The remote-origin run goes side by side with the shards too: it is short, and the shard holding
// the longest file would otherwise run alone at the end.
const runs = [];
for (const [i, shard] of dealt.entries()) {
  const json = record ? ["--reporter=default", "--reporter=json", `--outputFile.json=${reports}/${i}.json`] : [];
  runs.push((await launch([...json, ...shard.files], `worker tests, embedded origin, shard ${i + 1}/${dealt.length}, ${shard.files.length} files`)).ended);
}
runs.push((await launch([], "worker tests, remote origin", { WORKER_ORIGIN: "remote" })).ended);
const codes = await Promise.all(runs);
console.log(`\nworker tests: ${runs.length} runs in ${Math.round((Date.now() - started) / 1000)} s`);
if (record && codes.every((code) => code === 0)) {
  const seconds = Object.assign({}, ...dealt.map((_, i) => fileSeconds(`${reports}/${i}.json`)));
  const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(TABLE, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${TABLE}: ${Object.keys(sorted).length} files`);
}
if (record) rmSync(reports, { recursive: true, force: true });
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
