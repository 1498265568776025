// Maps an isolate keeps across requests. Each has a size bound: when full, the entry set longest
// ago goes, so what strangers ask for can never grow the isolate (128 MB deployed). Their sizes
// and bounds are listed for operators (GET /admin/cache/isolate).

export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.max) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}

const registry = new Map<string, BoundedMap<unknown, unknown>>();

/** A bounded map under a name operators see. */
export function isolateCache<K, V>(name: string, max: number): BoundedMap<K, V> {
  const map = new BoundedMap<K, V>(max);
  registry.set(name, map as BoundedMap<unknown, unknown>);
  return map;
}

export function isolateCacheSizes(): Record<string, { size: number; max: number }> {
  return Object.fromEntries([...registry].map(([name, map]) => [name, { size: map.size, max: map.max }]));
}

/**
 * Empties every isolate map. For the worker tests only: their files share one isolate
 * (vitest.worker.config.ts), and each starts from nothing an earlier file left (tests/worker/setup.ts).
 */
export function clearIsolateCaches(): void {
  for (const map of registry.values()) map.clear();
}
