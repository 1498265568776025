import { expect, test } from "vitest";
import { brandPath, nameToSlug, routeSegment, slugToName } from "#app/shared/rules/slug";

test("name to slug: spaces become hyphens", () => {
  expect(nameToSlug("E Rickshaw Loader")).toBe("E-Rickshaw-Loader");
});

test("name to slug: an opening bracket becomes an underscore and a closing bracket is dropped", () => {
  expect(nameToSlug("Yatri (Deluxe)")).toBe("Yatri-_Deluxe");
});

test("name to slug: a slash becomes an underscore", () => {
  expect(nameToSlug("48V/60V Charger")).toBe("48V_60V-Charger");
});

test("slug to name: hyphens become spaces", () => {
  expect(slugToName("Treo-Yaari")).toBe("Treo Yaari");
});

test("slug to name: an underscore becomes an opening bracket and a closing bracket is appended", () => {
  expect(slugToName("Yatri-_Deluxe")).toBe("Yatri (Deluxe)");
});

test("slug to name appends no closing bracket when there is no underscore", () => {
  expect(slugToName("Noida")).toBe("Noida");
});

test("a name with one bracket pair at the end survives the round trip", () => {
  for (const name of ["Yatri (Deluxe)", "E Rickshaw (Loader)", "Humrahi"]) {
    expect(slugToName(nameToSlug(name))).toBe(name);
  }
});

test("a hyphen inside a name comes back as a space: the slug rules lose it", () => {
  expect(nameToSlug("Super (Li-ion)")).toBe("Super-_Li-ion");
  expect(slugToName(nameToSlug("Super (Li-ion)"))).toBe("Super (Li ion)");
  expect(slugToName(nameToSlug("e-Alfa Mini"))).toBe("e Alfa Mini");
});

test("a slash comes back as a bracket: the slug rules lose it", () => {
  expect(slugToName(nameToSlug("48V/60V"))).toBe("48V(60V)");
});

test("route segment: spaces become hyphens and slashes become underscores, brackets stay", () => {
  expect(routeSegment("Rae Bareli")).toBe("Rae-Bareli");
  expect(routeSegment("A/B (C)")).toBe("A_B-(C)");
});

test("search goes to /brand/{brand} without a model and /brand/{brand}/{model} with one", () => {
  expect(brandPath("Hero Electric")).toBe("/brand/Hero-Electric");
  expect(brandPath("Mahindra", "Treo Yaari")).toBe("/brand/Mahindra/Treo-Yaari");
});

test("brand paths are URL-safe", () => {
  expect(brandPath("A&B", "X?Y")).toBe("/brand/A%26B/X%3FY");
});
