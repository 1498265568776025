// A model's range on a charge, read from its mileage: one reading for the lists (sorted by range),
// the running cost and the battery chooser (km a charge), and the catalogue's checks of what cannot
// be true. Migration 0024 reads product.rangeKm the same way in SQL (held equal by
// tests/worker/model-list-facts.test.ts), so a list sorted in D1 and a page worked out here agree.

/** A fuel economy (km a litre or a kg) is no range on a charge. */
const FUEL = /\/l|\/kg|litre|liter/;

/**
 * The figures a mileage states for a charge: the number it starts with, after an "up to", and
 * the other end of a span ("85-95 km/charge" → 85 and 95); none for a fuel economy or a text
 * that starts otherwise. Spaces around it are no part of it; a unit need not follow ("120").
 */
export function rangeFiguresOf(mileage: string): number[] {
  const text = mileage.replace(/^ +| +$/g, "").toLowerCase();
  if (FUEL.test(text)) return [];
  const m = /^(?:up to )?(\d+(?:\.\d+)?)(?:\s*[-–]\s*(\d+(?:\.\d+)?))?/.exec(text);
  return m ? [m[1], m[2]].filter((n): n is string => n !== undefined).map(Number) : [];
}

/** The range a charge gives, in whole km: the first figure (the lower end of a span); null when none is stated. */
export function rangeKmOf(mileage: string): number | null {
  const [first] = rangeFiguresOf(mileage);
  const km = first === undefined ? 0 : Math.trunc(first);
  return km > 0 ? km : null;
}
