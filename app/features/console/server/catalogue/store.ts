import { type CatalogueEntity, type CatalogueItem, catalogueEntities, englishFieldOf, fieldsOf, normalizeItem } from "#app/features/catalogue/rules/entities";
import type { Addition } from "#app/features/console/rules/import-plan";
import { pageMetadataOf } from "#app/features/seo/rules/page-metadata";
import { pageMetadataStatements } from "./page-metadata";
import { operatorText } from "#worker/bff/sanitize";

// The embedded origin's catalogue tables (worker/origin/migrations/0001_catalogue.sql) as the
// console reads and writes them: raw rows (description placeholders unfilled, unlike the /api
// answers), lists parsed from their JSON text, flags as booleans. Writes are upserts of the
// record's fields only: the columns that are not spec fields (a model's position and promotion,
// a metadata row's listing) keep their values. About texts, offers and descriptions are read as
// the pages show them (worker/bff/sanitize.ts `operatorText`): a record stored as HTML, or with a
// price in its about text, is edited, exported and saved in the plain form the site accepts
// (docs/decisions/145, 146).

export const TABLES: Record<CatalogueEntity, string> = {
  brands: "brand",
  models: "product",
  prices: "price",
  traders: "trader",
  blogs: "blog",
  articles: "article",
  subsidies: "subsidy_rule",
};

/** Columns of the entity's table: its fields, except a trader's products (table trader_product). */
const columnsOf = (entity: CatalogueEntity) => fieldsOf(entity).filter((f) => !(entity === "traders" && f.name === "brandList"));

const ORDER = (entity: CatalogueEntity) => catalogueEntities[entity].key.map((k) => `${k} COLLATE NOCASE`).join(", ");

function fromRow(entity: CatalogueEntity, row: Record<string, unknown>): CatalogueItem {
  const item: CatalogueItem = {};
  for (const field of columnsOf(entity)) {
    const value = row[field.name];
    if (field.kind === "boolean") item[field.name] = Number(value) !== 0;
    else if (field.kind === "list") item[field.name] = parseList(String(value ?? "[]"));
    else item[field.name] = typeof value === "string" ? operatorText(field.name, value) : value;
  }
  return item;
}

