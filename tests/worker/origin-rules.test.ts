import { expect, test } from "vitest";
import { slugToName } from "#app/shared/rules/slug";
import { fetchWorker, queryString } from "./helpers";

async function get<T = Record<string, unknown>>(call: string, params: Record<string, unknown>): Promise<T[]> {
  const res = await fetchWorker(`/api/${call}?${queryString(params)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T[];
}

test("getTypeByName maps a type name to its canonical category and bounds", async () => {
  expect(await get("getTypeByName", { typeName: "battery operated rickshaw" })).toEqual([
    { typeName: "battery operated rickshaw", categoryName: "e rickshaw", gt: "80001", lte: "90000" },
  ]);
  expect(await get("getTypeByName", { typeName: "electric golf cart" })).toEqual([
    { typeName: "electric golf cart", categoryName: "electric golf cart", gt: "0", lte: "0" },
  ]);
});

test("getPriceByType keeps prices within the bounds of the type-name mapping", async () => {
  const rows = await get<{ exShowroomPrice: number }>("getPriceByType", { typeName: "e rickshaw", count: 50, gt: "80001", lte: "90000" });
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBeLessThanOrEqual(50);
  for (const r of rows) expect(r.exShowroomPrice >= 80001 && r.exShowroomPrice <= 90000).toBe(true);
});

test("every count parameter limits the answer", async () => {
  expect(await get("getBrandByOrder", { count: 3 })).toHaveLength(3);
  expect(await get("getPriceByBrand", { brandName: "Mahindra", count: 5 })).toHaveLength(5);
});

test("getBrandByOrder orders brands by popularity", async () => {
  const brands = await get<{ popularity: number }>("getBrandByOrder", { count: 10 });
  const popularity = brands.map((b) => b.popularity);
  expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
});

test("getDealerByCityandActivate returns activated dealers ('1') first", async () => {
  const dealers = await get<{ activate: string }>("getDealerByCityandActivate", { typeName: "e rickshaw", city: "Noida" });
  const flags = dealers.map((d) => d.activate);
  expect(flags).toContain("1");
  expect(flags).toEqual([...flags].sort().reverse());
});

test("getGeoCode returns the nearest known city to lat/lng", async () => {
  const [near] = await get<{ cityName: string; stateName: string }>("getGeoCode", { lat: 26.86, lng: 80.93 });
  expect(near).toMatchObject({ cityName: "Lucknow", stateName: "Uttar Pradesh" });
});

test("description placeholders are replaced, and no description states a price: the pages say it from the numbers", async () => {
  const rows = await get<{ h2: string; cityName: string }>("getPriceByBrand", { brandName: "Mahindra", count: 20 });
  for (const r of rows) expect(r.h2).not.toMatch(/\bcityName\b|\bexShowroomPrice\b/);
  const products = await get<{ description: string }>("getProductByBrand", { brandName: "Mahindra" });
  for (const p of products) expect(p.description).not.toMatch(/\bcityName\b|\bexShowroomPrice\b/);
  for (const p of products) expect(p.description).not.toMatch(/₹|\bRs\b/);
  expect(products.some((p) => p.description !== "")).toBe(true);
});

test("a model name with hyphens is found from its slug (hyphens come back as spaces)", async () => {
  const [product] = await get<{ name: string }>("getProductByBrandandModel", { brandName: "Mahindra", name: slugToName("e-Alfa-Mini") });
  expect(product?.name).toBe("e-Alfa Mini");
});
