// Where a detected location may lie: India's mainland and islands, as a bounding box (6°–38° N,
// 68°–98° E). A position outside it is not a visitor of this site's dealers, or a made-up one.

export const INDIA_BOUNDS = { south: 6, north: 38, west: 68, east: 98 } as const;

export function insideIndia(lat: number, lng: number): boolean {
  const b = INDIA_BOUNDS;
  return lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;
}
