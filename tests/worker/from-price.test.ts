import { expect, test } from "vitest";
import { getPage, section, visibleText } from "./helpers";
import { sample } from "./sample-data";

// One price rule: "From ₹…" is the lowest ex-showroom price over the model's towns, and every
// price shown names its town or says "from". Jezza Classic read ₹84,500 on its page and its
// brand's cards, ₹82,000 on the type page and "from about ₹84,500" above that table.

// The sample's Jezza Classic prices, checked first so that new sample figures fail here plainly.
// The lowest is ₹82,000, in Ghaziabad, Malda and Moga; ties name the town first by name: Ghaziabad.
const CLASSIC_PRICES = {
  Noida: 86_200, Gurgaon: 82_800, Kanpur: 84_500, Nagpur: 84_500, Agra: 83_700, Gorakhpur: 85_300, Modinagar: 84_500,
  Dadri: 85_300, Lucknow: 83_700, Indore: 82_800, Ghaziabad: 82_000, Jaipur: 82_800, Darjeeling: 82_800, Kolkata: 83_700,
  Moga: 82_000, Jalandhar: 86_200, Pune: 82_800, RaeBareli: 87_000, Hooghly: 83_700, Malda: 82_000, Nadia: 87_000,
  Bardhaman: 83_700, Darrang: 86_200, Golpara: 85_300, Morigaon: 87_000,
};
const classicPrices = () => {
  const rows = sample.prices().filter((p) => p.brandName === "Jezza" && p.name === "Classic");
  expect(rows).toHaveLength(25);
  expect(Object.fromEntries(rows.map((p) => [p.cityName, p.exShowroomPrice]))).toEqual(CLASSIC_PRICES);
  return rows;
};

test("the type page, the model page and the brand's list agree on Jezza Classic's \"from\" price", async () => {
  classicPrices();
  const model = await getPage("/brand/Jezza/Classic");
  expect(visibleText(section(model.html, "model-summary"))).toContain("Price From ₹82,000 (Ghaziabad)");

  const brand = await getPage("/brand/Jezza");
  expect(visibleText(section(brand.html, "brand-models"))).toContain("Classic From ₹82,000");

  const type = await getPage("/three-wheeler/e-rickshaw");
  const table = section(type.html, "type-prices");
  const classicRow = /<tr[^>]*>(?:(?!<\/tr>).)*Jezza Classic(?:(?!<\/tr>).)*<\/tr>/s.exec(table)?.[0] ?? "";
  expect(visibleText(classicRow)).toContain("Ghaziabad ₹82,000");
  // The type page's text gives the type's "from" price, not one above its own table's first row:
  // no published e-rickshaw price in the sample is below Jezza Classic's ₹82,000.
  const published = sample.prices().filter((p) => p.type === "e rickshaw" && p.exShowroomPrice > 0).map((p) => p.exShowroomPrice);
  expect(Math.min(...published)).toBe(82_000);
  expect(visibleText(type.html)).toContain("from ₹82,000 ex-showroom");
  expect(visibleText(type.html)).not.toContain("from about");
});

test("no page shows Jezza Classic's catalogue price without a town or \"from\"", async () => {
  // Every Classic price above the lowest ₹82,000: 82,800, 83,700, 84,500 (the catalogue's own), 85,300, 86,200, 87,000.
  const above = [...new Set(classicPrices().map((p) => p.exShowroomPrice))].filter((price) => price > 82_000);
  expect(above.sort((a, b) => a - b)).toEqual([82_800, 83_700, 84_500, 85_300, 86_200, 87_000]);
  const model = await getPage("/brand/Jezza/Classic");
  const summary = visibleText(section(model.html, "model-summary"));
  for (const price of ["₹82,800", "₹83,700", "₹84,500", "₹85,300", "₹86,200", "₹87,000"]) expect(summary).not.toContain(price);
});
