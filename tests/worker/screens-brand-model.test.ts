import { expect, test } from "vitest";
import { count, getPage, hrefs, section, visibleText } from "./helpers";
import { sample } from "./sample-data";

const mahindra = () => sample.products().filter((p) => p.brandName === "Mahindra");

test("brand page: models in rows of 3, 6 at first, View More adds 6 (?more=N)", async () => {
  const total = mahindra().length;
  const first = await getPage("/brand/Mahindra");
  expect(first.status).toBe(200);
  const grid = section(first.html, "brand-models");
  expect(grid).toContain("card-grid-3");
  expect(count(grid, /data-testid="model-card"/)).toBe(6);
  expect(first.html).toMatch(/href="\/brand\/Mahindra\?more=1"[^>]*>View More</);
  const more = await getPage("/brand/Mahindra?more=1");
  expect(count(section(more.html, "brand-models"), /data-testid="model-card"/)).toBe(Math.min(12, total));
  if (total <= 12) expect(more.html).not.toContain(">View More<");
});

test("brand page: the 10-row price table links each row to its model-in-city page", async () => {
  const { html } = await getPage("/brand/Mahindra");
  const table = section(html, "brand-prices");
  expect(count(table, /<tr>/)).toBe(11); // header + 10 rows
  // the sample's first Mahindra row in the table's order: Alfa DX CNG in Agra, ex-showroom 2,32,300
  expect(hrefs(table)[0]).toBe("/brand/Mahindra/Alfa-DX-CNG/Price-In-Agra");
  expect(visibleText(table)).toContain("Mahindra Alfa DX CNG Agra ₹2,32,300");
});

test("brand page: dealer links go to /dealer/{tName}/About", async () => {
  const dealers = sample.traders().filter((t) => t.traderType === "Dealer" && t.brandDeal.includes("Mahindra"));
  expect(dealers.length).toBeGreaterThan(0);
  const { html } = await getPage("/brand/Mahindra");
  const links = hrefs(section(html, "brand-dealers"));
  expect(links.sort()).toEqual(dealers.map((d) => `/dealer/${d.tName}/About`).sort());
});

/** The model-in-city pages the sample prices for one model, as links. */
const pricedCityLinks = (brand: string, model: string) =>
  sample
    .prices()
    .filter((p) => p.brandName === brand && p.name === model)
    .map((p) => `/brand/${brand}/${model.replaceAll(" ", "-")}/Price-In-${p.cityName.replaceAll(" ", "-")}`);

test("brand page: price-by-city links lead to the lead model's price in each listed city", async () => {
  const { html } = await getPage("/brand/Mahindra");
  const links = hrefs(section(html, "brand-city-links"));
  expect(links.length).toBeGreaterThan(5);
  expect(links).toContain("/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
  // every link has a price row behind it (no link to a 404), in the city list's order
  expect(links).toEqual(pricedCityLinks("Mahindra", mahindra()[0]!.name).slice(0, 50));
});

test("model page: price-by-city links are exactly the cities the model is priced in", async () => {
  const { html } = await getPage("/brand/Mahindra/e-Alfa-Mini");
  expect(hrefs(section(html, "model-city-links"))).toEqual(pricedCityLinks("Mahindra", "e-Alfa Mini").slice(0, 50));
});

test("an unknown brand is the error page with 404", async () => {
  expect((await getPage("/brand/No-Such-Brand")).status).toBe(404);
});

test("model specification: summary, full specification without empty fields, about HTML, city links, Find Dealer", async () => {
  const p = mahindra().find((m) => m.name === "e-Alfa Mini")!;
  const { status, html, text } = await getPage("/brand/Mahindra/e-Alfa-Mini");
  expect(status).toBe(200);
  const summary = section(html, "model-summary");
  // the running cost a km is the running-cost tool's (tests/worker/tools-running-cost.test.ts)
  // the sample's e-Alfa Mini: price 1,08,600, 85 km/charge, 25 km/h
  for (const value of ["₹1,08,600", "85 km/charge", "25 km/h"]) expect(summary).toContain(value);
  expect(summary).toContain(">Running Cost<");
  expect(summary).toContain(">Maximum Speed<");
  const spec = section(html, "model-spec-table");
  expect(spec).toContain(">Motor Power</th><td>1000 W<");
  expect(p.loadCapacity).toBe("");
  expect(spec).not.toContain(">Load Capacity<");
  expect(html).toContain("<strong>Mahindra e-Alfa Mini</strong>");
  expect(hrefs(section(html, "model-city-links"))).toContain("/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
  expect(hrefs(html)).toContain("/enquiry?typeOfQuery=Model&brandName=Mahindra&modelName=e-Alfa+Mini");
  expect(text).toContain("Find Dealer");
});

test("model names with brackets are reached through their slug", async () => {
  const { status, text } = await getPage("/brand/Mayuri/Super-_Li-ion");
  expect(status).toBe(200);
  expect(text).toContain("Mayuri Super (Li-ion)");
});

test("an unknown model is the error page with 404", async () => {
  expect((await getPage("/brand/Mahindra/No-Such-Model")).status).toBe(404);
});
