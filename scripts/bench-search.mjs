import { cpus, loadavg } from "node:os";
import { Miniflare, convertV4MiniflareOptions } from "miniflare";
import { median, table, writeSection } from "./bench/report.mjs";
import { importTs } from "./lib.mjs";

// `npm run bench:search`: the one search box's index candidates on the sample catalogue and on
// one ten times its size (each copy's names made new words): the in-memory index the Worker
// keeps (app/domain/search), MiniSearch over the same documents, and FTS5 in D1 (Miniflare's
// local D1, the same SQLite). For each: the time to build the index, its size, and the latency
// of the queries of scripts/bench/search-candidates.ts, and how many of the checked queries find
// the page they name. Writes "One search box" in docs/BENCHMARKS.md (decision 114).
// Run with --expose-gc (the npm script does) so the heap figures are measured after a collection.

process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
const c = await importTs("scripts/bench/search-candidates.ts");
const SIZES = (process.env.BENCH_SEARCH_SIZES ?? "1,10").split(",").map(Number);
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
// One local D1 for the run, a table per catalogue size.
const mf = new Miniflare(convertV4MiniflareOptions({ modules: true, script: "export default { fetch() { return new Response('') } }", d1Databases: ["DB"], compatibilityDate: "2026-08-01" }));
const db = await mf.getD1Database("DB");
for (const times of SIZES) {
  const catalogue = c.sampleSearchCatalogue(times);
  const towns = c.sampleTownPages(times);
  const docs = c.searchDocuments(catalogue);
  const source = JSON.stringify(catalogue).length;
  counts.push(`${times}×: ${docs.length.toLocaleString("en-IN")} documents (${catalogue.brands.length} brands, ${catalogue.models.length} models, ${catalogue.towns.length} towns, ${catalogue.dealers.length + catalogue.manufacturers.length} traders, ${catalogue.guides.length} guides), their lists ${kb(source)} as JSON`);

  // The in-memory index
  console.error(`${times}×: in-memory index`);
  {
    // the first build of a process folds every word anew (a new isolate's); later ones reuse them
    const t1 = performance.now();
    c.buildIndex(catalogue);
    const first = performance.now() - t1;
    const builds = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      c.buildIndex(catalogue);
      builds.push(performance.now() - t);
    }
    const before = heap();
    const index = c.buildIndex(catalogue);
    const size = heap() - before;
    const q = await timeQueries(REPEATS, (text) => c.search(index, text, towns));
    const hits = found((text) => c.search(index, text, towns).map((h) => h.href));
    rows.push([`${times}×`, "in-memory index (chosen)", `${ms(median(builds))} (first ${ms(first)})`, kb(size), ms(q.median), ms(q.p95), ms(q.worst), `${hits} of ${Object.keys(CHECKS).length}`]);
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
    rows.push([`${times}×`, "MiniSearch 7.2", ms(median(builds)), `${kb(size)} (${kb(JSON.stringify(mini).length)} serialised)`, ms(q.median), ms(q.p95), ms(q.worst), `${hits} of ${Object.keys(CHECKS).length}`]);
  }

  console.error(`${times}×: FTS5 in D1`);
  // FTS5 in D1 (Miniflare's local D1: the query crosses from Node into workerd, as a Worker's
  // query crosses to D1)
  {
    {
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
      rows.push([`${times}×`, "D1 FTS5 (local)", `${ms(build)} (inserts)`, `${kb(size)} (database growth)`, ms(q.median), ms(q.p95), ms(q.worst), `${hits} of ${Object.keys(CHECKS).length}`]);
    }
  }
}
await mf.dispose();

const head = ["catalogue", "index", "build (ms, median of 5)", "size", "query median (ms)", "query p95 (ms)", "slowest query's median (ms)", "checked queries found in the first 3"];
const markdown = `## One search box (\`npm run bench:search\`)

Measured on ${new Date().toISOString().slice(0, 10)} in Node ${process.version} on this machine (${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} while it ran: the machine is shared, so read the figures against each other). ${c.QUERIES.length} queries (${c.QUERIES.map((q) => `"${q}"`).join(", ")}), ${REPEATS} times each (FTS5 ${FTS_REPEATS}); sizes are the heap each index holds after a collection; FTS5's is how much the database grew with it (D1's \`size_after\`). The documents:

${counts.map((line) => `- ${line}`).join("\n")}

${table(head, rows)}

FTS5 matches each typed word as a prefix and has no edit distance, so a typo finds nothing; its latency is a call from Node into the local D1, where a deployed Worker's call to D1 also crosses the network. Decision 114 reads these figures.`;
console.log(markdown);
if (process.env.BENCH_SEARCH_WRITE !== "0") writeSection("search", markdown);