function parseList(text: string): unknown[] {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

async function withProducts(db: D1Database, items: CatalogueItem[], only?: readonly string[]): Promise<CatalogueItem[]> {
  const columns = "SELECT tName, brandName, modelName, title, traderName, offeredBy FROM trader_product";
  const { results } = await (only
    ? db.prepare(`${columns} WHERE tName IN (${only.map((_, i) => `?${i + 1}`).join(", ")})`).bind(...only)
    : db.prepare(columns)
  ).all<Record<string, string>>();
  const byTrader = new Map<string, Record<string, string>[]>();
  for (const p of results) byTrader.set(p.tName!, [...(byTrader.get(p.tName!) ?? []), p]);
  return items.map((item) => normalizeItem("traders", { ...item, brandList: byTrader.get(String(item.tName)) ?? [] }));
}

/** Every record of the entity, by key. */
export async function readCatalogue(db: D1Database, entity: CatalogueEntity): Promise<CatalogueItem[]> {
  const columns = columnsOf(entity).map((f) => f.name);
  const { results } = await db.prepare(`SELECT ${columns.join(", ")} FROM ${TABLES[entity]} ORDER BY ${ORDER(entity)}`).all<Record<string, unknown>>();
  const items = results.map((row) => fromRow(entity, row));
  return entity === "traders" ? withProducts(db, items) : items;
}

/**
 * A few records to show as an import template's examples: those with the most Hindi versions
 * written first, so the template shows the Hindi columns filled in (docs/decisions/130).
 */
export async function readExamples(db: D1Database, entity: CatalogueEntity, count = 3): Promise<CatalogueItem[]> {
  const columns = columnsOf(entity);
  const hindi = columns.filter((f) => englishFieldOf(entity, f.name)).map((f) => `(${f.name} NOT IN ('', '[]'))`);
  const order = [...(hindi.length ? [`${hindi.join(" + ")} DESC`] : []), ORDER(entity)].join(", ");
  const { results } = await db
    .prepare(`SELECT ${columns.map((f) => f.name).join(", ")} FROM ${TABLES[entity]} ORDER BY ${order} LIMIT ?1`)
    .bind(count)
    .all<Record<string, unknown>>();
  const items = results.map((row) => fromRow(entity, row));
  return entity === "traders" && items.length ? withProducts(db, items, items.map((i) => String(i.tName))) : items;
}

const toColumn = (kind: string, value: unknown) =>
  kind === "boolean" ? (value ? 1 : 0) : kind === "list" ? JSON.stringify(value ?? []) : (value ?? "");

/**
 * Upserts of the records (and, for traders, their products). A new model goes last in its
 * brand's curated order. D1 runs the statements of one batch as one transaction.
 */
export function writeStatements(db: D1Database, entity: CatalogueEntity, records: readonly Addition[]): D1PreparedStatement[] {
  const fields = columnsOf(entity);
  const names = fields.map((f) => f.name);
  const key: readonly string[] = catalogueEntities[entity].key;
  const updates = names.filter((n) => !key.includes(n)).map((n) => `${n} = excluded.${n}`);
  const table = TABLES[entity];
  const placeholders = names.map((_, i) => `?${i + 1}`).join(", ");
  const conflict = `ON CONFLICT (${key.join(", ")}) DO ${updates.length ? `UPDATE SET ${updates.join(", ")}` : "NOTHING"}`;
  const sql =
    entity === "models"
      ? `INSERT INTO product (${names.join(", ")}, position)
         SELECT ${placeholders}, COALESCE((SELECT MAX(position) FROM product WHERE brandName = ?1), 0) + 1 WHERE true ${conflict}`
      : `INSERT INTO ${table} (${names.join(", ")}) VALUES (${placeholders}) ${conflict}`;
  return records.flatMap(({ item }) => {
    const upsert = db.prepare(sql).bind(...fields.map((f) => toColumn(f.kind, item[f.name])));
    if (entity !== "traders") return [upsert];
    const products = (item.brandList as Record<string, string>[]).map((p) =>
      db
        .prepare("INSERT INTO trader_product (tName, brandName, modelName, title, traderName, offeredBy) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
        .bind(item.tName, p.brandName, p.modelName, p.title ?? "", p.traderName ?? "", p.offeredBy ?? ""),
    );
    return [upsert, db.prepare("DELETE FROM trader_product WHERE tName = ?1").bind(item.tName), ...products];
  });
}

/**
 * The town prices models state (app/features/catalogue/rules/town-price.ts), with the page data of their
 * price pages where none exists: a town's row is added, or its ex-showroom price changed (its
 * other figures kept); a row without a type takes the model's.
 */
export function townPriceStatements(db: D1Database, prices: readonly CatalogueItem[]): D1PreparedStatement[] {
  return prices.flatMap((p) => [
    db
      .prepare(
        `INSERT INTO price (brandName, name, cityName, exShowroomPrice, type) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (brandName, name, cityName) DO UPDATE SET exShowroomPrice = excluded.exShowroomPrice,
           type = CASE WHEN price.type = '' THEN excluded.type ELSE price.type END`,
      )
      .bind(p.brandName, p.name, p.cityName, p.exShowroomPrice, p.type),
    ...pageMetadataStatements(db, pageMetadataOf("prices", p)),
  ]);
}

/** Keys asked for in one statement: a JSON list of about 100 KB at most. */
const KEYS_PER_READ = 1_000;

/**
 * What an import's plan reads of the stored catalogue (docs/decisions/138): the records whose key
 * a row gives exactly, read by key (a thousand keys a statement, over the primary key), and every
 * record's key fields alone, for the check that a new row is not a stored record spelt another
 * way. At a hundred times the sample a file of prices then reads 250,000 short keys and only its
 * own rows whole, not 250,000 rows of every field. Traders are read whole: their products are
 * in another table, and they are few.
 */
export async function readForPlan(
  db: D1Database,
  entity: CatalogueEntity,
  keys: readonly (readonly string[])[],
): Promise<{ existing: CatalogueItem[]; others: CatalogueItem[] }> {
  if (entity === "traders") {
    const all = await readCatalogue(db, entity);
    return { existing: all, others: all };
  }
  const key: readonly string[] = catalogueEntities[entity].key;
  const table = TABLES[entity];
  const columns = columnsOf(entity).map((f) => `t.${f.name}`);
  const on = key.map((k, i) => `t.${k} = json_extract(j.value, '$[${i}]')`).join(" AND ");
  const unique = [...new Map(keys.map((k) => [JSON.stringify(k), k])).values()];
  const reads: Promise<D1Result<Record<string, unknown>>>[] = [];
  for (let i = 0; i < unique.length; i += KEYS_PER_READ) {
    const chunk = JSON.stringify(unique.slice(i, i + KEYS_PER_READ));
    reads.push(db.prepare(`SELECT ${columns.join(", ")} FROM json_each(?1) j JOIN ${table} t ON ${on}`).bind(chunk).all());
  }
  const [stored, ...found] = await Promise.all([db.prepare(`SELECT ${key.join(", ")} FROM ${table}`).all<CatalogueItem>(), ...reads]);
  return { existing: found.flatMap((r) => r.results.map((row) => fromRow(entity, row))), others: stored.results };
}
