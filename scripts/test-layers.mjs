import { spawn } from "node:child_process";

// `npm test`'s two long layers side by side: the worker tests (scripts/test-worker.mjs) and the
// browser journeys. Each alone leaves a core idle for minutes (a shard holding the longest file,
// the browser's waits on pages); together they keep both busy. The browser layer starts once every
// worker run has started and written the route types, which its server's build also writes. Both
// print as they go; the whole fails if either fails.

function run(script, onOutput = () => {}) {
  const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk) => {
    process.stdout.write(chunk);
    output = (output + chunk).slice(-200);
    onOutput(output);
  });
  return new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
}

let startBrowser = () => {};
const workersStarted = new Promise((resolve) => (startBrowser = resolve));
const worker = run("test:worker", (text) => {
  if (text.includes("worker runs started")) startBrowser();
});
// If the worker layer ends before announcing (a failure at start), the browser layer still runs.
worker.then(() => startBrowser());
await workersStarted;
const browser = run("test:browser");
const codes = await Promise.all([worker, browser]);
console.log(`\nworker tests: ${codes[0] === 0 ? "passed" : "FAILED"}; browser tests: ${codes[1] === 0 ? "passed" : "FAILED"}`);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
