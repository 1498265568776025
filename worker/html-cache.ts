import type { MiddlewareHandler } from "hono";
import * as serverBuild from "virtual:react-router/server-build";
import type { AppEnv } from "./app-env";
import { listAll } from "./bff/purge";

// Edge HTML cache: anonymous page HTML (and React Router's .data answers) kept in the Cache API for
// HTML_CACHE_TTL seconds. Pages are the same for every visitor; what differs per response — the
// CSP nonce and the anti-forgery cookie — is put back after the cache. Each cached page is indexed
// under the KV cache keys it was rendered from, so purging those keys purges the page too.

const CACHE_HOST = "https://html-cache.internal";
/** "/admin" with anything after it: the console's pages, their data and the operator API. */
const UNCACHED_PREFIXES = ["/api/", "/admin", "/image/", "/enquiry", "/hi/enquiry"];

export const pageIndexKey = (kvKey: string, page = "") => `page:${kvKey}|${page}`;

/** The build's assets version: a page cached by an earlier deploy names assets that may be gone. */
const buildVersion = serverBuild.assets.version;

/**
 * The page's key: the build, the origin its absolute URLs were built from (SITE_URL, or the
 * request's own origin in local runs: then each host has its own copy, and a forged Host never
 * reaches another's), the path and the content parameters.
 */
export function htmlCacheKey(url: URL, version: string, siteOrigin: string): string | null {
  if (UNCACHED_PREFIXES.some((p) => url.pathname.startsWith(p))) return null;
  // The page's canonical address (worker/page-query.ts): only parameters that select content.
  const key = `${CACHE_HOST}/${version}/${encodeURIComponent(siteOrigin)}${url.pathname}${url.search}`;
  return key.length <= 300 ? key : null;
}

/**
 * A page rendered from no KV entry (robots.txt) is indexed under this name instead, so that a
 * purge of everything, which walks the whole page index, reaches it too.
 */
const NO_KV_KEY = "none";

export const htmlCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const ttl = Number(c.env.HTML_CACHE_TTL ?? 0);
  const key = c.req.method === "GET" && ttl > 0 ? htmlCacheKey(new URL(c.var.page.url), buildVersion, c.var.siteOrigin) : null;
  if (!key) {
    await next();
    c.res.headers.set("X-Cache", "BYPASS");
    return;
  }
  const cache = await caches.open("html");
  const hit = await cache.match(key);
  if (hit) {
    c.res = withNonce(hit, c.get("secureHeadersNonce") ?? "");
    c.res.headers.set("X-Cache", "HIT");
    return;
  }
  await next();
  const res = c.res;
  // A response that says it is private or must not be stored (a trader's lead page) never is.
  const uncacheable = /\b(no-store|private)\b/i.test(res.headers.get("Cache-Control") ?? "");
  if (res.status !== 200 || !res.body || res.headers.has("Set-Cookie") || uncacheable) {
    res.headers.set("X-Cache", "BYPASS");
    return;
  }
  const [forVisitor, forCache] = res.body.tee();
  const headers = new Headers(res.headers);
  // The cache's own lifetime replaces the page's Cache-Control, which is kept to be restored.
  const visitorCacheControl = res.headers.get("Cache-Control");
  if (visitorCacheControl) headers.set(VISITOR_CACHE_CONTROL, visitorCacheControl);
  headers.set("Cache-Control", `public, max-age=${ttl}`);
  const bff = c.var.bff;
  const render = c.var.render;
  const store = async () => {
    const body = await new Response(forCache).text();
    // A section whose data was late streamed in after the first bytes, swapped into place by a
    // script: such a page is not stored, so the cache only holds whole pages that read the same
    // without JavaScript. The render says so (c.var.render); read once the body is complete.
    if (render.sectionStreamed) return;
    // read after the body is complete: streamed sections read their KV keys late
    const keysRead = bff.keysRead.size ? [...bff.keysRead] : [NO_KV_KEY];
    await Promise.all([
      cache.put(key, new Response(body, { status: 200, headers })),
      ...keysRead.map((kvKey) => c.env.API_CACHE.put(pageIndexKey(kvKey, key), "", { expirationTtl: Math.max(60, ttl) })),
    ]);
  };
  c.executionCtx.waitUntil(store().catch((error) => console.warn("html cache write failed", key, String(error))));
  c.res = new Response(forVisitor, res);
  c.res.headers.set("X-Cache", "MISS");
};

const VISITOR_CACHE_CONTROL = "X-Visitor-Cache-Control";

/** The cached page with this response's nonce on its inline scripts and links. */
function withNonce(cached: Response, nonce: string): Response {
  const html = cached.headers.get("Content-Type")?.startsWith("text/html");
  const body = html
    ? new HTMLRewriter()
        .on("[nonce]", {
          element(el) {
            el.setAttribute("nonce", nonce);
          },
        })
        .transform(cached).body
    : cached.body;
  const res = new Response(body, cached);
  const visitorCacheControl = res.headers.get(VISITOR_CACHE_CONTROL);
  res.headers.delete(VISITOR_CACHE_CONTROL);
  if (visitorCacheControl) res.headers.set("Cache-Control", visitorCacheControl);
  else res.headers.delete("Cache-Control");
  return res;
}

/** Deletes the cached pages rendered from any of these KV keys (in this location's cache). */
export async function purgePagesOf(kv: KVNamespace, kvKeys: string[]): Promise<string[]> {
  const cache = await caches.open("html");
  const pages = new Set<string>();
  await Promise.all(
    kvKeys.map(async (kvKey) => {
      const prefix = pageIndexKey(kvKey);
      const names = await listAll(kv, prefix);
      for (const name of names) pages.add(name.slice(prefix.length));
      await Promise.all(names.map((name) => kv.delete(name)));
    }),
  );
  await Promise.all([...pages].map((page) => cache.delete(page)));
  return [...pages];
}

/** Deletes every indexed page (in this location's cache) and the whole page index. */
export async function purgeAllPages(kv: KVNamespace): Promise<number> {
  const cache = await caches.open("html");
  let cursor: string | undefined;
  let count = 0;
  do {
    const page: KVNamespaceListResult<unknown, string> = await kv.list({ prefix: "page:", cursor });
    await Promise.all(
      page.keys.map(async ({ name }) => {
        await Promise.all([cache.delete(name.slice(name.indexOf("|") + 1)), kv.delete(name)]);
        count++;
      }),
    );
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return count;
}
