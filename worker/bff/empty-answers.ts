import { generation } from "../location-generation";

// Where answers that must not cost a KV write are kept: empty answers (a name that does not exist,
// an empty list) and answers of calls whose parameters are unbounded (coordinates). They live in
// this location's Cache API, shared by its isolates: no write limits, nothing propagated, gone
// when evicted. An attacker's 10,000 random names are then 10,000 cache puts here, not KV writes,
// and the origin still hears of each name about once per CACHE_EMPTY_TTL per location.

// A purge cannot name the empty answers it affects (they have no index: writing one would cost the
// KV writes they exist to avoid), so they are filed under the location generation
// (../location-generation.ts) that every purge advances.
const CACHE_NAME = "api-answers";

const keyUrl = async (kv: KVNamespace, key: string) =>
  `https://api-answers.internal/${await generation(kv)}/${encodeURIComponent(key)}`;

export async function readLocal<T>(kv: KVNamespace, key: string): Promise<T | null> {
  const hit = await (await caches.open(CACHE_NAME)).match(await keyUrl(kv, key));
  return hit ? ((await hit.json()) as T) : null;
}

export async function writeLocal(kv: KVNamespace, key: string, entry: unknown, lifetimeSeconds: number): Promise<void> {
  const response = new Response(JSON.stringify(entry), {
    headers: { "Content-Type": "application/json", "Cache-Control": `max-age=${lifetimeSeconds}` },
  });
  await (await caches.open(CACHE_NAME)).put(await keyUrl(kv, key), response);
}
