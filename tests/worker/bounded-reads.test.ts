import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { contract, type OriginGetCallName } from "#app/shared/contract";
import { originGet } from "#worker/origin";
import { priceColumns, productColumns, toLocation, toPrice, toProduct, traderColumns, type PriceRow } from "#worker/origin/rows";
import { traders } from "#worker/origin/queries/traders";
import { distanceKm } from "#app/shared/rules/india";
import type { Product } from "#app/shared/entities";
import { SAMPLE_PARAMS } from "../../seed";
import { metered, type Noted } from "./helpers";

// No page reads more rows than it shows plus one page (docs/decisions/133). Each contract call
// the embedded origin answers runs with the sample's parameters against D1, which reports the
// rows it read for each statement (`meta.rows_read`); each statement a call sends may read the
// rows it returns and one page more. On the sample the bad reads were already a few
// pages over (the type's models 67 read for 6 shown, a brand's dealers 392 for 95, the type
// page's prices 855 for 4); at a hundred times the sample they were thousands
// (docs/decisions/127). `npm --prefix tools run bench:queries` measures the same at any size.

/** One page: the rows a list shows at a time (the console's lists, a town's dealers). */
const PAGE = 50;

/** The calls answered without SQL (query-plans.test.ts holds that they send none). */
const NO_SQL: readonly OriginGetCallName[] = ["getTypeByName"];

/** Calls whose answer is the whole of a list, read whole by contract, and why. */
const WHOLE_LISTS: Partial<Record<OriginGetCallName, string>> = {
  getBrand: "every brand, A to Z (the sitemaps, the console; the brand list page reads a page at a time: getBrandFrom)",
  getCity: "every town with its district and state (a visitor's town and its nearest towns, lead routing, the sitemaps; the pages list towns a page at a time: getCityByState)",
  getTrader: "every dealer or every manufacturer with their products (the sitemaps, the search's lists)",
};

type Case = { label: string; call: OriginGetCallName; params: unknown; why?: string };

/** Every call with the sample's parameters, and the type page's own call of getPriceByType. */
const CASES: Case[] = [
  ...(Object.keys(originGet) as OriginGetCallName[]).filter((call) => !NO_SQL.includes(call)).map((call): Case => ({
    label: call,
    call,
    params: SAMPLE_PARAMS[call],
    why: WHOLE_LISTS[call],
  })),
].map((c) =>
  c.call === "getPriceByType"
    ? {
        ...c,
        label: "getPriceByType within a price band",
        why: "a band no page asks for (the type page asks none: below): a model's cheapest row in any band cannot be kept, so the band's rows of the type are ranked",
      }
    : c,
);
CASES.push({ label: "getPriceByType as the type page asks (no band)", call: "getPriceByType", params: { typeName: "e rickshaw", count: 7, gt: "0", lte: "0" } });

async function readsOf(call: OriginGetCallName, params: unknown): Promise<Noted[]> {
  const noted: Noted[] = [];
  const query = contract[call].query.parse(params);
  const answer = originGet[call] as unknown as (db: D1Database, query: unknown) => Promise<unknown[]>;
  await answer(metered(env.DB, noted), query);
  return noted;
}

/**
 * Why the reads break the rule, or null. Each statement may read the rows it returns and one page
 * more: a call of two statements (a list, then its items' products) has a page for each, as each
 * reads its own rows through an index (a join reads its index row and its table row).
 */
function overRead(noted: readonly Noted[]): string | null {
  const over = noted.filter((s) => s.read > s.returned + PAGE);
  if (over.length === 0) return null;
  return over.map((s) => `read ${s.read} rows for ${s.returned} answered (allowed ${s.returned + PAGE}): ${s.sql.replace(/\s+/g, " ")}`).join("\n");
}

test.each(CASES.filter((c) => !c.why).map((c) => [c.label, c] as const))(
  "no origin call reads more rows than it answers plus one page: %s",
  async (_label, { call, params }) => {
    const noted = await readsOf(call, params);
    expect(noted.length, `${call} sent D1 no statement`).toBeGreaterThan(0);
    expect(overRead(noted)).toBeNull();
  },
);

test("the calls allowed to read more are the whole lists, each with its reason", () => {
  const allowed = CASES.filter((c) => c.why).map((c) => c.label);
  expect(allowed.sort()).toEqual(["getBrand", "getCity", "getPriceByType within a price band", "getTrader"]);
});

