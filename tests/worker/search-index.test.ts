import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { fetchWorker, fetchWorkerWithEnv, kvKeyCount } from "./helpers";

// The search index per catalogue generation (docs/decisions/137): built once, stored packed in KV
// under the generation, loaded by each isolate; after a purge the previous generation's index
// answers while the new one is built after the answer; a large catalogue is never indexed inside
// a visitor's request.

const auth = { Authorization: "Bearer test-admin-token", "Content-Type": "application/json" };
const purge = async () => {
  const res = await fetchWorker("/admin/cache/purge", { method: "POST", headers: auth, body: JSON.stringify({ all: true }) });
  expect(res.status).toBe(200);
};
const searchApi = (q: string) => fetchWorker(`/api/search?${new URLSearchParams({ q })}`);
const hrefsOf = async (res: Response) => ((await res.json()) as { href: string }[]).map((h) => h.href);
const INDEXES = "search-index:";

/** The site's KV with the key of every read it receives recorded. */
function recordedReads(): { kv: KVNamespace; keys: string[] } {
  const keys: string[] = [];
  const kv = new Proxy(env.API_CACHE, {
    get(target, name) {
      const value = Reflect.get(target, name) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (name === "get" || name === "getWithMetadata") keys.push(String(args[0]));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { kv, keys };
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never: ${what}`);
}

test("the index is stored in KV under the catalogue generation, once: later searches read no list", async () => {
  // a new generation whose index nobody has built
  await purge();
  await purge();
  const before = await kvKeyCount(INDEXES);
  const first = await searchApi("mahindra treo");
  expect(first.status).toBe(200);
  expect((await hrefsOf(first))[0]).toBe("/brand/Mahindra/Treo");
  expect(await kvKeyCount(INDEXES)).toBe(before + 1);
  // the lists (brands, models, dealers, every type's town pages) are read to build it, never again
  const { kv, keys } = recordedReads();
  for (const q of ["e rikshaw", "ई रिक्शा", "loader noida", "noida", "xyzzy"]) {
    expect((await fetchWorkerWithEnv({ API_CACHE: kv }, `/api/search?${new URLSearchParams({ q })}`)).status, q).toBe(200);
  }
  expect(keys.filter((k) => /getBrandByOrder|getModelByType|getTrader|getMetadataByName|getCity/.test(k))).toEqual([]);
  expect(await kvKeyCount(INDEXES)).toBe(before + 1);
});

test("after a purge a search answers at once from the previous generation's index; the new generation's is built after the answer", async () => {
  await purge();
  await purge();
  const before = await kvKeyCount(INDEXES);
  expect((await searchApi("treo")).status).toBe(200);
  expect(await kvKeyCount(INDEXES)).toBe(before + 1);
  await purge();
  const res = await searchApi("loader noida");
  expect(res.status).toBe(200);
  expect((await hrefsOf(res)).slice(0, 2)).toEqual(["/e-rickshaw-loader/Noida", "/city/Noida/e-rickshaw-loader-dealers"]);
  await until(async () => (await kvKeyCount(INDEXES)) === before + 2, "the new generation's index stored");
});

test("a large catalogue with no index stored is not indexed in the request: 503 'being prepared', then its index is built and it finds", async () => {
  const many = Array.from({ length: 120 }, (_, i) => `Testbrand ${String(i).padStart(4, "0")}`);
  await env.DB.batch(many.map((name) => env.DB.prepare("INSERT INTO brand (brandName, popularity) VALUES (?1, 0)").bind(name)));
  await purge();
  await purge();
  const before = await kvKeyCount(INDEXES);
  const refused = await searchApi("treo");
  expect(refused.status).toBe(503);
  expect(refused.headers.get("Retry-After")).toBe("60");
  const page = await fetchWorker("/search?q=mahindra");
  expect(page.status).toBe(503);
  await until(async () => (await kvKeyCount(INDEXES)) === before + 1, "the index built after the answer");
  const found = await searchApi("testbrand 0105");
  expect(found.status).toBe(200);
  expect((await hrefsOf(found))[0]).toBe("/brand/Testbrand-0105");
  // the file's storage is shared by its tests: the sample catalogue again
  await env.DB.prepare("DELETE FROM brand WHERE brandName LIKE 'Testbrand %'").run();
});

test("a stored index the Worker cannot read (another packed format) is as none: rebuilt, never a 500", async () => {
  await purge();
  await purge();
  const generation = await env.API_CACHE.get("gen:catalogue");
  const key = `${INDEXES}${generation}`;
  await env.API_CACHE.put(key, new Uint8Array([2, 0, 0, 0, 123, 125, 0, 0]), { metadata: { builtAt: Date.now() } });
  const res = await searchApi("mahindra treo");
  expect(res.status).toBe(200);
  expect((await hrefsOf(res))[0]).toBe("/brand/Mahindra/Treo");
  expect(((await env.API_CACHE.get(key, "arrayBuffer")) ?? new ArrayBuffer(0)).byteLength).toBeGreaterThan(8);
});
