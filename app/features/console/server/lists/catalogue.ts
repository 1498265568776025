import type { ListPage, ModelRow, PictureRow, PriceRow, QueryOf, TraderRow } from "#app/features/console/rules/lists";
import { type PageSpec, listSpec, pageRows, searching } from "./page";

// The catalogue's console lists from the embedded origin's tables: models, city prices, traders
// and the pictures a brand or model may have. Each is ordered by the columns of an index made for
// it (worker/origin/migrations/0013_console_lists.sql), so a page is read in order from the index
// rather than sorted from the whole table.

export const modelSpec = ({ q, filters }: QueryOf<"models">): PageSpec =>
  listSpec({ from: "product", columns: "brandName, name, typeName, price", order: "brandName COLLATE NOCASE, name COLLATE NOCASE" }, [
    searching(q, "(brandName || ' ' || name)"),
    [filters.brand, "brandName = ? COLLATE NOCASE"],
    [filters.type, "typeName = ? COLLATE NOCASE"],
  ]);

export const priceSpec = ({ q, filters }: QueryOf<"prices">): PageSpec =>
  listSpec(
    { from: "price", columns: "brandName, name, cityName, exShowroomPrice", order: "brandName COLLATE NOCASE, name COLLATE NOCASE, cityName COLLATE NOCASE" },
    [
      searching(q, "(brandName || ' ' || name || ' ' || cityName)"),
      [filters.brand, "brandName = ? COLLATE NOCASE"],
      [filters.town, "cityName = ? COLLATE NOCASE"],
    ],
  );

export const traderSpec = ({ q, filters }: QueryOf<"traders">): PageSpec =>
  listSpec(
    { from: "trader", columns: "tName, traderName, traderType, cityName, activate = '1' AS activated", order: "traderName COLLATE NOCASE, tName" },
    [
      searching(q, "(traderName || ' ' || tName)"),
      [filters.kind, "traderType = ?"],
      [filters.town, "cityName = ? COLLATE NOCASE"],
      [filters.activated, "activate = ?", [filters.activated === "yes" ? "1" : "0"]],
    ],
  );

/**
 * A name as the site's picture addresses spell it (nameToSlug of app/shared/rules/slug.ts: spaces
 * → "-", "(" → "_", ")" dropped, "/" → "_"), so the list can tell in SQL which brand or model has
 * an uploaded picture. tests/worker/console-lists.test.ts holds it to the site's own rule.
 */
export const sqlSlug = (column: string) => `replace(replace(replace(replace(trim(${column}), ' ', '-'), '(', '_'), ')', ''), '/', '_')`;

// A trader's row: its display name where a brand's is, its tName where a model's name is.
const TARGETS = `(SELECT t.*, (SELECT version FROM image_version v WHERE v.key = t.key) AS version,
    (SELECT COUNT(*) FROM photo p WHERE p.ownerKey = substr(t.key, 1, length(t.key) - 4)) AS photos FROM (
    SELECT 'brand' AS kind, brandName, '' AS name, 'brand/' || ${sqlSlug("lower(brandName)")} || '.jpg' AS key FROM brand
    UNION ALL
    SELECT 'model', brandName, name, 'model/' || ${sqlSlug("brandName")} || '/' || ${sqlSlug("name")} || '.jpg' FROM product
    UNION ALL
    SELECT 'trader', traderName, tName, 'trader/' || ${sqlSlug("tName")} || '.jpg' FROM trader
  ) t) target`;

export const pictureSpec = ({ q, filters }: QueryOf<"pictures">): PageSpec =>
  listSpec({ from: TARGETS, columns: "kind, brandName, name, key, version, photos", order: "brandName COLLATE NOCASE, kind, name COLLATE NOCASE" }, [
    searching(q, "(brandName || ' ' || name)"),
    [filters.photo, `version IS ${filters.photo === "has" ? "NOT NULL" : "NULL"}`, []],
    [filters.kind, "kind = ?"],
  ]);

export const modelPage = (db: D1Database, query: QueryOf<"models">) => pageRows<ModelRow>(db, modelSpec(query), query.page);
export const pricePage = (db: D1Database, query: QueryOf<"prices">) => pageRows<PriceRow>(db, priceSpec(query), query.page);
export async function traderPage(db: D1Database, query: QueryOf<"traders">): Promise<ListPage<TraderRow>> {
  const found = await pageRows<TraderRow & { activated: number | boolean }>(db, traderSpec(query), query.page);
  return { ...found, rows: found.rows.map((r) => ({ ...r, activated: Number(r.activated) === 1 })) };
}
export const picturePage = (db: D1Database, query: QueryOf<"pictures">) => pageRows<PictureRow>(db, pictureSpec(query), query.page);

/** The brands, for a list's brand filter (a short list: a brand is a maker). */
export async function brandNames(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare("SELECT brandName FROM brand ORDER BY brandName COLLATE NOCASE").all<{ brandName: string }>();
  return results.map((r) => r.brandName);
}
