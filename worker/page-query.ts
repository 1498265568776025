import type { MiddlewareHandler } from "hono";
import { type RouteObject, matchRoutes } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { type PageHandle, type QueryRule, canonicalValue } from "#app/domain/rules/page-query";
import { pathHasNonAscii } from "#app/domain/rules/ascii";
import { isAdminPath, isEnquiryPath, isLeadLinkPath, isPrivatePath } from "#app/domain/rules/request-path";
import { pathIn, langOfPath } from "#app/i18n/lang";
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
/** React Router's data requests name the routes whose loaders they want. */
const ROUTES_PARAM = "_routes";
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

/** The routes at this path: their query rules and their ids. */
function routesOf(pathname: string): { rules: Record<string, QueryRule>; ids: Set<string> } {
  if (!decodable(pathname)) return { rules: {}, ids: new Set() };
  const matches = matchRoutes(TREE, pagePath(pathname)) ?? [];
  return {
    rules: Object.assign({}, ...matches.map((m) => HANDLES.get(m.route.id)?.query ?? {})),
    ids: new Set(matches.map((m) => m.route.id)),
  };
}

/**
 * A data request's `_routes`: the ids of routes at its path, as React Router's client asks for
 * them. Anything else is not a request the site's own pages make.
 */
function routesParamIsOwn(value: string, ids: Set<string>): boolean {
  const asked = value.split(",");
  return asked.length <= ids.size && new Set(asked).size === asked.length && asked.every((id) => ids.has(id));
}

/**
 * The page's canonical address: the same path, only the parameters the page takes; and whether
 * its answer may be stored. A data request's `_routes` is kept when the route tree could have
 * produced it; otherwise the request is answered as asked and nothing is stored. Other
 * parameters (React Router's `index` among them: its client never sends one on a GET) select
 * nothing and are dropped.
 */
export function canonicalPage(url: URL): { url: URL; storable: boolean } {
  // Most page requests carry no query string: nothing to keep, and no route match to pay for.
  if (!url.search) return { url, storable: true };
  const { rules, ids } = routesOf(url.pathname);
  const kept = new URLSearchParams();
  let storable = true;
  const names = [...new Set(url.searchParams.keys())].sort();
  for (const name of names) {
    if (name === ROUTES_PARAM && url.pathname.endsWith(".data")) {
      const values = url.searchParams.getAll(name);
      if (values.length !== 1 || !routesParamIsOwn(values[0]!, ids)) storable = false;
      for (const value of values) kept.append(name, value);
      continue;
    }
    const rule = rules[name];
    const value = rule ? canonicalValue(rule, url.searchParams.get(name)!) : null;
    if (value !== null) kept.set(name, value);
  }
  const canonical = new URL(url);
  canonical.search = kept.size ? `?${kept}` : "";
  return { url: canonical, storable };
}

/**
 * The request React Router renders (`c.var.page`): a GET or HEAD at its canonical address, the
 * form posts of the enquiry page, a trader's lead page and the console as sent; any other method is bad input
 * and gets the 404 page, not a 405.
 */
export const pageRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  const raw = c.req.raw;
  const url = new URL(raw.url);
  const read = raw.method === "GET" || raw.method === "HEAD";
  let storable = read;
  // A private page (the console, a trader's lead page) is never cached: its filters and paging
  // reach it as sent; so does the router's route discovery, whose parameters are its own.
  if (read && (isPrivatePath(pagePath(url.pathname)) || url.pathname === MANIFEST_PATH)) {
    c.set("page", raw);
    storable = false;
  }
  // A page address with a non-ASCII segment is the error page in its language (spec §5), rendered
  // here as /error so that the error screen gets the page's shell and words.
  else if (read && !url.pathname.endsWith(".data") && pathHasNonAscii(url.pathname))
    c.set("page", new Request(new URL(pathIn(langOfPath(url.pathname), "/error"), url), { method: raw.method, headers: raw.headers }));
  else if (read) {
    const canonical = canonicalPage(url);
    storable = canonical.storable;
    c.set("page", canonical.url === url ? raw : new Request(canonical.url, raw));
  }
  else if (raw.method === "POST" && takesFormPost(url.pathname)) c.set("page", raw);
  else c.set("page", new Request(new URL(pathIn(langOfPath(url.pathname), "/error"), url), { headers: raw.headers }));
  c.set("storable", storable);
  c.set("render", { sectionStreamed: false });
  await next();
};

/** A visitor's form: the enquiry page (in either language) and a trader's lead page, at their page and data addresses. */
export function takesVisitorForm(pathname: string): boolean {
  return isEnquiryPath(pathname) || isLeadLinkPath(pathname);
}

/** The pages that take a form post: a visitor's form, and the console's. */
export function takesFormPost(pathname: string): boolean {
  return takesVisitorForm(pathname) || isAdminPath(pathname);
}