test("the check fails a known bad read: the type's models ordered by popularity read from the brand table, as before migration 0018", async () => {
  const noted: Noted[] = [];
  const db = metered(env.DB, noted);
  await db
    .prepare(
      `SELECT ${productColumns("p")} FROM product p LEFT JOIN brand b ON b.brandName = p.brandName
       WHERE p.typeName = ?1 COLLATE NOCASE
       ORDER BY COALESCE(b.popularity, 0) DESC, p.brandName COLLATE NOCASE, p.position, p.name COLLATE NOCASE LIMIT ?2`,
    )
    .bind("e rickshaw", 6)
    .all();
  expect(overRead(noted)).toMatch(/^read \d+ rows for 6 answered/);
  // and a price list sorted by a column no index orders: every row read for one shown
  const sorted: Noted[] = [];
  await metered(env.DB, sorted).prepare(`SELECT ${priceColumns()} FROM price ORDER BY emi LIMIT 1`).all();
  expect(overRead(sorted)).toMatch(/^read \d+ rows for 1 answered/);
});

// The same answers as before: each call whose reads changed against the statement it sent before
// migration 0018, over every type, promotion, brand and a grid of positions over India and beyond.

const rows = async <T,>(sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).all<T>()).results;
const call = <N extends OriginGetCallName>(name: N, params: unknown) =>
  (originGet[name] as unknown as (db: D1Database, query: unknown) => Promise<unknown[]>)(env.DB, contract[name].query.parse(params));
const OLD_BY_POPULARITY = "COALESCE(b.popularity, 0) DESC, p.brandName COLLATE NOCASE, p.position, p.name COLLATE NOCASE";

test("the lists read through the kept facts answer exactly as the statements they replace", async () => {
  const types = (await rows<{ typeName: string }>("SELECT DISTINCT typeName FROM product UNION SELECT DISTINCT type FROM price")).map((r) => r.typeName);
  expect(types.length).toBeGreaterThan(5);
  for (const typeName of types) {
    const before = (await rows<Product>(`SELECT ${productColumns("p")} FROM product p LEFT JOIN brand b ON b.brandName = p.brandName
      WHERE p.typeName = ?1 COLLATE NOCASE ORDER BY ${OLD_BY_POPULARITY} LIMIT ?2`, typeName, 1000)).map(toProduct);
    expect(await call("getModelByType", { typeName, count: 1000 }), typeName).toEqual(before);
    const cheapestBefore = (await rows<PriceRow>(`SELECT ${priceColumns()} FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY brandName COLLATE NOCASE, name COLLATE NOCASE
          ORDER BY exShowroomPrice = 0, exShowroomPrice, cityName COLLATE NOCASE) AS rank
        FROM price WHERE type = ?1 COLLATE NOCASE)
      WHERE rank = 1 ORDER BY exShowroomPrice = 0, exShowroomPrice, brandName COLLATE NOCASE, name COLLATE NOCASE, cityName COLLATE NOCASE LIMIT ?2`, typeName, 1000)).map(toPrice);
    expect(await call("getPriceByType", { typeName, count: 1000, gt: "0", lte: "0" }), typeName).toEqual(cheapestBefore);
  }
  for (const { promotion } of await rows<{ promotion: string }>("SELECT DISTINCT promotion FROM product WHERE promotion <> ''")) {
    const before = (await rows<Product>(`SELECT ${productColumns("p")} FROM product p LEFT JOIN brand b ON b.brandName = p.brandName
      WHERE p.promotion = ?1 COLLATE NOCASE ORDER BY ${OLD_BY_POPULARITY}`, promotion)).map(toProduct);
    expect(await call("getProductByPromotion", { promotion }), promotion).toEqual(before);
  }
  const brands = await rows<{ brandName: string }>(`SELECT brandName FROM brand UNION SELECT j.value FROM trader t,
    json_each(CASE WHEN json_valid(t.brandDeal) THEN t.brandDeal ELSE '[]' END) j WHERE j.type = 'text'`);
  for (const { brandName } of brands) {
    for (const traderType of ["Dealer", "Manufacturer"] as const) {
      const before = await traders(env.DB, `SELECT ${traderColumns("t")} FROM trader t
        WHERE t.traderType = ?1 AND EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(t.brandDeal) THEN t.brandDeal ELSE '[]' END) WHERE value = ?2 COLLATE NOCASE)
        ORDER BY t.traderName COLLATE NOCASE, t.tName`, traderType, brandName.toUpperCase());
      expect(await call(traderType === "Dealer" ? "getDealerByBrand" : "getTraderByBrand", { traderType, brandName: brandName.toUpperCase() }), brandName).toEqual(before);
    }
  }
  const states = await rows<{ stateName: string }>("SELECT DISTINCT stateName FROM city ORDER BY stateName");
  expect(await call("getState", {})).toEqual(states.map(toLocation));
});

