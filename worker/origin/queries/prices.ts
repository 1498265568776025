import type { CallItem, CallQuery } from "#app/shared/contract";
import type { Price } from "#app/shared/entities";
import { mapTypeName } from "#app/features/catalogue/rules/type-mapping";
import { priceColumns, toPrice, type PriceRow } from "../rows";
import { sameName } from "../names";

// Price rows (one per model and city). `type` is the vehicle type the row is listed under.

const ALL = priceColumns();
const BY_MODEL = "brandName COLLATE NOCASE, name COLLATE NOCASE, cityName COLLATE NOCASE";

async function prices(db: D1Database, sql: string, ...params: unknown[]): Promise<Price[]> {
  const { results } = await db.prepare(sql).bind(...params).all<PriceRow>();
  return results.map(toPrice);
}

/** Rows of a category in a city (the /{category}/{city} page). */
export function getCategoryCity(
  db: D1Database,
  { category, city }: CallQuery<"getCategoryCity">,
): Promise<Price[]> {
  return prices(
    db,
    `SELECT ${ALL} FROM price WHERE type = ?1 COLLATE NOCASE AND cityName = ?2 COLLATE NOCASE
     ORDER BY ${BY_MODEL}`,
    category,
    city,
  );
}

export function getPriceByModelandCity(
  db: D1Database,
  { brandName, name, cityName }: CallQuery<"getPriceByModelandCity">,
): Promise<Price[]> {
  return prices(
    db,
    `SELECT ${ALL} FROM price WHERE brandName = ?1 COLLATE NOCASE AND ${sameName("name", "?2")}
     AND cityName = ?3 COLLATE NOCASE`,
    brandName,
    name,
    cityName,
  );
}

/**
 * Every town price of one model (brand and name, any case, as the cheapest flag groups a model),
 * A to Z by town, with what a price near a place and its breakup need: the rows a model's "from"
 * price and its price near any town are both worked out from (app/features/catalogue/server/town-price.ts). At most
 * the model's towns, read along index price_console.
 */
export async function getPriceByModel(db: D1Database, { brandName, name }: CallQuery<"getPriceByModel">): Promise<CallItem<"getPriceByModel">[]> {
  const { results } = await db
    .prepare(
      `SELECT brandName, name, cityName, exShowroomPrice, rto, insurance, warranty, accessory, otherCharge, emi, deliveryFlag, dealer, manufacturer, type
       FROM price WHERE brandName = ?1 COLLATE NOCASE AND name = ?2 COLLATE NOCASE ORDER BY ${BY_MODEL}`,
    )
    .bind(brandName, name)
    .all<Omit<CallItem<"getPriceByModel">, "deliveryFlag" | "dealer" | "manufacturer"> & { deliveryFlag: number; dealer: number; manufacturer: number }>();
  return results.map((row) => ({ ...row, deliveryFlag: row.deliveryFlag !== 0, dealer: row.dealer !== 0, manufacturer: row.manufacturer !== 0 }));
}

/** The brand's citywise price table: by city, then model, the first `count` rows. */
export function getPriceByBrand(
  db: D1Database,
  { brandName, count }: CallQuery<"getPriceByBrand">,
): Promise<Price[]> {
  return prices(
    db,
    `SELECT ${ALL} FROM price WHERE brandName = ?1 COLLATE NOCASE
     ORDER BY cityName COLLATE NOCASE, name COLLATE NOCASE LIMIT ?2`,
    brandName,
    count,
  );
}

export function getPriceByCityandType(
  db: D1Database,
  { cityName, typeName }: CallQuery<"getPriceByCityandType">,
): Promise<Price[]> {
  return prices(
    db,
    `SELECT ${ALL} FROM price WHERE cityName = ?1 COLLATE NOCASE AND type = ?2 COLLATE NOCASE
     ORDER BY ${BY_MODEL}`,
    cityName,
    typeName,
  );
}

/**
 * The models of a type, each once: its lowest ex-showroom price row within [gt, lte] (both
 * inclusive, "0"/"0" = no bound; withinBounds's rule, done in SQL so that LIMIT counts models).
 * A row priced 0 ("Contact Us For Price") stands for a model only when no city has a price.
 * Without a band, a type lists the rows typed with its own name (a type screen: every model of
 * the type). A band of the type-name mapping is a slice of a canonical category (e.g. a
 * battery operated rickshaw is an e rickshaw of 80001-90000), so within a band the rows typed
 * with the canonical category count too. Cheapest model first
 * (docs/decisions/090-type-screens-list-models.md).
 *
 * Without a band (the type page's call) each model's first row of the type is kept flagged
 * (`cheapest`, migration 0018), so the page's rows are read from an index in the list's order,
 * `count` of them (docs/decisions/133). A band ranks the band's rows of the two types: a model's
 * cheapest row within any band cannot be kept. Its first condition, implied by the rest, names
 * the rows by type alone so that an index finds them (docs/decisions/127).
 */
export function getPriceByType(
  db: D1Database,
  { typeName, count, gt, lte }: CallQuery<"getPriceByType">,
): Promise<Price[]> {
  const CHEAPEST_FIRST = `exShowroomPrice = 0, exShowroomPrice, ${BY_MODEL}`;
  if (Number(gt) === 0 && Number(lte) === 0) {
    return prices(
      db,
      `SELECT ${ALL} FROM price WHERE type = ?1 COLLATE NOCASE AND cheapest = 1
       ORDER BY ${CHEAPEST_FIRST} LIMIT ?2`,
      typeName,
      count,
    );
  }
  const category = mapTypeName(typeName)[0]?.categoryName ?? typeName;
  return prices(
    db,
    `SELECT ${ALL} FROM (
       SELECT *, ROW_NUMBER() OVER (
         PARTITION BY brandName COLLATE NOCASE, name COLLATE NOCASE
         ORDER BY exShowroomPrice = 0, exShowroomPrice, cityName COLLATE NOCASE
       ) AS first
       FROM price
       WHERE type COLLATE NOCASE IN (?1, ?2) AND exShowroomPrice BETWEEN ?3 AND ?4
     )
     WHERE first = 1
     ORDER BY ${CHEAPEST_FIRST} LIMIT ?5`,
    category,
    typeName,
    Number(gt),
    Number(lte),
    count,
  );
}

/**
 * The "from" prices of a type's `count` most popular models (getModelByType's models): each
 * model's cheapest row of each type it is priced under (`cheapest`, migration 0018), its model,
 * town and price only, all of them in the partial index of the flagged rows (migration 0022):
 * a tool that works from the from prices of a type's models (the battery chooser's lithium
 * premium) reads an index row a model and one a price, not every row of each model's brand. A
 * model priced nowhere has no row. The rows come in the models' order, as the join walks them
 * (no sort: nothing in them needs the order).
 */
export async function getFromPriceByType(
  db: D1Database,
  { typeName, count }: CallQuery<"getFromPriceByType">,
): Promise<CallItem<"getFromPriceByType">[]> {
  const { results } = await db
    .prepare(
      `SELECT r.brandName, r.name, r.cityName, r.exShowroomPrice FROM (
         SELECT brandName, name FROM product WHERE typeName = ?1 COLLATE NOCASE
         ORDER BY popularity DESC, brandName COLLATE NOCASE, position, name COLLATE NOCASE LIMIT ?2
       ) AS p
       JOIN price r ON r.brandName = p.brandName COLLATE NOCASE AND r.name = p.name COLLATE NOCASE AND r.cheapest = 1`,
    )
    .bind(typeName, count)
    .all<CallItem<"getFromPriceByType">>();
  return results;
}
