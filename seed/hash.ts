// Deterministic variation for the sample data: the same brand, model and city always give the
// same figures, so the seed is reproducible and idempotent (no Math.random).

/** FNV-1a, 32 bit, over the UTF-16 code units of the key. */
export function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // one extra avalanche round so that keys differing only at the end spread well
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  return h >>> 0;
}

/** A whole number in [0, n) for the key and a salt naming what it decides. */
export function roll(key: string, salt: string, n: number): number {
  return hash(`${key}#${salt}`) % n;
}

/** One item of a non-empty list, chosen by the key. */
export function pick<T>(list: readonly T[], key: string, salt: string): T {
  const item = list[roll(key, salt, list.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}
