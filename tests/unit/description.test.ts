import { expect, test } from "vitest";
import { fillDescription } from "#app/domain/rules/description";

test("placeholders cityName and exShowroomPrice are replaced by the city and the price in ₹ with Indian grouping, never Rs 222000", () => {
  expect(fillDescription("Treo in cityName costs exShowroomPrice.", "Noida", 222000)).toBe(
    "Treo in Noida costs ₹2,22,000.",
  );
});

test("every occurrence of a placeholder is replaced, other text is left alone", () => {
  expect(fillDescription("cityName, cityName; price", "Agra", 0)).toBe("Agra, Agra; price");
});
