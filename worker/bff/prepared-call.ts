import { tagsOf } from "#app/domain/cache-tags";
import { type GetCallName, contract, takesAnyScript } from "#app/domain/contract";
import { fetchedCount } from "#app/domain/rules/count-sizes";
import { isolateCache } from "#app/lib/isolate-caches";
import { cacheKey } from "./cache";
import { notFound } from "./errors";
import { parseOrThrow, queryHasNonAscii } from "./validate";

// A GET call checked against the edge rules and the contract, with what it is fetched and cached
// as: a list asked with a `count` is fetched in one of a few sizes and cut to the count
// (app/domain/rules/count-sizes.ts), so a thousand counts are a few cache entries. Every page asks
// the same few calls with the same parameters, so an isolate keeps the prepared form of the calls
// it has seen (a pure function of name and parameters); bad input is never kept, it throws.

export type PreparedCall = {
  /** The parameters as asked (validated). */
  query: Record<string, unknown>;
  /** The parameters the origin is asked and the cache keyed by. */
  fetchQuery: Record<string, unknown>;
  key: string;
  tags: string[];
  /** How many items the caller asked for, when the call takes a count. */
  take: number | undefined;
  /** Kept in this location only (the contract's `local`), never in KV. */
  local: boolean;
};

const prepared = isolateCache<string, PreparedCall>("preparedCalls", 1000);

export function prepareCall(name: GetCallName, rawQuery: Record<string, unknown>): PreparedCall {
  const id = `${name}?${JSON.stringify(rawQuery)}`;
  const known = prepared.get(id);
  if (known) return known;
  if (!takesAnyScript(name) && queryHasNonAscii(rawQuery)) throw notFound("Parameters must be ASCII");
  const row = contract[name];
  const query = parseOrThrow(row.query, rawQuery, "parameters") as Record<string, unknown>;
  const take = typeof query.count === "number" ? query.count : undefined;
  const fetchQuery = take === undefined ? query : { ...query, count: fetchedCount(take) };
  // Frozen: one prepared call serves many requests, none may change it.
  const call: PreparedCall = Object.freeze({
    query: Object.freeze(query),
    fetchQuery: Object.freeze(fetchQuery),
    key: cacheKey(name, fetchQuery),
    tags: tagsOf(name, query),
    take,
    local: "local" in row && row.local === true,
  });
  prepared.set(id, call);
  return call;
}
