import { advanceGeneration } from "../catalogue-generation";

// A purge is one KV write: the catalogue generation advances (../catalogue-generation.ts), and
// every /api answer and page cached before it is never read again, here at once and in the other
// locations once KV propagates it. Nothing is listed, enumerated or deleted.

/** Everything cached, in every location. */
export async function purgeAll(kv: KVNamespace): Promise<void> {
  await advanceGeneration(kv);
}

/**
 * For callers that name what they changed (a picture's versions, a catalogue change's tags): any
 * change renews the whole generation, so the names are not needed. Nothing is counted either,
 * so the answer lists no keys.
 */
export async function purgeKeys(kv: KVNamespace, _keys: readonly string[]): Promise<string[]> {
  await purgeAll(kv);
  return [];
}

/** As purgeKeys, for a catalogue change's tags. */
export async function purgeTags(kv: KVNamespace, _tags: readonly string[]): Promise<string[]> {
  await purgeAll(kv);
  return [];
}
