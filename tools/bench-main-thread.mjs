import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { startFloor } from "./audit/floor.mjs";
import { mainThreadOf } from "./bench/main-thread.mjs";
import { median, table, writeSection } from "./bench/report.mjs";
import { ensureDevVars, migrateAndSeed, run } from "../scripts/lib.mjs";
import { serveBuild } from "../scripts/serve-build.mjs";

// `npm --prefix tools run bench:main-thread [-- /path …]`: the browser's main-thread work while a
// page loads and hydrates, beside the framework floor's, in Chromium with DevTools' 4x CPU slowdown
// (what Lighthouse's mobile audit assumes), from traces rather than Lighthouse's model. Each round
// loads the floor and every page once, in fresh contexts; figures are medians of BENCH_RUNS rounds
// (default 5), the ratio the median of each round's page over floor. Writes them to
// docs/BENCHMARKS.md ("Main-thread work"). The site serves its build with the sample catalogue.

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PATHS = process.argv.slice(2).filter((a) => a.startsWith("/"));
if (PATHS.length === 0) PATHS.push("/", "/brand/Altigreen", "/brand/Altigreen/neEV-HD/Price-In-Agra", "/hi/brand/Altigreen/neEV-HD/Price-In-Agra");
const SETTLE_MS = 3000;
const hydrated = () => document.documentElement.dataset.hydrated === "true";

ensureDevVars();
if (process.env.BENCH_SKIP_BUILD !== "1") await run("react-router", ["build"]);
const state = mkdtempSync(join(tmpdir(), "main-thread-"));
await migrateAndSeed(["--persist-to", state]);
const site = await serveBuild({ config: "build/server/wrangler.json", port: 8921, persistTo: state, quiet: true });
const floor = await startFloor(8922, { compress: false });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const pages = [{ name: "floor: hello", url: floor.url, ready: undefined }, ...PATHS.map((p) => ({ name: p, url: site.url + p, ready: hydrated }))];
  for (const page of pages) await (await fetch(page.url)).text(); // warm KV and the isolate
  const samples = new Map(pages.map((p) => [p.name, []]));
  for (let round = 1; round <= RUNS; round++) {
    for (const page of pages) samples.get(page.name).push(await mainThreadOf(browser, page.url, { ready: page.ready, settleMs: SETTLE_MS }));
    console.log(`round ${round}/${RUNS} done`);
  }
  const floorBusy = samples.get("floor: hello").map((s) => s.busy);
  const ms = (values) => Math.round(median(values));
  const rows = pages.map(({ name }) => {
    const s = samples.get(name);
    const ratio = median(s.map((x, i) => x.busy / floorBusy[i]));
    return [name, ms(s.map((x) => x.busy)), ms(s.map((x) => x.blocking)), median(s.map((x) => x.longTasks)),
      ms(s.map((x) => x.script)), ms(s.map((x) => x.layout)), ms(s.map((x) => x.parse)), ms(s.map((x) => x.other)), ratio.toFixed(2)];
  });
  const markdown = [
    "## Main-thread work in the browser (`npm --prefix tools run bench:main-thread`)",
    "",
    `Command: \`npm --prefix tools run bench:main-thread\` (BENCH_RUNS=${RUNS}), ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, Chromium headless with DevTools' 4x CPU slowdown, a 412 px mobile viewport, loopback (no network throttling), each load in a fresh context, a key pressed at \`load\` (the site fetches its scripts on the first interaction), until the page has hydrated and ${SETTLE_MS / 1000} s more. Milliseconds of the renderer's main thread: busy (all its tasks), blocking (each task's part beyond 50 ms, as Total Blocking Time counts it, here over the whole load), the tasks over 50 ms, and the busy time by kind (script; style, layout and paint; HTML parsing; the rest: loading resources and Chromium's own work). Medians of ${RUNS} interleaved rounds; busy × floor is the median of each round's ratio.`,
    "",
    table(["page", "busy", "blocking", "long tasks", "script", "style and layout", "HTML parsing", "rest", "busy × floor"], rows),
  ].join("\n");
  console.log(markdown);
  writeSection("main-thread", markdown);
} finally {
  await browser.close();
  await floor.stop();
  await site.stop();
  rmSync(state, { recursive: true, force: true });
}
