import { expect, test } from "vitest";
import { inlineIfQuick } from "#app/lib/inline-if-quick";
import { cityProductItem, modelCardItem, priceListItem } from "#app/lib/list-items";

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(resolve, ms, value));

test("below-the-fold data that arrives within the wait is rendered in place (a value)", async () => {
  expect(await inlineIfQuick(after(1, ["Noida"]), 200)).toEqual({ data: ["Noida"] });
});

test("below-the-fold data still on its way after the wait streams (the promise itself)", async () => {
  const late = after(300, ["Agra"]);
  const { data } = await inlineIfQuick(late, 10);
  expect(data).toBe(late);
  expect(await data).toEqual(["Agra"]);
});

test("below-the-fold data that failed is handed on as its promise, for the section to show the error", async () => {
  const failed = Promise.reject(new Error("origin down"));
  const { data } = await inlineIfQuick(failed, 50);
  expect(data).toBe(failed);
  await expect(data).rejects.toThrow("origin down");
});

test("lists hand the page only the fields their cards and rows show", () => {
  const product = { brandName: "Mahindra", name: "Treo", typeName: "electric auto rickshaw", price: 222000, aboutProduct: "<p>long</p>", speed: "55 km/h" };
  expect(modelCardItem(product, { price: 218_000, town: "Agra" })).toEqual({ brandName: "Mahindra", name: "Treo", typeName: "electric auto rickshaw", from: 218_000 });
  const row = { brandName: "Mahindra", name: "Treo", cityName: "Noida", exShowroomPrice: 0, emi: 0, dealer: true, manufacturer: false, type: "electric auto rickshaw", offer: "<p>offer</p>", rto: 100 };
  expect(priceListItem(row)).toEqual({ brandName: "Mahindra", name: "Treo", cityName: "Noida", exShowroomPrice: 0, emi: 0, dealer: true, manufacturer: false, type: "electric auto rickshaw" });
});

test("below-the-fold data that is already in is rendered in place without waiting for a timer", async () => {
  const ready = Promise.resolve(["Kanpur"]);
  await ready;
  const started: unknown[] = [];
  const realSetTimeout = globalThis.setTimeout;
  globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => (started.push(args), realSetTimeout(...args))) as typeof setTimeout;
  try {
    expect(await inlineIfQuick(ready, 10_000)).toEqual({ data: ["Kanpur"] });
  } finally {
    globalThis.setTimeout = realSetTimeout;
  }
  expect(started).toEqual([]);
});

test("the model-in-city screen hands the page only the product fields it shows", () => {
  const product = {
    brandName: "Mahindra", name: "Treo", categoryName: "three wheeler", typeName: "electric auto rickshaw", price: 219800,
    description: "d", aboutProduct: "<p>about</p>", aboutProductHi: "<p>परिचय</p>", mileage: "130 km", motorType: "PMSM", motorPower: "8 kW", speed: "55 km/h",
    batteryType: "Lithium-ion", chargingTime: "4 h", h2: "", cityName: "", pricePerKm: "",
  };
  expect(Object.keys(cityProductItem(product)).sort()).toEqual(
    ["aboutProduct", "aboutProductHi", "brandName", "categoryName", "description", "mileage", "motorPower", "motorType", "name", "price", "speed", "typeName"],
  );
});

test("below-the-fold data a few steps away (a cache hit through several awaits) is rendered in place without a timer", async () => {
  const cached = async () => {
    for (let i = 0; i < 8; i++) await undefined;
    return ["Agra"];
  };
  const started: unknown[] = [];
  const realSetTimeout = globalThis.setTimeout;
  globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => (started.push(args), realSetTimeout(...args))) as typeof setTimeout;
  try {
    expect(await inlineIfQuick(cached(), 10_000)).toEqual({ data: ["Agra"] });
  } finally {
    globalThis.setTimeout = realSetTimeout;
  }
  expect(started).toEqual([]);
});
