import { expect, test } from "vitest";
import type { Api } from "#app/shared/contract";
import { BRANDS_PER_FILE, PAGES_PER_FILE, TYPES_PER_FILE, boundedFileXml, contractSlices, pageBytesBudget, rowsPerFile, slicedFileXml } from "#app/features/seo/rules/sitemap-slices";
import { MAX_URLS_PER_SITEMAP } from "#app/features/seo/rules/sitemap-files";
import { MAX_SITEMAP_BYTES } from "#app/features/seo/rules/sitemap-xml";

// Sitemaps at scale through a remote origin's contract (docs/decisions/138): a file is a run of
// brands, read with a call for the brands and one per brand of the run, whatever the catalogue's
// size; and any sliced file is within 50,000 URLs and 50 MB by construction.

const ORIGIN = "https://ev.example";

/** A town name of letters only, as the city-route rule wants: 0 → "Towna", 27 → "Townbb". */
const town = (n: number) => {
  let name = "";
  do {
    name = String.fromCharCode(97 + (n % 26)) + name;
    n = Math.floor(n / 26);
  } while (n);
  return `Town${name}`;
};

/** A contract of `brands` brands, each priced in `towns` towns; counts the calls. */
function fakeApi(brands: number, towns: number) {
  const calls: string[] = [];
  const names = Array.from({ length: brands }, (_, i) => `Brand ${i}`);
  const api = {
    async call(name: string, params: Record<string, unknown>) {
      calls.push(name);
      if (name === "getBrand") return names.map((brandName) => ({ brandName }));
      const brandName = String(params.brandName);
      if (name === "getProductByBrand") return [{ brandName, name: "Model" }];
      return Array.from({ length: Math.min(towns, Number(params.count)) }, (_, t) => ({ brandName, name: "Model", cityName: town(t) }));
    },
  } as unknown as Api;
  return { api, calls };
}

test("through the contract a sliced file is a run of brands: one call for the brands and one per brand, at most its pages", async () => {
  const { api, calls } = fakeApi(3 * BRANDS_PER_FILE["model-city"] + 1, 1000);
  const slices = contractSlices(api);
  expect(await slices.files("model-city")).toEqual([1, 2, 3, 4]);
  expect(await slices.files("models")).toEqual([1]);
  calls.length = 0;
  // each brand's 1,000 rows is the contract's most: said in the log, as for any list cut short
  const warn = console.warn;
  console.warn = () => {};
  const xml = (await slicedFileXml(slices, ORIGIN, "model-city", 2).finally(() => (console.warn = warn)))!;
  expect(calls).toHaveLength(1 + BRANDS_PER_FILE["model-city"]);
  expect(xml.split("<url>").length - 1).toBe(2 * PAGES_PER_FILE);
  expect(xml).toContain(`/brand/Brand-${BRANDS_PER_FILE["model-city"]}/Model/`);
  expect(xml).not.toContain(`/brand/Brand-${BRANDS_PER_FILE["model-city"] - 1}/`);
  expect(await slicedFileXml(slices, ORIGIN, "model-city", 5)).toBeNull();
});

test("a sliced file holds at most its pages, each within the bytes that keep the file under 50 MB", () => {
  expect(PAGES_PER_FILE * 2).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
  expect(BRANDS_PER_FILE["model-city"] * 1000).toBeLessThanOrEqual(PAGES_PER_FILE);
  expect(pageBytesBudget(PAGES_PER_FILE) * PAGES_PER_FILE).toBeLessThanOrEqual(MAX_SITEMAP_BYTES);
  const pages = Array.from({ length: 12 }, (_, i) => ({ path: `/brand/B${i}`, pageType: "brand" as const }));
  const warn = console.warn;
  console.warn = () => {};
  try {
    expect(boundedFileXml(ORIGIN, pages, 5).split("<url>").length - 1).toBe(10);
    // a page whose two entries are over the budget is left out
    const long = { path: `/brand/${"x".repeat(1500)}`, pageType: "brand" as const };
    const xml = boundedFileXml(ORIGIN, [long, ...pages.slice(0, 2)], 25_000);
    expect(xml).not.toContain("xxxx");
    expect(xml.split("<url>").length - 1).toBe(4);
  } finally {
    console.warn = warn;
  }
});

/** A contract of `types` listed types, each listed in `towns` towns, and `dealers` dealers; counts the calls. */
function townsApi(types: number, towns: number, dealers: number) {
  const calls: string[] = [];
  const api = {
    async call(name: string, params: Record<string, unknown>) {
      calls.push(name);
      if (name === "getTypeByOrder") return Array.from({ length: types }, (_, i) => ({ typeName: `Type ${town(i)}`, categoryName: "three wheeler" }));
      if (name === "getTrader") return Array.from({ length: dealers }, (_, i) => ({ tName: `Dealer-${i}` }));
      return Array.from({ length: Math.min(towns, Number(params.count)) }, (_, t) => ({ name: String(params.name), value: town(t) }));
    },
  } as unknown as Api;
  return { api, calls };
}

test("through the contract a file of towns' pages is a run of types, one call a type; a file of dealers a run of the one dealer list", async () => {
  const { api, calls } = townsApi(2 * TYPES_PER_FILE + 3, 1000, 8000);
  const slices = contractSlices(api);
  expect(await slices.files("category-city")).toEqual([1, 2, 3]);
  expect(await slices.files("city-dealers")).toEqual([1, 2, 3]);
  expect(await slices.files("dealers")).toEqual([1, 2, 3]);
  calls.length = 0;
  const warn = console.warn;
  console.warn = () => {};
  const xml = (await slicedFileXml(slices, ORIGIN, "city-dealers", 3).finally(() => (console.warn = warn)))!;
  expect(calls).toEqual(["getTypeByOrder", "getMetadataByName", "getMetadataByName", "getMetadataByName"]);
  expect(xml.split("<url>").length - 1).toBe(2 * 3 * 1000);
  calls.length = 0;
  const dealers = (await slicedFileXml(slices, ORIGIN, "dealers", 2))!;
  expect(calls).toEqual(["getTrader"]);
  // three tabs a dealer, within the file's pages
  expect(dealers.split("<url>").length - 1).toBe(2 * 3 * rowsPerFile("dealers", PAGES_PER_FILE));
  expect(3 * rowsPerFile("dealers", PAGES_PER_FILE)).toBeLessThanOrEqual(PAGES_PER_FILE);
  expect(dealers).toContain(`/dealer/Dealer-${rowsPerFile("dealers", PAGES_PER_FILE)}/About`);
  expect(await slicedFileXml(slices, ORIGIN, "category-city", 4)).toBeNull();
});
