import { readFileSync } from "node:fs";
import { cpuMs, peakMemoryMiB, workerdPids } from "./processes.mjs";
import { median, table } from "./report.mjs";
import { ensureDevVars, run } from "../../scripts/lib.mjs";
import { serveBuild } from "../../scripts/serve-build.mjs";

// `npm --prefix tools run bench:search -- --sites …` (tools/bench-search.mjs): the built Worker
// served on seeded state folders, timing /api/search as a visitor meets it (decisions 137 and 141).

/** New processes timed, each with its first search (BENCH_SEARCH_COLD_RUNS, 5 by default). */
const COLD_RUNS = Number(process.env.BENCH_SEARCH_COLD_RUNS ?? 5);
const COLD_QUERIES = ["e rikshaw", "mahindra treo", "loader noida", "kinettic gren", "ई रिक्शा"];
const ms = (n) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];

/**
 * The built Worker on each seeded folder: /api/search's wall time from this machine (the server's
 * time plus a local connection) and the workerd process's CPU per request (10 ms ticks).
 */
export async function serveSites({ sites, port, queries }) {
  ensureDevVars();
  if (process.env.BENCH_SKIP_BUILD !== "1") await run("react-router", ["build"]);
  // Each search text is new to the server (the answers are cached per text): the typed words
  // stay, two filler words the search leaves out are added, a different pair each time.
  const FILLERS = ["price", "rate", "cost", "kimat", "keemat", "daam", "best", "new", "near", "mein"];
  let variant = Math.floor(Date.now() / 1000) % 100;
  const fresh = (q) => {
    const n = variant++ % 100;
    return `${q} ${FILLERS[n % 10]} ${FILLERS[Math.floor(n / 10)]}`;
  };
  const servedRows = [];
  for (const [scale, folder] of sites) {
    console.error(`served ${scale}×: ${folder}`);
    const start = async () => {
      const before = new Set(workerdPids());
      const server = await serveBuild({ config: "build/server/wrangler.json", port, persistTo: folder, quiet: true });
      const own = (pid) => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1] === String(process.pid);
      return { ...server, pids: workerdPids().filter((p) => !before.has(p) && own(p)) };
    };
    const ask = async (server, q) => {
      const cpu = cpuMs(server.pids);
      const t = performance.now();
      const res = await fetch(`${server.url}/api/search?${new URLSearchParams({ q })}`);
      await res.arrayBuffer();
      return { status: res.status, wall: performance.now() - t, cpu: cpuMs(server.pids) - cpu, cache: res.headers.get("X-Cache") };
    };
    // 1. No index stored yet (a new folder): the first search, then the background build
    let server = await start();
    await (await fetch(`${server.url}/api/getTypeByOrder`)).arrayBuffer();
    const firstEver = await ask(server, fresh("e rikshaw"));
    let built = "in the request";
    if (firstEver.status !== 200) {
      const t = performance.now();
      let answer = firstEver;
      while (answer.status !== 200 && performance.now() - t < 600_000) {
        await new Promise((r) => setTimeout(r, 2000));
        answer = await ask(server, fresh("e rikshaw"));
      }
      built = answer.status === 200 ? `${((performance.now() - t) / 1000).toFixed(1)} s after it (the search-index queue's consumer)` : "not within 10 min";
    }
    await server.stop();
    // 2. A new process (a cold isolate), COLD_RUNS times, a different query each: its first
    // search reads the stored index (the head and the shards that query needs)
    const colds = [];
    for (let run = 0; run < COLD_RUNS; run++) {
      server = await start();
      await (await fetch(`${server.url}/api/getTypeByOrder`)).arrayBuffer();
      colds.push(await ask(server, fresh(COLD_QUERIES[run % COLD_QUERIES.length])));
      if (run < COLD_RUNS - 1) await server.stop();
    }
    // 3. Warm: every query, three times, each time a text new to the server
    const warm = [];
    for (let round = 0; round < 3; round++) for (const q of queries) warm.push(await ask(server, fresh(q)));
    const pages = [];
    for (const q of queries) {
      const t = performance.now();
      const res = await fetch(`${server.url}/search?${new URLSearchParams({ q: fresh(q) })}`);
      await res.arrayBuffer();
      pages.push(performance.now() - t);
    }
    const memory = Math.max(...server.pids.map(peakMemoryMiB));
    await server.stop();
    const walls = warm.map((w) => w.wall);
    const statuses = [...new Set(warm.map((w) => w.status))].join(", ");
    servedRows.push([
      `${scale}×`,
      `${firstEver.status}, ${ms(firstEver.wall)} ms`,
      built,
      `${[...new Set(colds.map((c) => c.status))].join(", ")}, ${ms(median(colds.map((c) => c.wall)))} ms median, ${ms(Math.max(...colds.map((c) => c.wall)))} max (CPU ${median(colds.map((c) => c.cpu))} ms median, ${Math.max(...colds.map((c) => c.cpu))} max)`,
      `${ms(median(walls))} / ${ms(p95(walls))} / ${ms(Math.max(...walls))}`,
      ms(warm.reduce((n, w) => n + w.cpu, 0) / warm.length),
      statuses,
      ms(median(pages)),
      `${memory} MiB`,
    ]);
  }
  const servedHead = ["site", "first search, no index stored: status, wall", "index stored", `new process's first search, ${COLD_RUNS} processes (${COLD_QUERIES.slice(0, COLD_RUNS).map((q) => `"${q}"`).join(", ")})`, "warm search wall median / p95 / max (ms)", "warm CPU per search (ms)", "warm statuses", "warm /search page wall median (ms)", "workerd peak memory"];
  return `Served: the built Worker in workerd (one process, \`serveBuild\`) on a seeded state folder per size, \`/api/search\` from this machine (wall: the server's time plus a local connection; CPU: the workerd process's, in 10 ms ticks, so per-search CPU is an average). Each search text is new to the server (the typed words and two filler words, a different pair each time), so no cached answer is read. Warm: the ${queries.length} queries three times each. Give each size a copy of a seeded folder with no KV state (\`npm run db:seed -- --scale N\`).

${table(servedHead, servedRows)}`;
}