test("the nearest town is the nearest of every town, wherever the position", async () => {
  const towns = await rows<{ stateName: string; districtName: string; cityName: string; lat: number; lng: number; pincode: string }>(
    `SELECT c.stateName, c.districtName, c.cityName, c.lat, c.lng,
       COALESCE((SELECT MIN(a.pincode) FROM area a WHERE a.cityName = c.cityName), '') AS pincode FROM city c`,
  );
  const grid: (readonly [number, number])[] = [];
  for (let lat = -10; lat <= 60; lat += 7) for (let lng = 50; lng <= 110; lng += 6) grid.push([lat, lng]);
  // near the poles and the date line, where no box is drawn, and between close towns
  grid.push([89.9, 179.9], [-89, -179.5], [0, 0], [28.6, 77.2], [28.61, 77.21]);
  for (const [lat, lng] of grid) {
    let nearest = towns[0]!;
    for (const town of towns) if (distanceKm(lat, lng, town.lat, town.lng) < distanceKm(lat, lng, nearest.lat, nearest.lng)) nearest = town;
    expect(await call("getGeoCode", { lat, lng }), `${lat}, ${lng}`).toEqual([{ ...nearest, areaName: "" }]);
  }
  // the sample's parameters: Noida itself
  expect(await call("getGeoCode", { lat: 28.54, lng: 77.39 })).toEqual([expect.objectContaining({ cityName: "Noida" })]);
}, 120_000);

// The kept facts (migration 0018) after every kind of write the catalogue gets: each compared
// with the same fact recomputed from scratch from the rows it is kept from.

async function count(sql: string): Promise<number> {
  return Number((await env.DB.prepare(sql).first<{ n: number }>())?.n);
}

async function keptFactsAreRight() {
  expect(
    await count(`SELECT COUNT(*) AS n FROM product p
      WHERE p.popularity <> COALESCE((SELECT b.popularity FROM brand b WHERE b.brandName = p.brandName), 0)`),
    "product.popularity is its brand's",
  ).toBe(0);
  expect(
    await count(`SELECT COUNT(*) AS n FROM (
      SELECT cheapest, ROW_NUMBER() OVER (
        PARTITION BY brandName COLLATE NOCASE, name COLLATE NOCASE, type COLLATE NOCASE
        ORDER BY exShowroomPrice = 0, exShowroomPrice, cityName COLLATE NOCASE) = 1 AS first
      FROM price) WHERE cheapest <> first`),
    "price.cheapest is on each model's first row of each type",
  ).toBe(0);
  // compared as trader_brand keys them: a brand and a trader name in any case are one
  const listed = `SELECT j.value COLLATE NOCASE AS brandName, t.traderType, t.traderName COLLATE NOCASE, t.tName
    FROM trader t, json_each(CASE WHEN json_valid(t.brandDeal) THEN t.brandDeal ELSE '[]' END) j WHERE j.type = 'text'`;
  const kept = "SELECT brandName, traderType, traderName, tName FROM trader_brand";
  expect(await count(`SELECT COUNT(*) AS n FROM (${listed} EXCEPT ${kept})`), "every listed brand is kept").toBe(0);
  expect(await count(`SELECT COUNT(*) AS n FROM (${kept} EXCEPT ${listed})`), "every kept brand is listed").toBe(0);
}

test("the kept facts are right after the seed", async () => {
  await keptFactsAreRight();
  expect(await count("SELECT COUNT(*) AS n FROM trader_brand")).toBeGreaterThan(0);
  expect(await count("SELECT COUNT(*) AS n FROM price WHERE cheapest = 1")).toBeGreaterThan(0);
});

