import { expect, test } from "vitest";
import { cityFromPriceSegment, normaliseCityRoute } from "#app/shared/rules/city-route";
import {
  FIXED_PAGES, MAX_PATH_LENGTH, groupEntries, isListablePath, parseSitemapFileName, sitemapFileName, sitemapFileNames,
} from "#app/features/seo/rules/sitemap";

const paths = (entries: { path: string }[]) => entries.map((e) => e.path);

test("the fixed pages are home, both view-all lists, the guides hub, the subsidy check's and battery chooser's forms and the four static pages", () => {
  expect(groupEntries("pages", null)).toEqual(FIXED_PAGES);
  expect(paths(groupEntries("pages", null))).toEqual([
    "/", "/types-of-electric-vehicles", "/e-rickshaw-manufacturer-companies-in-india", "/guides", "/subsidy", "/battery",
    "/About-Us", "/Contact-Us", "/Terms-of-Use", "/Privacy-Policy",
  ]);
});

test("brand and model URLs follow the slug rule: spaces become hyphens, brackets _ and dropped", () => {
  expect(paths(groupEntries("brands", [{ brandName: "Hero Electric" }, { brandName: "Mahindra" }]))).toEqual([
    "/brand/Hero-Electric", "/brand/Mahindra",
  ]);
  expect(paths(groupEntries("models", [
    { brandName: "Mahindra", name: "e-Alfa Mini" },
    { brandName: "Lohia", name: "Super (Li-ion)" },
  ]))).toEqual(["/brand/Mahindra/e-Alfa-Mini", "/brand/Lohia/Super-_Li-ion"]);
});

test("model-in-city URLs carry the city as Price-In-{city}, which the city-route rule parses back", () => {
  const entries = groupEntries("model-city", [
    { brandName: "Mahindra", name: "e-Alfa Mini", cityName: "Noida" },
    { brandName: "Mahindra", name: "e-Alfa Mini", cityName: "Rae Bareli" },
  ]);
  expect(paths(entries)).toEqual([
    "/brand/Mahindra/e-Alfa-Mini/Price-In-Noida",
    "/brand/Mahindra/e-Alfa-Mini/Price-In-Rae-Bareli",
  ]);
  expect(entries.every((e) => e.pageType === "model-in-city")).toBe(true);
  for (const e of entries) expect(cityFromPriceSegment(decodeURIComponent(e.path.split("/")[4]!)).ok).toBe(true);
});

test("a city the city-route rule cannot route is left out rather than listed as a broken URL", () => {
  const entries = groupEntries("model-city", [
    { brandName: "Mahindra", name: "e-Alfa Mini", cityName: "St. Thomas Mount" },
    { brandName: "Mahindra", name: "e-Alfa Mini", cityName: "Noida" },
  ]);
  expect(paths(entries)).toEqual(["/brand/Mahindra/e-Alfa-Mini/Price-In-Noida"]);
});

test("type URLs: /{category}/{type slug} for listable types; spare parts and dealership are left out", () => {
  const entries = groupEntries("types", [
    { typeName: "e rickshaw", categoryName: "three wheeler" },
    { typeName: "electric scooter", categoryName: "two wheeler" },
    { typeName: "electric golf cart", categoryName: "four wheeler" },
    { typeName: "spare parts", categoryName: "spare parts" },
    { typeName: "e rickshaw dealership", categoryName: "dealership" },
  ]);
  expect(paths(entries)).toEqual([
    "/three-wheeler/e-rickshaw", "/two-wheeler/electric-scooter", "/four-wheeler/electric-golf-cart",
  ]);
});

test("category-in-city URLs come from the metadata city lists: /{type slug}/{city}", () => {
  expect(paths(groupEntries("category-city", [
    { name: "e rickshaw", value: "Noida" },
    { name: "electric scooter", value: "Kolhapur" },
  ]))).toEqual(["/e-rickshaw/Noida", "/electric-scooter/Kolhapur"]);
});

