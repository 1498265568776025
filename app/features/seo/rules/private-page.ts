// Headers of private pages (a trader's lead page and its CSV): never stored by a browser or any
// cache (the edge HTML cache refuses `private` and `no-store`), never indexed. The address holds
// the key: the site-wide Referrer-Policy already sends only the origin to other sites, and the
// lead page's meta tag narrows that to none.

import { CachePrivate, cacheControl } from "#app/shared/cache/cache-strategies";

export const PRIVATE_PAGE_HEADERS = {
  "Cache-Control": cacheControl(CachePrivate),
  "X-Robots-Tag": "noindex, nofollow",
} as const;
