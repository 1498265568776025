import { expect, test } from "vitest";
import {
  cityFromPriceSegment,
  cityRoutePath,
  normaliseCityRoute,
  priceInSegment,
} from "#app/shared/rules/city-route";

test("the site's dealer-list link /city/Noida/electric-rickshaw-dealers works", () => {
  expect(normaliseCityRoute("Noida", "electric-rickshaw-dealers")).toEqual({
    ok: true,
    city: "Noida",
    typeName: "e rickshaw dealers",
    vehicleType: "e rickshaw",
  });
});

test("electric rickshaw dealers is mapped to e rickshaw dealers", () => {
  const route = normaliseCityRoute("Noida", "electric_rickshaw_dealers");
  expect(route.ok && route.typeName).toBe("e rickshaw dealers");
});

test("go to error if the type equals e rickshaw dealers", () => {
  expect(normaliseCityRoute("Noida", "e-rickshaw-dealers")).toEqual({ ok: false });
  expect(normaliseCityRoute("Noida", "e_rickshaw_dealers")).toEqual({ ok: false });
  expect(normaliseCityRoute("Noida", "E-Rickshaw-Dealers")).toEqual({ ok: false });
});

test("underscores in city and type are replaced by spaces (hyphens too)", () => {
  expect(normaliseCityRoute("rae_bareli", "electric_scooter")).toEqual({
    ok: true,
    city: "Rae Bareli",
    typeName: "electric scooter",
    vehicleType: "electric scooter",
  });
  const hyphens = normaliseCityRoute("rae-bareli", "electric-scooter");
  expect(hyphens.ok && [hyphens.city, hyphens.typeName]).toEqual(["Rae Bareli", "electric scooter"]);
});

test("the city is converted to camel case: each word capitalised, the rest kept", () => {
  const city = (segment: string) => {
    const route = normaliseCityRoute(segment, "e-rickshaw");
    return route.ok ? route.city : null;
  };
  expect(city("noida")).toBe("Noida");
  expect(city("RaeBareli")).toBe("RaeBareli");
  expect(city("navi_mumbai")).toBe("Navi Mumbai");
});

test("the prefix Price In is stripped from the city", () => {
  const route = normaliseCityRoute("Price_In_Noida", "e-rickshaw");
  expect(route.ok && route.city).toBe("Noida");
  const lower = normaliseCityRoute("price-in-gorakhpur", "e-rickshaw");
  expect(lower.ok && lower.city).toBe("Gorakhpur");
});

test("a city or type that is no name goes to error", () => {
  expect(normaliseCityRoute("", "e-rickshaw")).toEqual({ ok: false });
  expect(normaliseCityRoute("Noida.php", "e-rickshaw")).toEqual({ ok: false });
  expect(normaliseCityRoute("Noida", "---")).toEqual({ ok: false });
  expect(normaliseCityRoute("Noida", "e-rickshaw%00")).toEqual({ ok: false });
});

test("the model-in-city segment Price-In-{city} gives the city", () => {
  expect(cityFromPriceSegment("Price-In-Noida")).toEqual({ ok: true, city: "Noida" });
  expect(cityFromPriceSegment("Price_In_RaeBareli")).toEqual({ ok: true, city: "RaeBareli" });
  expect(cityFromPriceSegment("price-in-navi-mumbai")).toEqual({ ok: true, city: "Navi Mumbai" });
});

test("go to error if the city had no underscores (unchanged by the replacement)", () => {
  expect(cityFromPriceSegment("Noida")).toEqual({ ok: false });
  expect(cityFromPriceSegment("PriceInNoida")).toEqual({ ok: false });
  expect(cityFromPriceSegment("Price In Noida")).toEqual({ ok: false });
});

test("a model-in-city segment without the Price In prefix or without a city goes to error", () => {
  expect(cityFromPriceSegment("Cost-In-Noida")).toEqual({ ok: false });
  expect(cityFromPriceSegment("Price-In-")).toEqual({ ok: false });
  expect(cityFromPriceSegment("Price-In-No1da")).toEqual({ ok: false });
});

test("links are built so that they parse back to the same city and type", () => {
  expect(priceInSegment("Noida")).toBe("Price-In-Noida");
  expect(cityRoutePath("Noida", "e rickshaw dealers")).toBe("/city/Noida/electric-rickshaw-dealers");
  expect(cityRoutePath("Rae Bareli", "electric scooter")).toBe("/city/Rae-Bareli/electric-scooter");
  for (const city of ["Noida", "RaeBareli", "Rae Bareli"]) {
    expect(cityFromPriceSegment(priceInSegment(city))).toEqual({ ok: true, city });
    const [, , c = "", t = ""] = cityRoutePath(city, "e rickshaw dealers").split("/");
    expect(normaliseCityRoute(c, t)).toMatchObject({ ok: true, city, typeName: "e rickshaw dealers" });
  }
});