test("city dealer URLs: e rickshaw dealers go out as electric-rickshaw-dealers, others as {type}-dealers", () => {
  const entries = groupEntries("city-dealers", [
    { name: "e rickshaw dealers", value: "Noida" },
    { name: "e rickshaw loader dealers", value: "Kanpur" },
  ]);
  expect(paths(entries)).toEqual(["/city/Noida/electric-rickshaw-dealers", "/city/Kanpur/e-rickshaw-loader-dealers"]);
  for (const e of entries) {
    const [, , city, type] = e.path.split("/");
    expect(normaliseCityRoute(city!, type!).ok).toBe(true);
  }
});

test("every dealer and manufacturer has its About, Product and Contact pages", () => {
  expect(paths(groupEntries("dealers", [{ tName: "Shree-Ganesh-E-Motors" }]))).toEqual([
    "/dealer/Shree-Ganesh-E-Motors/About", "/dealer/Shree-Ganesh-E-Motors/Product", "/dealer/Shree-Ganesh-E-Motors/Contact",
  ]);
  expect(groupEntries("manufacturers", [{ tName: "Lohia-Auto" }]).map((e) => [e.path, e.pageType])).toEqual([
    ["/manufacturer/Lohia-Auto/About", "manufacturer"],
    ["/manufacturer/Lohia-Auto/Product", "manufacturer"],
    ["/manufacturer/Lohia-Auto/Contact", "manufacturer"],
  ]);
});

test("blogs at /blog/{url}; articles at /article/{url} or /trending/{url} by their section", () => {
  expect(paths(groupEntries("blogs", [{ url: "how-to-choose-an-e-rickshaw" }]))).toEqual(["/blog/how-to-choose-an-e-rickshaw"]);
  expect(paths(groupEntries("articles", [
    { name: "article", value: "e-rickshaw-price-list-india" },
    { name: "trending", value: "ola-s1-air-launch" },
    { name: "blog", value: "not-an-article-section" },
  ]))).toEqual(["/article/e-rickshaw-price-list-india", "/trending/ola-s1-air-launch"]);
});

test("reserved characters in names are percent-encoded, and each URL is listed once", () => {
  expect(paths(groupEntries("brands", [{ brandName: "A&B Motors" }, { brandName: "A&B Motors" }]))).toEqual([
    "/brand/A%26B-Motors",
  ]);
});

test("route parameters containing non-ASCII characters lead to the error page, so they are never listed", () => {
  expect(paths(groupEntries("brands", [{ brandName: "Müller" }, { brandName: "Tata" }]))).toEqual(["/brand/Tata"]);
  expect(paths(groupEntries("blogs", [{ url: "naïve-guide" }]))).toEqual([]);
  expect(isListablePath("/brand/M%C3%BCller")).toBe(false);
  expect(isListablePath("/brand/%E0%A4")).toBe(false); // cannot be decoded
  expect(isListablePath(`/blog/${"a".repeat(MAX_PATH_LENGTH)}`)).toBe(false);
  expect(isListablePath("/brand/Tata")).toBe(true);
});

test("file names: one file is {group}.xml, several files, models and model-city are numbered", () => {
  expect(sitemapFileNames("brands", 1)).toEqual(["brands.xml"]);
  expect(sitemapFileNames("brands", 2)).toEqual(["brands-1.xml", "brands-2.xml"]);
  expect(sitemapFileNames("model-city", 1)).toEqual(["model-city-1.xml"]);
  expect(sitemapFileNames("model-city", 3)).toEqual(["model-city-1.xml", "model-city-2.xml", "model-city-3.xml"]);
  expect(sitemapFileNames("articles", 0)).toEqual([]);
  expect(sitemapFileName("types", 1, 1)).toBe("types.xml");
  expect(sitemapFileName("models", 1, 1)).toBe("models-1.xml");
});

test("file names parse back to their group and page; anything else is no sitemap", () => {
  expect(parseSitemapFileName("brands.xml")).toEqual({ group: "brands", page: 1 });
  expect(parseSitemapFileName("model-city-2.xml")).toEqual({ group: "model-city", page: 2 });
  expect(parseSitemapFileName("city-dealers.xml")).toEqual({ group: "city-dealers", page: 1 });
  expect(parseSitemapFileName("model-city.xml")).toEqual({ group: "model-city", page: 1 });
  for (const bad of ["cars.xml", "brands-0.xml", "brands.txt", "brands-x.xml", "../brands.xml", "brands"]) {
    expect(parseSitemapFileName(bad)).toBeNull();
  }
});
