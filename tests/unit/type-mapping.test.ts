import { expect, test } from "vitest";
import { MAPPED_TYPE_NAMES, mapTypeName, withinBounds } from "#app/features/catalogue/rules/type-mapping";

const banded: [string, string, string, string][] = [
  ["e rickshaw", "e rickshaw", "90001", "100000"],
  ["battery operated rickshaw", "e rickshaw", "80001", "90000"],
  ["e rickshaw loader", "e rickshaw loader", "70001", "80000"],
  ["open body e rickshaw loader", "e rickshaw loader", "60001", "70000"],
  ["electric scooter", "electric scooter", "50001", "60000"],
  ["electric bike", "electric scooter", "40001", "50000"],
];
const selfMapped = [
  "electric cycle", "electric auto rickshaw", "diesel auto rickshaw", "diesel loader auto rickshaw",
  "cng auto rickshaw", "cng loader auto rickshaw", "closed body e rickshaw loader",
  "electric golf cart", "utility vehicles", "electric school van", "electric food van",
  "electric garbage van",
];

test("each banded type name maps to its canonical category and bounds", () => {
  for (const [typeName, categoryName, gt, lte] of banded) {
    expect(mapTypeName(typeName)).toEqual([{ typeName, categoryName, gt, lte }]);
  }
});

test("the other listed type names map to themselves with bounds 0 and 0", () => {
  for (const typeName of selfMapped) {
    expect(mapTypeName(typeName)).toEqual([{ typeName, categoryName: typeName, gt: "0", lte: "0" }]);
  }
  expect(MAPPED_TYPE_NAMES).toHaveLength(banded.length + selfMapped.length);
});

test("any other type gives an empty result", () => {
  expect(mapTypeName("electric truck")).toEqual([]);
  expect(mapTypeName("")).toEqual([]);
  expect(mapTypeName("e-rickshaw")).toEqual([]);
});

test("type names are matched regardless of case and extra spaces", () => {
  expect(mapTypeName("  E  Rickshaw ")[0]?.categoryName).toBe("e rickshaw");
});

test("type-name bounds run from 40001 to 100000 in steps of 10000", () => {
  const lows = banded.map(([, , gt]) => Number(gt)).sort((a, b) => a - b);
  expect(lows).toEqual([40001, 50001, 60001, 70001, 80001, 90001]);
  for (const [, , gt, lte] of banded) expect(Number(lte) - Number(gt)).toBe(9999);
});

test("bounds are inclusive at both ends", () => {
  expect(withinBounds(90001, "90001", "100000")).toBe(true);
  expect(withinBounds(100000, "90001", "100000")).toBe(true);
  expect(withinBounds(90000, "90001", "100000")).toBe(false);
  expect(withinBounds(100001, "90001", "100000")).toBe(false);
});

test("bounds 0 and 0 admit every price", () => {
  expect(withinBounds(0, "0", "0")).toBe(true);
  expect(withinBounds(5_000_000, "0", "0")).toBe(true);
});
