import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pool } from "./reliability/http.mjs";
import { table, writeSection } from "./bench/report.mjs";
import { ensureDevVars, migrateAndSeed, run } from "./lib.mjs";
import { serveBuild } from "./serve-build.mjs";

// `npm run bench:purge`: how long an operator's purge of everything takes with many pages cached.
// The built Worker is served with its own tables; every page of the sitemaps (both languages) is
// rendered and cached, topped up with home-search pages to PURGE_PAGES (10,000); then
// POST /admin/cache/purge {"all": true} is timed and the pages asked again must be rendered anew.
// Writes "Purge of everything" in docs/BENCHMARKS.md.

const PAGES = Number(process.env.PURGE_PAGES ?? 10000);
const ADMIN = "bench-purge-token";

ensureDevVars();
if (process.env.BENCH_SKIP_BUILD !== "1") await run("react-router", ["build"]);
const state = mkdtempSync(join(tmpdir(), "bench-purge-"));
await migrateAndSeed(["--persist-to", state]);
const site = await serveBuild({ config: "build/server/wrangler.json", port: 8941, persistTo: state, vars: { ADMIN_TOKEN: ADMIN }, rateLimit: 1_000_000, quiet: true });
try {
  const paths = await sitemapPaths(site.url);
  for (let i = 0; paths.length < PAGES; i++) paths.push(`/?brand=Purge-${i}`);
  const addresses = paths.slice(0, PAGES);
  const kv = await site.mf.getKVNamespace("API_CACHE");

  const fillStart = performance.now();
  await pool(addresses, 8, async (path) => (await fetch(site.url + path)).arrayBuffer());
  const fillSeconds = (performance.now() - fillStart) / 1000;
  const cached = await countCache(site.url, addresses, "HIT");
  const kvBefore = await kvCount(kv);
  console.log(`${cached.count} of ${addresses.length} pages cached in ${fillSeconds.toFixed(0)} s; ${kvBefore} KV keys; purging everything…`);

  const start = performance.now();
  const res = await fetch(`${site.url}/admin/cache/purge`, {
    method: "POST",
    headers: { Authorization: `Bearer ${ADMIN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ all: true }),
  });
  const answer = await res.json();
  const purgeMs = performance.now() - start;
  if (res.status !== 200) throw new Error(`purge answered ${res.status}: ${JSON.stringify(answer)}`);
  const renewed = await countCache(site.url, addresses.filter((_, i) => i % 50 === 0), "MISS");

  const markdown = [
    "## Purge of everything (`npm run bench:purge`)",
    "",
    `Measured on ${new Date().toISOString().slice(0, 10)}: the built Worker with its own tables, ${addresses.length.toLocaleString("en")} distinct pages`,
    "rendered and cached (every sitemap address in both languages, then home-search pages), then one",
    "`POST /admin/cache/purge {\"all\": true}` with the admin token. Pages are filed under the location",
    "generation (decision 107): the purge deletes the `/api` entries and writes one KV key, whatever the",
    "number of pages.",
    "",
    table(
      ["pages cached (asked again: HIT)", "KV keys before the purge", "keys purged", "purge time", "pages asked again after it: rendered anew"],
      [[`${cached.count.toLocaleString("en")} of ${addresses.length.toLocaleString("en")}`, kvBefore.toLocaleString("en"), String(answer.purged.length), `${purgeMs.toFixed(0)} ms`, `${renewed.count} of ${renewed.of}`]],
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

async function countCache(base, paths, status) {
  let count = 0;
  await pool(paths, 8, async (path) => {
    const res = await fetch(base + path);
    await res.arrayBuffer();
    if (res.headers.get("X-Cache") === status) count++;
  });
  return { count, of: paths.length };
}

async function kvCount(kv) {
  let count = 0;
  let cursor;
  do {
    const page = await kv.list({ cursor });
    count += page.keys.length;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return count;
}
