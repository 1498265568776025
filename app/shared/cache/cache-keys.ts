import { catalogueGeneration } from "./catalogue-generation";

// The keys of the catalogue's cached answers (../cache/cached.ts): a call's name and its sorted,
// case-folded parameters, filed under the catalogue generation.

export const CACHE_VERSION = "v1";

/** `v1:getPriceByBrand?brandName=mahindra&count=10` — parameters sorted, names case-folded. */
export function cacheKey(name: string, query: Record<string, unknown>): string {
  const params = Object.keys(query)
    .sort()
    .map((k) => `${k}=${encodeURIComponent(String(query[k]).trim().toLowerCase())}`);
  return `${CACHE_VERSION}:${name}?${params.join("&")}`;
}

/** Where a key is stored in a generation: `v1:{generation}:getPriceByBrand?…`. */
export const keyIn = (generation: string, key: string) => `${CACHE_VERSION}:${generation}:${key.slice(CACHE_VERSION.length + 1)}`;

/** Where a key is stored now. */
export async function storedKey(kv: KVNamespace, key: string): Promise<string> {
  return keyIn((await catalogueGeneration(kv)).current, key);
}
