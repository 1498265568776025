import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import lighthouse from "lighthouse";
import { launchChrome } from "./audit/chrome.mjs";
import { startEdgeProxy } from "./audit/edge-proxy.mjs";
import { startFloor } from "./audit/floor.mjs";
import { BENCHMARKS, SECTION, misses, table, writeBenchmarks } from "./audit/report.mjs";

// `npm --prefix tools run audit [-- page types…]`: Lighthouse (mobile defaults) on one URL of each
// page type, taken from the site's own sitemaps. Starts `npm start` on PORT (default 8788) unless
// AUDIT_URL points at a running site; prints the scores and writes them to docs/BENCHMARKS.md under
// "Lighthouse (mobile)" (a run of some page types under a heading of its own); stops the server it
// started. Every step is bounded in time. AUDIT_RUNS (default 3) runs per URL, median reported;
// AUDIT_JSON_DIR=dir keeps the full reports. Lighthouse reaches the site through a compressing
// proxy (tools/audit/edge-proxy.mjs) on PORT+1, as visitors reach it through the edge;
// AUDIT_COMPRESS=0 audits the bare server. The framework floor (tools/audit/floor.mjs, on PORT+2
// and PORT+3) is audited first and last in the same run, as the baseline the figures of this
// machine on this day are read against.

/** Pages no sitemap lists (answers to a form, noindex pages), audited at a fixed sample address. */
const UNLISTED_PAGES = {
  search: "/search",
  "search results": "/search?q=e+rikshaw",
  subsidy: "/subsidy?model=Mahindra%2FTreo&town=Delhi&date=2025-06-01",
  battery: "/battery?model=Mahindra%2Fe-Alfa-Mini",
  "town-without-dealers": "/e-rickshaw/Varanasi",
};
const ENGLISH_PAGE_TYPES = [
  "home", "view-all", "brand", "model", "model-in-city", "type", "compare", "category-in-city", "city-dealers",
  "dealer", "manufacturer", "guides", "blog", "article", "static", ...Object.keys(UNLISTED_PAGES), "error",
];
/** Each page type in English and, at the same path under /hi/, in Hindi. */
const PAGE_TYPES = ENGLISH_PAGE_TYPES.flatMap((type) => [type, `${type} (hi)`]);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run",
];
const SERVER_START_MS = 300_000;
const RUN_MS = 120_000;
const SETTLE_MS = 2_000;
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
const TOTAL_MS = Number(process.env.AUDIT_TIMEOUT_MS ?? 75 * 60_000);
const COMPRESS = process.env.AUDIT_COMPRESS !== "0";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const withTimeout = (promise, ms, what) =>
  Promise.race([promise, sleep(ms).then(() => { throw new Error(`${what} took longer than ${ms / 1000} s`); })]);

// ---- the server ----------------------------------------------------------------------------

function startServer(port) {
  const out = [];
  // Its own process group, so that stopping it stops wrangler and workerd too.
  const child = spawn("npm", ["start"], { env: { ...process.env, PORT: port }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => out.push(chunk));
  return { child, output: () => Buffer.concat(out).toString() };
}

/** Keeps the server's output for a failed run. */
function saveServerLog(server) {
  const log = join(mkdtempSync(join(tmpdir(), "audit-server-")), "server.log");
  writeFileSync(log, server.output());
  return log;
}

async function waitUntilUp(base, server) {
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (server && server.child.exitCode !== null) throw new Error(`npm start exited:\n${server.output().slice(-2000)}`);
    try {
      const res = await fetch(`${base}/`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {}
    await sleep(1000);
  }
  throw new Error(`${base} did not answer within ${SERVER_START_MS / 1000} s`);
}

async function stopServer(server) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once("exit", r));
  try { process.kill(-server.child.pid, "SIGTERM"); } catch {}
  if (await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)])) return;
  try { process.kill(-server.child.pid, "SIGKILL"); } catch {}
}

// ---- which URLs ------------------------------------------------------------------------------

/** The page-type table of app/features/seo/rules/sitemap.ts, so the script names pages as the site does. */
async function sitemapModule() {
  mkdirSync(".wrangler", { recursive: true });
  const outfile = ".wrangler/audit-sitemap.mjs";
  await build({
    entryPoints: ["app/features/seo/rules/sitemap.ts"], bundle: true, platform: "node", format: "esm", outfile, logLevel: "warning",
    tsconfig: "tsconfig.node.json", // its paths resolve the #app/* imports
  });
  return import(`${process.cwd()}/${outfile}?${Date.now()}`);
}

const locs = (xml) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replaceAll("&amp;", "&"));

async function urlsByPageType(base) {
  const { FIXED_PAGES, GROUP_PAGE_TYPE, parseSitemapFileName } = await sitemapModule();
  const urls = new Map([["error", `${base}/error`], ...Object.entries(UNLISTED_PAGES).map(([type, path]) => [type, `${base}${path}`])]);
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  for (const file of locs(index)) {
    const group = parseSitemapFileName(file.split("/").pop())?.group;
    const pages = locs(await (await fetch(file.replace(/^https?:\/\/[^/]+/, base))).text());
    for (const loc of pages) {
      const path = loc.replace(/^https?:\/\/[^/]+/, "");
      const type = group === "pages" ? FIXED_PAGES.find((p) => p.path === path)?.pageType : GROUP_PAGE_TYPE[group];
      if (type && !urls.has(type)) urls.set(type, `${base}${path}`);
    }
  }
  // Each page type in Hindi too, at the same path under /hi/.
  for (const [type, url] of [...urls]) {
    const path = url.slice(base.length);
    urls.set(`${type} (hi)`, `${base}/hi${path === "/" ? "" : path}`);
  }
  return urls;
}

