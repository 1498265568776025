// The sample catalogue: compact source tables in this folder, expanded into rows and then into
// statements that make every catalogue table of worker/origin/migrations/0001_catalogue.sql
// exactly the sample (emptied, then filled: a seed is a reset, reset.ts). What visitors sent
// (customer, enquiry, city_record, location_record) and the lead ledger are kept unless asked.
//
// Pure TypeScript with no Node APIs: it runs inside workerd (tests) and in Node (bundled).
// SAMPLE DATA: figures are illustrative, not current prices.

import type { CallParams, GetCallName } from "../app/shared/contract";
import { fromPrices } from "../app/shared/rules/from-price";
import { ARTICLES } from "./articles";
import { BLOGS } from "./blogs";
import { sampleContactSql, sampleStaffSql } from "./contacts";
import { DEALERS } from "./dealers";
import { MANUFACTURERS } from "./manufacturers";
import { METADATA_COLUMNS, metadataRows } from "./metadata";
import { PRICE_COLUMNS, priceRows } from "./prices";
import { PRODUCT_COLUMNS, type ProductRow, productRows } from "./products";
import { clearStatements, resetSummary } from "./reset";
import { SAMPLE_SOURCE, type CatalogueSource } from "./source";
import { insertStatements, type Row } from "./sql";
import { TRADER_COLUMNS, TRADER_PRODUCT_COLUMNS, tNameOf, traderInfos, traderProductRows, type TraderInfo } from "./traders";
import { EXCLUDED_TYPES, TYPES } from "./vehicle-types";
import { SUBSIDY_COLUMNS, SUBSIDY_RULES } from "./subsidies";

export type SampleTables = {
  brand: Row[]; vehicle_type: Row[]; product: Row[]; price: Row[]; trader: Row[];
  trader_product: Row[]; city: Row[]; area: Row[]; metadata: Row[]; blog: Row[]; article: Row[]; subsidy_rule: Row[];
};

const COLUMNS: { [T in keyof SampleTables]: readonly string[] } = {
  brand: ["brandName", "popularity"],
  vehicle_type: ["typeName", "categoryName", "position"],
  product: PRODUCT_COLUMNS,
  price: PRICE_COLUMNS,
  trader: TRADER_COLUMNS,
  trader_product: TRADER_PRODUCT_COLUMNS,
  city: ["cityName", "districtName", "stateName", "lat", "lng"],
  area: ["cityName", "areaName", "pincode"],
  metadata: METADATA_COLUMNS,
  blog: ["url", "category", "name", "nameHi", "activate", "html", "htmlHi", "youtube", "other", "otherHi"],
  article: ["name", "url", "h1", "h1Hi", "p", "pHi", "h2", "h2Hi", "imgUrl", "imgAlt", "content", "contentHi", "ref"],
  subsidy_rule: SUBSIDY_COLUMNS,
};

/** A catalogue's rows by table, and its traders as the phones and page data read them. */
export type Catalogue = { tables: SampleTables; traders: TraderInfo[] };

/** Every row of a catalogue expanded from its source tables (./source.ts) by the sample's rules. */
export function buildCatalogue(source: CatalogueSource): Catalogue {
  const traders = traderInfos(source);
  const prices = priceRows(source.models, source.townsOf);
  // A product's own price is its "from" price, the lowest over its towns, as the pages show it
  // (app/shared/rules/from-price.ts); a model priced in no town keeps its indicative price.
  const fromOf = fromPrices(prices);
  const products = productRows(source.models).map((p): ProductRow => ({ ...p, price: fromOf({ brandName: String(p.brandName), name: String(p.name) })?.price ?? Number(p.price) }));
  const brands = source.brands.map(([brandName]) => brandName);
  const tables: SampleTables = {
    brand: source.brands.map(([brandName, popularity]) => ({ brandName, popularity })),
    vehicle_type: [...TYPES, ...EXCLUDED_TYPES].map((t, i) => ({ ...t, position: i + 1 })),
    product: products,
    price: prices,
    trader: traders.map((t) => t.row),
    trader_product: traderProductRows(traders),
    city: source.cities.map(([cityName, districtName, stateName, lat, lng]) => ({ cityName, districtName, stateName, lat, lng })),
    area: Object.entries(source.areas).flatMap(([cityName, areas]) => areas.map(([areaName, pincode]) => ({ cityName, areaName, pincode }))),
    metadata: metadataRows({ models: source.models, brands, traders, prices, blogs: BLOGS, articles: ARTICLES, cityLists: source.cityLists }),
    blog: BLOGS.map((b) => ({ ...b })),
    article: ARTICLES.map((a) => ({ ...a, imgUrl: `/image/article/${a.url}.jpg`, imgAlt: a.h1, content: a.content, contentHi: a.contentHi, ref: a.ref })),
    subsidy_rule: SUBSIDY_RULES.map((r) => ({ ...r })),
  };
  return { tables, traders };
}

let cached: Catalogue | undefined;
const sample = () => (cached ??= buildCatalogue(SAMPLE_SOURCE));

/** Every row of the sample catalogue, by table (built once). */
export function sampleTables(): SampleTables {
  return sample().tables;
}

const CATALOGUE_TABLES = Object.keys(COLUMNS) as (keyof SampleTables)[];

