import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { cpuMs, workerdPids } from "./bench/processes.mjs";
import { median, table, writeSection } from "./bench/report.mjs";
import { ensureDevVars, migrate, migrateAndSeed, migrateSite, run } from "../scripts/lib.mjs";
import { PAGE_TYPES } from "../scripts/page-types.mjs";
import { ORIGIN_VARS, serveBuild } from "../scripts/serve-build.mjs";

// `npm --prefix tools run bench:scale -- <state folder at scale N> [<state folder of the sample>]`:
// every page type's server time per request on the sample and on a catalogue N times its size, side
// by side (docs/decisions/133). Seed the big folder once (8 min at 100):
//   PERSIST_TO=/tmp/scale-100 npm run db:seed -- --scale 100
// Without a sample folder, a fresh one is seeded. Each size is served twice from its build, one
// workerd process each:
// - "D1": the embedded origin with every cache off (ORIGIN_VARS): each origin call of the page
//   reads D1, which is what grows with the catalogue;
// - "warm KV": a site in remote-origin mode on that origin, HTML cache off, its answer cache warm:
//   the render of the page's data, whose size grows with some lists.
// The two sizes are measured interleaved, a batch of each in turn, so the load of the machine's
// neighbours falls on both alike; the ratio is what matters. Then every sitemap file of each size:
// its URLs, bytes, hreflang entries and the server's time to make it. Writes "Sample and scale"
// in docs/BENCHMARKS.md.

const [scaleFolder, givenSample] = process.argv.slice(2);
if (!scaleFolder) {
  console.error("npm --prefix tools run bench:scale -- <state folder seeded with --scale N> [<state folder of the sample>]");
  process.exit(2);
}
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
const BATCH = Number(process.env.BENCH_SCALE_BATCH ?? 5);
const PORT = Number(process.env.BENCH_SCALE_PORT ?? 8815);
const TARGET = 1.3;
/** The site's pages, one of each type (scripts/page-types.mjs), and a few more searches. */
const ALL_PAGES = [
  ...PAGE_TYPES.map(({ name, path }) => [name, path]),
  ["search-model", "/search?q=mahindra+treo"],
  ["search-hindi", "/search?q=%E0%A4%88+%E0%A4%B0%E0%A4%BF%E0%A4%95%E0%A5%8D%E0%A4%B6%E0%A4%BE"],
  ["search-town", "/search?q=loader+noida"],
];
// BENCH_SCALE_PAGES=battery,type: a focused run of these pages only, printed and not written to
// docs/BENCHMARKS.md (a page measured apart from the others is not the whole table). A search's
// first request at scale builds the search index in the background, whose CPU falls on the
// pages measured after it: a focused run without the searches measures the pages alone.
const ONLY = process.env.BENCH_SCALE_PAGES?.split(",").map((n) => n.trim()).filter(Boolean);
const unknown = (ONLY ?? []).filter((n) => !ALL_PAGES.some(([name]) => name === n));
if (unknown.length) {
  console.error(`BENCH_SCALE_PAGES names no page: ${unknown.join(", ")}`);
  process.exit(2);
}
const PAGES = ONLY ? ALL_PAGES.filter(([name]) => ONLY.includes(name)) : ALL_PAGES;

ensureDevVars();
if (process.env.BENCH_SKIP_BUILD !== "1") await run("react-router", ["build"]);
const temp = mkdtempSync(join(tmpdir(), "bench-scale-"));
const sampleFolder = givenSample ?? join(temp, "sample");
if (!givenSample) await migrateAndSeed(["--persist-to", sampleFolder]);
await migrate(["--persist-to", scaleFolder]);
for (const site of ["site-sample", "site-scale"]) await migrateSite(["--persist-to", join(temp, site)]);

const started = [];
async function start(options) {
  const before = new Set(workerdPids());
  const server = await serveBuild({ config: "build/server/wrangler.json", ...options });
  started.push(server);
  // only this script's own workerd: other sessions start theirs on the same machine
  const own = (pid) => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1] === String(process.pid);
  return { ...server, pids: workerdPids().filter((p) => !before.has(p) && own(p)) };
}

/** `count` requests one after another: each one's wall time and status, and the server's CPU per request. */
async function batch(server, path, count) {
  const walls = [];
  const statuses = new Set();
  const cpuBefore = cpuMs(server.pids);
  let failed = 0;
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    try {
      const response = await fetch(server.url + path);
      await response.arrayBuffer();
      walls.push(performance.now() - t);
      statuses.add(response.status);
    } catch {
      // a request the server dropped (ECONNRESET) is counted, not timed, and the run goes on
      failed++;
    }
  }
  return { walls, statuses, cpu: (cpuMs(server.pids) - cpuBefore) / count, failed };
}

