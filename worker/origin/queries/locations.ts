import type { CallQuery } from "#app/shared/contract";
import type { Location } from "#app/shared/entities";
import { toLocation } from "../rows";

// The location hierarchy state → district → city → area, from the city and area tables.

/**
 * Every state the catalogue's towns are in, A to Z. Read as a skip along the towns' state index
 * (each step seeks the next state after the last), one index row per state, where a DISTINCT
 * would read every town (docs/decisions/133).
 */
export async function getState(db: D1Database): Promise<Location[]> {
  const { results } = await db
    .prepare(
      `WITH RECURSIVE states(stateName) AS (
         SELECT MIN(stateName) FROM city
         UNION ALL
         SELECT (SELECT MIN(c.stateName) FROM city c WHERE c.stateName > s.stateName)
         FROM states s WHERE s.stateName IS NOT NULL
       )
       SELECT stateName FROM states WHERE stateName IS NOT NULL ORDER BY stateName`,
    )
    .all<{ stateName: string }>();
  return results.map(toLocation);
}

/** Every town of the catalogue with its district, state and centre coordinates. */
export async function getCity(db: D1Database): Promise<Location[]> {
  const { results } = await db
    .prepare("SELECT cityName, districtName, stateName, lat, lng FROM city ORDER BY stateName, districtName, cityName")
    .all<Location>();
  return results.map(toLocation);
}

export async function getDistrict(
  db: D1Database,
  { stateName }: CallQuery<"getDistrict">,
): Promise<Location[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT stateName, districtName FROM city WHERE stateName = ?1 COLLATE NOCASE
       ORDER BY districtName`,
    )
    .bind(stateName)
    .all<{ stateName: string; districtName: string }>();
  return results.map(toLocation);
}

/** The areas of one city, each with its pincode and the city's coordinates. */
export async function getArea(
  db: D1Database,
  { stateName, districtName, cityName }: CallQuery<"getArea">,
): Promise<Location[]> {
  const { results } = await db
    .prepare(
      `SELECT c.stateName, c.districtName, c.cityName, a.areaName, a.pincode, c.lat, c.lng
       FROM area a JOIN city c ON c.cityName = a.cityName
       WHERE c.stateName = ?1 COLLATE NOCASE AND c.districtName = ?2 COLLATE NOCASE
       AND c.cityName = ?3 COLLATE NOCASE
       ORDER BY a.areaName`,
    )
    .bind(stateName, districtName, cityName)
    .all<Location>();
  return results;
}

const townColumns = "cityName, districtName, stateName, lat, lng";

/**
 * The town list's pages (docs/decisions/136): `count` towns of one state A to Z from `from` (a
 * town's name or the first letters of one; empty: the first), along migration 0019's index.
 */
export async function getCityByState(
  db: D1Database,
  { stateName, from, count }: CallQuery<"getCityByState">,
): Promise<Location[]> {
  const { results } = await db
    .prepare(
      `SELECT ${townColumns} FROM city WHERE stateName = ?1 COLLATE NOCASE AND cityName >= ?2 COLLATE NOCASE
       ORDER BY cityName COLLATE NOCASE LIMIT ?3`,
    )
    .bind(stateName, from, count)
    .all<Location>();
  return results.map(toLocation);
}

/** One town of the catalogue by its name in any case, with its district, state and centre. */
export async function getCityByName(db: D1Database, { cityName }: CallQuery<"getCityByName">): Promise<Location[]> {
  const { results } = await db
    .prepare(`SELECT ${townColumns} FROM city WHERE cityName = ?1 COLLATE NOCASE`)
    .bind(cityName)
    .all<Location>();
  return results.map(toLocation);
}
