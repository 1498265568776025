import { expect, test } from "vitest";
import { cardPriceText } from "#app/shared/rules/price-breakup";
import { count, getPage, hrefs, section } from "./helpers";
import { sample } from "./sample-data";

test("type screen: title and about from (category, type), a price row per model, a page of 24", async () => {
  const page = sample.page("three wheeler", "e rickshaw");
  const { status, html, text } = await getPage("/three-wheeler/e-rickshaw");
  expect(status).toBe(200);
  expect(text).toContain(page.h1);
  const table = section(html, "type-prices");
  const prices = [...table.matchAll(/<td class="num">₹([\d,]+)<\/td>/g)].map((m) => Number(m[1]!.replaceAll(",", "")));
  // the sample's 22 e-rickshaws, one page, cheapest first
  expect(prices).toHaveLength(22);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(count(section(html, "type-cards"), /data-testid="price-card"/)).toBe(22);
  expect(section(html, "type-cards")).toMatch(/Contact For Finance|Contact to Talk Dealer|Apply for Dealership|Contact to Know More/);
  expect(html).not.toContain('data-testid="list-next"');
  expect(hrefs(section(html, "type-city-links"))).toContain("/e-rickshaw/Noida");
  expect(hrefs(section(html, "type-dealer-links"))).toContain("/city/Noida/electric-rickshaw-dealers");
});

test("type screen: an unknown type, or a type under another category, is the error page with 404", async () => {
  for (const path of ["/three-wheeler/flying-car", "/two-wheeler/e-rickshaw", "/four-wheeler/spare-parts"]) {
    expect((await getPage(path)).status, path).toBe(404);
  }
  expect((await getPage("/two-wheeler/electric-bike")).status).toBe(200);
});

test("category in city: the town's models, cheapest first, a page of 24; View More for a zero price", async () => {
  const rows = sample.prices().filter((p) => p.type === "e rickshaw" && p.cityName === "Noida");
  const { status, html } = await getPage("/e-rickshaw/Noida");
  expect(status).toBe(200);
  const cards = section(html, "city-cards");
  expect(count(cards, /data-testid="price-card"/)).toBe(rows.length);
  // Each card links its price in the town, and offers the compare page with its model in it.
  const [prices, compares] = [hrefs(cards).filter((h) => !h.startsWith("/compare/")), hrefs(cards).filter((h) => h.startsWith("/compare/"))];
  expect(prices.every((h) => /^\/brand\/[^/]+\/[^/]+\/Price-In-Noida$/.test(h))).toBe(true);
  expect(compares.every((h) => /^\/compare\/[^/]+\/[^/]+$/.test(h))).toBe(true);
  expect(compares).toHaveLength(rows.length);
  expect(html).not.toContain('data-testid="list-next"');
  const zero = sample.prices().find((p) => p.exShowroomPrice === 0)!;
  const zeroPage = await getPage(`/${zero.type.replaceAll(" ", "-")}/${zero.cityName}`);
  expect(cardPriceText(0)).toEqual({ term: "viewMore" });
  expect(section(zeroPage.html, "city-cards")).toContain(`${zero.brandName} ${zero.name}</span><span class="card-detail"><span class="card-price">View More</span>`);
});

test("category in city: an unknown type or city is the error page with 404", async () => {
  for (const path of ["/flying-car/Noida", "/e-rickshaw/Atlantis", "/spare-parts/Noida", "/dealer/Shree-Ganesh-E-Motors"]) {
    expect((await getPage(path)).status, path).toBe(404);
  }
});

test("dealer list for a city: activated first, the first prominent, profile links, talk only when activated", async () => {
  // The sample's e-rickshaw dealers in Noida (seed/traders.ts) by name: Noida
  // E-Rickshaw Point (activated), Saraswati Automobiles (not), Shree Ganesh E-Motors (activated);
  // the activated first, each group in name order.
  const dealers = [
    { tName: "Noida-E-Rickshaw-Point", activate: "1" },
    { tName: "Shree-Ganesh-E-Motors", activate: "1" },
    { tName: "Saraswati-Automobiles", activate: "0" },
  ];
  const { status, html } = await getPage("/city/Noida/electric-rickshaw-dealers");
  expect(status).toBe(200);
  const list = section(html, "dealer-list");
  expect(count(list, /data-testid="dealer-card"/)).toBe(dealers.length);
  expect(list).toMatch(/^<ul[^>]*><li class="dealer-card dealer-featured"/);
  const profiles = hrefs(list).filter((h) => h.startsWith("/dealer/"));
  expect(profiles).toEqual(dealers.map((d) => `/dealer/${d.tName}/About`));
  expect(count(list, />Click To Talk Dealer</)).toBe(dealers.filter((d) => d.activate === "1").length);
  expect(count(list, />View Dealer Profile</)).toBe(dealers.length);
  expect(hrefs(list)).toContain(`/enquiry?typeOfQuery=Dealer&traderName=${dealers[0]!.tName}&cityName=Noida`);
});

test("dealer list: Models available in the city, one row of 3 until Click to View More", async () => {
  const rows = sample.prices().filter((p) => p.type === "e rickshaw" && p.cityName === "Noida");
  const { html, text } = await getPage("/city/Noida/electric-rickshaw-dealers");
  expect(text).toContain("Models available in Noida");
  expect(count(section(html, "city-models"), /data-testid="price-card"/)).toBe(3);
  expect(html).toContain(">Click to View More<");
  const all = await getPage("/city/Noida/electric-rickshaw-dealers?more=1");
  expect(count(section(all.html, "city-models"), /data-testid="price-card"/)).toBe(rows.length);
});

test("dealer list: a broken city route is the error page with 404", async () => {
  for (const path of [
    "/city/Noida/e-rickshaw-dealers",
    "/city/Noida.php/electric-rickshaw-dealers",
    "/city/Atlantis/electric-rickshaw-dealers",
    "/city/No%C3%AFda/electric-rickshaw-dealers",
  ]) {
    expect((await getPage(path)).status, path).toBe(404);
  }
  expect((await getPage("/city/Noida/e-rickshaw-loader-dealers")).status).toBe(200);
});
