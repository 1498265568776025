import type { Deletion } from "#app/features/console/context";
import { type CatalogueEntity, type CatalogueItem, catalogueEntities, titleOf } from "#app/features/catalogue/rules/entities";
import { RENAMES, isDeletable, movedPaths, renameOf } from "#app/features/console/rules/rename";
import { modelCityPath } from "#app/shared/rules/paths";
import { ApiFailure } from "../../../../shared/server/errors";
import { type Purged, assertCatalogueIsOurs, renewCaches } from "./import";
import { namedOf } from "./rename";
import { findRecord } from "./records";
import {
  type Named, countMetadata, countPairs, deleteMetadata, deletePairs, forgetPictureIndex, forgetRedirects, movedPictures,
} from "./references";

// Deleting a brand, a model, a dealer or manufacturer, or a city price: first what else would go
// (the console shows it and asks to confirm), then all of it in one D1 batch, the pictures from
// R2 after it, and every cached page and answer renewed (one generation write, decision 132). Leads stay: they are the history
// of what buyers asked and traders were billed for, and keep the names they were sent with.

type Plan = Deletion & { statements: D1PreparedStatement[]; pictures: string[] };

const count = async (db: D1Database, sql: string, ...params: unknown[]) => (await db.prepare(sql).bind(...params).first<number>("n")) ?? 0;
const BRAND_DEALT = "EXISTS (SELECT 1 FROM json_each(trader.brandDeal) WHERE value = ?1 COLLATE NOCASE)";
// What goes and what stays are message keys (app/features/console/components/work/messages.ts, `deletion`),
// worded in the console's language.
const LEADS_KEPT = "leads";

