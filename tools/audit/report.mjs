import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";

// The audit's report: which targets a page misses, the table, and its section of
// docs/BENCHMARKS.md (tools/audit.mjs measures).

export const BENCHMARKS = "docs/BENCHMARKS.md";
export const SECTION = "## Lighthouse (mobile)";
const TARGETS = { performance: 98, accessibility: 100, seo: 100, cls: 0 };
/** Pages kept out of search indexes on purpose (docs/decisions/123-town-pages-indexable.md). */
const NOINDEX_PAGE_TYPES = new Set(["search results", "search results (hi)"]);

export function misses(r, type) {
  if (type?.startsWith("floor")) return "baseline";
  const m = [];
  if (r.performance < TARGETS.performance) m.push(`Perf < ${TARGETS.performance}`);
  if (r.accessibility < TARGETS.accessibility) m.push(`A11y < ${TARGETS.accessibility}`);
  const byDesign = NOINDEX_PAGE_TYPES.has(type) && r.seoFailing?.join() === "is-crawlable";
  if (r.seo < TARGETS.seo) m.push(byDesign ? "SEO: noindex by design, all else met" : `SEO < ${TARGETS.seo}`);
  if (!(r.cls <= TARGETS.cls)) m.push("CLS > 0");
  return m.length ? m.join(", ") : "all met";
}

/** A metric Lighthouse could not measure (e.g. no LCP element) shows as a dash. */
const metric = (value, format) => (typeof value === "number" ? format(value) : "–");

export function table(rows) {
  const lines = [
    "| Page type | URL | HTTP | Performance | Accessibility | Best Practices | SEO | LCP | CLS | TBT | Targets |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const { type, url, result, error, status } of rows) {
    const path = url ? new URL(url).pathname + new URL(url).search : "–";
    if (error) lines.push(`| ${type} | ${path} | ${status ?? "–"} | – | – | – | – | – | – | – | ${error} |`);
    else {
      const r = result;
      lines.push(`| ${type} | ${path} | ${r.status} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ` +
        `${metric(r.lcp, (v) => `${(v / 1000).toFixed(2)} s`)} | ${metric(r.cls, (v) => v.toFixed(3))} | ` +
        `${metric(r.tbt, (v) => `${Math.round(v)} ms`)} | ${misses(r, type)} |`);
    }
  }
  return lines.join("\n");
}

/** Writes the table between its markers in docs/BENCHMARKS.md, with how it was measured. */
export function writeBenchmarks({ command, rows, subset, runs, compressed }) {
  const lhVersion = JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version;
  const section = [
    subset ? `${SECTION}: the latest run of some page types` : SECTION,
    "",
    `Command: \`${command}\` — run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, Lighthouse ${lhVersion},`,
    `Performance: the median of ${runs} run${runs === 1 ? "" : "s"} per URL, each in a fresh Chromium profile; the other categories from the first;`,
    "mobile defaults (emulated phone, simulated slow 4G and 4x CPU slowdown), Debian Chromium headless, against the",
    `local production-like server (\`npm start\`: workerd, sample catalogue; ${compressed ? "responses compressed as the edge does, brotli per chunk, by tools/audit/edge-proxy.mjs" : "no compression"};`,
    "KV cache warmed by one request per URL). URLs are the first of each page type in the site's own sitemaps.",
    `Machine: ${availableParallelism()} CPUs, load average ${loadavg()[0].toFixed(1)} when the table was written (a busy machine lowers Performance).`,
    `Targets on every page type: Performance ≥ ${TARGETS.performance}, Accessibility ${TARGETS.accessibility}, SEO ${TARGETS.seo}, CLS 0.`,
    "Lighthouse does not score a page that answers 4xx (ERRORED_DOCUMENT_REQUEST): the error page's status and text",
    "are covered by tests/worker/status-table.test.ts instead. Search results are noindex by design",
    "(docs/decisions/123-town-pages-indexable.md): their SEO score lacks only the \"is crawlable\" audit.",
    "Baseline: the framework floor (tools/floor, a bare React Router hello page on the same versions and runtime,",
    "behind the same proxy), audited first and last in this run; the gap between a page and the floor is the site's.",
    "",
    table(rows),
    "",
  ].join("\n");
  // Between its own markers, so the other sections of the file are kept as they are.
  // A run of some page types has its own section, so the table of every page type stays whole.
  const marker = subset ? "lighthouse-some" : "lighthouse";
  const [open, close] = [`<!-- ${marker}:start -->`, `<!-- ${marker}:end -->`];
  const block = `${open}\n${section.trim()}\n${close}`;
  const old = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, "utf8") : "# Benchmarks\n";
  const at = old.indexOf(open);
  const next = at === -1
    ? `${old.trimEnd()}\n\n${block}\n`
    : `${old.slice(0, at)}${block}${old.slice(old.indexOf(close) + close.length)}`;
  writeFileSync(BENCHMARKS, next);
}
