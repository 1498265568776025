import { expect, test } from "vitest";
import { crumbIsPage } from "#app/shared/rules/crumb-links";
import { breadcrumb } from "#app/shared/rules/breadcrumb";

const types = [{ typeName: "e rickshaw", categoryName: "three wheeler" }];
const linked = (path: string) => breadcrumb(path, types).filter((c) => crumbIsPage(c.href)).map((c) => c.href);

test("crumbs of prefixes that are no page show as text: /city/Noida, /dealer/X", () => {
  expect(linked("/city/Noida/electric-rickshaw-dealers")).toEqual(["/", "/city/Noida/electric-rickshaw-dealers"]);
  expect(linked("/dealer/Shree-Motors/About")).toEqual(["/", "/dealer/Shree-Motors/About"]);
  expect(linked("/trending/ev-subsidy")).toEqual(["/", "/trending/ev-subsidy"]);
});

test("every crumb of a model price page is a page", () => {
  expect(linked("/brand/Mahindra/e-Alfa-Mini/Price-In-Noida")).toEqual([
    "/", "/brand/Mahindra", "/brand/Mahindra/e-Alfa-Mini", "/brand/Mahindra/e-Alfa-Mini/Price-In-Noida",
  ]);
});

test("the first crumb of a category in a city leads to the type screen", () => {
  expect(linked("/e-rickshaw/Noida")).toEqual(["/", "/three-wheeler/e-rickshaw", "/e-rickshaw/Noida"]);
});

test("one-segment pages are pages", () => {
  expect(crumbIsPage("/types-of-electric-vehicles")).toBe(true);
  expect(crumbIsPage("/")).toBe(true);
});

test("no crumb links to a page that does not exist: /four-wheeler is text on a golf cart page", () => {
  expect(linked("/four-wheeler/electric-golf-cart")).toEqual(["/", "/four-wheeler/electric-golf-cart"]);
  expect(crumbIsPage("/four-wheeler")).toBe(false);
});

test("a Hindi crumb of a prefix that is no page is no page either: /hi/dealer, /hi/city/Noida, /hi/four-wheeler", () => {
  // the same depths as the English paths: /dealer needs 3 segments, /city 3, /four-wheeler 2
  expect(crumbIsPage("/hi/dealer")).toBe(false);
  expect(crumbIsPage("/hi/dealer/Shree-Ganesh-E-Motors")).toBe(false);
  expect(crumbIsPage("/hi/dealer/Shree-Ganesh-E-Motors/About")).toBe(true);
  expect(crumbIsPage("/hi/city")).toBe(false);
  expect(crumbIsPage("/hi/city/Noida")).toBe(false);
  expect(crumbIsPage("/hi/manufacturer")).toBe(false);
  expect(crumbIsPage("/hi/four-wheeler")).toBe(false);
  expect(crumbIsPage("/hi/four-wheeler/electric-golf-cart")).toBe(true);
  expect(crumbIsPage("/hi")).toBe(true);
  expect(crumbIsPage("/hi/brand/Mahindra")).toBe(true);
});
