import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { rangeKmOf } from "#app/features/catalogue/rules/range";
import { chemistryOf } from "#app/features/tools/rules/battery";

// The facts a narrowed list reads, kept beside the price rows by migration 0024's triggers
// (docs/decisions/148): each row's model's range and battery, read in SQL as the code reads them;
// its budget band; and what each town has of each type (docs/decisions/147). Held here against the
// code's rules (the budget bands written out by hand) and against a count from scratch after every kind of write.

const db = env.DB;
const all = async <T,>(sql: string, ...params: unknown[]) => (await db.prepare(sql).bind(...params).all<T>()).results;
const run = (sql: string, ...params: unknown[]) => db.prepare(sql).bind(...params).run();

/** The chooser's chemistry as a list names it: the code's reading that price.battery keeps. */
const batteryOf = (batteryType: string) => {
  const chemistry = chemistryOf(batteryType);
  return chemistry === "leadAcid" ? "lead-acid" : chemistry === "lithium" ? "lithium" : "";
};

test("the range and battery D1 reads from a model's mileage and battery type are the code's readings of them", async () => {
  const sample = await all<{ mileage: string; batteryType: string }>("SELECT DISTINCT mileage, batteryType FROM product");
  const mileages = [...new Set([...sample.map((r) => r.mileage), "120", " 95 km/charge", "80-90 km/charge", "25 km per litre", "30 KM/L", "35 km/Kg", "Up to 120 km", "up to 95.5 km", "UP TO 80-90 km", "up to  90 km", "up to km", "0 km/charge", "", "1e3 km", "120.5 km/charge"])];
  const batteries = [...new Set([...sample.map((r) => r.batteryType), "VRLA gel", "SLA 12 V", "slab pack", "LiFePO4", "LFP", "Li ion", "li-ion NMC", "Liion", "nmc811", "Sodium-ion", "Solid state", "Graphene", "", "Lead-acid tubular", "LITHIUM", "Tubular"])];
  const count = Math.max(mileages.length, batteries.length);
  for (let i = 0; i < count; i++) {
    await run(
      "INSERT INTO product (brandName, name, categoryName, typeName, mileage, batteryType) VALUES ('Zz Facts', ?1, 'three wheeler', 'e rickshaw', ?2, ?3)",
      `Reading ${i}`, mileages[i % mileages.length], batteries[i % batteries.length],
    );
  }
  const read = await all<{ mileage: string; batteryType: string; rangeKm: number | null; battery: string }>("SELECT mileage, batteryType, rangeKm, battery FROM product WHERE brandName = 'Zz Facts'");
  expect(read).toHaveLength(count);
  for (const row of read) {
    expect(row.rangeKm, JSON.stringify(row.mileage)).toBe(rangeKmOf(row.mileage));
    expect(row.battery, JSON.stringify(row.batteryType)).toBe(batteryOf(row.batteryType));
  }
  await run("DELETE FROM product WHERE brandName = 'Zz Facts'");
});

test("the budget band D1 keeps for a price is the band the rule gives, at each end of every band", async () => {
  const prices = [0, 1, 49_999, 50_000, 50_001, 99_999, 100_000, 100_001, 150_000, 150_001, 200_000, 200_001, 300_000, 300_001, 500_000, 500_001, 1_000_000, 1_000_001, 25_000_000];
  for (const [i, price] of prices.entries()) {
    await run("INSERT INTO price (brandName, name, cityName, exShowroomPrice, type) VALUES ('Zz Facts', 'Band', ?1, ?2, 'e rickshaw')", `Town ${i}`, price);
  }
  const read = await all<{ exShowroomPrice: number; budget: number; listPrice: number }>("SELECT exShowroomPrice, budget, listPrice FROM price WHERE brandName = 'Zz Facts' ORDER BY exShowroomPrice");
  // bands up to ₹50,000, 1,00,000, 1,50,000, 2,00,000, 3,00,000, 5,00,000 and 10,00,000 are 1–7,
  // anything above 8; a price of 0 (not published) is band 0; each limit belongs to the band it ends
  expect(read.map((r) => r.budget)).toEqual([0, 1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8]);
  // a price not published sorts after every published one
  expect(read[0]!.listPrice).toBeGreaterThan(25_000_000);
  await run("DELETE FROM price WHERE brandName = 'Zz Facts'");
});

type Kept = { cityName: string; type: string; models: number; lowest: number; highest: number; leadAcid: number; lithium: number };

/** Every kept fact against the rows it describes, counted from scratch. */
async function expectKeptFacts(step: string) {
  const stale = await all<{ brandName: string; name: string; cityName: string }>(
    `SELECT r.brandName, r.name, r.cityName FROM price r LEFT JOIN product p ON p.brandName = r.brandName COLLATE NOCASE AND p.name = r.name COLLATE NOCASE
     WHERE r.rangeKm IS NOT p.rangeKm OR r.battery IS NOT COALESCE(p.battery, '')`,
  );
  expect(stale, `${step}: price rows whose range or battery is not their model's`).toEqual([]);
  const key = (r: Kept) => `${r.cityName.toLowerCase()}|${r.type.toLowerCase()}`;
  const kept = (await all<Kept>("SELECT * FROM town_type")).map((r) => ({ ...r, key: key(r) })).sort((a, b) => a.key.localeCompare(b.key));
  const counted = (
    await all<Kept>(
      `SELECT MIN(cityName) AS cityName, MIN(type) AS type, COUNT(*) AS models,
         COALESCE(MIN(CASE WHEN exShowroomPrice > 0 THEN exShowroomPrice END), 0) AS lowest,
         COALESCE(MAX(CASE WHEN exShowroomPrice > 0 THEN exShowroomPrice END), 0) AS highest,
         SUM(battery = 'lead-acid') AS leadAcid, SUM(battery = 'lithium') AS lithium
       FROM price GROUP BY cityName COLLATE NOCASE, type COLLATE NOCASE`,
    )
  ).map((r) => ({ ...r, key: key(r) })).sort((a, b) => a.key.localeCompare(b.key));
  expect(kept.map(({ cityName: _c, type: _t, ...facts }) => facts), step).toEqual(counted.map(({ cityName: _c, type: _t, ...facts }) => facts));
  // how many models each type lists: the models (brand and name, any case) with a row of the type
  const models = async (sql: string) => Object.fromEntries((await all<{ type: string; models: number }>(sql)).map((r) => [r.type.toLowerCase(), r.models]));
  expect(await models("SELECT type, models FROM type_models"), `${step}: models a type lists`).toEqual(
    await models(
      `SELECT MIN(type) AS type, COUNT(*) AS models FROM (SELECT DISTINCT lower(brandName) AS b, lower(name) AS n, lower(type) AS type FROM price) GROUP BY type`,
    ),
  );
}