async function planOf(db: D1Database, entity: CatalogueEntity, item: CatalogueItem): Promise<Plan> {
  const text = (f: string) => String(item[f] ?? "");
  const run = (sql: string, ...params: unknown[]) => db.prepare(sql).bind(...params);
  const title = titleOf(entity, item);
  if (entity === "prices") {
    const page = [`${text("brandName")} ${text("name")}`, text("cityName")] as const;
    return {
      title,
      goes: [{ label: "pageDataRow", count: await count(db, "SELECT COUNT(*) AS n FROM metadata WHERE name = ?1 COLLATE NOCASE AND value = ?2 COLLATE NOCASE", ...page) }],
      kept: ["otherTowns"],
      statements: [
        run("DELETE FROM price WHERE brandName = ?1 AND name = ?2 AND cityName = ?3", text("brandName"), text("name"), text("cityName")),
        run("DELETE FROM metadata WHERE name = ?1 COLLATE NOCASE AND value = ?2 COLLATE NOCASE", ...page),
        forgetRedirects(db, modelCityPath(text("brandName"), text("name"), text("cityName"))),
      ],
      pictures: [],
    };
  }
  if (!isDeletable(entity)) throw new ApiFailure(404, "not_found", "This record is not deleted from the console");
  const rename = renameOf(entity, item, text(RENAMES[entity].field));
  const named: Named = await namedOf(db, rename);
  const pictures = (await movedPictures(db, named, null)).map((p) => p.from);
  const [base] = movedPaths(rename);
  const common = [...deleteMetadata(db, named), ...deletePairs(db, named), ...forgetPictureIndex(db, pictures), forgetRedirects(db, base!.from)];
  const shared = [
    { label: "pageDataRows", count: await countMetadata(db, named) },
    { label: "pictures", count: pictures.length },
    { label: "comparisons", count: await countPairs(db, named) },
  ];
  const done = (goes: Deletion["goes"], kept: string[], statements: D1PreparedStatement[]): Plan => ({
    title, goes: [...goes, ...shared], kept, statements: [...statements, ...common], pictures,
  });
  const b = text("brandName");
  switch (entity) {
    case "brands":
      return done(
        [
          { label: "models", count: await count(db, "SELECT COUNT(*) AS n FROM product WHERE brandName = ?1 COLLATE NOCASE", b) },
          { label: "cityPrices", count: await count(db, "SELECT COUNT(*) AS n FROM price WHERE brandName = ?1 COLLATE NOCASE", b) },
          { label: "modelProducts", count: await count(db, "SELECT COUNT(*) AS n FROM trader_product WHERE brandName = ?1 COLLATE NOCASE", b) },
          { label: "brandLists", count: await count(db, `SELECT COUNT(*) AS n FROM trader WHERE ${BRAND_DEALT}`, b) },
        ],
        [LEADS_KEPT],
        [
          ...["price", "product", "trader_product"].map((t) => run(`DELETE FROM ${t} WHERE brandName = ?1 COLLATE NOCASE`, b)),
          run(`UPDATE trader SET brandDeal = (SELECT json_group_array(value) FROM json_each(trader.brandDeal) WHERE value <> ?1 COLLATE NOCASE) WHERE ${BRAND_DEALT}`, b),
          run("DELETE FROM brand WHERE brandName = ?1", b),
        ],
      );
    case "models": {
      const m = text("name");
      const where = "brandName = ?1 COLLATE NOCASE AND name = ?2 COLLATE NOCASE";
      return done(
        [
          { label: "cityPrices", count: await count(db, `SELECT COUNT(*) AS n FROM price WHERE ${where}`, b, m) },
          { label: "dealerProducts", count: await count(db, "SELECT COUNT(*) AS n FROM trader_product WHERE brandName = ?1 COLLATE NOCASE AND modelName = ?2 COLLATE NOCASE", b, m) },
        ],
        [LEADS_KEPT],
        [
          run(`DELETE FROM price WHERE ${where}`, b, m),
          run("DELETE FROM trader_product WHERE brandName = ?1 COLLATE NOCASE AND modelName = ?2 COLLATE NOCASE", b, m),
          run(`DELETE FROM product WHERE ${where}`, b, m),
        ],
      );
    }
    case "traders": {
      const t = text("tName");
      const own = ["trader_product", "lead_link", "trader_webhook", "trader_api_key", "trader_contact"];
      const labels = ["products", "leadLinks", "webhook", "apiKeys", "phones"];
      const counts = await Promise.all(own.map((table) => count(db, `SELECT COUNT(*) AS n FROM ${table} WHERE tName = ?1`, t)));
      return done(
        labels.map((label, i) => ({ label, count: counts[i]! })),
        [LEADS_KEPT, "terms"],
        [
          ...own.map((table) => run(`DELETE FROM ${table} WHERE tName = ?1`, t)),
          // its own profile's hours, offers and asked changes go with it (docs/decisions/168)
          ...["trader_profile", "trader_profile_change"].map((table) => run(`DELETE FROM ${table} WHERE tName = ?1`, t)),
          run("DELETE FROM trader WHERE tName = ?1", t),
        ],
      );
    }
  }
}

async function recordOf(env: Env, entity: CatalogueEntity, key: Record<string, string>): Promise<CatalogueItem> {
  assertCatalogueIsOurs(env);
  const item = isDeletable(entity) ? await findRecord(env.DB, entity, key) : null;
  if (!item) throw new ApiFailure(404, "not_found", `No such ${catalogueEntities[entity].singular}`);
  return item;
}

/** What a delete would take with it, for the console's confirmation. */
export async function deletionOf(env: Env, entity: CatalogueEntity, key: Record<string, string>): Promise<Deletion> {
  const { title, goes, kept } = await planOf(env.DB, entity, await recordOf(env, entity, key));
  return { title, goes, kept };
}

export async function deleteRecord(env: Env, entity: CatalogueEntity, key: Record<string, string>): Promise<Deletion & { purged: Purged }> {
  const item = await recordOf(env, entity, key);
  const plan = await planOf(env.DB, entity, item);
  await env.DB.batch(plan.statements);
  if (plan.pictures.length) await env.IMAGES.delete(plan.pictures);
  return { title: plan.title, goes: plan.goes, kept: plan.kept, purged: await renewCaches(env) };
}