/**
 * The SQL statements that make the catalogue tables exactly this catalogue: every row deleted,
 * then its rows inserted (each statement under ~60 KB), and its active traders' phones added where
 * missing. `leads`: the lead ledger is emptied too. Yielded one by one: a generated catalogue's
 * statements add up to hundreds of megabytes, written out as they come.
 */
export function* catalogueSql({ tables, traders }: Catalogue, { leads = false } = {}): Generator<string> {
  yield* clearStatements(CATALOGUE_TABLES, { leads });
  for (const t of CATALOGUE_TABLES) yield* insertStatements(t, COLUMNS[t], tables[t]);
  // The traders' phones, where a trader has none yet, and their owners in the seller workspace (./contacts.ts).
  yield* sampleContactSql(traders);
  yield* sampleStaffSql();
}

/**
 * The SQL statements that make the catalogue tables exactly the sample: every row deleted, then
 * the sample inserted, and the sample traders' phones added where missing. `leads`: the lead
 * ledger is emptied too.
 */
export function sampleSql({ leads = false } = {}): string[] {
  return [...catalogueSql(sample(), { leads })];
}

/** The table sizes a seed's line reports. */
export function catalogueCounts({ tables }: Catalogue): Record<string, number> {
  return Object.fromEntries(CATALOGUE_TABLES.map((t) => [t, tables[t].length]));
}

/** The line a seed prints once `sampleSql` ran. */
export function sampleSummary({ leads = false } = {}): string {
  return resetSummary(catalogueCounts(sample()), { leads });
}

// Names used below come from the source tables so that the parameters stay valid when they change.
const firstDealer = DEALERS[0];
const firstMaker = MANUFACTURERS[0];
const firstBlog = BLOGS[0];
const firstArticle = ARTICLES[0];
if (!firstDealer || !firstMaker || !firstBlog || !firstArticle) throw new Error("sample tables are empty");
const dealerTName = tNameOf(firstDealer[0]); // a Noida dealer of Mahindra e-rickshaws
const makerTName = tNameOf(firstMaker[0]); // Mahindra's manufacturer profile

/** For every GET call of the contract, parameters that give a non-empty answer on the sample data. */
export const SAMPLE_PARAMS: { [N in GetCallName]: CallParams<N> } = {
  getBrand: {},
  getBrandByPopularity: { popularity: 80 },
  getBrandByOrder: { count: 6 },
  getType: {},
  getTypeByOrder: {},
  getTypeByName: { typeName: "battery operated rickshaw" },
  getModelByBrandandType: { brandName: "Mahindra", typeName: "e rickshaw" },
  getModelByBrand: { brandName: "Mahindra", count: 100 },
  getModelByOrderandBrand: { brandName: "Mahindra", count: 6 },
  getModelByType: { typeName: "e rickshaw", count: 6 },
  getProductByBrand: { brandName: "Mahindra" },
  getProductByType: { typeName: "electric scooter", count: 6 },
  getProductByBrandandModel: { brandName: "Mahindra", name: "e-Alfa Mini" },
  getProductByPromotion: { promotion: "home" },
  getCategoryCity: { category: "e rickshaw", city: "Noida" },
  getState: {},
  getCity: {},
  getDistrict: { stateName: "Uttar Pradesh" },
  getArea: { stateName: "Uttar Pradesh", districtName: "Gautam Buddh Nagar", cityName: "Noida" },
  getTrader: { traderType: "Manufacturer" },
  getTraderByName: { traderType: "Manufacturer", tName: makerTName },
  getTraderByBrand: { traderType: "Manufacturer", brandName: "Mahindra" },
  getTraderByCity: { city: "Noida" },
  getDealerByName: { traderType: "Dealer", tName: dealerTName },
  getDealerByBrand: { traderType: "Dealer", brandName: "Mahindra" },
  getDealerByCity: { typeName: "e rickshaw", city: "Noida" },
  getDealerByCityandActivate: { typeName: "e rickshaw", city: "Noida" },
  getMetadata: { name: "L0", value: "Home" },
  getMetadataByName: { name: "e rickshaw", count: 50 },
  getBlog: { category: firstBlog.category, url: firstBlog.url },
  getBlogByActivate: { activate: "0" },
  getBlogging: { name: firstArticle.name, url: firstArticle.url },
  getGeoCode: { lat: 28.54, lng: 77.39 },
  getPriceByModelandCity: { brandName: "Mahindra", name: "e-Alfa Mini", cityName: "Noida" },
  getPriceByBrand: { brandName: "Mahindra", count: 10 },
  getPriceByCityandType: { cityName: "Noida", typeName: "e rickshaw" },
  getPriceByType: { typeName: "e rickshaw", count: 10, gt: "80001", lte: "90000" },
  getSubsidyRule: {},
  search: { q: "e rickshaw" },
  getBrandFrom: { from: "M", count: 51 },
  getCityByState: { stateName: "Uttar Pradesh", from: "", count: 51 },
  getCityByName: { cityName: "noida" },
  getFromPriceByType: { typeName: "e rickshaw", count: 50 },
  getModelList: { typeName: "e rickshaw", city: "", sort: "range", battery: "lead-acid", budget: "100000-150000", from: "Mahindra/e-Alfa Mini", count: 25 },
  getTownTypes: { city: "Noida" },
  getTypeFacts: { typeName: "e rickshaw" },
  getPriceByModel: { brandName: "Mahindra", name: "e-Alfa Mini" },
  getTownsByType: { typeName: "electric scooter" },
};
