import type { MiddlewareHandler } from "hono";
import { type PathVerdict, normalisePath } from "#app/shared/rules/request-path";
import { langOfPath, pathIn } from "#app/shared/i18n/lang";
import type { AppEnv } from "./app-env";
import { jsonError } from "#app/shared/server/errors";

// The request every later decision reads has its path in normal form (app/shared/rules/
// request-path.ts): Hono routes on it (`routedPath`, its getPath), and `normalisedRequest`, the
// first middleware, puts it into the request itself, so the operator gate, the body limits, the
// caches and React Router all read that one path. A path that has no single meaning is refused:
// 400 with a JSON error under /api, else the 404 page in the path's language.

const verdicts = new WeakMap<Request, PathVerdict>();

/** The raw path of a request URL, as Hono reads it: after the host, before the query. */
function rawPath(url: string): string {
  const start = url.indexOf("/", url.indexOf("://") + 3);
  if (start === -1) return "/";
  const end = url.indexOf("?", start);
  return end === -1 ? url.slice(start) : url.slice(start, end);
}

function verdictOf(request: Request): PathVerdict {
  let verdict = verdicts.get(request);
  if (!verdict) {
    verdict = normalisePath(rawPath(request.url));
    verdicts.set(request, verdict);
  }
  return verdict;
}

const isApi = (raw: string) => /^\/api(?:\/|$)/i.test(raw);
const errorPage = (raw: string) => pathIn(langOfPath(raw), "/error");

/** Hono's `getPath`: the path its router matches. */
export function routedPath(request: Request): string {
  const verdict = verdictOf(request);
  return verdict.ok ? verdict.path : errorPage(rawPath(request.url));
}

export const normalisedRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  const request = c.req.raw;
  const raw = rawPath(request.url);
  const verdict = verdictOf(request);
  if (!verdict.ok && isApi(raw)) return jsonError(400, "invalid_path", verdict.reason);
  const path = verdict.ok ? verdict.path : errorPage(raw);
  if (path !== raw) {
    const url = new URL(request.url);
    // The method and body go with it: a refused POST is the error page, its body drained.
    c.req.raw = new Request(`${url.origin}${path}${url.search}`, request);
  }
  return next();
};
