import { expect, test } from "vitest";
import { brandSuggestions, resolveBrand } from "#app/features/catalogue/rules/brand-search";

const brands = ["Mahindra", "Hero Electric", "Hero Lectro", "Ola", "Kinetic Green"];

test("brand suggestions filter by case-insensitive substring", () => {
  expect(brandSuggestions(brands, "HERO")).toEqual(["Hero Electric", "Hero Lectro"]);
  expect(brandSuggestions(brands, "ectr")).toEqual(["Hero Electric", "Hero Lectro"]);
  expect(brandSuggestions(brands, "ind")).toEqual(["Mahindra"]);
  expect(brandSuggestions(brands, "  ")).toEqual([]);
});

test("typed text chooses a brand when it names exactly one", () => {
  expect(resolveBrand(brands, "ola")).toBe("Ola");
  expect(resolveBrand(brands, "mahin")).toBe("Mahindra");
  expect(resolveBrand(brands, "Hero Electric ")).toBe("Hero Electric");
});

test("search does nothing without a brand: empty, unknown or ambiguous text chooses none", () => {
  expect(resolveBrand(brands, "")).toBeNull();
  expect(resolveBrand(brands, "Tesla")).toBeNull();
  expect(resolveBrand(brands, "hero")).toBeNull();
});
