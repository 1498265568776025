import type { CallQuery } from "#app/domain/contract";
import type { Location } from "#app/domain/entities";
import { distanceKm } from "#app/domain/rules/india";

// Reverse geocoding without a maps service: the nearest known city. The city table is a few
// dozen rows, so the distance is computed here over all of them rather than in SQL.

type CityRow = Required<Omit<Location, "areaName">>;

/**
 * One item: the nearest city, with the city's own coordinates. Its pincode is the lowest of its
 * areas (usually the head post office), or "" when it has none; areaName stays empty because a
 * city centre is not an area. No cities, no item.
 */
export async function getGeoCode(
  db: D1Database,
  { lat, lng }: CallQuery<"getGeoCode">,
): Promise<Location[]> {
  const { results } = await db
    .prepare(
      `SELECT c.stateName, c.districtName, c.cityName, c.lat, c.lng,
         COALESCE((SELECT MIN(a.pincode) FROM area a WHERE a.cityName = c.cityName), '') AS pincode
       FROM city c`,
    )
    .all<CityRow>();
  let nearest: CityRow | undefined;
  let best = Infinity;
  for (const city of results) {
    const d = distanceKm(lat, lng, city.lat, city.lng);
    if (d < best) [nearest, best] = [city, d];
  }
  return nearest ? [{ ...nearest, areaName: "" }] : [];
}
