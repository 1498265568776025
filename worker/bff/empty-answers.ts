// Where answers that must not cost a KV write are kept: empty answers (a name that does not exist,
// an empty list) and answers of calls whose parameters are unbounded (coordinates). They live in
// this location's Cache API, shared by its isolates: no write limits, nothing propagated, gone
// when evicted. An attacker's 10,000 random names are then 10,000 cache puts here, not KV writes,
// and the origin still hears of each name about once per CACHE_EMPTY_TTL per location.

// A purge by tag cannot name the empty answers it affects: they have no tag index, since writing
// one would cost the KV writes they exist to avoid. So a location's copies are filed under a
// generation that each such purge advances (one KV write per purge): where the purge ran, they are
// gone at once; elsewhere, once that location reads the new generation (KV: up to about a minute).
const CACHE_NAME = "api-answers";
const GENERATION_KEY = "gen:local-answers";
const GENERATION_MEMO_MS = 1000;
let known: { value: string; until: number } | null = null;

async function generation(kv: KVNamespace): Promise<string> {
  const now = Date.now();
  if (known && known.until > now) return known.value;
  const value = (await kv.get(GENERATION_KEY)) ?? "0";
  known = { value, until: now + GENERATION_MEMO_MS };
  return value;
}

/** Every empty or local answer kept before now is forgotten (a purge by tag, or of everything). */
export async function advanceGeneration(kv: KVNamespace): Promise<void> {
  const value = Date.now().toString(36);
  known = { value, until: Date.now() + GENERATION_MEMO_MS };
  await kv.put(GENERATION_KEY, value);
}

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

/** Forgets this location's copies of these keys (a purge; other locations keep theirs briefly). */
export async function forgetLocal(kv: KVNamespace, keys: string[]): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  await Promise.all(keys.map(async (key) => cache.delete(await keyUrl(kv, key))));
}
