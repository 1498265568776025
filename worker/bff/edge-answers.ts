// The edge cache's half of the /api answers: answers that must not cost a KV write (every empty
// answer, and the answers of a short strategy: app/domain/cache-strategies.ts) live in this
// location's Cache API, shared by its isolates: no write limits, nothing propagated, gone when
// evicted. An attacker's 10,000 made-up names are 10,000 cache puts here, not KV writes, and the
// origin still hears of each name about once per CACHE_EMPTY_TTL per location. The key is the
// answer's KV-style key, which holds the catalogue generation, so a purge forgets them all.

const CACHE_NAME = "api-answers";

const keyUrl = (key: string) => `https://api-answers.internal/${encodeURIComponent(key)}`;

export async function readEdge<T>(key: string): Promise<T | null> {
  const hit = await (await caches.open(CACHE_NAME)).match(keyUrl(key));
  return hit ? ((await hit.json()) as T) : null;
}

export async function writeEdge(key: string, entry: unknown, lifetimeSeconds: number): Promise<void> {
  const response = new Response(JSON.stringify(entry), {
    headers: { "Content-Type": "application/json", "Cache-Control": `max-age=${lifetimeSeconds}` },
  });
  await (await caches.open(CACHE_NAME)).put(keyUrl(key), response);
}
