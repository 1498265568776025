// Where answers that must not cost a KV write are kept: empty answers (a name that does not exist,
// an empty list) and answers of calls whose parameters are unbounded (coordinates). They live in
// this location's Cache API, shared by its isolates: no write limits, nothing propagated, gone
// when evicted. An attacker's 10,000 random names are then 10,000 cache puts here, not KV writes,
// and the origin still hears of each name about once per CACHE_EMPTY_TTL per location.

const CACHE_NAME = "api-answers";
const keyUrl = (key: string) => `https://api-answers.internal/${encodeURIComponent(key)}`;

export async function readLocal<T>(key: string): Promise<T | null> {
  const hit = await (await caches.open(CACHE_NAME)).match(keyUrl(key));
  return hit ? ((await hit.json()) as T) : null;
}

export async function writeLocal(key: string, entry: unknown, lifetimeSeconds: number): Promise<void> {
  const response = new Response(JSON.stringify(entry), {
    headers: { "Content-Type": "application/json", "Cache-Control": `max-age=${lifetimeSeconds}` },
  });
  await (await caches.open(CACHE_NAME)).put(keyUrl(key), response);
}

/** Forgets this location's copies of these keys (a purge; other locations keep theirs briefly). */
export async function forgetLocal(keys: string[]): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  await Promise.all(keys.map((key) => cache.delete(keyUrl(key))));
}
