import { expect, test } from "vitest";
import { nameForms, tagsTouched, typeForms } from "#app/domain/catalogue/tags";

// An import purges exactly the cache tags its rows touch.

const model = { brandName: "Mahindra", name: "e-Alfa Mini", typeName: "E Rickshaw" };

test("a name is tagged as stored and as a page address gives it back", () => {
  expect(nameForms("e-Alfa Mini")).toEqual(["e-alfa mini", "e alfa mini"]);
  expect(nameForms("Treo")).toEqual(["treo"]);
});

test("a type is tagged with every type name of its canonical category", () => {
  expect(typeForms("E Rickshaw")).toEqual(["e rickshaw", "battery operated rickshaw"]);
  expect(typeForms("electric cycle")).toEqual(["electric cycle"]);
});

test("a model row touches its brand, its model, its type's lists and the promotion list", () => {
  expect(tagsTouched("models", null, model)).toEqual([
    "brand:mahindra", "call:getProductByPromotion", "model:mahindra/e alfa mini", "model:mahindra/e-alfa mini",
    "type:battery operated rickshaw", "type:e rickshaw",
  ]);
});

test("a model moved to another type touches the old type's lists and the new one's", () => {
  const tags = tagsTouched("models", model, { ...model, typeName: "e rickshaw loader" });
  expect(tags).toContain("type:e rickshaw");
  expect(tags).toContain("type:open body e rickshaw loader");
});

test("a price row touches its brand, model, city and type", () => {
  const tags = tagsTouched("prices", null, { brandName: "Mahindra", name: "Treo", cityName: "Noida", type: "electric auto rickshaw" });
  expect(tags).toEqual(["brand:mahindra", "city:noida", "model:mahindra/treo", "type:electric auto rickshaw"]);
});

test("a dealer row touches the dealer, its city, the brands it deals in and the trader lists; a manufacturer is a trader tag", () => {
  const dealer = { tName: "Shree-Ganesh-E-Motors", traderType: "Dealer", cityName: "Noida", brandDeal: ["Mahindra"], brandList: [{ brandName: "Piaggio" }] };
  expect(tagsTouched("traders", null, dealer)).toEqual([
    "brand:mahindra", "brand:piaggio", "call:getTrader", "city:noida", "dealer:shree ganesh e motors", "dealer:shree-ganesh-e-motors",
  ]);
  expect(tagsTouched("traders", null, { ...dealer, traderType: "Manufacturer" })).toContain("trader:shree-ganesh-e-motors");
  expect(tagsTouched("traders", { ...dealer, cityName: "Agra" }, dealer)).toContain("city:agra");
});

test("brands touch their brand and the brand lists; blogs and articles their url", () => {
  expect(tagsTouched("brands", null, { brandName: "Ola" })).toEqual(["brand:ola", "call:getBrand", "call:getBrandByOrder", "call:getBrandByPopularity", "call:getBrandFrom"]);
  expect(tagsTouched("blogs", null, { url: "ev-tips" })).toEqual(["blog:ev-tips", "blog:ev tips", "call:getBlogByActivate"].sort());
  expect(tagsTouched("articles", null, { name: "article", url: "Battery-Care" })).toEqual(["article:battery care", "article:battery-care"]);
});
