// Headers of private pages (a trader's lead page and its CSV): never stored by a browser or any
// cache (the edge HTML cache refuses `private` and `no-store`), never indexed, and the address —
// which holds the key — never sent on as a Referer.

export const PRIVATE_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

/** Paths of private pages: no breadcrumb, no sitemap. */
export function isPrivatePath(pathname: string): boolean {
  return pathname.startsWith("/leads/");
}
