import { containsPattern } from "#app/domain/console/list-query";
import type { ListPage, ModelRow, PictureRow, PriceRow, QueryOf, TraderRow } from "#app/domain/console/lists";
import { type PageSpec, containing, pageRows } from "./page";

// The catalogue's console lists from the embedded origin's tables: models, city prices, traders
// and the pictures a brand or model may have. Each is ordered by the columns of an index made for
// it (worker/origin/migrations/0013_console_lists.sql), so a page is read in order from the index
// rather than sorted from the whole table.

/** Adds a condition and its value when the value is given. */
function narrow(spec: PageSpec, value: string, condition: string, bind: unknown = value): void {
  if (!value) return;
  spec.where.push(condition);
  spec.binds.push(bind);
}

export function modelSpec({ q, filters }: QueryOf<"models">): PageSpec {
  const spec: PageSpec = {
    from: "product",
    columns: "brandName, name, typeName, price",
    where: [],
    binds: [],
    order: "brandName COLLATE NOCASE, name COLLATE NOCASE",
  };
  narrow(spec, q, containing("(brandName || ' ' || name)"), containsPattern(q));
  narrow(spec, filters.brand, "brandName = ? COLLATE NOCASE");
  narrow(spec, filters.type, "typeName = ? COLLATE NOCASE");
  return spec;
}

export function priceSpec({ q, filters }: QueryOf<"prices">): PageSpec {
  const spec: PageSpec = {
    from: "price",
    columns: "brandName, name, cityName, exShowroomPrice",
    where: [],
    binds: [],
    order: "brandName COLLATE NOCASE, name COLLATE NOCASE, cityName COLLATE NOCASE",
  };
  narrow(spec, q, containing("(brandName || ' ' || name || ' ' || cityName)"), containsPattern(q));
  narrow(spec, filters.brand, "brandName = ? COLLATE NOCASE");
  narrow(spec, filters.town, "cityName = ? COLLATE NOCASE");
  return spec;
}

export function traderSpec({ q, filters }: QueryOf<"traders">): PageSpec {
  const spec: PageSpec = {
    from: "trader",
    columns: "tName, traderName, traderType, cityName, activate = '1' AS activated",
    where: [],
    binds: [],
    order: "traderName COLLATE NOCASE, tName",
  };
  narrow(spec, q, containing("(traderName || ' ' || tName)"), containsPattern(q));
  narrow(spec, filters.kind, "traderType = ?");
  narrow(spec, filters.town, "cityName = ? COLLATE NOCASE");
  narrow(spec, filters.activated, "activate = ?", filters.activated === "yes" ? "1" : "0");
  return spec;
}

/**
 * A name as the site's picture addresses spell it (nameToSlug of app/domain/rules/slug.ts: spaces
 * → "-", "(" → "_", ")" dropped, "/" → "_"), so the list can tell in SQL which brand or model has
 * an uploaded picture. tests/worker/console-lists.test.ts holds it to the site's own rule.
 */
export const sqlSlug = (column: string) => `replace(replace(replace(replace(trim(${column}), ' ', '-'), '(', '_'), ')', ''), '/', '_')`;

const TARGETS = `(SELECT t.*, (SELECT version FROM image_version v WHERE v.key = t.key) AS version FROM (
    SELECT 'brand' AS kind, brandName, '' AS name, 'brand/' || ${sqlSlug("lower(brandName)")} || '.jpg' AS key FROM brand
    UNION ALL
    SELECT 'model', brandName, name, 'model/' || ${sqlSlug("brandName")} || '/' || ${sqlSlug("name")} || '.jpg' FROM product
  ) t) target`;

export function pictureSpec({ q, filters }: QueryOf<"pictures">): PageSpec {
  const spec: PageSpec = { from: TARGETS, columns: "kind, brandName, name, key, version", where: [], binds: [], order: "brandName COLLATE NOCASE, kind, name COLLATE NOCASE" };
  narrow(spec, q, containing("(brandName || ' ' || name)"), containsPattern(q));
  if (filters.photo) spec.where.push(filters.photo === "has" ? "version IS NOT NULL" : "version IS NULL");
  return spec;
}

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
