import type { CallQuery } from "#app/shared/contract";
import type { Product } from "#app/shared/entities";
import { productColumns, toProduct } from "../rows";
import { sameName } from "../names";

// Models (products). Names compare case-insensitively: URLs may differ in case from the data.
// Within a brand, models keep their curated order (`position`); across brands, the more popular
// brand comes first: its popularity is kept on each of its models (migration 0018), so a type's
// first models are read in that order from an index, not sorted out of every model of the type.

/**
 * A model's price as the contract answers it is its "from" price, the lowest published ex-showroom
 * price over its towns (app/shared/rules/from-price.ts), 0 where no town publishes one: read from
 * the flagged cheapest rows (migration 0018, index price_model_cheapest), so an answer never
 * carries a figure the town prices no longer say (docs/decisions/145).
 */
const FROM_PRICE = `COALESCE((SELECT MIN(c.exShowroomPrice) FROM price c
  WHERE c.brandName = p.brandName COLLATE NOCASE AND c.name = p.name COLLATE NOCASE AND c.cheapest = 1 AND c.exShowroomPrice > 0), 0) AS price`;
const ALL = productColumns("p").replace(/\bp\.price\b/, FROM_PRICE);
const IN_BRAND_ORDER = "p.position, p.name COLLATE NOCASE";
const BY_POPULARITY = `p.popularity DESC, p.brandName COLLATE NOCASE, ${IN_BRAND_ORDER}`;

async function products(db: D1Database, sql: string, ...params: unknown[]): Promise<Product[]> {
  const { results } = await db.prepare(sql).bind(...params).all<Product>();
  return results.map(toProduct);
}

export function getModelByBrandandType(
  db: D1Database,
  { brandName, typeName }: CallQuery<"getModelByBrandandType">,
): Promise<Product[]> {
  return products(
    db,
    `SELECT ${ALL} FROM product p
     WHERE p.brandName = ?1 COLLATE NOCASE AND p.typeName = ?2 COLLATE NOCASE
     ORDER BY ${IN_BRAND_ORDER}`,
    brandName,
    typeName,
  );
}

/** The first `count` models of a brand in display order (getModelByOrderandBrand: the same). */
export function getModelByBrand(
  db: D1Database,
  { brandName, count }: CallQuery<"getModelByBrand">,
): Promise<Product[]> {
  return products(
    db,
    `SELECT ${ALL} FROM product p WHERE p.brandName = ?1 COLLATE NOCASE
     ORDER BY ${IN_BRAND_ORDER} LIMIT ?2`,
    brandName,
    count,
  );
}

export function getModelByOrderandBrand(
  db: D1Database,
  query: CallQuery<"getModelByOrderandBrand">,
): Promise<Product[]> {
  return getModelByBrand(db, query);
}

/** Models of a type: the most popular brands first, each brand's models in display order. */
export function getModelByType(
  db: D1Database,
  { typeName, count }: CallQuery<"getModelByType">,
): Promise<Product[]> {
  return products(
    db,
    `SELECT ${ALL} FROM product p
     WHERE p.typeName = ?1 COLLATE NOCASE ORDER BY ${BY_POPULARITY} LIMIT ?2`,
    typeName,
    count,
  );
}

export function getProductByType(
  db: D1Database,
  query: CallQuery<"getProductByType">,
): Promise<Product[]> {
  return getModelByType(db, query);
}

export function getProductByBrand(
  db: D1Database,
  { brandName }: CallQuery<"getProductByBrand">,
): Promise<Product[]> {
  return products(
    db,
    `SELECT ${ALL} FROM product p WHERE p.brandName = ?1 COLLATE NOCASE ORDER BY ${IN_BRAND_ORDER}`,
    brandName,
  );
}

export function getProductByBrandandModel(
  db: D1Database,
  { brandName, name }: CallQuery<"getProductByBrandandModel">,
): Promise<Product[]> {
  return products(
    db,
    `SELECT ${ALL} FROM product p
     WHERE p.brandName = ?1 COLLATE NOCASE AND ${sameName("p.name", "?2")}`,
    brandName,
    name,
  );
}

/** Models in a promotion (the internal `promotion` column), most popular brands first. */
export function getProductByPromotion(
  db: D1Database,
  { promotion }: CallQuery<"getProductByPromotion">,
): Promise<Product[]> {
  return products(
    db,
    `SELECT ${ALL} FROM product p
     WHERE p.promotion = ?1 COLLATE NOCASE ORDER BY ${BY_POPULARITY}`,
    promotion,
  );
}
