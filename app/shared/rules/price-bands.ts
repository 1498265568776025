// getPriceByType's price band, `gt` (from, in rupees) and `lte` (up to), as the contract reads it
// (docs/decisions/154). Each written value would be an answer of its own — a cache entry, a KV
// write, an origin call — so "0", "00" and "000" would be three, and any rupee another: the bounds
// are read as numbers (leading zeros are one spelling of the number) and a band is whole steps of
// ₹10,000, from a step's first rupee to a step's last. A bound between steps is refused, not
// widened: the answer of the widened band is each model's cheapest row in the whole steps, which
// is not the answer to the narrower band asked, and no filtering of it can give that answer (a
// model's row in the narrower band may not be its cheapest in the steps, and the steps' first
// rows may all lie below it). Every band the site itself asks (the type-name mapping's
// 40,001-50,000 … 90,001-1,00,000, and 0-0 for "no band") lies on the steps.

/** The width of a band's step in rupees. */
export const PRICE_BAND_STEP = 10_000;

/** `gt`: 0 (no lower bound) or the first rupee of a step: 1, 10,001 … 80,001. */
export const isBandFrom = (rupees: number): boolean => rupees === 0 || rupees % PRICE_BAND_STEP === 1;

/** `lte`: 0 (no band) or the last rupee of a step: 10,000 … 90,000. */
export const isBandTo = (rupees: number): boolean => rupees % PRICE_BAND_STEP === 0;
