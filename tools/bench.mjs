import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { jsWeight } from "./bench/js-weight.mjs";
import { load } from "./bench/load.mjs";
import { peakMemoryMiB, workerdPids } from "./bench/processes.mjs";
import { median, table, writeSection } from "./bench/report.mjs";
import { ensureDevVars, migrateAndSeed, migrateSite, run } from "../scripts/lib.mjs";
import { ORIGIN_VARS, serveBuild } from "../scripts/serve-build.mjs";
import { startStubOrigin, waveDepth } from "./stub-origin.mjs";

// `npm --prefix tools run bench`: the site beside the framework floor (tools/floor, a bare React
// Router hello app on the same versions), each served by one workerd process through Miniflare on
// its build, on loopback only and bounded in time. Writes medians and ratios to docs/BENCHMARKS.md.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ADMIN = "bench-admin-token";
const PAGES = {
  home: "/",
  brand: "/brand/Mahindra",
  model: "/brand/Mahindra/Treo",
  "model in city": "/brand/Mahindra/Treo/Price-In-Noida",
  "city dealers": "/city/Noida/electric-rickshaw-dealers",
  type: "/three-wheeler/e-rickshaw",
  compare: "/compare/Mahindra/Treo-Yaari/vs/Piaggio/Ape-E-City",
  "model in city (hi)": "/hi/brand/Mahindra/Treo/Price-In-Noida",
};

ensureDevVars();
if (process.env.BENCH_SKIP_BUILD !== "1") {
  await run("react-router", ["build"]);
  await run("react-router", ["build", "tools/floor"]);
}
const state = mkdtempSync(join(tmpdir(), "bench-"));
await migrateAndSeed(["--persist-to", join(state, "origin")]);
// The sites take their catalogue from the origin but keep their own tables, as a deployed site
// does: without them every render would pay a failed read of the picture versions.
for (const site of ["cached", "rendered"]) await migrateSite(["--persist-to", join(state, site)]);

const servers = [];
const pidsOf = {};
async function start(name, options) {
  const before = new Set(workerdPids());
  const server = await serveBuild(options);
  pidsOf[name] = workerdPids().filter((p) => !before.has(p));
  servers.push(server);
  return server;
}

