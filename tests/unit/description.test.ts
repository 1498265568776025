import { expect, test } from "vitest";
import { fillDescription } from "#app/domain/rules/description";

test("placeholders cityName and exShowroomPrice are replaced by the city and Rs {price}", () => {
  expect(fillDescription("Treo in cityName costs exShowroomPrice.", "Noida", 222000)).toBe(
    "Treo in Noida costs Rs 222000.",
  );
});

test("every occurrence of a placeholder is replaced, other text is left alone", () => {
  expect(fillDescription("cityName, cityName; price", "Agra", 0)).toBe("Agra, Agra; price");
});
