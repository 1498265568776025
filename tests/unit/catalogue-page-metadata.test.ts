import { expect, test } from "vitest";
import { pageMetadataOf } from "#app/features/seo/rules/page-metadata";

// A record added by an import gets the page data its screens look up (its
// metadata key pairs), so its pages answer at once.

test("a new city price gets its model-in-city page data, listed among the model's cities, stating no price (the price changes, the page data stays)", () => {
  const [page] = pageMetadataOf("prices", { brandName: "Mahindra", name: "Zeno X1", cityName: "Noida", exShowroomPrice: 151000 });
  expect(page).toMatchObject({ name: "Mahindra Zeno X1", value: "Noida", h1: "Mahindra Zeno X1 Price in Noida", listed: true });
  expect(`${page!.description} ${page!.about} ${page!.title}`).not.toMatch(/₹|1,51,000|151000/);
  expect(page!.about).not.toMatch(/</);
});

test("a new brand, dealer, manufacturer, blog and article get the pairs their screens look up; a model needs none", () => {
  expect(pageMetadataOf("brands", { brandName: "Zenvolt" }).map((p) => [p.name, p.value])).toEqual([["brand", "Zenvolt"]]);
  expect(pageMetadataOf("traders", { tName: "New-Motors", traderName: "New Motors", traderType: "Dealer" }).map((p) => p.name)).toEqual(["dealer-about", "dealer-auto", "dealer-contact"]);
  expect(pageMetadataOf("traders", { tName: "Maker", traderName: "Maker", traderType: "Manufacturer" }).map((p) => p.name)).toEqual(["trader-about", "trader-auto", "trader-contact"]);
  expect(pageMetadataOf("blogs", { url: "ev-tips", name: "EV tips" }).map((p) => [p.name, p.value])).toEqual([["blog", "ev-tips"]]);
  expect(pageMetadataOf("articles", { name: "trending", url: "x", h1: "X" })).toMatchObject([{ name: "trending", value: "x", listed: true }]);
  expect(pageMetadataOf("models", { brandName: "Mahindra", name: "Zeno X1" })).toEqual([]);
});
