// Builds trader rows (dealers and manufacturers) and their product lists from dealers.ts and
// manufacturers.ts. Profile texts come from templates; a hash of the trader name decides which
// optional fields stay empty, so some profiles are incomplete as real ones are.

import { TYPE_WORDS } from "../app/shared/glossary";
import { HINDI_STATE_NAMES, hindiTownName } from "../app/shared/i18n/town-names-hi";
import { AREA_NAMES_HI } from "./cities";
import { pick, roll } from "./hash";
import { PEOPLE } from "./dealers";
import type { ModelSource } from "./model-source";
import { SAMPLE_SOURCE, type AreaTuple, type CatalogueSource, type DealerTuple, type ManufacturerTuple } from "./source";
import { TYPES } from "./vehicle-types";

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
function gstin(places: Places, key: string, stateName: string, holder: "C" | "F" | "P", initial: string): string {
  const state = places.states[stateName];
  if (!state) throw new Error(`no GST state code for ${stateName}`);
  const pan = `${letter(key, "p1")}${letter(key, "p2")}${letter(key, "p3")}${holder}${initial.toUpperCase()}${digits(key, "pd", 4)}${letter(key, "p10")}`;
  const first14 = `${state.gst}${pan}1Z`;
  return first14 + gstCheck(first14);
}

/** An invented CIN: listing, industry code, state, year, company kind, registration number. */
function cinOf(places: Places, key: string, traderName: string, stateName: string, year: string): string {
  if (/\bLLP$/.test(traderName)) return "";
  const listed = traderName.startsWith("Atul") ? "L" : "U";
  const kind = /Pvt Ltd$/.test(traderName) ? "PTC" : "PLC";
  return `${listed}34100${places.states[stateName]?.roc ?? "DL"}${year}${kind}${digits(key, "cin", 6)}`;
}

export type TraderRow = Record<string, string | readonly string[]>;
export type TraderProductRow = Record<string, string>;
export type TraderInfo = { row: TraderRow; tName: string; traderName: string; models: readonly ModelSource[] };

/** What the trader rules read of a catalogue source, looked up by name. */
type Places = {
  stateOf: (cityName: string) => string;
  areasOf: (cityName: string) => readonly AreaTuple[];
  states: CatalogueSource["states"];
  /** Models a trader offers, in the source's order: a dealer only those priced in its town. */
  modelsFor: (brands: readonly string[], cityName: string | null) => ModelSource[];
};

function placesOf(source: CatalogueSource): Places {
  const cities = new Map(source.cities.map((c) => [c[0], c]));
  const order = new Map(source.models.map((m, i) => [m, i]));
  const byBrand = new Map<string, ModelSource[]>();
  for (const m of source.models) {
    const own = byBrand.get(m.brand);
    if (own) own.push(m);
    else byBrand.set(m.brand, [m]);
  }
  const towns = new Map<ModelSource, ReadonlySet<string>>();
  const pricedIn = (m: ModelSource, cityName: string) => {
    let set = towns.get(m);
    if (!set) towns.set(m, (set = new Set(source.townsOf(m))));
    return set.has(cityName);
  };
  return {
    stateOf: (cityName) => {
      const row = cities.get(cityName);
      if (!row) throw new Error(`city ${cityName} is not in the city table`);
      return row[2];
    },
    areasOf: (cityName) => {
      const areas = source.areas[cityName];
      if (!areas || areas.length === 0) throw new Error(`no areas for ${cityName}`);
      return areas;
    },
    states: source.states,
    modelsFor: (brands, cityName) =>
      [...new Set(brands)]
        .flatMap((b) => byBrand.get(b) ?? [])
        .filter((m) => cityName === null || pricedIn(m, cityName))
        .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
  };
}

const typesOf = (models: readonly ModelSource[]) =>
  TYPES.map((t) => t.typeName).filter((t) => models.some((m) => m.type === t));