test("the kept facts follow inserts, upserts, replaces, renames and deletes of brands, models, prices and traders", async () => {
  const run = (sql: string) => env.DB.prepare(sql).run();
  // brands: a new one, its popularity changed, a rename, a delete
  await run("INSERT INTO brand (brandName, popularity) VALUES ('Kept Motors', 7)");
  await run("INSERT INTO product (brandName, name, categoryName, typeName) VALUES ('Kept Motors', 'K1', 'e rickshaw', 'e rickshaw')");
  await run("INSERT INTO product (brandName, name, categoryName, typeName) VALUES ('Nobody Motors', 'N1', 'e rickshaw', 'e rickshaw')");
  await keptFactsAreRight();
  await run("UPDATE brand SET popularity = 99 WHERE brandName = 'Kept Motors'");
  await keptFactsAreRight();
  await run("UPDATE brand SET brandName = 'Nobody Motors' WHERE brandName = 'Kept Motors'");
  await keptFactsAreRight();
  await run("UPDATE product SET brandName = 'Nobody Motors' WHERE brandName = 'Kept Motors'");
  await run("INSERT OR REPLACE INTO brand (brandName, popularity) VALUES ('Nobody Motors', 3)");
  await keptFactsAreRight();
  await run("DELETE FROM brand WHERE brandName = 'Nobody Motors'");
  await keptFactsAreRight();
  await run("UPDATE brand SET popularity = popularity + 1");
  await keptFactsAreRight();

  // prices: a cheaper town, a dearer one, a price edited both ways, the cheapest deleted, a
  // "Contact Us For Price" row, a replace, a rename of the model, the console's upsert
  const model = "brandName = 'Mahindra' AND name = 'e-Alfa Mini'";
  const cols = "brandName, name, cityName, exShowroomPrice, type";
  await run(`INSERT INTO price (${cols}) VALUES ('Mahindra', 'e-Alfa Mini', 'Cheaptown', 1, 'e rickshaw')`);
  await run(`INSERT INTO price (${cols}) VALUES ('MAHINDRA', 'E-ALFA MINI', 'Dearville', 999999, 'E Rickshaw')`);
  await run(`INSERT INTO price (${cols}) VALUES ('Mahindra', 'e-Alfa Mini', 'Asktown', 0, 'e rickshaw')`);
  await keptFactsAreRight();
  expect(await env.DB.prepare(`SELECT cityName FROM price WHERE ${model} AND cheapest = 1`).first("cityName")).toBe("Cheaptown");
  await run(`UPDATE price SET exShowroomPrice = 2000000 WHERE ${model} AND cityName = 'Cheaptown'`);
  await keptFactsAreRight();
  await run(`UPDATE price SET exShowroomPrice = 2 WHERE ${model} AND cityName = 'Dearville'`);
  await keptFactsAreRight();
  await run(`DELETE FROM price WHERE ${model} AND cheapest = 1`);
  await keptFactsAreRight();
  await run(`INSERT OR REPLACE INTO price (${cols}) VALUES ('Mahindra', 'e-Alfa Mini', 'Cheaptown', 3, 'e rickshaw')`);
  await run(`INSERT OR REPLACE INTO price (${cols}) VALUES ('Mahindra', 'e-Alfa Mini', 'Cheaptown', 5000000, 'e rickshaw')`);
  await keptFactsAreRight();
  await run(`UPDATE price SET type = 'electric scooter' WHERE ${model} AND cityName = 'Noida'`);
  await keptFactsAreRight();
  await run(`UPDATE price SET name = 'e-Alfa Mini 2' WHERE ${model}`);
  await keptFactsAreRight();
  await run(`INSERT INTO price (${cols}) VALUES ('Mahindra', 'e-Alfa Mini 2', 'Noida', 4, 'e rickshaw')
    ON CONFLICT (brandName, name, cityName) DO UPDATE SET exShowroomPrice = excluded.exShowroomPrice, type = excluded.type`);
  await keptFactsAreRight();
  await run("DELETE FROM price WHERE brandName = 'Mahindra'");
  await keptFactsAreRight();

  // traders: a list with a brand twice in two cases and a number, edited, renamed, replaced, deleted
  const tcols = "tName, traderName, traderType, brandDeal";
  await run(`INSERT INTO trader (${tcols}) VALUES ('Kept-Dealer', 'Kept Dealer', 'Dealer', '["Mahindra","mahindra",7,"Piaggio"]')`);
  await keptFactsAreRight();
  expect(await count("SELECT COUNT(*) AS n FROM trader_brand WHERE tName = 'Kept-Dealer'")).toBe(2);
  await run(`UPDATE trader SET brandDeal = '["Kinetic Green"]', traderName = 'Renamed Dealer' WHERE tName = 'Kept-Dealer'`);
  await keptFactsAreRight();
  await run(`UPDATE trader SET tName = 'Kept-Dealer-2', traderType = 'Manufacturer' WHERE tName = 'Kept-Dealer'`);
  await keptFactsAreRight();
  await run(`INSERT OR REPLACE INTO trader (${tcols}) VALUES ('Kept-Dealer-2', 'Kept Dealer', 'Dealer', 'not json')`);
  await keptFactsAreRight();
  await run(`INSERT INTO trader (${tcols}) VALUES ('Kept-Dealer-2', 'Kept Dealer', 'Dealer', '["Mahindra"]')
    ON CONFLICT (tName) DO UPDATE SET brandDeal = excluded.brandDeal`);
  await keptFactsAreRight();
  await run("DELETE FROM trader WHERE tName = 'Kept-Dealer-2'");
  await run("DELETE FROM trader WHERE traderType = 'Manufacturer'");
  await keptFactsAreRight();
});
