import { expect, test } from "vitest";
import { contract } from "#app/domain/contract";
import { MAX_PRICE_BOUND, bandFrom, bandTo } from "#app/domain/rules/price-bands";

// getPriceByType's band bounds are numbers widened to whole ₹10,000 steps before the cache key
// (app/domain/rules/price-bands.ts): one answer per band, whatever its spelling.

test("a band's from bound goes down to the first rupee of its ₹10,000 step; 0 stays no band", () => {
  expect(bandFrom(0)).toBe(0);
  // 1 .. 10,000 are one step: its first rupee is 1.
  expect(bandFrom(1)).toBe(1);
  expect(bandFrom(10_000)).toBe(1);
  // 80,001 is a step's first rupee already; 85,000 and 90,000 are in the step 80,001-90,000.
  expect(bandFrom(80_001)).toBe(80_001);
  expect(bandFrom(85_000)).toBe(80_001);
  expect(bandFrom(90_000)).toBe(80_001);
  expect(bandFrom(90_001)).toBe(90_001);
});

test("a band's up-to bound goes up to the last rupee of its ₹10,000 step, at most 99,99,999; 0 stays no band", () => {
  expect(bandTo(0)).toBe(0);
  expect(bandTo(1)).toBe(10_000);
  expect(bandTo(90_000)).toBe(90_000);
  // 80,001 / 10,000 = 8.0001 → 9 steps → 90,000.
  expect(bandTo(80_001)).toBe(90_000);
  // 99,99,999 / 10,000 = 999.9999 → 1,000 steps = 1,00,00,000, above the highest bound.
  expect(bandTo(MAX_PRICE_BOUND)).toBe(9_999_999);
  expect(bandTo(9_990_001)).toBe(9_999_999);
});

test("every spelling of one band reads as the same query; reading it again changes nothing", () => {
  const read = (gt: string, lte: string) => contract.getPriceByType.query.parse({ typeName: "e rickshaw", count: "10", gt, lte });
  const band = { typeName: "e rickshaw", count: 10, gt: "80001", lte: "90000" };
  for (const [gt, lte] of [["80001", "90000"], ["080001", "090000"], ["85000", "85001"], ["80002", "89999"]]) expect(read(gt!, lte!), `${gt}-${lte}`).toEqual(band);
  for (const zero of ["0", "00", "000", "0000000"]) expect(read(zero, zero), zero).toEqual({ ...band, gt: "0", lte: "0" });
  // The BFF reads a query twice (the /api route, then the lookup): the second reading is the first.
  expect(contract.getPriceByType.query.parse(read("85000", "85001"))).toEqual(band);
  expect(contract.getPriceByType.query.safeParse({ typeName: "e rickshaw", count: "10", gt: "12345678", lte: "0" }).success).toBe(false);
});