const TURNOVER = ["₹50 lakh - 1 crore", "₹1 - 2 crore", "₹2 - 5 crore", "₹5 - 10 crore"];
// Profile texts in English and Hindi (docs/decisions/122), picked together.
type Texts = { en: string; hi: string };
const CAPABILITY: readonly Texts[] = [
  { en: "Test rides, finance through partner banks and NBFCs, registration and insurance at the showroom.", hi: "टेस्ट राइड, साथी बैंकों और NBFC से फ़ाइनेंस, शोरूम पर ही रजिस्ट्रेशन और बीमा।" },
  { en: "Bulk orders for fleets and municipal bodies, with delivery and driver training.", hi: "बेड़े और नगर निकायों के लिए थोक ऑर्डर, डिलीवरी और ड्राइवर ट्रेनिंग के साथ।" },
  { en: "Same-day delivery from stock, battery replacement and doorstep service.", hi: "स्टॉक से उसी दिन डिलीवरी, बैटरी बदलना और घर पर सर्विस।" },
];
const INFRASTRUCTURE: readonly Texts[] = [
  { en: "Showroom of about 1,500 sq ft with a service bay and charging points.", hi: "लगभग 1,500 वर्ग फ़ुट का शोरूम, सर्विस बे और चार्जिंग पॉइंट के साथ।" },
  { en: "Showroom, stock yard for 40 vehicles and a battery service workshop.", hi: "शोरूम, 40 गाड़ियों का स्टॉक यार्ड और बैटरी सर्विस वर्कशॉप।" },
  { en: "Roadside showroom with two service bays and a spare parts counter.", hi: "सड़क किनारे शोरूम, दो सर्विस बे और स्पेयर पार्ट्स काउंटर के साथ।" },
];
const DEALER_HOURS: Texts = { en: "Open Monday to Saturday, 10 am to 7 pm.", hi: "सोमवार से शनिवार, सुबह 10 बजे से शाम 7 बजे तक खुला।" };
const NONE: Texts = { en: "", hi: "" };

/** A profile text and its Hindi version as the row's two fields ("about", "aboutHi"). */
const both = (field: string, texts: Texts) => ({ [field]: texts.en, [`${field}Hi`]: texts.hi });

/** Types, a town and a state as Hindi pages name them. */
const typesHi = (types: readonly string[]) => types.map((t) => TYPE_WORDS[t]?.hi ?? t).join(", ");
const townHi = (town: string) => hindiTownName(town) ?? town;
const stateHi = (state: string) => HINDI_STATE_NAMES[state] ?? state;

/**
 * A postal address in both languages: its Hindi version only where the area, town and state all
 * have a Hindi spelling (a generated catalogue's post offices have none; its pages then show the
 * English address marked as English).
 */
function addressTexts(parts: { shop?: number; areaName: string; cityName: string; stateName: string; pincode: string }): Texts {
  const { shop, areaName, cityName, stateName, pincode } = parts;
  const en = `${shop ? `Shop ${shop}, ` : ""}${areaName}, ${cityName}, ${stateName} - ${pincode}`;
  const area = AREA_NAMES_HI[areaName];
  const [town, state] = [townHi(cityName), stateHi(stateName)];
  if (!area || town === cityName || state === stateName) return { en, hi: "" };
  return { en, hi: `${shop ? `दुकान ${shop}, ` : ""}${area}, ${town}, ${state} - ${pincode}` };
}

function dealerInfo(places: Places, [traderName, cityName, brands, activate]: DealerTuple): TraderInfo {
  const key = traderName;
  const city = { stateName: places.stateOf(cityName) };
  const models = places.modelsFor(brands, cityName);
  const types = typesOf(models);
  const ceo = roll(key, "ceo", 6) === 0 ? "" : pick(PEOPLE, key, "ceo");
  const holder = traderName.includes("&") ? "F" : ceo ? "P" : "F";
  const initial = (holder === "P" ? ceo.split(" ").pop() ?? "" : traderName).charAt(0) || "A";
  const [areaName, pincode] = pick(places.areasOf(cityName), key, "area");
  const brandText = brands.join(", ");
  const row: TraderRow = {
    tName: tNameOf(traderName), traderName, ceo, traderType: "Dealer",
    foundationYear: roll(key, "year?", 7) === 0 ? "" : String(2012 + roll(key, "year", 10)),
    annualTurnover: roll(key, "turnover?", 4) === 0 ? "" : pick(TURNOVER, key, "turnover"),
    cin: "",
    llp: roll(key, "llp", 8) === 0 ? `AA${letter(key, "llp1")}-${digits(key, "llp2", 4)}` : "",
    gstNumber: gstin(places, key, city.stateName, holder, initial),
    legalCheck: roll(key, "legal", 5) === 0 ? "" : pick(["GST verified", "GST and trade licence verified", "Mobile number verified"], key, "legal"),
    typeName: types,
    ...both("majorMarket", roll(key, "market", 6) === 0 ? NONE : {
      en: `${cityName} and nearby districts of ${city.stateName}`,
      hi: `${townHi(cityName)} और ${stateHi(city.stateName)} के आस-पास के ज़िले`,
    }),
    ...both("about", {
      en: `${traderName} is a dealer of ${brandText} in ${cityName}, selling ${types.join(", ")} with finance and after-sales service.`,
      hi: `${traderName} ${townHi(cityName)} में ${brandText} के डीलर हैं। यहाँ ${typesHi(types)} मिलते हैं, फ़ाइनेंस और बिक्री के बाद की सर्विस के साथ।`,
    }),
    ...both("ourCapability", roll(key, "capability?", 8) === 0 ? NONE : pick(CAPABILITY, key, "capability")),
    ...both("infrastructure", roll(key, "infra?", 4) === 0 ? NONE : pick(INFRASTRUCTURE, key, "infra")),
    ...both("other", roll(key, "other", 2) === 0 ? NONE : DEALER_HOURS),
    ...both("address", roll(key, "address", 15) === 0 ? NONE : addressTexts({ shop: 1 + roll(key, "shop", 120), areaName, cityName, stateName: city.stateName, pincode })),
    brandDeal: brands, cityName, offeredBy: traderName, activate, employeeCount: "",
  };
  return { row, tName: tNameOf(traderName), traderName, models };
}

