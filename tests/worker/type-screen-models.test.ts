import { expect, test } from "vitest";
import type { Price } from "#app/domain/entities";
import { typePath } from "#app/domain/rules/paths";
import { TYPES } from "#worker/origin/sample/vehicle-types";
import { count, fetchWorker, getPage, queryString, section } from "./helpers";
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
  expect(first.text).toContain(`${total} E Rickshaw models from`);
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
