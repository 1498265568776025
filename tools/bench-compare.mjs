import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { buildOf } from "./bench/build-of.mjs";
import { cpuMs, peakMemoryMiB, workerdPids } from "./bench/processes.mjs";
import { ensureDevVars, migrateAndSeed } from "../scripts/lib.mjs";
import { serveBuild } from "../scripts/serve-build.mjs";

// `npm --prefix tools run bench:compare -- <before> <after> [paths…]`: server CPU time per request
// of two versions of the site, for the before/after figures of a change. Each version is a git
// revision (built in a scratch copy) or a build directory (holding server/ and client/). Both are
// served at once, each by one workerd process on the same sample catalogue (embedded origin, warm
// KV, HTML cache off), and loaded in turn, a fixed number of requests per sample over interleaved
// rounds; the figure is the process's CPU time (all its threads) over the requests, less noisy on a
// shared machine than requests per second. Prints medians and the per-round ratio.

const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 5);
const REQUESTS = Number(process.env.COMPARE_REQUESTS ?? 3000);
// Rendered pages by default; COMPARE_HTML_CACHE_TTL=300 measures pages served from the HTML cache.
const HTML_CACHE_TTL = process.env.COMPARE_HTML_CACHE_TTL ?? "0";
const args = process.argv.slice(2);
const versions = args.filter((a) => !a.startsWith("/"));
const paths = args.filter((a) => a.startsWith("/"));
if (versions.length !== 2) {
  console.error("usage: npm --prefix tools run bench:compare -- <before: revision or build dir> <after> [/path …]");
  process.exit(2);
}
if (paths.length === 0) paths.push("/", "/brand/Mahindra", "/brand/Mahindra/Treo", "/brand/Mahindra/Treo/Price-In-Noida", "/city/Noida/electric-rickshaw-dealers");

ensureDevVars();
const scratch = mkdtempSync(join(tmpdir(), "compare-"));

async function cpuMsPerRequest(server, url) {
  const before = cpuMs(server.pids);
  const result = await autocannon({ url, connections: 8, amount: REQUESTS });
  if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`${url}: errors under load`);
  return (cpuMs(server.pids) - before) / REQUESTS;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const servers = [];
try {
  const builds = [];
  for (const version of versions) builds.push(await buildOf(version, scratch));
  const state = join(scratch, "state");
  await migrateAndSeed(["--persist-to", state]);
  for (const [i, build] of builds.entries()) {
    const before = new Set(workerdPids());
    const server = await serveBuild({ config: join(build, "server", "wrangler.json"), port: 8961 + i, persistTo: state, vars: { HTML_CACHE_TTL } });
    servers.push(Object.assign(server, { pids: workerdPids().filter((p) => !before.has(p)) }));
  }
  for (const path of paths) for (let i = 0; i < 50; i++) for (const s of servers) await (await fetch(s.url + path)).arrayBuffer();
  console.log(`CPU ms per request (median of ${ROUNDS} rounds of ${REQUESTS} requests, HTML_CACHE_TTL=${HTML_CACHE_TTL}); before: ${versions[0]}, after: ${versions[1]}`);
  console.log("| page | before | after | after/before, per round (range) |\n|---|---|---|---|");
  for (const path of paths) {
    const [a, b] = [[], []];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? [1, 0] : [0, 1]; // who goes first alternates
      for (const i of order) (i ? b : a).push(await cpuMsPerRequest(servers[i], servers[i].url + path));
    }
    const ratios = a.map((x, i) => b[i] / x);
    console.log(`| ${path} | ${median(a).toFixed(3)} | ${median(b).toFixed(3)} | ${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)}) |`);
  }
  console.log(`peak memory (MiB): before ${servers[0].pids.map(peakMemoryMiB).join("+")}, after ${servers[1].pids.map(peakMemoryMiB).join("+")}`);
} finally {
  for (const server of servers) await server.stop().catch(() => {});
  rmSync(scratch, { recursive: true, force: true });
}