test("the facts kept beside the prices stay right through every kind of write: new rows, replaced rows, changed prices and towns, a changed or renamed model, deletions", async () => {
  await expectKeptFacts("the seeded sample");
  // the sample lists 22 e-rickshaws and 26 electric scooters (their page's intro says so)
  expect(await all("SELECT type, models FROM type_models WHERE type IN ('e rickshaw', 'electric scooter') ORDER BY type")).toEqual([
    { type: "e rickshaw", models: 22 },
    { type: "electric scooter", models: 26 },
  ]);
  const noida = async () => (await all<Kept>("SELECT * FROM town_type WHERE cityName = 'Noida' AND type = 'e rickshaw'"))[0]!;
  const before = await noida();
  // Noida prices the sample's 22 e-rickshaws, from ₹85,000 to ₹1,58,100 (18 lead-acid, 4 lithium)
  expect(before).toEqual({ cityName: "Noida", type: "e rickshaw", models: 22, lowest: 85_000, highest: 158_100, leadAcid: 18, lithium: 4 });
  const steps: [string, () => Promise<unknown>][] = [
    ["a model and its prices added", async () => {
      await run("INSERT INTO product (brandName, name, categoryName, typeName, mileage, batteryType) VALUES ('Zz Kept', 'One', 'three wheeler', 'e rickshaw', '99 km/charge', 'Lead acid')");
      await run("INSERT INTO price (brandName, name, cityName, exShowroomPrice, type) VALUES ('Zz Kept', 'One', 'Noida', 70000, 'e rickshaw'), ('Zz Kept', 'One', 'Zzville', 90000, 'e rickshaw')");
    }],
    ["a price row replaced (INSERT OR REPLACE skips DELETE triggers)", () => run("INSERT OR REPLACE INTO price (brandName, name, cityName, exShowroomPrice, type) VALUES ('Zz Kept', 'One', 'Noida', 300000, 'e rickshaw loader')")],
    ["an upsert that changes a row's type back (the console's ON CONFLICT … DO UPDATE)", () =>
      run("INSERT INTO price (brandName, name, cityName, exShowroomPrice, type) VALUES ('Zz Kept', 'One', 'Noida', 71000, 'e rickshaw') ON CONFLICT (brandName, name, cityName) DO UPDATE SET exShowroomPrice = excluded.exShowroomPrice, type = excluded.type")],
    ["an upsert that names another type but changes only the offer", () =>
      run("INSERT INTO price (brandName, name, cityName, exShowroomPrice, type) VALUES ('Zz Kept', 'One', 'Noida', 71000, 'electric scooter') ON CONFLICT (brandName, name, cityName) DO UPDATE SET offer = 'New offer'")],
    ["a price made unpublished", () => run("UPDATE price SET exShowroomPrice = 0 WHERE brandName = 'Zz Kept' AND cityName = 'Zzville'")],
    ["a price moved to another town", () => run("UPDATE price SET cityName = 'Gorakhpur' WHERE brandName = 'Zz Kept' AND cityName = 'Zzville'")],
    ["the model's mileage and battery changed", () => run("UPDATE product SET mileage = '120 km/charge', batteryType = 'Lithium-ion (LFP)' WHERE brandName = 'Zz Kept'")],
    ["the model renamed, as the console renames (the model, then its prices)", async () => {
      await run("UPDATE product SET name = 'Two' WHERE brandName = 'Zz Kept' AND name = 'One'");
      await run("UPDATE price SET name = 'Two' WHERE brandName = 'Zz Kept' AND name = 'One'");
    }],
    ["the model replaced with another battery", () => run("INSERT OR REPLACE INTO product (brandName, name, categoryName, typeName, mileage, batteryType) VALUES ('Zz Kept', 'Two', 'three wheeler', 'e rickshaw', '30 km/l', '')")],
    ["a price row of another case of the model", () => run("INSERT INTO price (brandName, name, cityName, exShowroomPrice, type) VALUES ('zz kept', 'two', 'noida', 65000, 'E Rickshaw')")],
    ["a price row deleted", () => run("DELETE FROM price WHERE brandName = 'Zz Kept' AND cityName = 'Gorakhpur'")],
    ["the model deleted, its prices left", () => run("DELETE FROM product WHERE brandName = 'Zz Kept'")],
    ["the prices deleted", () => run("DELETE FROM price WHERE brandName = 'Zz Kept' COLLATE NOCASE")],
  ];
  for (const [step, write] of steps) {
    await write();
    await expectKeptFacts(step);
  }
  // all gone again: Noida's e-rickshaws as seeded
  expect(await noida()).toEqual(before);
});
