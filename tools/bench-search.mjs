import { cpus, loadavg } from "node:os";
import { Miniflare, convertV4MiniflareOptions } from "miniflare";
import { median, table, writeSection } from "./bench/report.mjs";
import { importTs } from "../scripts/lib.mjs";
import { serveSites } from "./bench/search-served.mjs";

// `npm --prefix tools run bench:search [-- --scales 1,10,100] [--sites 1=<folder>,100=<folder>]`:
// the one search box's index candidates on the sample catalogue and on ones `--scales` times its
// size (each copy's names made new words; default 1,10): the index the Worker builds once per
// catalogue generation and each isolate reads in shards (app/features/search/rules), MiniSearch over the
// same documents, and FTS5 in D1 (Miniflare's local D1, the same SQLite; BENCH_SEARCH_FTS_UP_TO
// skips it above that scale). For each: the time to build the index, its size, a new isolate's
// first search, and the latency of the queries of tools/bench/search-candidates.ts, and how many of
// the checked queries find the page they name. `--sites` also serves the built Worker
// (`react-router build` first, unless BENCH_SKIP_BUILD=1) on each seeded state folder (give a copy:
// the index is stored in its KV) and times /api/search there: the first search with no index
// stored, the background build, new processes' first searches (the index's head and each query's
// shards read from KV) and warm searches, with the workerd process's peak memory. Writes "One
// search box" in docs/BENCHMARKS.md (decisions 114, 137). Run with --expose-gc (the npm script
// does) so the heap figures are measured after a collection.

process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
const c = await importTs("tools/bench/search-candidates.ts");
const option = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const SIZES = (option("scales") ?? process.env.BENCH_SEARCH_SIZES ?? "1,10").split(",").map(Number);
const SITES = (option("sites") ?? "").split(",").filter(Boolean).map((s) => s.split("="));
const FTS_UP_TO = Number(process.env.BENCH_SEARCH_FTS_UP_TO ?? Infinity);
const PORT = Number(process.env.BENCH_SEARCH_PORT ?? 8850);
const REPEATS = Number(process.env.BENCH_SEARCH_REPEATS ?? 30);
const FTS_REPEATS = Math.max(5, Math.round(REPEATS / 3));
/** What the page each checked query names is: found when it is among the first three. */
const CHECKS = {
  "e rikshaw": "/three-wheeler/e-rickshaw",
  "ई रिक्शा": "/three-wheeler/e-rickshaw",
  "इ-रिक्शा": "/three-wheeler/e-rickshaw",
  "mahindra treo": "/brand/Mahindra/Treo",
  "treo": "/brand/Mahindra/Treo",
  "mahindr": "/brand/Mahindra",
  "kinettic gren": "/brand/Kinetic-Green",
  "scooty": "/two-wheeler/electric-scooter",
  "loader noida": "/e-rickshaw-loader/Noida",
};

const gc = globalThis.gc ?? (() => {});
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
const ms = (n) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
const kb = (bytes) => `${Math.round(bytes / 1024).toLocaleString("en-IN")} KB`;
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];

function timeQueries(repeats, ask) {
  return (async () => {
    const all = [];
    const perQuery = [];
    for (const q of c.QUERIES) {
      const times = [];
      for (let i = 0; i < repeats; i++) {
        const t = performance.now();
        await ask(q);
        times.push(performance.now() - t);
      }
      all.push(...times);
      perQuery.push(median(times));
    }
    return { median: median(all), p95: p95(all), worst: Math.max(...perQuery) };
  })();
}

function found(hrefsOf) {
  return Object.entries(CHECKS).filter(([q, href]) => hrefsOf(q).slice(0, 3).includes(href)).length;
}

