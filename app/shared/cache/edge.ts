import { type CacheStrategy, keptSeconds } from "#app/shared/cache/cache-strategies";

// This location's edge cache (the Cache API), shared by its isolates: no write limits, nothing
// propagated, gone when evicted. Each store is one named cache at its own internal address. How
// long the edge keeps a copy is the strategy's (keptSeconds), said in the stored copy's
// Cache-Control, which the Cache API obeys; the answer's own Cache-Control (what browsers may do)
// travels beside it and is put back on the way out, so a copy read here leaves exactly as it was
// made.

const ANSWER_CACHE_CONTROL = "X-Answer-Cache-Control";

export type EdgeStore = {
  /** The store's address of a key (a path and query, or any text, which is encoded). */
  address(key: string): string;
  /** The copy kept at this location, as the answer it was (mutable headers), if any. */
  match(key: string): Promise<Response | undefined>;
  /** Keeps a copy for the strategy's lifetime; the response must not be read afterwards. */
  put(key: string, response: Response, strategy: CacheStrategy): Promise<void>;
};

export function edgeStore(name: string, keyIsPath = false): EdgeStore {
  const address = (key: string) => `https://${name}.internal/${keyIsPath ? key.replace(/^\//, "") : encodeURIComponent(key)}`;
  return {
    address,
    async match(key) {
      const hit = await (await caches.open(name)).match(address(key));
      if (!hit) return undefined;
      // A cached response's headers are immutable; the middlewares after this one add theirs.
      const res = new Response(hit.body, hit);
      const own = res.headers.get(ANSWER_CACHE_CONTROL);
      res.headers.delete(ANSWER_CACHE_CONTROL);
      if (own) res.headers.set("Cache-Control", own);
      else res.headers.delete("Cache-Control");
      return res;
    },
    async put(key, response, strategy) {
      const headers = new Headers(response.headers);
      const own = response.headers.get("Cache-Control");
      if (own) headers.set(ANSWER_CACHE_CONTROL, own);
      headers.set("Cache-Control", `max-age=${keptSeconds(strategy)}`);
      await (await caches.open(name)).put(address(key), new Response(response.body, { status: response.status, headers }));
    },
  };
}
