import type { MiddlewareHandler } from "hono";
import { CacheCrawlerFile, cacheControl } from "#app/shared/cache/cache-strategies";
import { type MovedPath, comparedModelPaths, comparisonOf, movedFromCandidates, movedTo } from "#app/features/console/rules/rename";
import { isAdminPath, isLeadLinkPath, isRouterDataRequest } from "#app/shared/rules/request-path";
import { MAX_COMPARED } from "#app/features/tools/rules/compare";
import { langOfPath, pathIn, withoutLang } from "#app/shared/i18n/lang";
import type { AppEnv } from "./app-env";

// Old addresses of renamed records (docs/decisions/125-rename-is-rename.md): a page request that
// would answer the 404 page asks the redirects of renames, and answers 301 to the new address
// in the same language when one covers it. Only the not-found path reads D1: a page that exists
// answers as before, at no cost.

/** The most segments a moved address has: /brand/{brand}/{model}/Price-In-{town}, with /hi. */
const MAX_SEGMENTS = 6;

/**
 * The new address of a path, or null (at most one read). A comparison moves with each model it
 * names: its models' addresses are looked up together.
 */
export async function renamedTarget(db: D1Database, path: string): Promise<string | null> {
  const bare = withoutLang(path);
  const compared = comparedModelPaths(bare);
  const paths = compared ?? [bare];
  if (paths.length > MAX_COMPARED) return null;
  const candidates = [...new Set(paths.flatMap(movedFromCandidates))];
  if (candidates.length === 0 || paths.some((p) => p.split("/").length > MAX_SEGMENTS + 1)) return null;
  const { results } = await db
    .prepare(`SELECT fromPath AS "from", toPath AS "to" FROM renamed_path WHERE fromPath IN (${candidates.map((_, i) => `?${i + 1}`).join(", ")})`)
    .bind(...candidates)
    .all<MovedPath>();
  // the longest moved start of each path wins
  const rows = results.sort((a, b) => b.from.length - a.from.length);
  const moved = paths.map((p) => rows.map((row) => movedTo(p, row)).find((to) => to !== null) ?? p);
  if (moved.every((p, i) => p === paths[i])) return null;
  return pathIn(langOfPath(path), compared ? comparisonOf(moved) : moved[0]!);
}

export const redirectRenamed: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status !== 404 || (c.req.method !== "GET" && c.req.method !== "HEAD")) return;
  const url = new URL(c.req.url);
  // React Router's data and discovery requests, the console and lead pages are no public page of a record
  if (isRouterDataRequest(url.pathname) || isAdminPath(url.pathname) || isLeadLinkPath(url.pathname)) return;
  const target = await renamedTarget(c.env.DB, url.pathname).catch((error: unknown) => {
    console.warn("renamed paths not read", url.pathname, String(error));
    return null;
  });
  if (!target) return;
  await c.res.body?.cancel();
  // Hono's setter keeps the earlier answer's headers: this answer's own are set after it.
  c.res = new Response(null, { status: 301 });
  c.header("Location", `${target}${url.search}`);
  c.header("Cache-Control", cacheControl(CacheCrawlerFile));
  c.header("Content-Length", undefined);
};
