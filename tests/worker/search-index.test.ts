import { env } from "cloudflare:workers";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { askForSearchIndex, SEARCH_QUEUE_NAME, type SearchBuildMessage } from "#app/features/search/server/search-queue";
import { fetchWorker, fetchWorkerWithEnv, holdQueue, kvKeyCount, recordedKv, runQueue, sentBodies } from "./helpers";

// The search index per catalogue generation (docs/decisions/137, 141): built by the search-index
// queue's consumer, stored packed in KV under the generation, loaded by each isolate; a change
// asks for its generation's index once, and the previous generation's answers until it is stored;
// a large catalogue is never indexed inside a visitor's request; every brand is indexed, not only
// the contract's 1,000 most popular.

// Sends on the search queue are recorded, not delivered: each test runs the consumer itself.
let queue: ReturnType<typeof holdQueue>;
beforeEach(() => {
  queue = holdQueue(env.SEARCH_QUEUE);
});
afterEach(() => vi.restoreAllMocks());

const auth = { Authorization: "Bearer test-admin-token", "Content-Type": "application/json" };
const purge = async () => {
  const res = await fetchWorker("/admin/cache/purge", { method: "POST", headers: auth, body: JSON.stringify({ all: true }) });
  expect(res.status).toBe(200);
};
const generationNow = async () => (await env.API_CACHE.get("gen:catalogue"))!;
const searchApi = (q: string) => fetchWorker(`/api/search?${new URLSearchParams({ q })}`);
const hrefsOf = async (res: Response) => ((await res.json()) as { href: string }[]).map((h) => h.href);
const INDEXES = "search-index:";
/** The messages sent on the search queue since the test began. */
const sent = () => sentBodies<SearchBuildMessage>(queue);
/** Runs the consumer on these messages as the queue would deliver them. */
const deliver = (messages: SearchBuildMessage[]) => runQueue(SEARCH_QUEUE_NAME, messages.map((body) => ({ body })));


test("the index is stored in KV under the catalogue generation, once: later searches read no list", async () => {
  // a new generation whose index nobody has built, and a previous one with none either
  await purge();
  await purge();
  const before = await kvKeyCount(INDEXES);
  const first = await searchApi("mahindra treo");
  expect(first.status).toBe(200);
  expect((await hrefsOf(first))[0]).toBe("/brand/Mahindra/Treo");
  expect(await kvKeyCount(INDEXES)).toBe(before + 1);
  // the lists (brands, models, dealers, every type's town pages) are read to build it, never again
  const { kv, reads } = recordedKv();
  for (const q of ["e rikshaw", "ई रिक्शा", "loader noida", "noida", "xyzzy"]) {
    expect((await fetchWorkerWithEnv({ API_CACHE: kv }, `/api/search?${new URLSearchParams({ q })}`)).status, q).toBe(200);
  }
  expect(reads().filter((k) => /getBrandByOrder|getModelByType|getTrader|getMetadataByName|getCity/.test(k))).toEqual([]);
  expect(await kvKeyCount(INDEXES)).toBe(before + 1);
});

test("a catalogue change asks the queue for its generation's index once; concurrent searches answer from the previous generation's and ask no more", async () => {
  expect((await searchApi("treo")).status).toBe(200);
  const before = await kvKeyCount(INDEXES);
  await purge();
  const generation = await generationNow();
  expect(sent()).toEqual([{ generation }]);
  const answers = await Promise.all(Array.from({ length: 10 }, () => searchApi("loader noida")));
  for (const res of answers) {
    expect(res.status).toBe(200);
    expect((await hrefsOf(res)).slice(0, 2)).toEqual(["/e-rickshaw-loader/Noida", "/city/Noida/e-rickshaw-loader-dealers"]);
  }
  expect(sent()).toEqual([{ generation }]);
  expect(await kvKeyCount(INDEXES)).toBe(before);
  // the consumer stores it; a second message for the same generation (another location asked too) builds nothing
  const result = await deliver([{ generation }]);
  expect(result.explicitAcks).toEqual(["m1"]);
  expect(await kvKeyCount(INDEXES)).toBe(before + 1);
  const { metadata } = await env.API_CACHE.getWithMetadata<{ builtAt: number }>(`${INDEXES}${generation}`, "stream");
  await deliver([{ generation }]);
  expect((await env.API_CACHE.getWithMetadata<{ builtAt: number }>(`${INDEXES}${generation}`, "stream")).metadata).toEqual(metadata);
});

