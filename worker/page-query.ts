import type { MiddlewareHandler } from "hono";
import { type RouteObject, matchRoutes } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { type PageHandle, type QueryRule, canonicalValue } from "#app/shared/rules/page-query";
import { pathHasNonAscii } from "#app/shared/rules/ascii";
import { isAdminPath, isEnquiryPath, isLeadLinkPath, isMyEnquiriesPath, isPrivatePath, isRouterDataRequest, isSellerPath } from "#app/shared/rules/request-path";
import { pathIn, langOfPath } from "#app/shared/i18n/lang";
import type { AppEnv } from "./app-env";

// The address a page request is rendered and cached under: its path and only the query
// parameters its screen declares (the route modules' `handle`), each with its canonical value, in
// one order. A campaign link, a tracker's id or junk in the query string is the same page and the
// same cache entry as the clean address (docs/decisions/066-cache-keys-and-writes.md).
//
// React Router answers two more kinds of GET, which are not pages and are handed to it as sent,
// never stored (`isRouterDataRequest`, app/shared/rules/request-path.ts): a client-side
// navigation's data and route discovery. Their parameters are the router's own; the Worker reads
// none of them. The rules that matter for security hold for them
// where React Router applies them: the root middleware (non-ASCII route parameters) and the
// routes' loaders (the city-route rule) read the page's path, and the private areas' rules
// (request-path.ts) match the data addresses too.

type Node = RouteObject & { id: string };

/** The build's route manifest as the nested routes matchRoutes takes (built once per isolate). */
function routeTree(): Node[] {
  const children = new Map<string | undefined, Node[]>();
  for (const route of Object.values(serverBuild.routes)) {
    if (!route) continue;
    const node = { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive } as Node;
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), node]);
  }
  const attach = (nodes: Node[]): Node[] =>
    nodes.map((node) => (children.has(node.id) ? Object.assign(node, { children: attach(children.get(node.id)!) }) : node));
  return attach(children.get(undefined) ?? []);
}

const TREE = routeTree();
const HANDLES = new Map(
  Object.values(serverBuild.routes).flatMap((route) => (route ? [[route.id, route.module.handle as PageHandle | undefined] as const] : [])),
);
/** A path whose percent-encoding is broken is the 404 page, which takes nothing. */
function decodable(pathname: string): boolean {
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The query rules of the routes at this path. */
function rulesOf(pathname: string): Record<string, QueryRule> {
  if (!decodable(pathname)) return {};
  const matches = matchRoutes(TREE, pathname) ?? [];
  return Object.assign({}, ...matches.map((m) => HANDLES.get(m.route.id)?.query ?? {}));
}

/**
 * The page's canonical address: the same path, only the parameters the page takes, each with its
 * canonical value, in one order. Every other parameter selects nothing and is dropped.
 */
export function canonicalPage(url: URL): URL {
  // Most page requests carry no query string: nothing to keep, and no route match to pay for.
  if (!url.search) return url;
  const rules = rulesOf(url.pathname);
  const kept = new URLSearchParams();
  for (const name of [...new Set(url.searchParams.keys())].sort()) {
    const rule = rules[name];
    const value = rule ? canonicalValue(rule, url.searchParams.get(name)!) : null;
    if (value !== null) kept.set(name, value);
  }
  const canonical = new URL(url);
  canonical.search = kept.size ? `?${kept}` : "";
  return canonical;
}

/**
 * The request React Router renders (`c.var.page`): a page GET or HEAD at its canonical address,
 * React Router's data and discovery requests, the form posts of the enquiry page, a trader's lead
 * page and the console as sent; any other method is bad input and gets the 404 page, not a 405.
 */
export const pageRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  const raw = c.req.raw;
  const url = new URL(raw.url);
  const read = raw.method === "GET" || raw.method === "HEAD";
  let storable = false;
  // The router's own requests, and a private page (the console, a trader's lead page), whose
  // filters and paging reach it as sent: never cached.
  if (read && (isRouterDataRequest(url.pathname) || isPrivatePath(url.pathname))) c.set("page", raw);
  // A page address with a non-ASCII segment is the error page in its language, rendered
  // here as /error so that the error screen gets the page's shell and words.
  else if (read && pathHasNonAscii(url.pathname))
    c.set("page", new Request(new URL(pathIn(langOfPath(url.pathname), "/error"), url), { method: raw.method, headers: raw.headers }));
  else if (read) {
    const canonical = canonicalPage(url);
    storable = true;
    c.set("page", canonical === url ? raw : new Request(canonical, raw));
  }
  else if (raw.method === "POST" && takesFormPost(url.pathname)) c.set("page", raw);
  else c.set("page", new Request(new URL(pathIn(langOfPath(url.pathname), "/error"), url), { headers: raw.headers }));
  c.set("storable", storable);
  await next();
};

/** A visitor's form: the enquiry page and a buyer's own enquiries (in either language), a trader's lead page and the seller's workspace, at their page and data addresses. */
export function takesVisitorForm(pathname: string): boolean {
  return isEnquiryPath(pathname) || isMyEnquiriesPath(pathname) || isLeadLinkPath(pathname) || isSellerPath(pathname);
}

/** The pages that take a form post: a visitor's form, and the console's. */
export function takesFormPost(pathname: string): boolean {
  return takesVisitorForm(pathname) || isAdminPath(pathname);
}
