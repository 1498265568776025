import type { MiddlewareHandler } from "hono";
import { type RouteObject, matchRoutes } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { isPrivatePath } from "#app/seo/private-page";
import { type PageHandle, type QueryRule, canonicalValue } from "#app/domain/rules/page-query";
import { pathHasNonAscii } from "#app/domain/rules/ascii";
import { pathIn, langOfPath, withoutLang } from "#app/i18n/lang";
import { isAdminPath } from "./admin/gate";
import type { AppEnv } from "./app-env";

// The address a page request is rendered and cached under: its path and only the query
// parameters its screen declares (the route modules' `handle`), each with its canonical value, in
// one order. A campaign link, a tracker's id or junk in the query string is the same page and the
// same cache entry as the clean address (docs/decisions/066-cache-keys-and-writes.md).
//
// React Router's own data requests are read here by their URL format, `/path.data` (`/_.data`
// for a path ending in "/") with its `_routes` and `index` parameters, and its route discovery at
// `/__manifest`: those formats are the framework's, not a documented API, and
// tests/worker/page-query.test.ts fails if they change.

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
const FRAMEWORK_PARAMS = new Set(["_routes", "index"]);
/** React Router's lazy route discovery (`/__manifest?p=…&version=…`), answered by the framework. */
const MANIFEST_PATH = "/__manifest";

/** The page a data request is for. */
function pagePath(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** A path whose percent-encoding is broken is the 404 page, which takes nothing. */
function decodable(pathname: string): boolean {
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The query parameters the screens at this path take, with their rules. */
function rulesOf(pathname: string): Record<string, QueryRule> {
  if (!decodable(pathname)) return {};
  const matches = matchRoutes(TREE, pagePath(pathname)) ?? [];
  return Object.assign({}, ...matches.map((m) => HANDLES.get(m.route.id)?.query ?? {}));
}

/** The page's canonical address: the same path, only the parameters the page takes. */
export function canonicalPageUrl(url: URL): URL {
  // Most page requests carry no query string: nothing to keep, and no route match to pay for.
  if (!url.search) return url;
  const rules = rulesOf(url.pathname);
  const kept = new URLSearchParams();
  const names = [...new Set(url.searchParams.keys())].sort();
  for (const name of names) {
    if (FRAMEWORK_PARAMS.has(name)) {
      for (const value of url.searchParams.getAll(name)) kept.append(name, value);
      continue;
    }
    const rule = rules[name];
    const value = rule ? canonicalValue(rule, url.searchParams.get(name)!) : null;
    if (value !== null) kept.set(name, value);
  }
  const canonical = new URL(url);
  canonical.search = kept.size ? `?${kept}` : "";
  return canonical;
}

/**
 * The request React Router renders (`c.var.page`): a GET or HEAD at its canonical address, the
 * form posts of the enquiry page, a trader's lead page and the console as sent; any other method is bad input
 * and gets the 404 page, not a 405.
 */
export const pageRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  const raw = c.req.raw;
  const url = new URL(raw.url);
  // A private page (the console, a trader's lead page) is never cached: its filters and paging
  // reach it as sent; so does the router's route discovery, whose parameters are its own.
  if ((raw.method === "GET" || raw.method === "HEAD") && (isPrivatePath(pagePath(url.pathname)) || url.pathname === MANIFEST_PATH)) c.set("page", raw);
  // A page address with a non-ASCII segment is the error page in its language (spec §5), rendered
  // here as /error so that the error screen gets the page's shell and words.
  else if ((raw.method === "GET" || raw.method === "HEAD") && !url.pathname.endsWith(".data") && pathHasNonAscii(url.pathname))
    c.set("page", new Request(new URL(pathIn(langOfPath(url.pathname), "/error"), url), { method: raw.method, headers: raw.headers }));
  else if (raw.method === "GET" || raw.method === "HEAD") {
    const canonical = canonicalPageUrl(url);
    c.set("page", canonical === url ? raw : new Request(canonical, raw));
  }
  else if (raw.method === "POST" && takesFormPost(url.pathname)) c.set("page", raw);
  else c.set("page", new Request(new URL(pathIn(langOfPath(url.pathname), "/error"), url), { headers: raw.headers }));
  c.set("render", { sectionStreamed: false });
  await next();
};

/** The pages that take a form post: the enquiry page (in either language), a trader's lead page and the console. */
export function takesFormPost(pathname: string): boolean {
  // With JavaScript the same forms post to their data address (`/enquiry.data`).
  const page = pagePath(pathname);
  return withoutLang(page) === "/enquiry" || /^\/leads\/[^/]+$/.test(page) || isAdminPath(pathname);
}