const rows = [];
const counts = [];
// A local D1 per catalogue size, started when its FTS5 table is measured: a connection to one
// left idle through a big catalogue's other measurements was closed under it.
const localD1 = async () => {
  const mf = new Miniflare(convertV4MiniflareOptions({ modules: true, script: "export default { fetch() { return new Response('') } }", d1Databases: ["DB"], compatibilityDate: "2026-08-01" }));
  return { mf, db: await mf.getD1Database("DB") };
};
for (const times of SIZES) {
  const catalogue = c.sampleSearchCatalogue(times);
  const towns = c.sampleTownPages(times);
  const docs = c.searchDocuments(catalogue);
  const source = JSON.stringify(catalogue).length;
  counts.push(`${times}×: ${docs.length.toLocaleString("en-IN")} documents (${catalogue.brands.length} brands, ${catalogue.models.length} models, ${catalogue.towns.length} towns, ${catalogue.dealers.length + catalogue.manufacturers.length} traders, ${catalogue.guides.length} guides), their lists ${kb(source)} as JSON`);

  // The index: built from the catalogue (once per generation, in the background), packed into
  // shards, and read by each isolate: its head, then the shards each query needs (decision 143)
  console.error(`${times}×: the index`);
  {
    // the first build of a process folds every word anew (a new isolate's); later ones reuse them
    const t1 = performance.now();
    c.buildIndex(catalogue, towns);
    const first = performance.now() - t1;
    const builds = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      c.packShards(c.buildIndex(catalogue, towns));
      builds.push(performance.now() - t);
    }
    const built = c.buildIndex(catalogue, towns);
    const shards = c.packShards(built);
    const source = c.memorySource(shards);
    let total = 0;
    for (const bytes of shards.values()) total += bytes.byteLength;
    const firsts = [];
    const read = [];
    // CPU as well as wall: on a machine this shared, wall time is mostly waiting for a core
    let firstCpu = 0;
    const cpuOf = (since) => {
      const used = process.cpuUsage(since);
      return (used.user + used.system) / 1000;
    };
    let same = 0;
    for (const text of c.QUERIES) {
      // a new isolate's first search: the head, the query's word shards, its town, its hits' lines
      const cpu = process.cpuUsage();
      const t = performance.now();
      const fresh = await c.ShardedIndex.open(source);
      const hits = await fresh.search(text);
      firsts.push(performance.now() - t);
      firstCpu += cpuOf(cpu);
      read.push(fresh.bytesRead);
      if (JSON.stringify(hits) === JSON.stringify(c.search(built, text))) same++;
    }
    const index = await c.ShardedIndex.open(source);
    for (const text of c.QUERIES) await index.search(text);
    const q = await timeQueries(REPEATS, (text) => index.search(text));
    const answers = new Map();
    for (const text of Object.keys(CHECKS)) answers.set(text, (await index.search(text)).map((h) => h.href));
    const hits = found((text) => answers.get(text));
    rows.push([
      `${times}×`,
      "index per generation, in shards in KV, read per query (chosen)",
      `${ms(median(builds))} (first ${ms(first)}; with packing)`,
      `${kb(total)} in ${shards.size} shards (head ${kb(shards.get("head").byteLength)}); a new isolate's first search reads ${kb(median(read))} median, ${kb(Math.max(...read))} max`,
      "the head, with the first query",
      `${ms(median(firsts))} (max ${ms(Math.max(...firsts))}; CPU ${ms(firstCpu / c.QUERIES.length)} mean)`,
      ms(q.median),
      ms(q.p95),
      ms(q.worst),
      `${hits} of ${Object.keys(CHECKS).length}; ${same} of ${c.QUERIES.length} answers as the whole index's`,
    ]);
  }

  // MiniSearch
  console.error(`${times}×: MiniSearch`);
  {
    const builds = [];
    for (let i = 0; i < 5; i++) {
      // from the catalogue, as the in-memory index's build is timed: documents, then index
      const t = performance.now();
      c.miniSearchOf(c.searchDocuments(catalogue));
      builds.push(performance.now() - t);
    }
    const before = heap();
    const mini = c.miniSearchOf(docs);
    const size = heap() - before;
    const q = await timeQueries(REPEATS, (text) => c.miniSearchQuery(mini, text));
    const hits = found((text) => c.miniSearchQuery(mini, text).map((id) => docs[id].href));
    const serialised = JSON.stringify(mini);
    const loads = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      c.loadMiniSearch(serialised);
      loads.push(performance.now() - t);
    }
    rows.push([`${times}×`, "MiniSearch 7.2", ms(median(builds)), `${kb(serialised.length)} serialised; ${kb(size)} heap`, ms(median(loads)), "", ms(q.median), ms(q.p95), ms(q.worst), `${hits} of ${Object.keys(CHECKS).length}`]);
  }

  if (times > FTS_UP_TO) continue;
  console.error(`${times}×: FTS5 in D1`);
  // FTS5 in D1 (Miniflare's local D1: the query crosses from Node into workerd, as a Worker's
  // query crosses to D1)
  {
    const { mf, db } = await localD1();
    try {
      const t0 = performance.now();
      // D1 reports the database's size after each statement (it refuses PRAGMA page_count)
      const empty = (await db.prepare(c.ftsTable(times)).run()).meta.size_after;
      const texts = c.ftsRows(docs);
      const insert = db.prepare(`INSERT INTO search_doc_${times}(rowid, text) VALUES (?1, ?2)`);
      for (let i = 0; i < texts.length; i += 50) await db.batch(texts.slice(i, i + 50).map((text, j) => insert.bind(i + j, text)));
      const build = performance.now() - t0;
      console.error(`  inserted ${texts.length} rows`);
      const size = (await db.prepare(`SELECT count(*) FROM search_doc_${times}`).run()).meta.size_after - empty;
      const select = db.prepare(`SELECT rowid FROM search_doc_${times} WHERE search_doc_${times} MATCH ?1 ORDER BY rank LIMIT 40`);
      const ask = async (text) => {
        const match = c.ftsMatch(text);
        return match ? (await select.bind(match).all()).results.map((r) => Number(r.rowid)) : [];
      };
      console.error(`  the index grew the database by ${size} bytes`);
      const q = await timeQueries(FTS_REPEATS, ask);
      const answers = new Map();
      for (const text of Object.keys(CHECKS)) answers.set(text, (await ask(text)).map((id) => docs[id].href));
      const hits = found((text) => answers.get(text));
      rows.push([`${times}×`, "D1 FTS5 (local)", `${ms(build)} (inserts)`, `${kb(size)} (database growth)`, "none", "", ms(q.median), ms(q.p95), ms(q.worst), `${hits} of ${Object.keys(CHECKS).length}`]);
    } finally {
      await mf.dispose();
    }
  }
}

