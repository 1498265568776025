import { createBff } from "#worker/bff/api";
import { catalogueGeneration } from "../../../shared/cache/catalogue-generation";
import { VERSION } from "#app/features/search/rules/index-shards";
import { type SearchContext, type StoredIndex, buildPacked, freshMs } from "./search";
import { type SearchBuildMessage, searchIndexKey, searchIndexStored } from "./search-queue";

// The search-index queue's consumer (docs/decisions/141, 143): builds a catalogue generation's
// index and stores it in KV in shards (the head last), in an invocation of its own, never in a
// visitor's request or after its answer (a `waitUntil` may run 30 s after the answer; at a
// hundred times the sample the build took 21–25 s of that on a loaded machine). A message for a
// generation that is no longer the current one is dropped (the current one has its own message),
// and one whose index is already stored and fresh is skipped, so a message sent twice builds
// once. One message is one whole build: its CPU at a hundred times the sample is measured in
// docs/BENCHMARKS.md ("One search box"), within the 30 s a queue consumer may use by default.

export type BuildOutcome = "built" | "fresh" | "superseded";

/**
 * When the generation's index was stored, from its head's metadata (the head's bytes are not
 * read); null when none is, or one in another packed format (a deployment changed it), which
 * isolates cannot read however fresh it is.
 */
async function storedAt(kv: KVNamespace, generation: string): Promise<number | null> {
  const { value, metadata } = await kv.getWithMetadata<Partial<StoredIndex>>(searchIndexKey(generation), { type: "stream" });
  if (!value) return null;
  await value.cancel();
  return metadata?.version === VERSION ? (metadata.builtAt ?? 0) : null;
}

export async function handleSearchMessage(s: SearchContext, { generation }: SearchBuildMessage, now = Date.now()): Promise<BuildOutcome> {
  const { current } = await catalogueGeneration(s.kv);
  if (generation !== current) return "superseded";
  const builtAt = await storedAt(s.kv, generation);
  if (builtAt !== null && now - builtAt <= freshMs(s.catalogue)) return "fresh";
  await buildPacked(s, generation);
  await searchIndexStored(s.kv, generation);
  return "built";
}

/** One message a build (wrangler.toml max_batch_size 1); a failure is retried by the queue. */
export async function runSearchQueue(batch: MessageBatch<SearchBuildMessage>, env: Env, ctx: ExecutionContext): Promise<void> {
  const { search } = createBff(env, ctx);
  for (const message of batch.messages) {
    const started = Date.now();
    const outcome = await handleSearchMessage(search, message.body);
    console.log(`search index ${message.body.generation}: ${outcome} in ${Date.now() - started} ms`);
    message.ack();
  }
}
