import { z } from "zod";
import { CacheLong, tunedBy } from "#app/shared/cache/cache-strategies";
import { type Api, type GetCallName, contract, isWorkerGet } from "#app/shared/contract";
import { contractLists } from "#app/features/search/server/search-catalogue";
import { type SearchContext, answerSearch } from "#app/features/search/server/search";
import { d1SearchLists } from "#app/features/search/server/search-lists";
import { type CacheStatus, cached } from "#app/shared/cache/cached";
import { callOf } from "./call";
import { ApiFailure } from "#app/shared/server/errors";
import { type Origin, originFor } from "./origin";
import { sanitizeItems } from "./sanitize";

// The BFF's GET path, shared by public /api and the loaders' `api.call`: edge rules →
// validation against the contract → the cache, by the call's strategy → origin. Public /api adds "empty
// means not found"; a page decides for itself which of its lookups it cannot do without
// (app/shared/lib/route-errors.ts `required`).

export type GetResult = { items: unknown[]; cache: CacheStatus; key: string };

export type Bff = {
  origin: Origin;
  /** A lookup's answer, empty or not. */
  lookup(name: GetCallName, rawQuery: Record<string, unknown>): Promise<GetResult>;
  /** The answer of public /api: an empty answer of a "not found when empty" call is a 404. */
  get(name: GetCallName, rawQuery: Record<string, unknown>): Promise<GetResult>;
  /** What the search reads and builds its index with (also the search-index queue's consumer's). */
  search: SearchContext;
};

export function createBff(env: Env, ctx: ExecutionContext): Bff {
  const origin = originFor(env);

  async function lookup(name: GetCallName, rawQuery: Record<string, unknown>): Promise<GetResult> {
    const row = contract[name];
    const call = callOf(name, rawQuery);
    const { key } = call;
    const load = async () => {
      // The search is this Worker's own answer, made from the other calls' cached answers.
      if (isWorkerGet(name)) return answerSearch(search, String(call.fetchQuery.q));
      const raw = await origin.get(name, call.fetchQuery);
      // A remote origin's answer is checked against the contract before anyone sees it.
      const items = origin.mode === "remote" ? parseOrigin(row.item, raw) : raw;
      return sanitizeItems(items);
    };
    const read = await cached(key, load, row.cache, { kv: env.API_CACHE, ctx, env });
    const { cache } = read;
    // A list is fetched in one of a few sizes (call.ts): the caller gets its count.
    const items = call.take === undefined ? read.items : read.items.slice(0, call.take);
    return { items, cache, key };
  }

  async function get(name: GetCallName, rawQuery: Record<string, unknown>): Promise<GetResult> {
    const result = await lookup(name, rawQuery);
    if (contract[name].notFoundWhenEmpty && result.items.length === 0) {
      throw new ApiFailure(404, "not_found", "Nothing matches this request", undefined, { "X-Cache": result.cache });
    }
    return result;
  }

  /** The lists the search indexes, read through this same lookup (validated, cached). */
  const sources: Api = { call: async (name, params) => (await lookup(name, params)).items as never };
  // The lists that grow with the catalogue: whole from our own D1, bounded through a remote origin's contract.
  const lists = origin.mode === "embedded" ? d1SearchLists(env.DB) : contractLists(sources);
  const search: SearchContext = { api: sources, lists, kv: env.API_CACHE, queue: env.SEARCH_QUEUE, ctx, catalogue: tunedBy(env, CacheLong()) };

  return { origin, lookup, get, search };
}

function parseOrigin(item: z.ZodObject, items: unknown[]): unknown[] {
  const result = z.array(item).safeParse(items);
  if (!result.success) throw new ApiFailure(502, "origin_invalid", "Origin answer breaks the contract");
  return result.data;
}
