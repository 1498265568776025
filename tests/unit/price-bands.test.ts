import { expect, test } from "vitest";
import { contract } from "#app/shared/contract";
import { isBandFrom, isBandTo } from "#app/shared/rules/price-bands";
import { BAND_SPELLINGS } from "../corpus/path-corpus.mjs";

// getPriceByType's band bounds are numbers on the edges of ₹10,000 steps (app/shared/rules/
// price-bands.ts): one answer per band, whatever its spelling, and it is the band asked.

test("a band's from bound is 0 or the first rupee of a ₹10,000 step", () => {
  // 0 is no lower bound; the steps start at 1, 10,001, … 80,001 (8 × 10,000 + 1), 90,001.
  for (const from of [0, 1, 10_001, 80_001, 90_001, 9_990_001]) expect(isBandFrom(from), String(from)).toBe(true);
  // 80,000 is the last rupee of the step 70,001-80,000; 85,000 and 89,999 are inside 80,001-90,000.
  for (const between of [2, 10_000, 80_000, 85_000, 89_999, 90_000]) expect(isBandFrom(between), String(between)).toBe(false);
});

test("a band's up-to bound is 0 or the last rupee of a ₹10,000 step", () => {
  // 90,000 = 9 × 10,000; 99,90,000 = 999 × 10,000 is the last a 7-digit bound can name.
  for (const to of [0, 10_000, 90_000, 1_00_000, 99_90_000]) expect(isBandTo(to), String(to)).toBe(true);
  // 85,000 / 10,000 = 8.5; 80,001 is a step's first rupee; 99,99,999 / 10,000 = 999.9999.
  for (const between of [1, 80_001, 85_000, 86_000, 99_99_999]) expect(isBandTo(between), String(between)).toBe(false);
});

const read = (gt: string, lte: string) => contract.getPriceByType.query.safeParse({ typeName: "e rickshaw", count: "10", gt, lte });

test("every spelling of one band reads as the same query; reading it again changes nothing", () => {
  const band = { typeName: "e rickshaw", count: 10, gt: "80001", lte: "90000" };
  for (const [gt, lte] of BAND_SPELLINGS.band) expect(read(gt!, lte!).data, `${gt}-${lte}`).toEqual(band);
  for (const [gt, lte] of BAND_SPELLINGS.none) expect(read(gt!, lte!).data, `${gt}-${lte}`).toEqual({ ...band, gt: "0", lte: "0" });
  // The BFF reads a query twice (the /api route, then the lookup): the second reading is the first.
  expect(contract.getPriceByType.query.parse(read("080001", "090000").data)).toEqual(band);
});

test("a band bound between ₹10,000 steps is refused with its reason, never widened into another band's answer", () => {
  // 85,000-86,000 widened would be 80,001-90,000: each model's cheapest row there (₹82,000 for
  // the sample's Jezza Classic), not its row within ₹85,000-₹86,000 (₹85,300).
  for (const [gt, lte] of BAND_SPELLINGS.between) expect(read(gt!, lte!).success, `${gt}-${lte}`).toBe(false);
  const issues = read("85000", "86000").error!.issues.map((i) => [i.path.join("."), i.message]);
  expect(issues).toEqual([
    ["gt", "0, or the first rupee of a ₹10,000 step, such as 80001"],
    ["lte", "0, or the last rupee of a ₹10,000 step, such as 90000"],
  ]);
  // Eight digits are no bound at all.
  expect(read("12345678", "0").success).toBe(false);
});