function manufacturerInfo(places: Places, [traderName, cityName, brands, year, employees, activate]: ManufacturerTuple): TraderInfo {
  const key = traderName;
  const city = { stateName: places.stateOf(cityName) };
  const models = places.modelsFor(brands, null);
  const types = typesOf(models);
  const [areaName, pincode] = pick(places.areasOf(cityName), key, "area");
  const holder = /\bLLP$/.test(traderName) ? "F" : "C";
  const row: TraderRow = {
    tName: tNameOf(traderName), traderName, ceo: "", traderType: "Manufacturer",
    foundationYear: year,
    annualTurnover: roll(key, "turnover?", 5) === 0 ? "" : pick(["₹50 - 100 crore", "₹100 - 500 crore", "Above ₹500 crore"], key, "turnover"),
    cin: cinOf(places, key, traderName, city.stateName, year),
    llp: holder === "F" ? `AA${letter(key, "llp1")}-${digits(key, "llp2", 4)}` : "",
    gstNumber: gstin(places, key, city.stateName, holder, traderName.charAt(0)),
    legalCheck: "GST and company registration verified",
    typeName: types,
    ...both("majorMarket", roll(key, "market", 4) === 0 ? NONE : {
      en: "Pan India, with the largest volumes in Uttar Pradesh, Bihar, West Bengal and Maharashtra",
      hi: "पूरा भारत; सबसे ज़्यादा बिक्री उत्तर प्रदेश, बिहार, पश्चिम बंगाल और महाराष्ट्र में",
    }),
    ...both("about", {
      en: `${traderName} designs and manufactures ${types.join(", ")} sold under the ${brands.join(", ")} brand through a dealer network across India.`,
      hi: `${traderName} ${typesHi(types)} का डिज़ाइन और निर्माण करती है, जो ${brands.join(", ")} ब्रांड के नाम से पूरे भारत में डीलरों के ज़रिए बिकते हैं।`,
    }),
    ...both("ourCapability", {
      en: "In-house design, assembly lines, homologated models and a national dealer and service network.",
      hi: "अपना डिज़ाइन, असेंबली लाइन, मंज़ूरी वाले मॉडल और देश भर में डीलर और सर्विस नेटवर्क।",
    }),
    ...both("infrastructure", roll(key, "infra?", 4) === 0 ? NONE : {
      en: "Assembly plant with testing track, paint shop and battery pack line.",
      hi: "असेंबली प्लांट, टेस्टिंग ट्रैक, पेंट शॉप और बैटरी पैक लाइन के साथ।",
    }),
    ...both("other", {
      en: "Dealership enquiries welcome; leads for new dealers are shared with the sales team.",
      hi: "डीलरशिप के लिए पूछताछ का स्वागत है; नए डीलरों की पूछताछ सेल्स टीम तक पहुँचाई जाती है।",
    }),
    ...both("address", addressTexts({ areaName, cityName, stateName: city.stateName, pincode })),
    brandDeal: brands, cityName, offeredBy: traderName, activate, employeeCount: employees,
  };
  return { row, tName: tNameOf(traderName), traderName, models };
}

export function traderInfos(source: CatalogueSource = SAMPLE_SOURCE): TraderInfo[] {
  const places = placesOf(source);
  return [...source.dealers.map((d) => dealerInfo(places, d)), ...source.manufacturers.map((m) => manufacturerInfo(places, m))];
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
  "legalCheck", "typeName", "majorMarket", "majorMarketHi", "about", "aboutHi", "ourCapability", "ourCapabilityHi", "infrastructure",
  "infrastructureHi", "other", "otherHi", "address", "addressHi",
  "brandDeal", "cityName", "offeredBy", "activate", "employeeCount",
] as const;
export const TRADER_PRODUCT_COLUMNS = ["tName", "brandName", "modelName", "title", "traderName", "offeredBy"] as const;
