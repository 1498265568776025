import { spawn } from "node:child_process";
import { statSync } from "node:fs";

// `npm run test:worker`: the worker tests against the embedded origin, then the files where the
// remote origin differs (vitest.worker.config.ts). A Vitest run keeps one workerd whose files run
// one after another (they share its storage), so the embedded files are dealt into shards that
// run side by side, each its own Vitest process and workerd, to use every core. Each shard's
// output is printed whole when it ends; the run fails if any shard fails.
// WORKER_SHARDS changes the number of shards (more than the cores, so that a shard holding a long
// file does not finish alone while the others wait).

const shards = Number(process.env.WORKER_SHARDS ?? 4);
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

const started = Date.now();
const runs = [];
for (let i = 0; i < shards; i++) {
  const run = vitest([`--shard=${i + 1}/${shards}`]);
  runs.push(run.done.then(({ code, output }) => {
    process.stdout.write(`\n── worker tests, embedded origin, shard ${i + 1}/${shards} ──\n${output}`);
    return code;
  }));
  await run.running;
  await typesWrittenSince(run.spawnedAt);
}
const embedded = await Promise.all(runs);
console.log(`\nembedded origin: ${shards} shards in ${Math.round((Date.now() - started) / 1000)} s`);
if (embedded.some((code) => code !== 0)) process.exit(1);

const remote = await vitest([], { WORKER_ORIGIN: "remote" }).done;
process.stdout.write(`\n── worker tests, remote origin ──\n${remote.output}`);
process.exit(remote.code);
