import type { MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import type { ComparisonViews } from "#app/features/tools/context";
import type { ModelRef } from "#app/features/tools/rules/compare";
import { COMPARED_HEADER, type ComparedPair, readComparedHeader } from "#app/features/tools/rules/compare-count";
import type { AppEnv } from "#worker/app-env";

// Popular comparisons from what visitors compare (docs/decisions/119). A two-model comparison
// page that rendered names its pair in a header (app/features/tools/rules/compare-count.ts); this
// middleware sits outside the HTML cache, so a page served from the cache counts too. It removes
// the header, and for a person's GET adds one view to the pair in D1 after the answer has gone
// (waitUntil): one write per view, only for pairs of models that exist, at their one address.

export const countComparison: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const value = c.res.headers.get(COMPARED_HEADER);
  if (value === null) return;
  c.header(COMPARED_HEADER, undefined);
  const pair = readComparedHeader(value);
  // A request naming no browser is a script's, not a person's: it counts no more than a bot's.
  const agent = c.req.header("User-Agent") ?? "";
  if (!pair || c.req.method !== "GET" || c.res.status !== 200 || agent === "" || isbot(agent)) return;
  c.executionCtx.waitUntil(countView(c.env.DB, pair).catch((error: unknown) => console.warn("comparison view not counted", pair.key, String(error))));
};

/** One more view of the pair. */
export async function countView(db: D1Database, { key, typeName, models: [a, b] }: ComparedPair): Promise<void> {
  await db
    .prepare(
      `INSERT INTO compare_view (pairKey, typeName, brand1, model1, brand2, model2, views) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1)
       ON CONFLICT (pairKey) DO UPDATE SET views = views + 1, typeName = ?2, brand1 = ?3, model1 = ?4, brand2 = ?5, model2 = ?6`,
    )
    .bind(key, typeName, a.brandName, a.name, b.brandName, b.name)
    .run();
}

type Row = { brand1: string; model1: string; brand2: string; model2: string };

/** A type's most viewed pairs, most first (ties: by key, so the order is stable). */
export function comparisonViewsFor(db: D1Database): ComparisonViews {
  return {
    async popular(typeName, count) {
      const { results } = await db
        .prepare("SELECT brand1, model1, brand2, model2 FROM compare_view WHERE typeName = ?1 ORDER BY views DESC, pairKey LIMIT ?2")
        .bind(typeName.trim().toLowerCase(), count)
        .all<Row>();
      return results.map((r): [ModelRef, ModelRef] => [{ brandName: r.brand1, name: r.model1 }, { brandName: r.brand2, name: r.model2 }]);
    },
  };
}
