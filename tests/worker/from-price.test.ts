import { expect, test } from "vitest";
import { fromPrice } from "#app/domain/rules/from-price";
import { formatInr } from "#app/domain/rules/format";
import { getPage, section, visibleText } from "./helpers";
import { sample } from "./sample-data";

// One price rule: "From ₹…" is the lowest ex-showroom price over the model's towns, and every
// price shown names its town or says "from". Jezza Classic read ₹84,500 on its page and its
// brand's cards, ₹82,000 on the type page and "from about ₹84,500" above that table.

const classic = () => fromPrice(sample.prices().filter((p) => p.brandName === "Jezza" && p.name === "Classic"))!;

test("the type page, the model page and the brand's list agree on Jezza Classic's \"from\" price", async () => {
  const { price, town } = classic();
  const from = formatInr(price);

  const model = await getPage("/brand/Jezza/Classic");
  expect(visibleText(section(model.html, "model-summary"))).toContain(`Price From ${from} (${town})`);

  const brand = await getPage("/brand/Jezza");
  const card = visibleText(section(brand.html, "brand-models"));
  expect(card).toMatch(new RegExp(`Classic From ${from.replace(/[₹,]/g, "\\$&")}`));

  const type = await getPage("/three-wheeler/e-rickshaw");
  const table = section(type.html, "type-prices");
  const classicRow = /<tr[^>]*>(?:(?!<\/tr>).)*Jezza Classic(?:(?!<\/tr>).)*<\/tr>/s.exec(table)?.[0] ?? "";
  expect(visibleText(classicRow)).toContain(`${town} ${from}`);
  // The type page's text gives the type's "from" price, not one above its own table's first row.
  const lowest = fromPrice(sample.prices().filter((p) => p.type === "e rickshaw"))!;
  expect(visibleText(type.html)).toContain(`from ${formatInr(lowest.price)} ex-showroom`);
  expect(visibleText(type.html)).not.toContain("from about");
});

test("no page shows Jezza Classic's catalogue price without a town or \"from\"", async () => {
  const { price } = classic();
  const others = sample.prices().filter((p) => p.brandName === "Jezza" && p.name === "Classic" && p.exShowroomPrice > price);
  const model = await getPage("/brand/Jezza/Classic");
  const summary = visibleText(section(model.html, "model-summary"));
  for (const p of others) expect(summary).not.toContain(formatInr(p.exShowroomPrice));
});
