import { expect, test } from "vitest";
import {
  categoryCityPath, categoryFromSegment, categorySegment, modelCityPath, traderPath, typePath,
} from "#app/shared/rules/paths";
import { cityFromPriceSegment } from "#app/shared/rules/city-route";
import { slugToName } from "#app/shared/rules/slug";

test("the type screen lives at /{category}/{type}: /three-wheeler/e-rickshaw", () => {
  expect(typePath("three wheeler", "e rickshaw")).toBe("/three-wheeler/e-rickshaw");
  expect(typePath("two wheeler", "electric scooter")).toBe("/two-wheeler/electric-scooter");
  expect(typePath("Three Wheeler", "Closed Body E Rickshaw Loader")).toBe("/three-wheeler/closed-body-e-rickshaw-loader");
});

test("a category segment reads back as the category name", () => {
  expect(categorySegment("four wheeler")).toBe("four-wheeler");
  expect(categoryFromSegment("four-wheeler")).toBe("four wheeler");
});

test("the category listing in a city is /{type}/{city}", () => {
  expect(categoryCityPath("e rickshaw", "Noida")).toBe("/e-rickshaw/Noida");
  expect(categoryCityPath("electric scooter", "RaeBareli")).toBe("/electric-scooter/RaeBareli");
});

test("a model price in a city links the city as Price-In-{city}, which parses back", () => {
  const path = modelCityPath("Mahindra", "e-Alfa Mini", "Noida");
  expect(path).toBe("/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
  const [, , brand, model, city] = path.split("/");
  expect(slugToName(brand!)).toBe("Mahindra");
  expect(slugToName(model!)).toBe("e Alfa Mini");
  expect(cityFromPriceSegment(city!)).toEqual({ ok: true, city: "Noida" });
});

test("names with brackets follow the slug rule in every link", () => {
  expect(modelCityPath("Mayuri", "Super (Li-ion)", "Agra")).toBe("/brand/Mayuri/Super-_Li-ion/Price-In-Agra");
});

test("dealer links go to /dealer/{tName}/About", () => {
  expect(traderPath("dealer", "Shree-Ganesh-E-Motors")).toBe("/dealer/Shree-Ganesh-E-Motors/About");
  expect(traderPath("manufacturer", "Mini-Metro-EV-LLP", "Product")).toBe("/manufacturer/Mini-Metro-EV-LLP/Product");
});
