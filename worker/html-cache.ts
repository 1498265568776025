import type { MiddlewareHandler } from "hono";
import * as serverBuild from "virtual:react-router/server-build";
import type { AppEnv } from "./app-env";
import { CachePage, CachePrivate, cacheControl, tunedBy } from "#app/shared/cache/cache-strategies";
import { townFromCookie } from "#app/features/town/rules/town";
import { edgeStore } from "#app/shared/cache/edge";
import { catalogueGeneration } from "#app/shared/cache/catalogue-generation";

// Edge HTML cache: anonymous pages kept in the Cache API under the page strategy (CachePage,
// HTML_CACHE_TTL seconds: app/shared/cache/cache-strategies.ts); only
// documents (entry.server's text/html, the sitemaps' XML, robots.txt's text), never the router's
// data answers. Pages are the same for every visitor; what differs per response — the
// CSP nonce and the anti-forgery cookie — is put back after the cache. Pages are filed under the
// catalogue generation (./catalogue-generation.ts): any purge renews every page, in every location
// once KV propagates it, with one KV write and no index of pages
// (docs/decisions/132-two-cache-layers-under-one-generation.md). Which requests may be stored, at
// which address, is decided by worker/page-query.ts.

const pages = edgeStore("html", true);

/** The build's assets version: a page cached by an earlier deploy names assets that may be gone. */
const buildVersion = serverBuild.assets.version;

/**
 * The page's key: the build, the generation, the origin its absolute URLs were built from
 * (SITE_URL, or the request's own origin in local runs: then each host has its own copy, and a
 * forged Host never reaches another's), the path and the content parameters.
 */
export function htmlCacheKey(url: URL, version: string, generation: string, siteOrigin: string): string | null {
  // The page's canonical address (worker/page-query.ts): only parameters that select content.
  const key = `${version}/${generation}/${encodeURIComponent(siteOrigin)}${url.pathname}${url.search}`;
  return pages.address(key).length <= 300 ? key : null;
}

/**
 * A page for a visitor who chose a town shows that town's prices and dealers (and the header
 * names it): it is rendered for that visitor, never read from or put in the shared cache, and
 * says so to every cache after this one. The town is never part of a cache key, so towns cannot
 * multiply the entries (docs/decisions/115-your-town-first.md).
 */
export const PERSONAL_PAGE_HEADERS = { "Cache-Control": cacheControl(CachePrivate), Vary: "Cookie" } as const;

export const htmlCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (townFromCookie(c.req.header("Cookie"))) {
    await next();
    for (const [name, value] of Object.entries(PERSONAL_PAGE_HEADERS)) c.res.headers.set(name, value);
    c.res.headers.set("X-Cache", "BYPASS");
    return;
  }
  const strategy = tunedBy(c.env, CachePage);
  const stored = c.req.method === "GET" && strategy.fresh > 0 && c.var.storable;
  const key = stored ? htmlCacheKey(new URL(c.var.page.url), buildVersion, (await catalogueGeneration(c.env.API_CACHE)).current, c.var.siteOrigin) : null;
  if (!key) {
    await next();
    c.res.headers.set("X-Cache", "BYPASS");
    return;
  }
  const hit = await pages.match(key);
  if (hit) {
    c.res = withNonce(hit, c.get("secureHeadersNonce") ?? "");
    c.res.headers.set("X-Cache", "HIT");
    return;
  }
  await next();
  const res = c.res;
  // A response that says it is private or must not be stored (a trader's lead page) never is.
  const uncacheable = /\b(no-store|private)\b/i.test(res.headers.get("Cache-Control") ?? "");
  const page = /^(text\/html|application\/xml|text\/xml|text\/plain)\b/.test(res.headers.get("Content-Type") ?? "");
  if (res.status !== 200 || !res.body || !page || res.headers.has("Set-Cookie") || uncacheable) {
    res.headers.set("X-Cache", "BYPASS");
    return;
  }
  const [forVisitor, forCache] = res.body.tee();
  // Read whole before it is put: the Cache API refuses a body still streaming from the render.
  const store = async () => pages.put(key, new Response(await new Response(forCache).text(), res), strategy);
  c.executionCtx.waitUntil(store().catch((error) => console.warn("html cache write failed", key, String(error))));
  c.res = new Response(forVisitor, res);
  c.res.headers.set("X-Cache", "MISS");
};

/** The cached page with this response's nonce on its inline scripts and links. */
function withNonce(cached: Response, nonce: string): Response {
  if (!cached.headers.get("Content-Type")?.startsWith("text/html")) return cached;
  const body = new HTMLRewriter()
    .on("[nonce]", {
      element(el) {
        el.setAttribute("nonce", nonce);
      },
    })
    .transform(cached).body;
  return new Response(body, cached);
}