// ---- Chromium and Lighthouse ---------------------------------------------------------------

async function audit(url, categories = CATEGORIES) {
  const warm = await fetch(url); // the first visit fills the KV cache, as on a live site
  await warm.arrayBuffer();
  const chrome = await launchChrome(CHROME, CHROME_FLAGS);
  // Simulated throttling scales whatever else the machine does during the load: let the fresh
  // browser finish starting and the server finish the warm-up's work after its answer first.
  await sleep(SETTLE_MS);
  try {
    const result = await withTimeout(
      lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories }),
      RUN_MS,
      `Lighthouse on ${url}`,
    );
    if (process.env.AUDIT_JSON_DIR) {
      mkdirSync(process.env.AUDIT_JSON_DIR, { recursive: true });
      // The port tells the site from the floor (both at "/"); the search keeps the form answers
      // apart.
      const { port, pathname, search } = new URL(url);
      const name = `${port}${pathname}${search}`.replace(/[^A-Za-z0-9]+/g, "_");
      writeFileSync(join(process.env.AUDIT_JSON_DIR, `${name}.json`), result.report);
    }
    // Lighthouse scores only pages that load with a 2xx status (the error page answers 404).
    if (result.lhr.runtimeError) {
      throw Object.assign(new Error(`not scored by Lighthouse: ${result.lhr.runtimeError.code}`), { status: warm.status });
    }
    const { categories: c, audits: a } = result.lhr;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    return {
      status: warm.status,
      performance: score("performance"), accessibility: score("accessibility"),
      bestPractices: score("best-practices"), seo: score("seo"),
      lcp: a["largest-contentful-paint"]?.numericValue, cls: a["cumulative-layout-shift"]?.numericValue,
      tbt: a["total-blocking-time"]?.numericValue,
      seoFailing: (c.seo?.auditRefs ?? []).filter((ref) => ref.weight > 0 && a[ref.id]?.score === 0).map((ref) => ref.id),
    };
  } finally {
    await chrome.stop().catch((error) => console.warn(`could not clean up Chromium: ${error.message}`));
  }
}

/**
 * Simulated throttling scales the real main-thread time, so a busy machine lowers Performance:
 * each URL runs RUNS times and the run with the median Performance score is reported. The other
 * categories do not depend on timing: they are taken from the first run, and the others measure
 * Performance alone, which is quicker.
 */
async function medianRun(url) {
  const first = await audit(url);
  const results = [first];
  for (let i = 1; i < RUNS; i++) results.push(await audit(url, ["performance"]));
  results.sort((a, b) => a.performance - b.performance);
  const { accessibility, bestPractices, seo, seoFailing } = first;
  return { ...results[Math.floor((results.length - 1) / 2)], accessibility, bestPractices, seo, seoFailing };
}

// ---- main ------------------------------------------------------------------------------------

const wanted = process.argv.slice(2);
const unknown = wanted.filter((t) => !PAGE_TYPES.includes(t));
if (unknown.length) {
  console.error(`Unknown page types: ${unknown.join(", ")}. Known: ${PAGE_TYPES.join(", ")}`);
  process.exit(2);
}
const types = wanted.length ? wanted : PAGE_TYPES;
const port = process.env.PORT || "8788";
const origin = (process.env.AUDIT_URL || `http://127.0.0.1:${port}`).replace(/\/$/, "");
const server = process.env.AUDIT_URL ? null : startServer(port);
const proxy = COMPRESS ? await startEdgeProxy(Number(port) + 1, origin) : null;
const base = proxy ? proxy.url : origin;
const stopOnSignal = () => stopServer(server).finally(() => process.exit(130));
process.once("SIGINT", stopOnSignal);
process.once("SIGTERM", stopOnSignal);

let exitCode = 0;
let floor = null;
try {
  await withTimeout((async () => {
    if (server) console.log(`Starting npm start on port ${port} (pid ${server.child.pid})…`);
    await waitUntilUp(base, server);
    const urls = await urlsByPageType(base);
    floor = await startFloor(Number(port) + 2, { compress: COMPRESS });
    const rows = [];
    for (const type of ["floor (first)", ...types, "floor (last)"]) {
      const url = type.startsWith("floor") ? floor.url : urls.get(type);
      if (!url) {
        rows.push({ type, error: "no URL of this type in the sitemaps" });
        continue;
      }
      process.stdout.write(`Lighthouse: ${type} ${url} … `);
      try {
        const result = await medianRun(url);
        rows.push({ type, url, result });
        console.log(`done (${misses(result, type)})`);
      } catch (error) {
        rows.push({ type, url, error: String(error.message ?? error), status: error.status });
        console.log(`failed: ${error.message ?? error}`);
      }
    }
    const shown = `${process.env.AUDIT_URL ? `AUDIT_URL=${process.env.AUDIT_URL} ` : `PORT=${port} `}npm --prefix tools run audit${wanted.length ? ` -- ${wanted.join(" ")}` : ""}`;
    console.log(`\n${table(rows)}\n`);
    writeBenchmarks({ command: shown, rows, subset: wanted.length > 0, runs: RUNS, compressed: COMPRESS });
    console.log(`Written to ${BENCHMARKS} (section "${SECTION.slice(3)}").`);
  })(), TOTAL_MS, "the audit");
} catch (error) {
  console.error(String(error.message ?? error));
  if (server) console.error(`Server output: ${saveServerLog(server)}`);
  exitCode = 1;
} finally {
  await floor?.stop().catch((error) => console.warn(`could not stop the floor: ${error.message}`));
  await proxy?.close();
  await stopServer(server);
}
process.exit(exitCode);