const head = ["catalogue", "index", "build (ms, median of 5)", "size", "load per isolate (ms)", "a new isolate's first search (ms)", "query median (ms)", "query p95 (ms)", "slowest query's median (ms)", "checked queries found in the first 3"];

const served = SITES.length ? await serveSites({ sites: SITES, port: PORT, queries: c.QUERIES }) : null;
const command = `npm --prefix tools run bench:search${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`;
const markdown = `## One search box (\`npm --prefix tools run bench:search\`)

Command: \`${command}\`. Measured on ${new Date().toISOString().slice(0, 10)} in Node ${process.version} on this machine (${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} while it ran: the machine is shared, so read the figures against each other). ${c.QUERIES.length} queries (${c.QUERIES.map((q) => `"${q}"`).join(", ")}), ${REPEATS} times each (FTS5 ${FTS_REPEATS}); sizes are MiniSearch's heap after a collection, the sharded index's bytes in KV (and what a new isolate's first search reads of them: the head and the shards its query needs, decision 143); FTS5's is how much the database grew with it (D1's \`size_after\`). "A new isolate's first search": the head read, then that query's shards, and the search; with the process's CPU time (all its threads, the collector's too), which a busy machine inflates less than wall time. The documents:

${counts.map((line) => `- ${line}`).join("\n")}

${table(head, rows)}

FTS5 matches each typed word as a prefix and has no edit distance, so a typo finds nothing; its latency is a call from Node into the local D1, where a deployed Worker's call to D1 also crosses the network.${served ? `

${served}` : ""}

Decisions 114 and 137 read these figures.`;
console.log(markdown);
if (process.env.BENCH_SEARCH_WRITE !== "0") writeSection("search", markdown);
