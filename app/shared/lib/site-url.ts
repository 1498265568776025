import type { RouterContextProvider } from "react-router";
import { siteOriginContext } from "#app/shared/context";
import { langOfPath, pathIn } from "#app/shared/i18n/lang";

// Absolute URLs of the site's pages (canonical, og:url, JSON-LD) on the site's configured origin:
// never on the request's, whose host is whatever the Host header said (app/shared/context.ts).

type Context = Readonly<RouterContextProvider>;

/** The absolute URL of one of the site's paths. */
export function siteUrl(context: Context, path: string): string {
  // "//host/…" would name another host: a path is always taken as one.
  return new URL(path.replace(/^\/{2,}/, "/"), context.get(siteOriginContext)).href;
}

/** The canonical URL of a request: the site's origin and the request's path, without query or trailing slash. */
export function canonicalUrl(context: Context, request: Request): string {
  const { pathname } = new URL(request.url);
  return siteUrl(context, pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
}

/** The absolute URL of a site path in the request's language (a Hindi page names Hindi pages). */
export function siteUrlIn(context: Context, request: Request, path: string): string {
  return siteUrl(context, pathIn(langOfPath(new URL(request.url).pathname), path));
}
