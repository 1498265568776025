import { expect, test } from "vitest";
import { fromPrice, fromPrices } from "#app/shared/rules/from-price";

const row = (name: string, cityName: string, exShowroomPrice: number) => ({ brandName: "Jezza", name, cityName, exShowroomPrice });

// The lowest of 86,200 (Noida), 82,000 (Ghaziabad) and 83,700 (Agra) is ₹82,000 in Ghaziabad.
test("\"From ₹…\" is the lowest ex-showroom price over the model's towns, and names that town", () => {
  expect(fromPrice([row("Classic", "Noida", 86_200), row("Classic", "Ghaziabad", 82_000), row("Classic", "Agra", 83_700)])).toEqual({ price: 82_000, town: "Ghaziabad" });
});

test("a town without a published price (0, Contact Us For Price) is never the \"from\" price; no published price is none", () => {
  expect(fromPrice([row("Classic", "Bardhaman", 0), row("Classic", "Noida", 86_200)])).toEqual({ price: 86_200, town: "Noida" });
  expect(fromPrice([row("Classic", "Bardhaman", 0)])).toBeNull();
  expect(fromPrice([])).toBeNull();
});

// Classic: min(86,200, 82,000) = ₹82,000 (Ghaziabad); J1000: min(91,200, 92,100) = ₹91,200 (Agra).
test("among a brand's price list each model has its own \"from\" price, matched whatever the case of its name", () => {
  const of = fromPrices([row("Classic", "Noida", 86_200), row("J1000", "Agra", 91_200), row("Classic", "Ghaziabad", 82_000), row("J1000", "Noida", 92_100)]);
  expect(of({ brandName: "Jezza", name: "Classic" })).toEqual({ price: 82_000, town: "Ghaziabad" });
  expect(of({ brandName: "jezza", name: "j1000" })).toEqual({ price: 91_200, town: "Agra" });
  expect(of({ brandName: "Jezza", name: "Cart" })).toBeNull();
});

test("equal lowest prices in two towns name the town first by name, so every page names the same one", () => {
  expect(fromPrice([row("Classic", "Noida", 82_000), row("Classic", "Agra", 82_000)])).toEqual({ price: 82_000, town: "Agra" });
});
