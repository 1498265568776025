import { rng } from "../../tests/corpus/fuzz-cases.mjs";
import { pool } from "./http.mjs";
import { startSeededSite } from "../../tests/support/seeded-site.mjs";

// KV writes an attacker can cause: 1,000 requests naming things that do not exist or varying what
// selects nothing (unknown brands, dealers, categories, counts, coordinates, ?more, campaign tags),
// against a warm site with the HTML cache on. Counted as the KV keys added (each request names a
// new thing, so every write is a new key), after background writes have settled.

const KINDS = {
  "unknown brand page": (r) => `/brand/Brand-${id(r)}`,
  "unknown brand, /api": (r) => `/api/getModelByBrand?brandName=Brand-${id(r)}&count=6`,
  "unknown dealer page": (r) => `/dealer/Dealer-${id(r)}/About`,
  "unknown category in a city": (r) => `/e-rickshaw/City_${id(r)}`,
  "any count of a list": (r) => `/api/getBrandByOrder?count=${1 + Math.floor(r() * 1000)}`,
  "any coordinates": (r) => `/api/getGeoCode?lat=${(r() * 180 - 90).toFixed(5)}&lng=${(r() * 360 - 180).toFixed(5)}`,
  "?more on a page": (r) => `/About-Us?more=${Math.floor(r() * 2000)}`,
  "campaign tag on a page": (r) => `/brand/Mahindra?utm_campaign=${id(r)}`,
  // Any rupees of the band 80,001-90,000 with leading zeros (./path-corpus.mjs BAND_SPELLINGS):
  // the band's own edges read as that band; a bound between its ₹10,000 steps is refused (400).
  "any spelling of a price band": (r) => {
    const [gt, lte] = [80_001 + Math.floor(r() * 10_000), 80_001 + Math.floor(r() * 10_000)].map((n) => `${"0".repeat(Math.floor(r() * 3))}${Math.min(n, 90_000)}`);
    return `/api/getPriceByType?typeName=e%20rickshaw&count=10&gt=${gt}&lte=${lte}`;
  },
};
const WARM = ["/", "/brand/Mahindra", "/About-Us", "/api/getBrandByOrder?count=1000", "/api/getPriceByType?typeName=e%20rickshaw&count=10&gt=80001&lte=90000"];

const id = (r) => Math.floor(r() * 2 ** 32).toString(36);

async function kvKeyCount(kv) {
  let count = 0;
  let cursor;
  do {
    const page = await kv.list({ cursor });
    count += page.keys.length;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return count;
}

const settle = () => new Promise((r) => setTimeout(r, 3000));

/**
 * @param {{ build?: string, requests?: number }} options
 * @returns {Promise<{ requests: number, written: number, byKind: [string, number, number][] }>}
 */
export async function kvWritesOfRandomNames({ build = "build", requests = 1000 } = {}) {
  const site = await startSeededSite({ build, vars: { HTML_CACHE_TTL: "300" } });
  try {
    const kv = await site.mf.getKVNamespace("API_CACHE");
    for (const path of WARM) await (await fetch(`${site.url}${path}`)).arrayBuffer();
    await settle();
    const r = rng(20261123);
    const byKind = [];
    let written = 0;
    const perKind = Math.round(requests / Object.keys(KINDS).length);
    for (const [kind, path] of Object.entries(KINDS)) {
      const before = await kvKeyCount(kv);
      const paths = Array.from({ length: perKind }, () => path(r));
      await pool(paths, 8, async (p) => (await fetch(`${site.url}${p}`)).arrayBuffer());
      await settle();
      const added = (await kvKeyCount(kv)) - before;
      written += added;
      byKind.push([kind, perKind, added]);
    }
    return { requests: perKind * byKind.length, written, byKind };
  } finally {
    await site.stop();
  }
}

// `node tools/reliability/kv-writes.mjs [revision or build dir]`: the figure for a version.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { mkdtempSync, rmSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const { buildOf } = await import("../bench/build-of.mjs");
  const scratch = mkdtempSync(join(tmpdir(), "kv-writes-"));
  try {
    const build = process.argv[2] ? await buildOf(process.argv[2], scratch) : "build";
    const result = await kvWritesOfRandomNames({ build });
    console.log(`${process.argv[2] ?? "build/"}: ${result.written} KV writes per ${result.requests} requests`);
    for (const [kind, n, added] of result.byKind) console.log(`  ${kind}: ${added} writes for ${n} requests`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
