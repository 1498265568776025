import { expect, test } from "vitest";
import type { Price } from "#app/shared/entities";
import { typePath } from "#app/shared/rules/paths";
import { TYPES } from "../../seed/vehicle-types";
import { bodyText, count, fetchWorker, getPage, queryString, section } from "./helpers";
import { sample } from "./sample-data";

// A type screen lists every model of the type exactly once, with its lowest price and the city of
// that price, a page of 24 at a time (docs/decisions/148).

const modelKey = (r: Pick<Price, "brandName" | "name">) => `${r.brandName} ${r.name}`;

/** The expected row per model: its cheapest priced city (a 0 price only when no city has one). */
function cheapestRows(typeName: string): Map<string, Price> {
  const byModel = new Map<string, Price>();
  const rank = (p: Price) => (p.exShowroomPrice === 0 ? Infinity : p.exShowroomPrice);
  for (const p of sample.prices().filter((r) => r.type === typeName)) {
    const best = byModel.get(modelKey(p));
    const better = !best || rank(p) < rank(best) || (rank(p) === rank(best) && p.cityName.localeCompare(best.cityName) < 0);
    if (better) byModel.set(modelKey(p), p);
  }
  return byModel;
}

/** The table rows of a type screen with every next page followed: [model, city, price text]. */
async function everyRow(path: string): Promise<string[][]> {
  const rows: string[][] = [];
  let next: string | null = path;
  for (let pages = 0; next && pages < 20; pages++) {
    const { html } = await getPage(next);
    const table = section(html, "type-prices");
    // model (its range under it), city, price
    for (const m of table.matchAll(/<tr>\s*<td>.*?>([^<]+)<\/a>(?:<span class="table-note">[^<]*<\/span>)?\s*<\/td>\s*<td>([^<]*)<\/td>\s*<td class="num">([^<]*)<\/td>/gs)) {
      rows.push(m.slice(1).map((s) => s.replaceAll("&amp;", "&")));
    }
    const link = /data-testid="list-next" href="([^"]+)"/.exec(html)?.[1];
    next = link ? link.replaceAll("&amp;", "&") : null;
  }
  if (next) throw new Error(`${path}: the pages never ended`);
  return rows;
}

test("type screens list every model of the type exactly once, with its lowest price and that city", async () => {
  const expected = cheapestRows("electric scooter");
  const rows = await everyRow("/two-wheeler/electric-scooter");
  const models = rows.map(([model]) => model!);
  expect(new Set(models).size).toBe(models.length);
  expect(models.sort()).toEqual([...expected.keys()].sort());
  for (const [model, city, price] of rows) {
    const best = expected.get(model!)!;
    expect(city, model).toBe(best.cityName);
    if (best.exShowroomPrice > 0) expect(price, model).toBe(`₹${best.exShowroomPrice.toLocaleString("en-IN")}`);
  }
  for (const brand of ["Ather", "Ola", "TVS"]) expect(models.some((m) => m.startsWith(`${brand} `)), brand).toBe(true);
});

test("type screens show 24 models a page and offer the next page only when there is more", async () => {
  const total = cheapestRows("e rickshaw").size;
  expect(total).toBe(22);
  const first = await getPage("/three-wheeler/e-rickshaw");
  // 22 e-rickshaws fit one page: every one, and no next page
  expect(count(section(first.html, "type-cards"), /data-testid="price-card"/)).toBe(22);
  expect(first.html).not.toContain('data-testid="list-next"');
  // 26 scooters: 24, then the 2 from the 25th
  const scooters = await getPage("/two-wheeler/electric-scooter");
  expect(count(section(scooters.html, "type-cards"), /data-testid="price-card"/)).toBe(24);
  const next = /data-testid="list-next" href="([^"]+)"/.exec(scooters.html)![1]!.replaceAll("&amp;", "&");
  const second = await getPage(next);
  expect(count(section(second.html, "type-cards"), /data-testid="price-card"/)).toBe(2);
  expect(second.html).not.toContain('data-testid="list-next"');
  expect(second.html).toContain('data-testid="list-first" href="/two-wheeler/electric-scooter"');
});

test("every model of the catalogue is reachable from its type screen", async () => {
  const missing: string[] = [];
  for (const { typeName, categoryName } of TYPES) {
    const shown = new Set((await everyRow(typePath(categoryName, typeName))).map(([model]) => model));
    for (const p of sample.products().filter((m) => m.typeName === typeName)) {
      if (!shown.has(modelKey({ brandName: p.brandName, name: p.name }))) missing.push(`${typeName}: ${modelKey({ brandName: p.brandName, name: p.name })}`);
    }
  }
  expect(missing).toEqual([]);
});

