import type { CallQuery } from "#app/shared/contract";
import type { DealerProduct, Trader } from "#app/shared/entities";
import { dealerProductColumns, toTrader, traderColumns, type TraderRow } from "../rows";

// Traders: dealers and manufacturers share one table. Each item carries its brandList (its
// trader_product rows), fetched for all the listed traders in one extra query.

export const TRADER_COLUMNS = traderColumns("t");
export const BY_NAME = "t.traderName COLLATE NOCASE, t.tName";
type TraderType = Trader["traderType"];

/** SQL: the JSON list column holds the parameter (any case). Malformed JSON holds nothing. */
export function listHolds(column: "brandDeal" | "typeName", parameter: string): string {
  const list = `CASE WHEN json_valid(t.${column}) THEN t.${column} ELSE '[]' END`;
  return `EXISTS (SELECT 1 FROM json_each(${list}) WHERE value = ${parameter} COLLATE NOCASE)`;
}

/** Runs a trader query (trader aliased `t`) and attaches every trader's products. */
export async function traders(
  db: D1Database,
  sql: string,
  ...params: unknown[]
): Promise<Trader[]> {
  const { results } = await db.prepare(sql).bind(...params).all<TraderRow>();
  if (results.length === 0) return [];
  // The tNames travel as one JSON parameter: D1 limits the number of bound parameters. Each
  // trader's products by brand and model, read in that order from an index (migration 0018).
  const { results: products } = await db
    .prepare(
      `SELECT ${dealerProductColumns} FROM trader_product
       WHERE tName IN (SELECT value FROM json_each(?1))
       ORDER BY tName, brandName COLLATE NOCASE, modelName COLLATE NOCASE`,
    )
    .bind(JSON.stringify(results.map((row) => row.tName)))
    .all<DealerProduct>();
  const byTrader = new Map<string, DealerProduct[]>();
  for (const product of products) {
    byTrader.set(product.tName, [...(byTrader.get(product.tName) ?? []), product]);
  }
  return results.map((row) => toTrader(row, byTrader.get(row.tName) ?? []));
}

export function traderByName(db: D1Database, traderType: TraderType, tName: string) {
  return traders(
    db,
    `SELECT ${TRADER_COLUMNS} FROM trader t
     WHERE t.traderType = ?1 AND t.tName = ?2 COLLATE NOCASE`,
    traderType,
    tName,
  );
}

/**
 * Traders whose brandDeal list names the brand (any case). The list's entries are kept one a row
 * in trader_brand (migration 0018), keyed in the list's order: a brand's traders are read from
 * it, not found by opening every trader's list (docs/decisions/133).
 */
export function tradersOfBrand(db: D1Database, traderType: TraderType, brandName: string) {
  return traders(
    db,
    `SELECT ${TRADER_COLUMNS} FROM trader_brand b JOIN trader t ON t.tName = b.tName
     WHERE b.brandName = ?2 AND b.traderType = ?1
     ORDER BY b.traderName, b.tName`,
    traderType,
    brandName,
  );
}

export function getTrader(db: D1Database, { traderType }: CallQuery<"getTrader">) {
  return traders(
    db,
    `SELECT ${TRADER_COLUMNS} FROM trader t WHERE t.traderType = ?1 ORDER BY ${BY_NAME}`,
    traderType,
  );
}

export function getTraderByName(
  db: D1Database,
  { traderType, tName }: CallQuery<"getTraderByName">,
): Promise<Trader[]> {
  return traderByName(db, traderType, tName);
}

export function getTraderByBrand(
  db: D1Database,
  { traderType, brandName }: CallQuery<"getTraderByBrand">,
): Promise<Trader[]> {
  return tradersOfBrand(db, traderType, brandName);
}

/** Every trader in the city, dealers and manufacturers alike. */
export function getTraderByCity(db: D1Database, { city }: CallQuery<"getTraderByCity">) {
  return traders(
    db,
    `SELECT ${TRADER_COLUMNS} FROM trader t WHERE t.cityName = ?1 COLLATE NOCASE
     ORDER BY ${BY_NAME}`,
    city,
  );
}
