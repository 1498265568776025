import type { CallQuery } from "#app/shared/contract";
import type { Brand } from "#app/shared/entities";

// Brands. Ties in popularity fall back to the name so that pages are stable.

export async function getBrand(db: D1Database): Promise<Brand[]> {
  const { results } = await db
    .prepare("SELECT brandName, popularity FROM brand ORDER BY brandName COLLATE NOCASE")
    .all<Brand>();
  return results;
}

/** Brands at least as popular as the value asked for, most popular first. */
export async function getBrandByPopularity(
  db: D1Database,
  { popularity }: CallQuery<"getBrandByPopularity">,
): Promise<Brand[]> {
  const { results } = await db
    .prepare(
      `SELECT brandName, popularity FROM brand WHERE popularity >= ?1
       ORDER BY popularity DESC, brandName COLLATE NOCASE`,
    )
    .bind(popularity)
    .all<Brand>();
  return results;
}

/** The `count` most popular brands (home asks 1000, i.e. all, in order; the view-all list 6). */
export async function getBrandByOrder(
  db: D1Database,
  { count }: CallQuery<"getBrandByOrder">,
): Promise<Brand[]> {
  const { results } = await db
    .prepare(
      `SELECT brandName, popularity FROM brand
       ORDER BY popularity DESC, brandName COLLATE NOCASE LIMIT ?1`,
    )
    .bind(count)
    .all<Brand>();
  return results;
}

/**
 * The brand list's pages (docs/decisions/136): `count` brands A to Z from `from` (a brand's name
 * or the first letters of one; empty: the first), along the index of names in their collation.
 */
export async function getBrandFrom(db: D1Database, { from, count }: CallQuery<"getBrandFrom">): Promise<Brand[]> {
  const { results } = await db
    .prepare(
      `SELECT brandName, popularity FROM brand WHERE brandName >= ?1 COLLATE NOCASE
       ORDER BY brandName COLLATE NOCASE LIMIT ?2`,
    )
    .bind(from, count)
    .all<Brand>();
  return results;
}
