// The contract's list calls take a `count` from 1 to 1,000. Each count would be an answer of its
// own (a cache entry, a KV write, an origin call), so a list is fetched in one of a few sizes
// (the next power of two, at most 1,000) and cut to the count asked: the first N items of a list
// are the same whatever size it was fetched in (docs/decisions/066-cache-keys-and-writes.md).

const MAX_COUNT = 1000;

export function fetchedCount(count: number): number {
  return Math.min(MAX_COUNT, 2 ** Math.ceil(Math.log2(Math.max(1, count))));
}
