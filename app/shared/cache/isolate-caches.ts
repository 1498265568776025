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

export type IsolateStrategy = { readonly name: string; readonly store: "isolate"; readonly fresh: number; readonly max?: number };

/** A memo of this isolate under a strategy of the isolate store (app/shared/cache/cache-strategies.ts). */
export type IsolateMemo<V> = {
  /** The kept value while fresh, without loading. */
  peek(key: string, now?: number): V | undefined;
  /** Keeps a value for the strategy's fresh seconds (or another strategy's of the same memo). */
  keep(key: string, value: V, now?: number, strategy?: IsolateStrategy): V;
  forget(key: string): void;
  clear(): void;
};

const memos = new Map<string, IsolateMemo<unknown>>();

/**
 * The one memo of each isolate strategy: a bounded map under the strategy's name (listed for
 * operators), each entry kept for the strategy's fresh seconds (Infinity: until it is evicted).
 */
export function isolateMemo<V>(strategy: IsolateStrategy): IsolateMemo<V> {
  const made = memos.get(strategy.name);
  if (made) return made as IsolateMemo<V>;
  const map = isolateCache<string, { value: V; until: number }>(strategy.name, strategy.max ?? 1_000);
  const memo: IsolateMemo<V> = {
    peek(key, now = Date.now()) {
      const kept = map.get(key);
      return kept && kept.until > now ? kept.value : undefined;
    },
    keep(key, value, now = Date.now(), s = strategy) {
      map.set(key, { value, until: now + s.fresh * 1000 });
      return value;
    },
    forget: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
  memos.set(strategy.name, memo as IsolateMemo<unknown>);
  return memo;
}
