import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pool } from "./reliability/http.mjs";
import { table, writeSection } from "./bench/report.mjs";
import { ensureDevVars, migrateAndSeed, run } from "../scripts/lib.mjs";
import { serveBuild } from "../scripts/serve-build.mjs";

// `npm --prefix tools run bench:purge`: how long an operator's purge of everything takes with many
// pages cached. The built Worker is served with its own tables and no SITE_URL, so it keeps a copy
// of a page per host name it is asked under: every page of the sitemaps (both languages) is
// rendered and cached under as many host names as it takes to reach PURGE_PAGES (10,000) cached
// pages; then POST /admin/cache/purge {"all": true} is timed and the pages asked again must be
// rendered anew. Writes "Purge of everything" in docs/BENCHMARKS.md.

const PAGES = Number(process.env.PURGE_PAGES ?? 10000);
const ADMIN = "bench-purge-token";

ensureDevVars();
if (process.env.BENCH_SKIP_BUILD !== "1") await run("react-router", ["build"]);
const state = mkdtempSync(join(tmpdir(), "bench-purge-"));
await migrateAndSeed(["--persist-to", state]);
const site = await serveBuild({ config: "build/server/wrangler.json", port: 8941, persistTo: state, vars: { ADMIN_TOKEN: ADMIN }, rateLimit: 1_000_000, quiet: true });
try {
  const paths = await sitemapPaths(site.url);
  // A few more than the figure: the local Cache API lets a few copies go while it fills.
  const addresses = Array.from({ length: Math.ceil(PAGES * 1.03) }, (_, i) => ({ host: `site-${Math.floor(i / paths.length)}.localhost`, path: paths[i % paths.length] }));
  const kv = await site.mf.getKVNamespace("API_CACHE");

  const fillStart = performance.now();
  await pool(addresses, 8, (address) => get(site.url, address));
  const fillSeconds = (performance.now() - fillStart) / 1000;
  const cached = await countCache(site.url, addresses, "HIT");
  const kvBefore = await kvCount(kv);
  console.log(`${cached.count} of ${addresses.length} pages cached in ${fillSeconds.toFixed(0)} s; ${kvBefore} KV keys; purging everything…`);

  const keysBefore = await kvNames(kv);
  const start = performance.now();
  const res = await fetch(`${site.url}/admin/cache/purge`, {
    method: "POST",
    headers: { Authorization: `Bearer ${ADMIN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ all: true }),
  });
  const answer = await res.json();
  const purgeMs = performance.now() - start;
  if (res.status !== 200) throw new Error(`purge answered ${res.status}: ${JSON.stringify(answer)}`);
  // The purge only writes the generation: count the keys it added or removed. The search index the
  // purge asks its queue to build for the new generation (its lists' answers, its shards) is
  // counted apart.
  const keysAfter = await kvNames(kv);
  const changed = [...keysAfter].filter((k) => !keysBefore.has(k)).concat([...keysBefore].filter((k) => !keysAfter.has(k)));
  const kvWrites = changed.filter((k) => k.startsWith("gen:")).length;
  const indexKeys = changed.length - kvWrites;
  const renewed = await countCache(site.url, addresses.filter((_, i) => i % 50 === 0), "MISS");

  const markdown = [
    "## Purge of everything (`npm --prefix tools run bench:purge`)",
    "",
    `Measured on ${new Date().toISOString().slice(0, 10)}: the built Worker with its own tables, ${addresses.length.toLocaleString("en")} distinct pages`,
    "rendered and cached (every sitemap address in both languages), then one",
    "`POST /admin/cache/purge {\"all\": true}` with the admin token. Pages and `/api` answers are filed",
    "under the catalogue generation (decision 132): the purge writes it and walks nothing, whatever the",
    "number of pages and answers. The pages are the sitemaps'",
    "addresses under more than one host name (without `SITE_URL` a local run keeps a copy per host).",
    "",
    table(
      ["pages cached (asked again: HIT)", "KV keys before the purge", "generation keys the purge wrote", "other keys changed since (the new search index's build)", "purge time", "pages asked again after it: rendered anew"],
      [[`${cached.count.toLocaleString("en")} of ${addresses.length.toLocaleString("en")}`, kvBefore.toLocaleString("en"), String(kvWrites), String(indexKeys), `${purgeMs.toFixed(0)} ms`, `${renewed.count} of ${renewed.of}`]],
    ),
    "",
    `Filling the cache took ${fillSeconds.toFixed(0)} s (8 at a time).`,
  ].join("\n");
  writeSection("purge", markdown);
  console.log(markdown);
} finally {
  await site.stop();
  rmSync(state, { recursive: true, force: true });
}

/** Every page address the sitemaps list, as paths. */
async function sitemapPaths(base) {
  const locs = async (path) => [...(await (await fetch(base + path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const files = await locs("/sitemap.xml");
  const pages = (await Promise.all(files.map(locs))).flat();
  // Each page's Hindi address is listed as its own entry, or only as an alternate: ask both.
  const both = pages.flatMap((p) => (p.startsWith("/hi/") || p === "/hi" ? [p] : [p, p === "/" ? "/hi" : `/hi${p}`]));
  return [...new Set(both)];
}

/** A page under a host name of its own; resolves with its X-Cache header. */
function get(base, { host, path }) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers: { Host: `${host}:${port}` }, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.headers["x-cache"]));
    });
    req.on("error", reject);
    req.end();
  });
}

async function countCache(base, addresses, status) {
  let count = 0;
  await pool(addresses, 8, async (address) => {
    if ((await get(base, address)) === status) count++;
  });
  return { count, of: addresses.length };
}

async function kvNames(kv) {
  const names = new Set();
  let cursor;
  do {
    const page = await kv.list({ cursor });
    for (const key of page.keys) names.add(key.name);
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return names;
}

async function kvCount(kv) {
  return (await kvNames(kv)).size;
}
