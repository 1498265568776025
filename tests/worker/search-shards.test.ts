import { env } from "cloudflare:workers";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { townShard, wordShardsFor } from "#app/features/search/rules/shard-rule";
import { SEARCH_QUEUE_NAME, type SearchBuildMessage } from "#app/features/search/server/search-queue";
import { fetchWorker, fetchWorkerWithEnv, holdQueue, kvKeys, recordedKv, runQueue } from "./helpers";

// The search index in shards (docs/decisions/143): the search-index queue's consumer writes every
// shard of a generation and its head last; a search reads the head once, then only the shards its
// query needs (app/features/search/rules/shard-rule.ts), and a shard once read is not read again.

beforeEach(() => {
  holdQueue(env.SEARCH_QUEUE);
});
afterEach(() => vi.restoreAllMocks());

const auth = { Authorization: "Bearer test-admin-token", "Content-Type": "application/json" };
const purge = async () => {
  const res = await fetchWorker("/admin/cache/purge", { method: "POST", headers: auth, body: JSON.stringify({ all: true }) });
  expect(res.status).toBe(200);
};
const generationNow = async () => (await env.API_CACHE.get("gen:catalogue"))!;
const deliver = (messages: SearchBuildMessage[]) => runQueue(SEARCH_QUEUE_NAME, messages.map((body) => ({ body })));

const keysUnder = async (prefix: string) => (await kvKeys(prefix)).map((k) => k.slice(prefix.length)).sort();


/** A fresh generation with its index built by the consumer, as after a catalogue change. */
async function builtGeneration(): Promise<string> {
  await purge();
  const generation = await generationNow();
  await deliver([{ generation }]);
  return generation;
}

test("the consumer writes every shard of the generation and the head that names them, with its size in the metadata", async () => {
  const generation = await builtGeneration();
  const { value, metadata } = await env.API_CACHE.getWithMetadata<{ shards: number; bytes: number; documents: number }>(`search-index:${generation}`, "arrayBuffer");
  expect(value).not.toBeNull();
  const shards = await keysUnder(`search-shard:${generation}:`);
  expect(metadata!.shards).toBe(shards.length + 1);
  // the words by first and by second letter, the lines in runs of documents, the towns' buckets
  expect(shards).toContain("ae");
  expect(shards).toContain("bi0");
  expect(shards).toContain("l0");
  expect(shards).toContain(townShard("noida"));
  expect(shards.every((name) => /^a[a-z0-9_]$|^b[a-z0-9_]\d+$|^l\d+$|^t\d+$/.test(name))).toBe(true);
});

test("a search reads the head and only the shards its query needs, each once", async () => {
  const generation = await builtGeneration();
  const shard = `search-shard:${generation}:`;
  const stored = new Set(await keysUnder(shard));
  const needs = (q: string) => wordShardsFor(q).filter((s) => stored.has(s));
  const { kv, calls, reads } = recordedKv();
  const read = async (q: string) => {
    calls.length = 0;
    const res = await fetchWorkerWithEnv({ API_CACHE: kv }, `/api/search?${new URLSearchParams({ q })}`);
    expect(res.status, q).toBe(200);
    return { hits: (await res.json()) as { href: string }[], shards: reads().filter((k) => k.startsWith(shard)).map((k) => k.slice(shard.length)) };
  };
  const treo = await read("mahindra treo");
  expect(treo.hits[0]?.href).toBe("/brand/Mahindra/Treo");
  expect(reads()).toContain(`search-index:${generation}`);
  const words = treo.shards.filter((s) => /^[ab]/.test(s));
  expect(words.sort()).toEqual(needs("mahindra treo"));
  // no town named: no town bucket; the lines of its hits only
  expect(treo.shards.filter((s) => s.startsWith("t"))).toEqual([]);
  expect(treo.shards.filter((s) => s.startsWith("l")).length).toBeGreaterThan(0);
  // the same words again: nothing read but the generation
  const again = await read("treo mahindra");
  expect(again.shards).toEqual([]);
  expect(reads().filter((k) => k.startsWith("search-index:"))).toEqual([]);
  // a town: its bucket, and the word shards not read before
  const noida = await read("loader noida");
  expect(noida.hits[0]?.href).toBe("/e-rickshaw-loader/Noida");
  expect(noida.shards).toContain(townShard("noida"));
  expect(noida.shards.filter((s) => s.startsWith("t"))).toEqual([townShard("noida")]);
  expect(noida.shards.filter((s) => /^[ab]/.test(s)).sort()).toEqual(needs("loader noida").filter((s) => !words.includes(s)));
});

test("the index in shards answers as the index built in the request did", async () => {
  const queries = ["e rikshaw", "ई रिक्शा", "mahindra treo", "kinettic gren", "loader noida", "noida", "dealer", "xyzzy"];
  // a generation indexed by its first search (the sample is small: no previous index, built in the request)
  await purge();
  await purge();
  const inline = [];
  for (const q of queries) inline.push(await (await fetchWorker(`/api/search?${new URLSearchParams({ q })}`)).json());
  // the next generation, built by the consumer and read in shards by a new search
  await builtGeneration();
  for (const [i, q] of queries.entries()) expect(await (await fetchWorker(`/api/search?${new URLSearchParams({ q })}`)).json(), q).toEqual(inline[i]);
});
