import type { CallQuery } from "#app/shared/contract";
import type { Location } from "#app/shared/entities";
import { distanceKm, radians } from "#app/shared/rules/india";

// Reverse geocoding without a maps service: the nearest known town. Towns are read in a box
// around the position (by the city_position index, migration 0018), widened until the nearest
// town in it is nearer than anything outside it can be; the distance is measured here.

type CityRow = Required<Omit<Location, "areaName" | "pincode">>;

/** Half-heights of the boxes tried, in degrees of latitude (0.5° is about 55 km), then every town. */
const BOX_DEGREES = [0.5, 2, 8, 32];
const degrees = (rad: number) => (rad * 180) / Math.PI;

/**
 * The half-width in longitude that puts every town outside the box at least `dLat` degrees of
 * arc away: within the box's latitudes, a longitude difference of `dLng` is at least that far
 * (haversine: sin²(d/2) ≥ cos φ1 · cos φ2 · sin²(Δλ/2)). Undefined when no longitude bound does.
 */
function halfWidth(lat: number, dLat: number): number | undefined {
  const edge = Math.abs(lat) + dLat;
  if (edge >= 90) return undefined;
  const ratio = Math.sin(radians(dLat) / 2) / Math.cos(radians(edge));
  return ratio >= 1 ? undefined : degrees(2 * Math.asin(ratio));
}

/** The town nearest to the position among `rows` (the first in table order of equals). */
function nearestOf(rows: readonly CityRow[], lat: number, lng: number) {
  let nearest: CityRow | undefined;
  let best = Infinity;
  for (const city of rows) {
    const d = distanceKm(lat, lng, city.lat, city.lng);
    if (d < best) [nearest, best] = [city, d];
  }
  return nearest && { city: nearest, km: best };
}

const COLUMNS = "c.stateName, c.districtName, c.cityName, c.lat, c.lng";

async function nearestTown(db: D1Database, lat: number, lng: number) {
  for (const dLat of BOX_DEGREES) {
    const dLng = halfWidth(lat, dLat);
    if (dLng === undefined || lng - dLng < -180 || lng + dLng > 180) break;
    // rowid order: the same town wins a tie as when every town is read in table order
    const { results } = await db
      .prepare(
        `SELECT ${COLUMNS} FROM city c
         WHERE c.lat BETWEEN ?1 AND ?2 AND c.lng BETWEEN ?3 AND ?4 ORDER BY c.rowid`,
      )
      .bind(lat - dLat, lat + dLat, lng - dLng, lng + dLng)
      .all<CityRow>();
    const found = nearestOf(results, lat, lng);
    // Every town outside the box is at least dLat degrees of arc away: the distance due north.
    if (found && found.km < distanceKm(lat, lng, lat + dLat, lng)) return found.city;
  }
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM city c ORDER BY c.rowid`).all<CityRow>();
  return nearestOf(results, lat, lng)?.city;
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
  const city = await nearestTown(db, lat, lng);
  if (!city) return [];
  const { results } = await db
    .prepare("SELECT COALESCE(MIN(pincode), '') AS pincode FROM area WHERE cityName = ?1")
    .bind(city.cityName)
    .all<{ pincode: string }>();
  return [{ ...city, pincode: results[0]?.pincode ?? "", areaName: "" }];
}
