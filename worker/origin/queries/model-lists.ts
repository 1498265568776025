import type { CallItem, CallQuery } from "#app/shared/contract";
import { BUDGETS, readCursor } from "#app/shared/rules/model-list";

// A type's models as a buyer narrows them (docs/decisions/148-lists-a-buyer-can-narrow.md), and
// what a town has of each type (docs/decisions/147-a-town-keeps-the-need.md), from the facts
// migration 0024 keeps beside the price rows. A list in India is each model's flagged cheapest
// row (migration 0018); a list in a town is the town's rows. Each order walks an index that ends
// in the list's whole order, from the page's first model (a row value the index seeks to), LIMIT
// rows: a page reads what it shows, at any size of the catalogue. In a town a battery, or a budget
// with the range order, is read along the town's index (at most the town's rows of the type).

/** `listPrice` of a row with no published price: after every price (migration 0024). */
const UNPRICED = 1_000_000_000_000;

type Where = { sql: string; params: unknown[] };

/** The rows of the list, before any narrowing. */
function scopeOf(typeName: string, city: string): Where {
  return city
    ? { sql: "cityName = ? COLLATE NOCASE AND type = ? COLLATE NOCASE", params: [city, typeName] }
    : { sql: "type = ? COLLATE NOCASE AND cheapest = 1", params: [typeName] };
}

/**
 * The index each list walks (migration 0024), named: without statistics SQLite may prefer the
 * index of the order alone and read the rows a battery leaves out, so the statement says which.
 */
function indexOf(city: string, sort: "price" | "range", battery: boolean, budget: boolean): string {
  if (city) return sort === "price" ? "price_list_town" : "price_list_town_range";
  if (sort === "price") return battery ? "price_list_type_battery" : "price_list_type";
  return `price_list_type${battery ? "_battery" : ""}${budget ? "_budget" : ""}_range`;
}

/** The columns of the order, each compared as the index holds it. */
const ORDER = {
  price: ["listPrice", "brandName COLLATE NOCASE", "name COLLATE NOCASE"],
  range: ["rangeOrder", "listPrice", "brandName COLLATE NOCASE", "name COLLATE NOCASE"],
} as const;

/** One page of a type's models, from a model, in the order asked, narrowed by battery and budget. */
export async function getModelList(db: D1Database, query: CallQuery<"getModelList">): Promise<CallItem<"getModelList">[]> {
  const { typeName, city, sort, battery, budget, from, count } = query;
  const scope = scopeOf(typeName, city);
  const where = [scope.sql];
  const params: unknown[] = [...scope.params];
  if (battery) {
    where.push("battery = ?");
    params.push(battery);
  }
  const band = BUDGETS.find((b) => b.key === budget);
  // the price order's own index: a band is a range of it, from its low end or from the page's first model, whichever is further
  const low = band && sort === "price" ? band.low + 1 : null;
  if (band && sort === "price") {
    where.push("listPrice <= ?");
    params.push(band.high ?? UNPRICED - 1);
  } else if (band) {
    where.push("budget = ?");
    params.push(band.band);
  }
  const order = ORDER[sort];
  const start = readCursor(from);
  if (from && !start) return [];
  if (start) {
    // the page's first model, found in the same list by its brand and name: a model of no such list starts no page
    const plain = order.map((column) => column.replace(" COLLATE NOCASE", ""));
    const key = low === null ? plain.join(", ") : "MAX(listPrice, ?), CASE WHEN listPrice < ? THEN '' ELSE brandName END, CASE WHEN listPrice < ? THEN '' ELSE name END";
    where.push(`(${order.join(", ")}) >= (SELECT ${key} FROM price WHERE ${scope.sql} AND brandName = ? COLLATE NOCASE AND name = ? COLLATE NOCASE LIMIT 1)`);
    params.push(...(low === null ? [] : [low, low, low]), ...scope.params, start.brandName, start.name);
  } else if (low !== null) {
    where.push("listPrice >= ?");
    params.push(low);
  }
  params.push(count);
  const { results } = await db
    .prepare(
      `SELECT brandName, name, cityName, exShowroomPrice, emi, dealer, manufacturer, type, rangeKm, battery
       FROM price INDEXED BY ${indexOf(city, sort, Boolean(battery), Boolean(band))}
       WHERE ${where.join(" AND ")} ORDER BY ${order.join(", ")} LIMIT ?`,
    )
    .bind(...params)
    .all<Omit<CallItem<"getModelList">, "dealer" | "manufacturer"> & { dealer: number; manufacturer: number }>();
  return results.map((row) => ({ ...row, dealer: row.dealer !== 0, manufacturer: row.manufacturer !== 0 }));
}

/** What a town has of each vehicle type, A to Z by type: one kept row a type (migration 0024). */
export async function getTownTypes(db: D1Database, { city }: CallQuery<"getTownTypes">): Promise<CallItem<"getTownTypes">[]> {
  const { results } = await db
    .prepare("SELECT cityName, type, models, lowest, highest, leadAcid, lithium FROM town_type WHERE cityName = ?1 ORDER BY type")
    .bind(city)
    .all<CallItem<"getTownTypes">>();
  return results;
}

/**
 * The towns with a published price of a type, A to Z (a type's rows of town_type whose lowest
 * price is published, read from index town_type_by_type alone): where the nearest price of the
 * type is sought from any place (docs/decisions/146, 147). At most the catalogue's towns.
 */
export async function getTownsByType(db: D1Database, { typeName }: CallQuery<"getTownsByType">): Promise<CallItem<"getTownsByType">[]> {
  const { results } = await db
    .prepare("SELECT cityName FROM town_type INDEXED BY town_type_by_type WHERE type = ?1 AND lowest > 0 ORDER BY type, cityName")
    .bind(typeName)
    .all<CallItem<"getTownsByType">>();
  return results;
}

/**
 * What a type's list in India offers to narrow by: its lowest and highest published price and
 * whether any model has each battery, each one index row of the list's indexes, and how many
 * models it lists (one kept row, `type_models`, migration 0024). None for a type no model is
 * priced under.
 */
export async function getTypeFacts(db: D1Database, { typeName }: CallQuery<"getTypeFacts">): Promise<CallItem<"getTypeFacts">[]> {
  const listed = "type = ?1 COLLATE NOCASE AND cheapest = 1";
  const { results } = await db
    .prepare(
      `SELECT
         (SELECT type FROM price WHERE ${listed} ORDER BY listPrice LIMIT 1) AS typeName,
         COALESCE((SELECT models FROM type_models WHERE type = ?1), 0) AS models,
         COALESCE((SELECT listPrice FROM price WHERE ${listed} AND listPrice < ?2 ORDER BY listPrice LIMIT 1), 0) AS lowest,
         COALESCE((SELECT listPrice FROM price WHERE ${listed} AND listPrice < ?2 ORDER BY listPrice DESC LIMIT 1), 0) AS highest,
         EXISTS (SELECT 1 FROM price WHERE ${listed} AND battery = 'lead-acid') AS leadAcid,
         EXISTS (SELECT 1 FROM price WHERE ${listed} AND battery = 'lithium') AS lithium`,
    )
    .bind(typeName, UNPRICED)
    .all<{ typeName: string | null; models: number; lowest: number; highest: number; leadAcid: number; lithium: number }>();
  const [row] = results;
  if (!row?.typeName) return [];
  return [{ typeName: row.typeName, models: row.models, lowest: row.lowest, highest: row.highest, leadAcid: row.leadAcid === 1, lithium: row.lithium === 1 }];
}
