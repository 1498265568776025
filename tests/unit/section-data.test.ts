import { expect, test } from "vitest";
import { NOT_STORED, sectionData, sectionHeaders } from "#app/shared/lib/section-data";
import { cityProductItem, modelCardItem, priceListItem } from "#app/shared/lib/list-items";

test("below-the-fold data is waited for: the section gets its value, in place", async () => {
  expect(await sectionData(Promise.resolve(["Noida"]))).toEqual(["Noida"]);
});

test("a failed below-the-fold call loses only its section: null, and the page is not stored", async () => {
  const failed = await sectionData(Promise.reject(new Error("origin down")));
  expect(failed).toBeNull();
  expect(sectionHeaders(["Noida"], failed)).toEqual(NOT_STORED);
  expect(sectionHeaders(["Noida"], [])).toBeUndefined();
});

test("lists hand the page only the fields their cards and rows show", () => {
  const product = { brandName: "Mahindra", name: "Treo", typeName: "electric auto rickshaw", price: 222000, aboutProduct: "<p>long</p>", speed: "55 km/h" };
  expect(modelCardItem(product, { price: 218_000, town: "Agra" })).toEqual({ brandName: "Mahindra", name: "Treo", typeName: "electric auto rickshaw", from: 218_000 });
  const row = { brandName: "Mahindra", name: "Treo", cityName: "Noida", exShowroomPrice: 0, emi: 0, dealer: true, manufacturer: false, type: "electric auto rickshaw", offer: "<p>offer</p>", rto: 100 };
  expect(priceListItem(row)).toEqual({ brandName: "Mahindra", name: "Treo", cityName: "Noida", exShowroomPrice: 0, emi: 0, dealer: true, manufacturer: false, type: "electric auto rickshaw" });
});

test("the model-in-city screen hands the page only the product fields it shows, never the catalogue's own price", () => {
  const product = {
    brandName: "Mahindra", name: "Treo", categoryName: "three wheeler", typeName: "electric auto rickshaw", price: 219800,
    vehicleCategory: "L5M (passenger e-auto)", description: "d", aboutProduct: "about", aboutProductHi: "परिचय",
    mileage: "130 km", mileageHi: "", motorType: "PMSM", motorTypeHi: "", motorPower: "8 kW", motorPowerHi: "", speed: "55 km/h", speedHi: "",
    batteryType: "Lithium-ion", chargingTime: "4 h", h2: "", cityName: "", pricePerKm: "",
  };
  // each shown specification value with its Hindi version; the category for the schemes it may name
  expect(Object.keys(cityProductItem(product)).sort()).toEqual([
    "aboutProduct", "aboutProductHi", "brandName", "categoryName", "mileage", "mileageHi", "motorPower", "motorPowerHi",
    "motorType", "motorTypeHi", "name", "speed", "speedHi", "typeName", "vehicleCategory",
  ]);
});
