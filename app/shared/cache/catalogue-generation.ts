import { CacheGeneration } from "#app/shared/cache/cache-strategies";
import { isolateMemo } from "#app/shared/cache/isolate-caches";

// The catalogue generation: one KV entry under which both cache layers file what they keep (the
// /api answers in KV, the pages and short answers in each location's edge cache). Any change to
// the catalogue (an import, a rename, a delete, a picture, an operator's purge) advances it: one
// KV write, however much is cached, and nothing listed or deleted; what was filed under the
// previous generation is never read again (but for stale-if-error) and expires with its TTL.
//
// Every request reads it, so each isolate keeps it for a few seconds (CacheGeneration; the purge's
// own isolate learns the new value at once). Another location learns it when KV propagates the write (up to
// about a minute), plus those seconds: until then it serves the previous generation's pages and
// answers (docs/decisions/132-two-cache-layers-under-one-generation.md).

export const GENERATION_KEY = "gen:catalogue";
/** KV allows one write per second to a key. */
const WRITE_INTERVAL_MS = 1000;

export type Generation = {
  current: string;
  /** The generation before it, read only when the origin fails and the current one has no answer. */
  previous: string | null;
  /** When it was made (ms), by a change that also asked for its search index (./bff/purge.ts); null for none. */
  at: number | null;
};

const known = isolateMemo<Generation>(CacheGeneration);
let lastAdvance = -Infinity;

/** A generation's name: unique without coordination (the time, then a few random letters). */
export const newGenerationName = (now: number = Date.now()) => now.toString(36) + Math.random().toString(36).slice(2, 6);

export async function catalogueGeneration(kv: KVNamespace): Promise<Generation> {
  const now = Date.now();
  const kept = known.peek("catalogue", now);
  if (kept) return kept;
  const { value, metadata } = await kv.getWithMetadata<{ previous?: string; at?: number }>(GENERATION_KEY);
  return known.keep("catalogue", { current: value ?? "0", previous: metadata?.previous ?? null, at: metadata?.at ?? null }, now);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Everything cached before now is forgotten: here at once, elsewhere once KV propagates it. A
 * second change within the same second waits for it (KV's one write per second per key), and a
 * write refused because another isolate wrote the key that second is tried again once.
 */
export async function advanceGeneration(kv: KVNamespace): Promise<Generation> {
  const { current } = await catalogueGeneration(kv);
  const generation = { current: newGenerationName(), previous: current, at: Date.now() };
  known.keep("catalogue", generation);
  const wait = lastAdvance + WRITE_INTERVAL_MS - Date.now();
  lastAdvance = Date.now() + Math.max(0, wait);
  if (wait > 0) await sleep(wait);
  const write = () => kv.put(GENERATION_KEY, generation.current, { metadata: { previous: current, at: generation.at } });
  await write().catch(async () => {
    await sleep(WRITE_INTERVAL_MS);
    await write();
  });
  return generation;
}