test("getPriceByType answers each model once; a band of the type-name mapping still narrows it", async () => {
  const all = (await (await fetchWorker(`/api/getPriceByType?${queryString({ typeName: "electric scooter", count: 1000, gt: "0", lte: "0" })}`)).json()) as Price[];
  expect(all.map(modelKey)).toEqual([...new Set(all.map(modelKey))]);
  const band = (await (await fetchWorker(`/api/getPriceByType?${queryString({ typeName: "electric scooter", count: 1000, gt: "50001", lte: "60000" })}`)).json()) as Price[];
  expect(band.length).toBeGreaterThan(0);
  expect(band.length).toBeLessThan(all.length);
  for (const r of band) expect(r.exShowroomPrice >= 50001 && r.exShowroomPrice <= 60000).toBe(true);
});

test("a type screen's intro says how many models it lists and its \"from\" price, made from the numbers, in both languages", async () => {
  // By hand from the seeded sample: 22 e-rickshaw models are priced under "e rickshaw", the lowest
  // published price of any of them ₹82,000; 26 electric scooters, from ₹42,700.
  expect(bodyText(section((await getPage("/three-wheeler/e-rickshaw")).html, "type-intro"))).toBe(
    "22 E Rickshaw models in India, from ₹82,000 ex-showroom, with their prices by town and dealers.",
  );
  expect(bodyText(section((await getPage("/hi/three-wheeler/e-rickshaw")).html, "type-intro"))).toBe(
    "भारत में ई-रिक्शा के 22 मॉडल, शहर के हिसाब से उनकी कीमत और डीलर। एक्स-शोरूम कीमत ₹82,000 से शुरू।",
  );
  expect(bodyText(section((await getPage("/two-wheeler/electric-scooter")).html, "type-intro"))).toBe(
    "26 Electric Scooter models in India, from ₹42,700 ex-showroom, with their prices by town and dealers.",
  );
  // the count is the list's: a narrowed view shows fewer, the intro still the type's
  expect(bodyText(section((await getPage("/three-wheeler/e-rickshaw?battery=lithium")).html, "type-intro"))).toContain("22 E Rickshaw models");
});

test("a type screen shows one figure per model: its table and its cards show the same price and town, with or without a remembered town, in the order its price sort gives", async () => {
  const cardsOf = (html: string) =>
    [...section(html, "type-cards").matchAll(/<span class="card-title">([^<]+)<\/span><span class="card-detail"><span class="card-price">([^<]+)<\/span><span class="card-city">([^<·]+)/g)].map((m) =>
      m.slice(1).map((s) => s.replaceAll("&amp;", "&").trim()),
    );
  const tableOf = (html: string) =>
    [...section(html, "type-prices").matchAll(/<tr>\s*<td>.*?>([^<]+)<\/a>(?:<span class="table-note">[^<]*<\/span>)?\s*<\/td>\s*<td>([^<]*)<\/td>\s*<td class="num">([^<]*)<\/td>/gs)].map((m) =>
      [m[1]!, m[3]!, m[2]!].map((s) => s.replaceAll("&amp;", "&").trim()),
    );
  for (const cookie of ["", "town=Varanasi", "town=221001"]) {
    const res = await fetchWorker("/three-wheeler/e-rickshaw", cookie ? { headers: { Cookie: cookie } } : {});
    const html = await res.text();
    const table = tableOf(html);
    expect(table, cookie).toHaveLength(22);
    // the same model, figure and town on each card as on its table row
    expect(cardsOf(html), cookie).toEqual(table);
    // By hand: the Hero Electric Raahii at its lowest price, ₹1,06,700 in Ghaziabad, not Gorakhpur's ₹1,08,900 near Varanasi
    expect(table.find(([model]) => model === "Hero Electric Raahii"), cookie).toEqual(["Hero Electric Raahii", "₹1,06,700", "Ghaziabad"]);
    // cheapest first by the figures shown: Jezza Classic ₹82,000 (Ghaziabad) then Mini Metro Classic ₹82,500
    const figures = table.map(([, price]) => Number(price!.replace(/\D/g, "")) || Infinity);
    expect(figures, cookie).toEqual([...figures].sort((a, b) => a - b));
    expect(table.slice(0, 2).map(([model, price]) => `${model} ${price}`), cookie).toEqual(["Jezza Classic ₹82,000", "Mini Metro Classic ₹82,500"]);
  }
  // a remembered town is one tap away: its own list, at its prices
  const withTown = await (await fetchWorker("/three-wheeler/e-rickshaw", { headers: { Cookie: "town=Varanasi" } })).text();
  expect(section(withTown, "type-in-your-town")).toContain('href="/e-rickshaw/Varanasi"');
});
