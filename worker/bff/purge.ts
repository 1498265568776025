import { advanceGeneration } from "../catalogue-generation";

// A purge is one KV write: the catalogue generation advances (../catalogue-generation.ts), and
// every /api answer and page cached before it is never read again, here at once and in the other
// locations once KV propagates it. Nothing is listed, enumerated or deleted.

/** Everything cached, in every location. */
export async function purgeAll(kv: KVNamespace): Promise<void> {
  await advanceGeneration(kv);
}
