// Builds trader rows (dealers and manufacturers) and their product lists from dealers.ts and
// manufacturers.ts. Profile texts come from templates; a hash of the trader name decides which
// optional fields stay empty, so some profiles are incomplete as real ones are.

import { pick, roll } from "./hash";
import { areasOf, cityRow, STATES } from "./cities";
import { DEALERS, PEOPLE } from "./dealers";
import { MANUFACTURERS } from "./manufacturers";
import type { ModelSource } from "./model-source";
import { MODELS } from "./products";
import { CITY_LISTS, TYPES, categoryOf } from "./vehicle-types";

/** URL-safe name: punctuation other than hyphens dropped, spaces become hyphens. */
export function tNameOf(traderName: string): string {
  return traderName.replace(/[^A-Za-z0-9 -]/g, "").trim().replace(/\s+/g, "-");
}

const ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** GSTIN check character (mod 36, alternating weights 1 and 2). */
function gstCheck(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALNUM.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALNUM.charAt((36 - (sum % 36)) % 36);
}

const letter = (key: string, salt: string) => LETTERS.charAt(roll(key, salt, 26));
const digits = (key: string, salt: string, n: number) => String(roll(key, salt, 10 ** n)).padStart(n, "0");

/** A well-formed (invented) GSTIN: state code, PAN, entity number, "Z", check character. */
function gstin(key: string, stateName: string, holder: "C" | "F" | "P", initial: string): string {
  const state = STATES[stateName];
  if (!state) throw new Error(`no GST state code for ${stateName}`);
  const pan = `${letter(key, "p1")}${letter(key, "p2")}${letter(key, "p3")}${holder}${initial.toUpperCase()}${digits(key, "pd", 4)}${letter(key, "p10")}`;
  const first14 = `${state.gst}${pan}1Z`;
  return first14 + gstCheck(first14);
}

/** An invented CIN: listing, industry code, state, year, company kind, registration number. */
function cinOf(key: string, traderName: string, stateName: string, year: string): string {
  if (/\bLLP$/.test(traderName)) return "";
  const listed = traderName.startsWith("Atul") ? "L" : "U";
  const kind = /Pvt Ltd$/.test(traderName) ? "PTC" : "PLC";
  return `${listed}34100${STATES[stateName]?.roc ?? "DL"}${year}${kind}${digits(key, "cin", 6)}`;
}

export type TraderRow = Record<string, string | readonly string[]>;
export type TraderProductRow = Record<string, string>;
export type TraderInfo = { row: TraderRow; tName: string; traderName: string; models: readonly ModelSource[] };

/** Models a trader offers: a dealer only those of categories sold in its city. */
function modelsFor(brands: readonly string[], cityName: string | null): ModelSource[] {
  return MODELS.filter(
    (m) => brands.includes(m.brand) && (cityName === null || CITY_LISTS[categoryOf(m.type)].includes(cityName)),
  );
}

const typesOf = (models: readonly ModelSource[]) =>
  TYPES.map((t) => t.typeName).filter((t) => models.some((m) => m.type === t));

const TURNOVER = ["₹50 lakh - 1 crore", "₹1 - 2 crore", "₹2 - 5 crore", "₹5 - 10 crore"];
const CAPABILITY = [
  "Test rides, finance through partner banks and NBFCs, registration and insurance at the showroom.",
  "Bulk orders for fleets and municipal bodies, with delivery and driver training.",
  "Same-day delivery from stock, battery replacement and doorstep service.",
];
const INFRASTRUCTURE = [
  "Showroom of about 1,500 sq ft with a service bay and charging points.",
  "Showroom, stock yard for 40 vehicles and a battery service workshop.",
  "Roadside showroom with two service bays and a spare parts counter.",
];

