import { expect, test } from "vitest";
import { fillDescription } from "#app/features/catalogue/rules/description";

test("every cityName placeholder of a description is replaced by the town, other text is left alone", () => {
  expect(fillDescription("cityName, cityName; price", "Agra")).toBe("Agra, Agra; price");
  expect(fillDescription("Check the Treo's offers in cityName.", "Noida")).toBe("Check the Treo's offers in Noida.");
});
