import { CacheCrawlerFile, CacheNone, cacheControl } from "#app/shared/cache/cache-strategies";

// Responses of the crawler files (sitemaps, robots.txt): cacheable by browsers and the edge for
// an hour; the data behind them is already cached in KV, and a purge refreshes it there.

export const CRAWLER_CACHE_CONTROL = cacheControl(CacheCrawlerFile);

export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CRAWLER_CACHE_CONTROL },
  });
}

export function textResponse(text: string): Response {
  return new Response(text, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CRAWLER_CACHE_CONTROL },
  });
}

export function notFoundResponse(): Response {
  return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * The catalogue could not be read (origin down and nothing cached): 503 tells crawlers to come
 * back, where a partial sitemap would tell them pages were gone.
 */
export function unavailableResponse(): Response {
  return new Response("Temporarily unavailable\n", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "300", "Cache-Control": cacheControl(CacheNone()) },
  });
}

/** Runs a builder; an origin failure becomes a 503 (logged), anything it returns is sent as is. */
export async function orUnavailable(build: () => Promise<Response>): Promise<Response> {
  try {
    return await build();
  } catch (error) {
    console.warn("crawler file unavailable", describe(error));
    return unavailableResponse();
  }
}

/** A thrown route error (app/shared/lib/route-errors.ts) says more through its status and reason. */
function describe(error: unknown): string {
  return error instanceof Response ? `${error.status} ${error.statusText}` : String(error);
}
