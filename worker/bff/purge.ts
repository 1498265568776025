import { advanceGeneration } from "#app/shared/cache/catalogue-generation";
import { askOnChange } from "#app/features/search/server/search-queue";

// A purge is one KV write: the catalogue generation advances (../catalogue-generation.ts), and
// every /api answer and page cached before it is never read again, here at once and in the other
// locations once KV propagates it. Nothing is listed, enumerated or deleted. The new generation's
// search index is asked for at once (one queue message, docs/decisions/141): until it is stored,
// searches answer from the previous generation's.

/** What a purge writes to: the caches' KV and the search index's queue. */
export type CatalogueCaches = Pick<Env, "API_CACHE" | "SEARCH_QUEUE">;

/** Everything cached, in every location. */
export async function purgeAll(env: CatalogueCaches): Promise<void> {
  const { current } = await advanceGeneration(env.API_CACHE);
  await askOnChange(env.SEARCH_QUEUE, current);
}
