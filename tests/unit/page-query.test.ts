import { expect, test } from "vitest";
import { clicksToShow, visibleCount } from "#app/shared/rules/lists";
import { canonicalValue } from "#app/shared/rules/page-query";

// A screen's query string selects content only through the parameters it
// declares, with values the list can show.

test("?more on a growing list takes a click count of 1 to 50, written plainly", () => {
  expect(["1", "2", "50"].map((v) => canonicalValue("view-more", v))).toEqual(["1", "2", "50"]);
  for (const v of ["0", "01", "-1", "1e3", "51", "9999", "abc", "", " 2", "2.0"]) expect(canonicalValue("view-more", v), v).toBeNull();
});

test("?more on a list shown in full (or a toggle) takes only 1", () => {
  expect(canonicalValue("toggle", "1")).toBe("1");
  for (const v of ["0", "2", "3", "true", ""]) expect(canonicalValue("toggle", v), v).toBeNull();
});

test("free text a form sends is kept up to 200 characters", () => {
  expect(canonicalValue("text", "Mahindra Treo")).toBe("Mahindra Treo");
  expect(canonicalValue("text", "x".repeat(201))).toBeNull();
});

test("the least clicks that show a whole list: the canonical ?more of a list that has ended", () => {
  expect([0, 1, 6, 7, 12, 13, 100].map((n) => clicksToShow("view-more", n))).toEqual([0, 0, 0, 1, 1, 2, 16]);
  for (const total of [0, 5, 6, 7, 40]) expect(visibleCount("view-more", clicksToShow("view-more", total))).toBeGreaterThanOrEqual(total);
  expect([3, 4].map((n) => clicksToShow("city-models", n))).toEqual([0, 1]);
  expect([18, 19].map((n) => clicksToShow("brand-list", n))).toEqual([0, 1]);
});
