// Where a detected location may lie: India's mainland and islands, as a bounding box (6°–38° N,
// 68°–98° E). A position outside it is not a visitor of this site's dealers, or a made-up one.

export const INDIA_BOUNDS = { south: 6, north: 38, west: 68, east: 98 } as const;

export function insideIndia(lat: number, lng: number): boolean {
  const b = INDIA_BOUNDS;
  return lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;
}

const EARTH_RADIUS_KM = 6371;
/** Degrees of arc as radians, for the trigonometry of positions on the earth. */
export const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places (haversine), in km. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = radians(lat2 - lat1);
  const dLng = radians(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
