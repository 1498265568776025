import { expect, test } from "vitest";
import { fetchedCount } from "#app/shared/rules/count-sizes";

// Any of 1,000 counts of a list call is one of a few cache entries.

test("a list is fetched in one of 11 sizes, at least the count asked, at most 1,000", () => {
  const sizes = new Set(Array.from({ length: 1000 }, (_, i) => fetchedCount(i + 1)));
  expect([...sizes].sort((a, b) => a - b)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1000]);
  for (let count = 1; count <= 1000; count++) expect(fetchedCount(count)).toBeGreaterThanOrEqual(count);
});
