import { env } from "cloudflare:workers";
import { vi } from "vitest";
import type { GetCallName } from "#app/shared/contract";
import { storedKey } from "#app/shared/cache/cache-keys";
import { callOf } from "#worker/bff/call";
import { originGet as typedOriginGet } from "#worker/origin";
import { stubOrigin } from "../stub-origin";

// Origin calls in either mode: the embedded functions, or the stub remote origin.

// Loosely typed view of the same object, so one spy helper serves every call.
const originGet = typedOriginGet as unknown as Record<GetCallName, (...args: unknown[]) => Promise<unknown[]>>;

export const remoteMode = () => Boolean(env.ORIGIN_URL);

export function countOriginCalls(name: GetCallName): () => number {
  if (remoteMode()) {
    const count = () => stubOrigin.calls.filter((c) => c.startsWith(`GET /api/${name}?`)).length;
    const before = count();
    return () => count() - before;
  }
  const spy = vi.spyOn(originGet, name);
  return () => spy.mock.calls.length;
}

export function breakOrigin(name: GetCallName): void {
  if (remoteMode()) stubOrigin.down = true;
  else vi.spyOn(originGet, name).mockRejectedValue(new Error("D1 unavailable"));
}

export function slowOrigin(name: GetCallName, ms: number): void {
  if (remoteMode()) stubOrigin.delayMs = ms;
  else slowEmbedded(name, ms);
}

/** Only this call is slow, in either mode (the rest of the page's calls answer at once). */
export function slowCall(name: GetCallName, ms: number): void {
  if (remoteMode()) stubOrigin.delays[name] = ms;
  else slowEmbedded(name, ms);
}

function slowEmbedded(name: GetCallName, ms: number): void {
  const real = originGet[name];
  vi.spyOn(originGet, name).mockImplementation(async (...args: unknown[]) => {
    await new Promise((r) => setTimeout(r, ms));
    return real(...args);
  });
}

/** KV writes happen after the response (waitUntil): wait until the entry is there. */
export async function untilCached(name: GetCallName, query: Record<string, unknown>): Promise<void> {
  const key = await storedKey(env.API_CACHE, callOf(name, query).key);
  for (let i = 0; i < 100; i++) {
    if ((await env.API_CACHE.get(key)) !== null) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`not cached: ${key}`);
}

/** The names of the site's KV keys under a prefix, every page of the listing read. */
export async function kvKeys(prefix = ""): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page: KVNamespaceListResult<unknown, string> = await env.API_CACHE.list({ prefix, cursor });
    keys.push(...page.keys.map((k) => k.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return keys;
}

/** How many KV keys the site's cache holds (under a prefix), every page of KV's list counted. */
export async function kvKeyCount(prefix = ""): Promise<number> {
  return (await kvKeys(prefix)).length;
}

/** One call the site's KV received: its method and, where it names one, its key. */
export type KvCall = { method: string; key: string };

/** The site's KV with every call it receives recorded; `reads()` names the keys read so far. */
export function recordedKv(): { kv: KVNamespace; calls: KvCall[]; reads: () => string[] } {
  const calls: KvCall[] = [];
  const kv = new Proxy(env.API_CACHE, {
    get(target, name) {
      const value = Reflect.get(target, name) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        calls.push({ method: String(name), key: typeof args[0] === "string" ? args[0] : "" });
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const reads = () => calls.filter((c) => c.method === "get" || c.method === "getWithMetadata").map((c) => c.key);
  return { kv, calls, reads };
}
