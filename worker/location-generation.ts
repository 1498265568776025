// Generations: one KV entry each, read at most once a second per isolate, that a purge advances
// instead of deleting what it covers one key at a time.
//
// - "location": what each location keeps in its own Cache API (empty and local /api answers, page
//   HTML) cannot be purged everywhere by name: `cache.delete` reaches one location, and an index of
//   every kept copy would cost the KV writes those copies exist to avoid. Every purge advances it:
//   where the purge ran the copies are gone at once, elsewhere once the location reads the new
//   generation (KV propagates within about a minute).
// - "catalogue": every /api answer in KV. A purge of everything advances it, so it costs one write
//   however many answers are cached (a Worker could not delete them all in one request anyway);
//   the entries of earlier generations are never read again and expire with their TTL.

const KEYS = { location: "gen:local-answers", catalogue: "gen:catalogue" } as const;
export type GenerationName = keyof typeof KEYS;

const MEMO_MS = 1000;
const known = new Map<GenerationName, { value: string; until: number }>();

export async function generation(kv: KVNamespace, name: GenerationName = "location"): Promise<string> {
  const now = Date.now();
  const kept = known.get(name);
  if (kept && kept.until > now) return kept.value;
  const value = (await kv.get(KEYS[name])) ?? "0";
  known.set(name, { value, until: now + MEMO_MS });
  return value;
}

/** Everything filed under the generation before now is forgotten. */
export async function advanceGeneration(kv: KVNamespace, name: GenerationName = "location"): Promise<void> {
  const value = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  known.set(name, { value, until: Date.now() + MEMO_MS });
  await kv.put(KEYS[name], value);
}
