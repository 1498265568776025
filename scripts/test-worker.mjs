import { spawn } from "node:child_process";

// `npm run test:worker`: the worker tests against the embedded origin, then the files where the
// remote origin differs (vitest.worker.config.ts). A Vitest run keeps one workerd whose files run
// one after another (they share its storage), so the embedded files are dealt into shards that
// run side by side, each its own Vitest process and workerd, to use every core. Each shard's
// output is printed whole when it ends; the run fails if any shard fails.
// WORKER_SHARDS changes the number of shards (more than the cores, so that a shard holding a long
// file does not finish alone while the others wait).

const shards = Number(process.env.WORKER_SHARDS ?? 4);
const config = ["run", "--config", "vitest.worker.config.ts"];

function vitest(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn("npx", ["vitest", ...config, ...args], { env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

const started = Date.now();
const embedded = await Promise.all(
  Array.from({ length: shards }, async (_, i) => {
    const { code, output } = await vitest([`--shard=${i + 1}/${shards}`]);
    process.stdout.write(`\n── worker tests, embedded origin, shard ${i + 1}/${shards} ──\n${output}`);
    return code;
  }),
);
console.log(`\nembedded origin: ${shards} shards in ${Math.round((Date.now() - started) / 1000)} s`);
if (embedded.some((code) => code !== 0)) process.exit(1);

const remote = await vitest([], { WORKER_ORIGIN: "remote" });
process.stdout.write(`\n── worker tests, remote origin ──\n${remote.output}`);
process.exit(remote.code);