try {
  // The origin: the embedded catalogue on D1, its own /api cache off, behind a counting proxy.
  const origin = await start("origin", { config: "build/server/wrangler.json", port: 8911, persistTo: join(state, "origin"), vars: ORIGIN_VARS });
  const proxy = await startStubOrigin({ port: 8912, target: origin.url });
  servers.push(proxy);
  const siteVars = { ORIGIN_URL: proxy.url, ADMIN_TOKEN: ADMIN };
  const cached = await start("site (HTML cache)", { config: "build/server/wrangler.json", port: 8913, persistTo: join(state, "cached"), vars: { ...siteVars, HTML_CACHE_TTL: "300" } });
  const rendered = await start("site (rendered)", { config: "build/server/wrangler.json", port: 8914, persistTo: join(state, "rendered"), vars: { ...siteVars, HTML_CACHE_TTL: "0" } });
  const floor = await start("floor", { config: "tools/floor/build/server/wrangler.json", port: 8915, persistTo: join(state, "floor") });

  // Origin calls of a cold and a warm page view, and the depth of their sequential waves.
  const views = {};
  for (const [page, path] of Object.entries(PAGES)) {
    await fetch(`${rendered.url}/admin/cache/purge`, { method: "POST", headers: { Authorization: `Bearer ${ADMIN}`, "Content-Type": "application/json" }, body: JSON.stringify({ all: true }) });
    proxy.take();
    const cold = await fetch(`${rendered.url}${path}`);
    const html = await cold.text();
    const coldCalls = proxy.take();
    await new Promise((r) => setTimeout(r, 500)); // KV writes finish after the response
    await (await fetch(`${rendered.url}${path}`)).text();
    views[page] = { status: cold.status, cold: coldCalls.length, waves: waveDepth(coldCalls), warm: proxy.take().length, js: jsWeight(html, "build/client") };
  }
  const floorHtml = await (await fetch(`${floor.url}/`)).text();
  const floorJs = jsWeight(floorHtml, "tools/floor/build/client");

  // Throughput and latency, interleaved rounds, medians.
  const samples = {};
  const sample = async (key, url, pids) => (samples[key] ??= []).push(await load(url, { connections: CONNECTIONS, seconds: SECONDS, pids }));
  for (const path of Object.values(PAGES)) await (await fetch(`${cached.url}${path}`)).text();
  // The floor is measured right before each page's pair of samples: a busy machine drifts within
  // a round's minutes, and a ratio to a floor measured a minute earlier carried that drift.
  for (let round = 0; round < RUNS; round++) {
    for (const [page, path] of Object.entries(PAGES)) {
      await sample(`${page}|floor`, `${floor.url}/`, pidsOf.floor);
      await sample(`${page}|cached`, `${cached.url}${path}`, pidsOf["site (HTML cache)"]);
      await sample(`${page}|rendered`, `${rendered.url}${path}`, pidsOf["site (rendered)"]);
    }
  }
  samples.floor = Object.keys(PAGES).flatMap((page) => samples[`${page}|floor`]);
  const med = (key, field) => median(samples[key].map((s) => s[field]));
  // Each sample of a page against the floor's sample just before it: the median of those ratios,
  // and their range. Throughput: the page's requests per second over the floor's. Per CPU: the
  // floor's server CPU time per request over the page's, i.e. requests per CPU second × floor.
  const floorOf = (key, round) => samples[`${key.split("|")[0]}|floor`][round];
  const ratios = (key, per) => samples[key].map((s, round) => (per === "rps" ? s.rps / floorOf(key, round).rps : floorOf(key, round).cpuMsPerRequest / s.cpuMsPerRequest));
  const ratioText = (key, per) => {
    const r = ratios(key, per);
    return `${median(r).toFixed(2)} (${Math.min(...r).toFixed(2)}–${Math.max(...r).toFixed(2)})`;
  };
  const cpu = (key) => med(key, "cpuMsPerRequest").toFixed(2);
  const loadRows = [["floor: hello", "-", Math.round(med("floor", "rps")), med("floor", "p50"), med("floor", "p99"), "1.00", cpu("floor"), "1.00", samples.floor.reduce((n, s) => n + s.errors, 0)]];
  for (const page of Object.keys(PAGES)) {
    for (const mode of ["cached", "rendered"]) {
      const key = `${page}|${mode}`;
      loadRows.push([page, mode === "cached" ? "HTML cache" : "rendered (HTML cache off, warm KV)", Math.round(med(key, "rps")), med(key, "p50"), med(key, "p99"), ratioText(key, "rps"), cpu(key), ratioText(key, "cpu"), samples[key].reduce((n, s) => n + s.errors, 0)]);
    }
  }
  const jsRows = [["floor: hello", floorJs.files, floorJs.gzip, floorJs.brotli, "1.00"]];
  for (const [page, v] of Object.entries(views)) jsRows.push([page, v.js.files, v.js.gzip, v.js.brotli, (v.js.brotli / floorJs.brotli).toFixed(2)]);
  const callRows = Object.entries(views).map(([page, v]) => [page, v.status, v.cold, v.waves, v.warm]);
  const memRows = Object.entries(pidsOf).map(([name, pids]) => [name, pids.map(peakMemoryMiB).reduce((a, b) => a + b, 0)]);

  const markdown = [
    "## Side-by-side benchmark (`npm --prefix tools run bench`)",
    "",
    `Command: \`npm --prefix tools run bench\` (BENCH_SECONDS=${SECONDS}, BENCH_RUNS=${RUNS}, ${CONNECTIONS} connections), ${new Date().toISOString().slice(0, 10)}, on this 2-core machine, loopback only. Each server is one workerd process started through Miniflare on its build; the site runs in remote-origin mode against the embedded origin behind a counting proxy. Figures are medians of ${RUNS} interleaved rounds; in each round the floor is measured right before each page's two samples, and each ratio is a page's figure over that floor sample's, the median of the rounds with their range: its throughput (requests per second), and its requests per second of server CPU (the workerd process's CPU time, all threads, over the requests served: less moved by the load generator and the host's neighbours on this 2-core machine).`,
    "",
    "### Warm page throughput and latency",
    table(["page", "mode", "req/s", "p50 ms", "p99 ms", "req/s × floor, per round (range)", "server CPU ms/request", "requests per CPU second × floor (range)", "errors"], loadRows),
    "",
    "### First-load JavaScript (built files, compressed)",
    table(["page", "files", "gzip bytes", "brotli bytes", "brotli × floor"], jsRows),
    "",
    "### Origin calls per page view",
    table(["page", "status", "cold calls", "cold sequential waves", "warm calls"], callRows),
    "",
    "### Peak memory (VmHWM of each workerd process)",
    table(["server", "MiB"], memRows),
  ].join("\n");
  writeSection("bench", markdown);
  console.log(markdown);
} finally {
  for (const server of servers.reverse()) await server.stop().catch(() => {});
  rmSync(state, { recursive: true, force: true });
}