test("many searches asking for a generation's index send one message: the isolate remembers, and a change's own message counts", async () => {
  const generation = `asked-${Date.now()}`;
  const asks = await Promise.all(Array.from({ length: 20 }, () => askForSearchIndex(env, generation)));
  expect(asks.filter(Boolean)).toHaveLength(1);
  expect(sent()).toEqual([{ generation }]);
  // a generation whose change asked a moment ago is not asked for again
  expect(await askForSearchIndex(env, `${generation}-changed`, Date.now() - 1000)).toBe(false);
  expect(sent()).toHaveLength(1);
});

test("a message for a generation that is no longer the current one builds nothing", async () => {
  await purge();
  const old = await generationNow();
  await purge();
  const before = await kvKeyCount(INDEXES);
  await deliver([{ generation: old }]);
  expect(await kvKeyCount(INDEXES)).toBe(before);
  expect(await env.API_CACHE.get(`${INDEXES}${old}`)).toBeNull();
});

test("a large catalogue with no index stored is not indexed in the request: 503 'being prepared'; the consumer indexes every brand, past the contract's 1,000", async () => {
  const many = Array.from({ length: 1050 }, (_, i) => `Testbrand ${String(i).padStart(4, "0")}`);
  await env.DB.batch(many.map((name) => env.DB.prepare("INSERT INTO brand (brandName, popularity) VALUES (?1, 0)").bind(name)));
  try {
    await purge();
    await purge();
    const generation = await generationNow();
    const refused = await searchApi("treo");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Retry-After")).toBe("60");
    const page = await fetchWorker("/search?q=mahindra");
    expect(page.status).toBe(503);
    expect(sent().at(-1)).toEqual({ generation });
    await deliver([{ generation }]);
    // the least popular brand, last of 1,082 (the contract's lists stop at 1,000)
    const found = await searchApi("testbrand 1049");
    expect(found.status).toBe(200);
    expect((await hrefsOf(found))[0]).toBe("/brand/Testbrand-1049");
  } finally {
    // the file's storage is shared by its tests: the sample catalogue again
    await env.DB.prepare("DELETE FROM brand WHERE brandName LIKE 'Testbrand %'").run();
  }
});

test("a stored index the Worker cannot read (another packed format) is as none: rebuilt, never a 500", async () => {
  await purge();
  await purge();
  const generation = await generationNow();
  const key = `${INDEXES}${generation}`;
  await env.API_CACHE.put(key, new Uint8Array([2, 0, 0, 0, 123, 125, 0, 0]), { metadata: { builtAt: Date.now() } });
  const res = await searchApi("mahindra treo");
  expect(res.status).toBe(200);
  expect((await hrefsOf(res))[0]).toBe("/brand/Mahindra/Treo");
  expect(((await env.API_CACHE.get(key, "arrayBuffer")) ?? new ArrayBuffer(0)).byteLength).toBeGreaterThan(8);
});

test("a message for a generation whose stored index is of another packed format builds it, however fresh that index is", async () => {
  await purge();
  await purge();
  const generation = await generationNow();
  const key = `${INDEXES}${generation}`;
  // a deployment changed the format a minute after the old one was stored
  await env.API_CACHE.put(key, new Uint8Array([2, 0, 0, 0, 123, 125, 0, 0]), { metadata: { builtAt: Date.now() - 60_000 } });
  await deliver([{ generation }]);
  expect(((await env.API_CACHE.get(key, "arrayBuffer")) ?? new ArrayBuffer(0)).byteLength).toBeGreaterThan(8);
  const res = await searchApi("mahindra treo");
  expect(res.status).toBe(200);
  expect((await hrefsOf(res))[0]).toBe("/brand/Mahindra/Treo");
});
