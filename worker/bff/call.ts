import { type GetCallName, contract, takesAnyScript } from "#app/shared/contract";
import { fetchedCount } from "#app/shared/rules/count-sizes";
import { cacheKey } from "#app/shared/cache/cache-keys";
import { notFound } from "#app/shared/server/errors";
import { parseOrThrow, queryHasNonAscii } from "./validate";

// A GET call checked against the edge rules and the contract, with what it is fetched and cached
// as: a list asked with a `count` is fetched in one of a few sizes and cut to the count
// (app/shared/rules/count-sizes.ts), so a thousand counts are a few cache entries. Bad input throws.

export type Call = {
  /** The parameters the origin is asked and the cache keyed by. */
  fetchQuery: Record<string, unknown>;
  key: string;
  /** How many items the caller asked for, when the call takes a count. */
  take: number | undefined;
};

export function callOf(name: GetCallName, rawQuery: Record<string, unknown>): Call {
  if (!takesAnyScript(name) && queryHasNonAscii(rawQuery)) throw notFound("Parameters must be ASCII");
  const query = parseOrThrow(contract[name].query, rawQuery, "parameters") as Record<string, unknown>;
  const take = typeof query.count === "number" ? query.count : undefined;
  const fetchQuery = take === undefined ? query : { ...query, count: fetchedCount(take) };
  return { fetchQuery, key: cacheKey(name, fetchQuery), take };
}
