import { tagsOf } from "#app/domain/cache-tags";
import { type GetCallName, contract } from "#app/domain/contract";
import { cacheKey } from "./cache";
import { notFound } from "./errors";
import { parseOrThrow, queryHasNonAscii } from "./validate";

// A GET call checked against the edge rules and the contract, with its cache key and tags.
// Every page asks the same few calls with the same parameters (the root loader's type list on
// each of them), so an isolate keeps the prepared form of the calls it has seen: the check is a
// pure function of the call's name and parameters. Bad input is never kept; it throws each time.

export type PreparedCall = { query: Record<string, unknown>; key: string; tags: string[] };

const PREPARED_MAX = 1000;
const prepared = new Map<string, PreparedCall>();

export function prepareCall(name: GetCallName, rawQuery: Record<string, unknown>): PreparedCall {
  const id = `${name}?${JSON.stringify(rawQuery)}`;
  const known = prepared.get(id);
  if (known) return known;
  if (queryHasNonAscii(rawQuery)) throw notFound("Parameters must be ASCII");
  const query = parseOrThrow(contract[name].query, rawQuery, "parameters") as Record<string, unknown>;
  // Frozen: one prepared call serves many requests, none may change it.
  const call = Object.freeze({ query: Object.freeze(query), key: cacheKey(name, query), tags: tagsOf(name, query) });
  if (prepared.size >= PREPARED_MAX) prepared.clear();
  prepared.set(id, call);
  return call;
}
