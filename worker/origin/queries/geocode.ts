import type { CallQuery } from "#app/domain/contract";
import type { Location } from "#app/domain/entities";

// Reverse geocoding without a maps service: the nearest known city. The city table is a few
// dozen rows, so the distance is computed here over all of them rather than in SQL.

type CityRow = Required<Omit<Location, "areaName">>;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in km. */
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = radians(lat2 - lat1);
  const dLng = radians(lng2 - lng1);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

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
