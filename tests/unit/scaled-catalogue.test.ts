import { readFileSync, readdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { DIRECTORY_FILE, parseDirectory } from "#worker/origin/pincode-directory";
import { sampleTables } from "../../seed";
import { BRANDS } from "../../seed/brands";
import { CITIES } from "../../seed/cities";
import { DEALERS } from "../../seed/dealers";
import { MANUFACTURERS } from "../../seed/manufacturers";
import { MODEL_NAME } from "../../seed/model-source";
import { MODELS } from "../../seed/products";
import {
  DEFAULT_SEED, PLACE_NAME, TOWN_NAME, TOWNS_PER_SCALE, catalogueCounts, catalogueSql, scaledCatalogue, scaledSource,
} from "../../seed/scaled";
import { tNameOf } from "../../seed/traders";

// `npm run db:seed -- --scale N [--seed S]` (docs/decisions/127): a catalogue N times the sample,
// invented by the sample's rules over the pincode directory's towns, the same for the same seed.

const directory = parseDirectory(gunzipSync(readFileSync(DIRECTORY_FILE)).toString("utf8"));
const SCALE = 4;
const source = scaledSource(SCALE, DEFAULT_SEED, directory);
const catalogue = scaledCatalogue(SCALE, DEFAULT_SEED, directory);
const sameAddress = (names: readonly string[]) => new Set(names.map((n) => n.toLowerCase().replace(/-/g, " "))).size === names.length;

test("a generated catalogue at scale 1 is the sample", () => {
  expect(scaledCatalogue(1, DEFAULT_SEED, directory).tables).toEqual(sampleTables());
}, 60_000);

test("the same scale and seed give the same catalogue; another seed another", () => {
  // compared as text: a deep comparison of some 60,000 rows takes longer than the test may
  const again = scaledCatalogue(SCALE, DEFAULT_SEED, directory).tables;
  expect(JSON.stringify(again) === JSON.stringify(catalogue.tables)).toBe(true);
  const other = scaledCatalogue(SCALE, DEFAULT_SEED + 1, directory).tables;
  expect(other.product.map((p) => p.name)).not.toEqual(catalogue.tables.product.map((p) => p.name));
}, 60_000);

test("a generated catalogue is scale times the sample: brands, models, dealers, manufacturers, towns", () => {
  expect(source.brands).toHaveLength(BRANDS.length * SCALE);
  expect(source.models).toHaveLength(MODELS.length * SCALE);
  expect(source.dealers).toHaveLength(DEALERS.length * SCALE);
  expect(source.manufacturers).toHaveLength(MANUFACTURERS.length * SCALE);
  expect(source.cities).toHaveLength(Math.max(CITIES.length, TOWNS_PER_SCALE * SCALE));
  // the sample is inside it, as it is
  expect(source.models.slice(0, MODELS.length)).toEqual(MODELS);
  // about 20 price rows a model, as the sample's 19
  const perModel = catalogue.tables.price.length / catalogue.tables.product.length;
  expect(perModel).toBeGreaterThan(15);
  expect(perModel).toBeLessThan(25);
});

test("the generated towns are the directory's, in every state it names", () => {
  const big = scaledSource(40, DEFAULT_SEED, directory);
  const states = new Set(big.cities.map((c) => c[2]));
  const directoryStates = new Set(directory.map((r) => r.stateName.replace(/ & /g, " and ")));
  expect([...directoryStates].filter((s) => !states.has(s))).toEqual([]);
  const known = new Set(directory.map((r) => r.cityName));
  for (const [cityName] of big.cities.slice(CITIES.length)) expect(known.has(cityName), cityName).toBe(true);
}, 60_000);

test("generated names are ASCII and safe in an address, and unique as addresses", () => {
  for (const [brand] of source.brands) expect(brand).toMatch(/^[A-Za-z0-9 ]+$/);
  for (const m of source.models) expect(m.name).toMatch(MODEL_NAME);
  for (const [cityName, districtName] of source.cities.slice(CITIES.length)) {
    expect(cityName).toMatch(TOWN_NAME);
    expect(districtName).toMatch(PLACE_NAME);
  }
  for (const [, areas] of Object.entries(source.areas)) for (const [area] of areas) expect(area).toMatch(/^[A-Za-z0-9 .]+$/);
  expect(sameAddress(source.brands.map(([b]) => b))).toBe(true);
  expect(sameAddress(source.cities.map(([c]) => c))).toBe(true);
  expect(sameAddress(catalogue.traders.map((t) => t.tName))).toBe(true);
  for (const t of catalogue.traders) expect(t.tName).toBe(tNameOf(t.traderName));
  for (const [brand] of source.brands) expect(sameAddress(source.models.filter((m) => m.brand === brand).map((m) => m.name)), brand).toBe(true);
});

test("a generated model is priced within the range the sample's models of its type span", () => {
  for (const m of source.models.slice(MODELS.length)) {
    const prices = MODELS.filter((s) => s.type === m.type).map((s) => s.price);
    expect(m.price, `${m.brand} ${m.name}`).toBeGreaterThanOrEqual(Math.floor(Math.min(...prices) / 500) * 500);
    expect(m.price, `${m.brand} ${m.name}`).toBeLessThanOrEqual(Math.ceil(Math.max(...prices) / 500) * 500);
  }
});

test("generated dealers are activated in the sample's proportion and sell what is priced in their town", () => {
  const share = (flags: readonly string[]) => flags.filter((f) => f === "1").length / flags.length;
  const generated = source.dealers.slice(DEALERS.length);
  expect(Math.abs(share(generated.map((d) => d[3])) - share(DEALERS.map((d) => d[3])))).toBeLessThan(0.1);
  const priced = new Set(catalogue.tables.price.map((p) => `${p.brandName}|${p.cityName}`));
  for (const [name, town, brands] of generated) expect(priced.has(`${brands[0]}|${town}`), name).toBe(true);
  const dealerRows = catalogue.traders.filter((t) => t.row.traderType === "Dealer");
  for (const t of dealerRows) expect((t.row.typeName as readonly string[]).length, t.tName).toBeGreaterThan(0);
});

test("a generated catalogue loads into SQLite through the migrations, as the seed writes it", () => {
  const db = new DatabaseSync(":memory:");
  const migrations = "worker/origin/migrations";
  for (const file of readdirSync(migrations).filter((f) => f.endsWith(".sql")).sort()) db.exec(readFileSync(`${migrations}/${file}`, "utf8"));
  for (const statement of catalogueSql(catalogue)) db.exec(statement);
  for (const [table, n] of Object.entries(catalogueCounts(catalogue))) {
    expect(Number((db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n), table).toBe(n);
  }
}, 60_000);