/**
 * Until a search answers 200 (at most five minutes): a site with no search index answers 503
 * "being prepared" while its queue builds one, and a 503 is not the search's time.
 */
async function searchReady(server, path) {
  for (const until = Date.now() + 300_000; Date.now() < until; await new Promise((r) => setTimeout(r, 2000))) {
    const response = await fetch(server.url + path).catch(() => null);
    await response?.arrayBuffer();
    if (response?.status === 200) return;
  }
}

const fixed = (n) => (n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString("en-IN"));

try {
  const load = [loadavg()[0]];
  const servers = {
    sample: {
      D1: await start({ port: PORT, persistTo: sampleFolder, vars: ORIGIN_VARS }),
    },
    scale: {
      D1: await start({ port: PORT + 1, persistTo: scaleFolder, vars: ORIGIN_VARS }),
    },
  };
  servers.sample["warm KV"] = await start({ port: PORT + 2, persistTo: join(temp, "site-sample"), vars: { ORIGIN_URL: servers.sample.D1.url, HTML_CACHE_TTL: "0" } });
  servers.scale["warm KV"] = await start({ port: PORT + 3, persistTo: join(temp, "site-scale"), vars: { ORIGIN_URL: servers.scale.D1.url, HTML_CACHE_TTL: "0" } });
  const MODES = ["D1", "warm KV"];
  const SIZES = ["sample", "scale"];

  // Warm: each page once everywhere (the sites fill their answer caches), and its status noted.
  const status = {};
  for (const [name, path] of PAGES) {
    for (const size of SIZES) {
      for (const mode of MODES) {
        try {
          const response = await fetch(servers[size][mode].url + path);
          await response.arrayBuffer();
          status[`${name}|${size}`] = response.status;
        } catch (error) {
          status[`${name}|${size}`] = error.cause?.code ?? "failed";
        }
      }
    }
  }
  await new Promise((r) => setTimeout(r, 1000)); // KV writes finish after the response
  for (const [, path] of PAGES.filter(([, path]) => path.startsWith("/search?"))) {
    for (const size of SIZES) for (const mode of MODES) await searchReady(servers[size][mode], path);
  }

  const samples = {};
  const note = (key, result) => {
    const s = (samples[key] ??= { walls: [], cpu: [], failed: 0, statuses: new Set() });
    s.walls.push(...result.walls);
    for (const code of result.statuses) s.statuses.add(code);
    s.cpu.push(result.cpu);
    s.failed += result.failed;
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, path] of PAGES) {
      for (const mode of MODES) {
        // alternate which size goes first, so neither always follows the other
        for (const size of round % 2 ? [...SIZES].reverse() : SIZES) note(`${name}|${mode}|${size}`, await batch(servers[size][mode], path, BATCH));
      }
    }
  }
  load.push(loadavg()[0]);

  const rows = [];
  const ratios = [];
  for (const [name, path] of PAGES) {
    // the statuses of the requests measured, in both modes
    const measured = (size) => [...new Set(MODES.flatMap((mode) => [...samples[`${name}|${mode}|${size}`].statuses]))].sort().join(", ") || status[`${name}|${size}`];
    const row = [name, `\`${path.length > 48 ? `${path.slice(0, 45)}…` : path}\``, `${measured("sample")} / ${measured("scale")}`];
    for (const mode of MODES) {
      const wall = (size) => median(samples[`${name}|${mode}|${size}`].walls);
      const cpu = (size) => median(samples[`${name}|${mode}|${size}`].cpu);
      const ratio = wall("scale") / wall("sample");
      const failed = SIZES.map((size) => samples[`${name}|${mode}|${size}`].failed);
      ratios.push({ name, mode, ratio });
      // requests the server dropped are said beside the time (the median is of the others)
      const shown = (size, i) => (failed[i] ? `${fixed(wall(size))} (${failed[i]} dropped)` : fixed(wall(size)));
      row.push(shown("sample", 0), shown("scale", 1), `${ratio.toFixed(2)}${ratio > TARGET ? " ✗" : ""}`, `${fixed(cpu("sample"))} / ${fixed(cpu("scale"))}`);
    }
    rows.push(row);
  }

  console.log(table(["page", "path", "status", "D1 wall sample", "D1 wall scale", "D1 ratio", "D1 CPU", "warm KV wall sample", "warm KV wall scale", "warm KV ratio", "warm KV CPU"], rows));

  // Sitemaps: the index and every file it lists, at each size, from the D1 server (each call to
  // D1, as a cold cache) and from the site with its answer cache warm.
  const sitemapRows = [];
  // BENCH_SCALE_SITEMAPS=0: the pages only (a sitemap the server cannot make would end the run)
  for (const size of process.env.BENCH_SCALE_SITEMAPS === "0" ? [] : SIZES) {
    for (const mode of MODES) {
      const server = servers[size][mode];
      const index = await batch(server, "/sitemap.xml", 1);
      const indexXml = await (await fetch(`${server.url}/sitemap.xml`)).text();
      // Every file of a group is made from the group's whole list: the first file of each group
      // costs what any of its files does (BENCH_SCALE_ALL_FILES=1 asks each).
      const all = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
      const groupOf = (file) => file.replace(/(-\d+)?\.xml$/, "");
      const files = process.env.BENCH_SCALE_ALL_FILES === "1" ? all : all.filter((f, i) => all.findIndex((g) => groupOf(g) === groupOf(f)) === i);
      sitemapRows.push([size, mode, "/sitemap.xml", all.length, "", "", fixed(index.walls[0]), fixed(index.cpu), ""]);
      for (const file of files) {
        const t = performance.now();
        const cpuBefore = cpuMs(server.pids);
        let response;
        let xml;
        try {
          response = await fetch(server.url + file);
          xml = await response.text();
        } catch (error) {
          // a file the server could not make (its process dropped the connection) is a finding
          sitemapRows.push([size, mode, file, "", "", "", fixed(performance.now() - t), "", `NO (${error.cause?.code ?? error.message})`]);
          continue;
        }
        const wall = performance.now() - t;
        const cpu = cpuMs(server.pids) - cpuBefore;
        const urls = (xml.match(/<url>/g) ?? []).length;
        const links = (xml.match(/<xhtml:link /g) ?? []).length;
        const hindi = (xml.match(/<loc>[^<]*\/hi(?:\/|<)/g) ?? []).length;
        const bytes = Buffer.byteLength(xml);
        const valid = response.status === 200 && urls <= 50_000 && bytes <= 50 * 1024 * 1024 && links === urls * 3 && hindi * 2 === urls;
        sitemapRows.push([size, mode, file, urls.toLocaleString("en-IN"), `${(bytes / 1024 / 1024).toFixed(2)} MB`, `${hindi.toLocaleString("en-IN")} hi`, fixed(wall), fixed(cpu), valid ? "yes" : `NO (${response.status})`]);
      }
    }
  }
  load.push(loadavg()[0]);

  const over = ratios.filter((r) => r.ratio > TARGET);
  const markdown = [
    "## Sample and scale side by side (`npm --prefix tools run bench:scale`)",
    "",
    `Command: \`npm --prefix tools run bench:scale -- ${scaleFolder}\` (BENCH_SCALE_ROUNDS=${ROUNDS}, BENCH_SCALE_BATCH=${BATCH}), ${new Date().toISOString().slice(0, 10)}, on this 2-core machine shared with other sessions, loopback only; load average (1 min) ${load.map((l) => l.toFixed(2)).join(" → ")} over the run. Each page is asked ${ROUNDS * BATCH} times of each server, one request at a time, the sample's and the big catalogue's batches in turn (docs/decisions/133). "D1": the embedded origin with every cache off, each of the page's origin calls reading D1; "warm KV": a site in remote-origin mode on that origin, HTML cache off, its answer cache warm. Wall: the median time to the whole response (ms); CPU: the server's workerd process CPU per request (ms, all threads, D1 included; in 10 ms ticks over a batch). Ratio: the big catalogue's median wall time over the sample's, target ≤ ${TARGET}. Status: of the requests measured, sample / scale; searches are measured once each server's search index is stored (until then a site answers 503 while its queue builds it).`,
    "",
    table(
      ["page", "path", "status", "D1 wall sample", "D1 wall scale", "D1 ratio", "D1 CPU sample / scale", "warm KV wall sample", "warm KV wall scale", "warm KV ratio", "warm KV CPU sample / scale"],
      rows,
    ),
    "",
    over.length === 0 ? `Every page within ${TARGET}× in both modes.` : `Over ${TARGET}×: ${over.map((r) => `${r.name} (${r.mode}, ${r.ratio.toFixed(2)})`).join(", ")}.`,
    "",
    "### Sitemaps at each size",
    "",
    "The index, and the first file of each group (every file of a group is made from the group's whole list; BENCH_SCALE_ALL_FILES=1 asks each); valid: status 200, at most 50,000 `<url>` entries and 50 MB, every entry with its three alternates (en-IN, hi-IN, x-default) and half of them the Hindi versions. Time: the server's, for that one file (wall ms, and its workerd CPU ms in 10 ms ticks).",
    "",
    table(["size", "server", "file", "URLs (files, for the index)", "size", "Hindi entries", "wall ms", "CPU ms", "valid"], sitemapRows),
  ].join("\n");
  if (!ONLY) writeSection("bench-scale", markdown);
  console.log(markdown);
} finally {
  for (const server of started.reverse()) await server.stop().catch(() => {});
  rmSync(temp, { recursive: true, force: true });
}
