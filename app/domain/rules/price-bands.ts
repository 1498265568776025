// getPriceByType's price band, `gt` (from, in rupees) and `lte` (up to), as the contract reads it
// (docs/decisions/154). Each written value would be an answer of its own — a cache entry, a KV
// write, an origin call — so "0", "00" and "000" would be three, and any rupee of a band another:
// the bounds are read as numbers and widened to whole steps of ₹10,000 before the answer is
// looked up or cached, as a list's count is fetched in one of a few sizes (./count-sizes.ts).
// Every band the site itself asks (the type-name mapping's 60,001-70,000 … 90,001-1,00,000, and
// 0-0 for "no band") lies on those steps, so its answers do not change.

/** The width of a band's step in rupees. */
export const PRICE_BAND_STEP = 10_000;
/** The highest bound a band can name (seven digits, as the contract takes). */
export const MAX_PRICE_BOUND = 9_999_999;

/** `gt`: 0 stays 0 (no band); else down to the first rupee of its step (85,000 → 80,001). */
export function bandFrom(rupees: number): number {
  if (rupees <= 0) return 0;
  return Math.floor((rupees - 1) / PRICE_BAND_STEP) * PRICE_BAND_STEP + 1;
}

/** `lte`: 0 stays 0 (no band); else up to the last rupee of its step (85,000 → 90,000), at most the highest bound. */
export function bandTo(rupees: number): number {
  if (rupees <= 0) return 0;
  return Math.min(Math.ceil(rupees / PRICE_BAND_STEP) * PRICE_BAND_STEP, MAX_PRICE_BOUND);
}
