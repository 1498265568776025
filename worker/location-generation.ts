// What each location keeps in its own Cache API (empty and local /api answers, page HTML) cannot
// be purged everywhere by name: `cache.delete` reaches one location, and an index of every kept
// copy would cost the KV writes those copies exist to avoid. So they are filed under a generation,
// one KV entry, that every purge advances: where the purge ran they are gone at once, elsewhere
// once the location reads the new generation (kept a second per isolate; KV propagates within
// about a minute). One write per purge, whatever the number of copies kept.

const GENERATION_KEY = "gen:local-answers";
const GENERATION_MEMO_MS = 1000;
let known: { value: string; until: number } | null = null;

export async function generation(kv: KVNamespace): Promise<string> {
  const now = Date.now();
  if (known && known.until > now) return known.value;
  const value = (await kv.get(GENERATION_KEY)) ?? "0";
  known = { value, until: now + GENERATION_MEMO_MS };
  return value;
}

/** Every copy kept by a location before now is forgotten: a purge of anything. */
export async function advanceGeneration(kv: KVNamespace): Promise<void> {
  const value = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  known = { value, until: Date.now() + GENERATION_MEMO_MS };
  await kv.put(GENERATION_KEY, value);
}
