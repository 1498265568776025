import { Hono } from "hono";
import { templateCsv } from "#app/features/console/import-columns";
import { consoleLangOf } from "#app/features/console/lang";
import { isCatalogueEntity } from "#app/features/catalogue/rules/entities";
import type { AppEnv } from "../app-env";
import { limitBody } from "../body-limit";
import { ApiFailure } from "#app/shared/server/errors";
import { assertCatalogueIsOurs, importCsv } from "#app/features/console/server/catalogue/import";
import { exportCsv } from "#app/features/console/server/catalogue/records";
import { readExamples } from "#app/features/console/server/catalogue/store";

// The catalogue as CSV: GET /admin/api/catalogue/{entity}.csv exports it,
// GET /admin/api/catalogue/{entity}/template.csv[?lang=hi] is a file to fill in (plain column
// names, a few examples: docs/decisions/130), POST /admin/api/catalogue/{entity}[?dryRun=1]
// imports a file (the raw CSV as the body).

export const adminCatalogueRoutes = new Hono<AppEnv>();

/** An import file: a larger catalogue is imported in several files. Checked after authentication. */
export const CATALOGUE_IMPORT_LIMIT = 4 * 1024 * 1024;

function entityOf(param: string) {
  if (!isCatalogueEntity(param)) throw new ApiFailure(404, "unknown_entity", "The catalogue has brands, models, prices, traders, blogs and articles");
  return param;
}

adminCatalogueRoutes.get("/catalogue/:file", async (c) => {
  const entity = entityOf(/^([a-z]+)\.csv$/.exec(c.req.param("file"))?.[1] ?? "");
  return c.body(await exportCsv(c.env, entity), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${entity}.csv"`,
  });
});

adminCatalogueRoutes.get("/catalogue/:entity/template.csv", async (c) => {
  const entity = entityOf(c.req.param("entity"));
  assertCatalogueIsOurs(c.env);
  const asked = c.req.query("lang");
  const lang = asked === "hi" || asked === "en" ? asked : consoleLangOf(c.req.raw);
  return c.body(templateCsv(lang, entity, await readExamples(c.env.DB, entity)), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${entity}-template${lang === "hi" ? "-hi" : ""}.csv"`,
  });
});

adminCatalogueRoutes.post(
  "/catalogue/:entity",
  limitBody(CATALOGUE_IMPORT_LIMIT),
  async (c) => {
    const entity = entityOf(c.req.param("entity"));
    const dryRun = ["1", "true"].includes(c.req.query("dryRun") ?? "");
    const result = await importCsv(c.env, entity, new Uint8Array(await c.req.arrayBuffer()), { dryRun });
    return c.json({
      entity,
      dryRun,
      added: result.added.map(({ row, key }) => ({ row, key })),
      changed: result.changed.map(({ row, key, fields }) => ({ row, key, fields })),
      unchanged: result.unchanged,
      rejected: result.rejected.map(({ row, key, reason }) => ({ row, key, reason })),
      purged: result.purged,
    });
  },
);