function dealerInfo([traderName, cityName, brands, activate]: (typeof DEALERS)[number]): TraderInfo {
  const key = traderName;
  const city = cityRow(cityName);
  const models = modelsFor(brands, cityName);
  const types = typesOf(models);
  const ceo = roll(key, "ceo", 6) === 0 ? "" : pick(PEOPLE, key, "ceo");
  const holder = traderName.includes("&") ? "F" : ceo ? "P" : "F";
  const initial = (holder === "P" ? ceo.split(" ").pop() ?? "" : traderName).charAt(0) || "A";
  const [areaName, pincode] = pick(areasOf(cityName), key, "area");
  const brandText = brands.join(", ");
  const row: TraderRow = {
    tName: tNameOf(traderName), traderName, ceo, traderType: "Dealer",
    foundationYear: roll(key, "year?", 7) === 0 ? "" : String(2012 + roll(key, "year", 10)),
    annualTurnover: roll(key, "turnover?", 4) === 0 ? "" : pick(TURNOVER, key, "turnover"),
    cin: "",
    llp: roll(key, "llp", 8) === 0 ? `AA${letter(key, "llp1")}-${digits(key, "llp2", 4)}` : "",
    gstNumber: gstin(key, city.stateName, holder, initial),
    legalCheck: roll(key, "legal", 5) === 0 ? "" : pick(["GST verified", "GST and trade licence verified", "Mobile number verified"], key, "legal"),
    typeName: types,
    majorMarket: roll(key, "market", 6) === 0 ? "" : `${cityName} and nearby districts of ${city.stateName}`,
    about: `${traderName} is a dealer of ${brandText} in ${cityName}, selling ${types.join(", ")} with finance and after-sales service.`,
    ourCapability: roll(key, "capability?", 8) === 0 ? "" : pick(CAPABILITY, key, "capability"),
    infrastructure: roll(key, "infra?", 4) === 0 ? "" : pick(INFRASTRUCTURE, key, "infra"),
    other: roll(key, "other", 2) === 0 ? "" : "Open Monday to Saturday, 10 am to 7 pm.",
    address: roll(key, "address", 15) === 0 ? "" : `Shop ${1 + roll(key, "shop", 120)}, ${areaName}, ${cityName}, ${city.stateName} - ${pincode}`,
    brandDeal: brands, cityName, offeredBy: traderName, activate, employeeCount: "",
  };
  return { row, tName: tNameOf(traderName), traderName, models };
}

function manufacturerInfo([traderName, cityName, brands, year, employees, activate]: (typeof MANUFACTURERS)[number]): TraderInfo {
  const key = traderName;
  const city = cityRow(cityName);
  const models = modelsFor(brands, null);
  const types = typesOf(models);
  const [areaName, pincode] = pick(areasOf(cityName), key, "area");
  const holder = /\bLLP$/.test(traderName) ? "F" : "C";
  const row: TraderRow = {
    tName: tNameOf(traderName), traderName, ceo: "", traderType: "Manufacturer",
    foundationYear: year,
    annualTurnover: roll(key, "turnover?", 5) === 0 ? "" : pick(["₹50 - 100 crore", "₹100 - 500 crore", "Above ₹500 crore"], key, "turnover"),
    cin: cinOf(key, traderName, city.stateName, year),
    llp: holder === "F" ? `AA${letter(key, "llp1")}-${digits(key, "llp2", 4)}` : "",
    gstNumber: gstin(key, city.stateName, holder, traderName.charAt(0)),
    legalCheck: "GST and company registration verified",
    typeName: types,
    majorMarket: roll(key, "market", 4) === 0 ? "" : "Pan India, with the largest volumes in Uttar Pradesh, Bihar, West Bengal and Maharashtra",
    about: `${traderName} designs and manufactures ${types.join(", ")} sold under the ${brands.join(", ")} brand through a dealer network across India.`,
    ourCapability: "In-house design, assembly lines, homologated models and a national dealer and service network.",
    infrastructure: roll(key, "infra?", 4) === 0 ? "" : "Assembly plant with testing track, paint shop and battery pack line.",
    other: "Dealership enquiries welcome; leads for new dealers are shared with the sales team.",
    address: `${areaName}, ${cityName}, ${city.stateName} - ${pincode}`,
    brandDeal: brands, cityName, offeredBy: traderName, activate, employeeCount: employees,
  };
  return { row, tName: tNameOf(traderName), traderName, models };
}

export function traderInfos(): TraderInfo[] {
  return [...DEALERS.map(dealerInfo), ...MANUFACTURERS.map(manufacturerInfo)];
}

/** 1-6 models per brand a trader deals in, chosen by hash so every run gives the same list. */
export function traderProductRows(infos: readonly TraderInfo[]): TraderProductRow[] {
  return infos.flatMap(({ tName, traderName, models, row }) =>
    (row.brandDeal as readonly string[]).flatMap((brand) => {
      const own = models.filter((m) => m.brand === brand);
      const ranked = [...own].sort((a, b) => roll(tName, a.name, 1000) - roll(tName, b.name, 1000) || a.name.localeCompare(b.name));
      const n = Math.min(ranked.length, 6, 1 + roll(tName, brand, 6));
      return ranked.slice(0, n).map((m) => ({
        tName, brandName: brand, modelName: m.name, title: `${brand} ${m.name} Specifications`, traderName, offeredBy: traderName,
      }));
    }),
  );
}

export const TRADER_COLUMNS = [
  "tName", "traderName", "ceo", "traderType", "foundationYear", "annualTurnover", "cin", "llp", "gstNumber",
  "legalCheck", "typeName", "majorMarket", "about", "ourCapability", "infrastructure", "other", "address",
  "brandDeal", "cityName", "offeredBy", "activate", "employeeCount",
] as const;
export const TRADER_PRODUCT_COLUMNS = ["tName", "brandName", "modelName", "title", "traderName", "offeredBy"] as const;
