import { expect, test } from "vitest";
import { LIST_KINDS, hasMore, listableTypes, parseMore, rowsOf, toggleLabel, visibleCount } from "#app/shared/rules/lists";

test("View More lists grow by 6 per click", () => {
  expect([0, 1, 2].map((n) => visibleCount("view-more", n))).toEqual([6, 12, 18]);
});

test("the view-all brand list toggles between 6 and 10 rows of 3", () => {
  expect([0, 1, 2, 3].map((n) => visibleCount("brand-list", n))).toEqual([18, 30, 18, 30]);
  expect([0, 1, 2].map(toggleLabel)).toEqual(["viewMore", "viewLess", "viewMore"]);
});

test("only the brand page, the view-all brands and a dealer list's models show more cards a click: a type's lists, in India and in a town, go a page at a time", () => {
  expect(LIST_KINDS).toEqual(["view-more", "brand-list", "city-models"]);
});

test("models available in a city: one row of 3 until Click to View More", () => {
  expect(visibleCount("city-models", 0)).toBe(3);
  expect(visibleCount("city-models", 1)).toBe(Infinity);
});

test("?more=N is a click count: digits only, bounded", () => {
  expect(parseMore("2")).toBe(2);
  expect(parseMore(null)).toBe(0);
  expect(parseMore("-1")).toBe(0);
  expect(parseMore("1e3")).toBe(0);
  expect(parseMore("9999")).toBe(50);
  expect(visibleCount("view-more", parseMore("9999"))).toBe(306);
});

test("a negative or fractional click count counts as whole clicks from zero", () => {
  expect(visibleCount("view-more", -3)).toBe(6);
  expect(visibleCount("view-more", 1.7)).toBe(12);
});

test("the View More button shows while the list has more than is shown", () => {
  expect(hasMore(7, 6)).toBe(true);
  expect(hasMore(6, 6)).toBe(false);
});

test("rows of 3, the last row shorter", () => {
  expect(rowsOf([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  expect(rowsOf([1, 2, 3, 4, 5], 4)).toEqual([[1, 2, 3, 4], [5]]);
  expect(rowsOf([])).toEqual([]);
  expect(() => rowsOf([1], 0)).toThrow(RangeError);
});

test("the type list excludes categories spare parts and dealership", () => {
  const types = [
    { typeName: "e rickshaw", categoryName: "three wheeler" },
    { typeName: "battery", categoryName: "spare parts" },
    { typeName: "e rickshaw dealership", categoryName: "Dealership" },
    { typeName: "electric scooter", categoryName: "two wheeler" },
  ];
  expect(listableTypes(types).map((t) => t.typeName)).toEqual(["e rickshaw", "electric scooter"]);
});
