// Asking for a catalogue generation's search index (docs/decisions/141): one message on the
// search-index queue, whose consumer (./search-build.ts) builds and stores it. A catalogue change
// asks for the new generation's index at once (../bff/purge.ts); a search that finds none for the
// current generation some minutes after the change (its message lost), or none at all (a new KV
// namespace), or one older than the lists' freshness, asks too. However many ask, one
// message is sent per generation and build: this isolate remembers what it asked for, and a KV
// mark tells the other isolates (KV is eventually consistent, so two locations may both send; the
// consumer then finds the index stored and fresh, and skips the second).

export const SEARCH_QUEUE_NAME = "search-index";
export type SearchBuildMessage = { generation: string };

/** The index's head (what every search reads), with when it was built in its metadata. */
export const searchIndexKey = (generation: string) => `search-index:${generation}`;
/** One of its shards (app/features/search/rules/shard-rule.ts), read as a query needs it. */
export const searchShardKey = (generation: string, shard: string) => `search-shard:${generation}:${shard}`;
/** Marks a build asked for (one per generation, for a few minutes) so isolates do not all ask. */
const askedKey = (generation: string) => `search-index-build:${generation}`;
/** Long enough for the queue to deliver and the build to end (minutes at a hundred times the sample). */
const ASKED_TTL_S = 300;

/** Generations this isolate has asked for and not yet seen answered. */
const asked = new Set<string>();

/**
 * Sends one build message for `generation` unless the change that made it did so less than a few
 * minutes ago (`madeAt`, the generation's own metadata, so the change costs no second KV write),
 * or this isolate or (as KV tells it) another one has.
 */
export async function askForSearchIndex(env: Pick<Env, "API_CACHE" | "SEARCH_QUEUE">, generation: string, madeAt: number | null = null): Promise<boolean> {
  if (madeAt !== null && Date.now() - madeAt < ASKED_TTL_S * 1000) return false;
  if (asked.has(generation)) return false;
  // bounded, as every isolate map is (a long-lived isolate sees many generations)
  if (asked.size >= 100) asked.clear();
  asked.add(generation);
  try {
    if (await env.API_CACHE.get(askedKey(generation))) return false;
    await env.API_CACHE.put(askedKey(generation), "1", { expirationTtl: ASKED_TTL_S });
    await env.SEARCH_QUEUE.send({ generation } satisfies SearchBuildMessage);
    return true;
  } catch (error) {
    // the next search asks again
    asked.delete(generation);
    console.warn("search index not asked for", String(error));
    return false;
  }
}

/** The index asked for is stored: the next time it is stale, it may be asked for again. */
export const searchIndexStored = (kv: KVNamespace, generation: string) => kv.delete(askedKey(generation));

/** This isolate found the index of `generation` stored: it may ask again once that one is stale. */
export const forgetAsked = (generation: string) => void asked.delete(generation);

/** The change that made `generation` asks for its index (a send, no KV write). */
export async function askOnChange(queue: Queue, generation: string): Promise<void> {
  await queue.send({ generation } satisfies SearchBuildMessage).catch((error) => console.warn("search index not asked for", String(error)));
}
