// A generated catalogue `scale` times the sample (docs/decisions/127-a-catalogue-the-size-of-india.md):
// the sample's source tables plus (scale - 1) times as many invented brands, models, towns, dealers
// and manufacturers of the same shape, expanded into rows by the sample's own rules (./index.ts),
// so prices, breakups, offers, profiles and page data follow them by construction. At scale 1 it
// is the sample. The same scale and seed always give the same catalogue: every choice comes from
// one seeded generator, in a fixed order, and the expansion rules hash names (./hash.ts).
//
// Towns are real: the pincode directory's towns (data/pincode-directory.tsv.gz), in every state,
// the biggest (most PIN codes) first, with their districts, centres and post offices as areas.
// Names are ASCII and safe in an address: towns are capitalised words of letters; brand, model
// and dealer names are made of fixed word lists. SAMPLE DATA: every figure is illustrative.
//
// Pure TypeScript with no Node APIs: the seed script hands it the directory's rows.

import type { PincodeRow } from "../worker/origin/pincode-directory";
import { BRANDS } from "./brands";
import { ALL_STATES, AREAS, CITIES } from "./cities";
import { DEALERS } from "./dealers";
import { buildCatalogue, type Catalogue } from "./index";
import { MANUFACTURERS } from "./manufacturers";
import { MODEL_NAME, type ModelSource } from "./model-source";
import { MODELS } from "./products";
import { SAMPLE_SOURCE, type AreaTuple, type CatalogueSource, type CityTuple, type DealerTuple, type ManufacturerTuple } from "./source";
import { tNameOf } from "./traders";
import { CATEGORIES, CITY_LISTS, TYPES, categoryOf, type Category, type TypeName } from "./vehicle-types";

// What the seed script needs besides, from the one bundle it imports (scripts/lib.mjs).
export { catalogueCounts, catalogueSql } from "./index";
export { resetSummary } from "./reset";
export { DIRECTORY_FILE, parseDirectory } from "../worker/origin/pincode-directory";

/** The seed when none is given: any fixed number, so two runs without one are the same. */
export const DEFAULT_SEED = 127;

/** The sample's sizes per unit of scale: at scale 100, 2,500 towns, 3,200 brands, 12,500 models. */
export const TOWNS_PER_SCALE = 25;
/** Towns a generated model is priced in: uniform over this range, 20 on average as in the sample (19). */
const TOWNS_PER_MODEL = { min: 10, max: 30 } as const;
/** Share of a generated brand's price rows in its home state: brands sell most near home. */
const HOME_SHARE = 0.6;

type Random = () => number;

/** mulberry32: a small, fast, well-mixed 32-bit generator; one seed, one sequence. */
export function random(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const below = (rng: Random, n: number) => Math.floor(rng() * n);

function one<T>(rng: Random, list: readonly T[]): T {
  const item = list[below(rng, list.length)];
  if (item === undefined) throw new Error("a choice from an empty list");
  return item;
}

/** Draws items in proportion to their weights. */
function weighted<T>(items: readonly T[], weightOf: (item: T) => number): (rng: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += weightOf(item)));
  return (rng) => {
    const x = rng() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > x) hi = mid;
      else lo = mid + 1;
    }
    const item = items[lo];
    if (item === undefined) throw new Error("a weighted choice from an empty list");
    return item;
  };
}

function shuffled<T>(rng: Random, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(rng, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

// --- Towns -------------------------------------------------------------------------------------


/** A town's name as an address segment takes it: capitalised words of ASCII letters. */
export const TOWN_NAME = /^[A-Z][a-z]+(?: [A-Z][a-z]+){0,2}$/;
/** A district or area name: ASCII letters, digits, spaces and dots. */
export const PLACE_NAME = /^[A-Za-z][A-Za-z0-9 .]*[A-Za-z0-9.]$/;
const AREAS_PER_TOWN = 3;

type Town = { city: CityTuple; areas: readonly AreaTuple[]; weight: number };

/** The directory's towns fit for the catalogue, biggest first, none named as a town already taken. */
function directoryTowns(directory: readonly PincodeRow[], taken: Set<string>): Town[] {
  const groups = new Map<string, PincodeRow[]>();
  for (const row of directory) {
    const key = `${row.cityName}\t${row.districtName}\t${row.stateName}`;
    const rows = groups.get(key);
    if (rows) rows.push(row);
    else groups.set(key, [row]);
  }
  const towns: Town[] = [];
  const byPins = [...groups.values()].sort((a, b) => b.length - a.length || (a[0]?.cityName ?? "").localeCompare(b[0]?.cityName ?? ""));
  for (const rows of byPins) {
    const { cityName, districtName, stateName } = rows[0] as PincodeRow;
    const state = stateName.replace(/ & /g, " and ");
    const placed = rows.filter((r) => r.lat !== null && r.lng !== null);
    if (!TOWN_NAME.test(cityName) || !PLACE_NAME.test(districtName) || !ALL_STATES[state] || placed.length === 0) continue;
    if (taken.has(cityName.toLowerCase())) continue;
    taken.add(cityName.toLowerCase());
    const mean = (f: (r: PincodeRow) => number) => Math.round((placed.reduce((s, r) => s + f(r), 0) / placed.length) * 100) / 100;
    const seen = new Set<string>();
    const areas: AreaTuple[] = [];
    for (const r of [...rows].sort((a, b) => a.pincode.localeCompare(b.pincode))) {
      if (areas.length === AREAS_PER_TOWN || !PLACE_NAME.test(r.officeName) || seen.has(r.officeName.toLowerCase())) continue;
      seen.add(r.officeName.toLowerCase());
      areas.push([r.officeName, r.pincode]);
    }
    if (areas.length === 0) areas.push(["Main Bazar", rows.map((r) => r.pincode).sort()[0] as string]);
    towns.push({ city: [cityName, districtName, state, mean((r) => r.lat ?? 0), mean((r) => r.lng ?? 0)], areas, weight: rows.length });
  }
  return towns;
}

/**
 * `count` towns over every state, each state's share as its share of the directory's towns (at
 * least one each), the biggest of each state first; returned biggest first.
 */
function spreadOverStates(candidates: readonly Town[], count: number): Town[] {
  if (count <= 0) return [];
  const byState = new Map<string, Town[]>();
  for (const t of candidates) byState.set(t.city[2], [...(byState.get(t.city[2]) ?? []), t]);
  const states = [...byState.keys()].sort((a, b) => (byState.get(b)?.length ?? 0) - (byState.get(a)?.length ?? 0) || a.localeCompare(b));
  if (count < states.length) return candidates.slice(0, count);
  const available = (s: string) => byState.get(s)?.length ?? 0;
  const quota = new Map(states.map((s) => [s, Math.min(available(s), Math.max(1, Math.floor((count * available(s)) / candidates.length)))]));
  let total = [...quota.values()].reduce((a, b) => a + b, 0);
  while (total < count) {
    let grew = false;
    for (const s of states) {
      if (total >= count) break;
      if ((quota.get(s) ?? 0) < available(s)) {
        quota.set(s, (quota.get(s) ?? 0) + 1);
        total++;
        grew = true;
      }
    }
    if (!grew) break;
  }
  // the one town each small state is given may take the total over: the largest shares give back
  while (total > count) {
    const largest = states.reduce((a, b) => ((quota.get(b) ?? 0) > (quota.get(a) ?? 0) ? b : a));
    if ((quota.get(largest) ?? 0) <= 1) break;
    quota.set(largest, (quota.get(largest) ?? 0) - 1);
    total--;
  }
  const chosen = new Set(states.flatMap((s) => (byState.get(s) ?? []).slice(0, quota.get(s))));
  return candidates.filter((t) => chosen.has(t));
}

// --- Names -------------------------------------------------------------------------------------

const BRAND_HEADS = [
  "Aarav", "Abhay", "Agni", "Ajay", "Akash", "Amar", "Anand", "Arjun", "Ashok", "Atal", "Balaji", "Bharat",
  "Chetak", "Daksh", "Deva", "Dhruv", "Disha", "Ekta", "Ganga", "Garud", "Gati", "Gaurav", "Hans", "Indra",
  "Jai", "Jeevan", "Jyoti", "Kamal", "Kaveri", "Kiran", "Krishna", "Kuber", "Lakshya", "Mahan", "Malhar", "Mangal",
  "Megh", "Mitra", "Nandi", "Narmada", "Navin", "Neel", "Nirmal", "Om", "Param", "Pawan", "Prabhat", "Pragati",
  "Prakash", "Prithvi", "Raftar", "Rajhans", "Ravi", "Rishi", "Sagar", "Sahyog", "Samrat", "Sanchar", "Sarthi", "Satya",
  "Shakti", "Shaurya", "Shiva", "Shubh", "Siddhi", "Sona", "Sudarshan", "Surya", "Swastik", "Tej", "Tara", "Trishul",
  "Udan", "Ujjwal", "Utkarsh", "Vayu", "Veer", "Vijay", "Vikas", "Yamuna",
];
const BRAND_TAILS = [
  "Auto", "Automotive", "Autotech", "Autoworks", "Bikes", "Cargo", "Carts", "Cycles", "Drive", "Dynamics", "E Motors",
  "E Vehicles", "E Wheels", "EV", "Eco Motors", "Electric", "Electricals", "Electro", "Energy", "Engineering", "Fleet",
  "Gaadi", "Green", "Green Mobility", "Industries", "Kinetics", "Mobility", "Motor Works", "Motors", "Power", "Rath",
  "Rides", "Smart EV", "Speed", "Tech", "Traction", "Transport", "Urja", "Vahan", "Volt", "Wheels", "Yatri", "Mobility Works",
  "Auto Industries", "Electric Works",
];
const MODEL_WORDS: Record<Category, readonly string[]> = {
  "three wheeler": ["Sarthi", "Yatri", "Cargo", "Loader", "Raja", "Shakti", "City", "Duty", "Haul", "Vahak", "Sawari", "Super", "Smart", "Eco", "Star", "Mitra"],
  "two wheeler": ["Zip", "Dash", "Spark", "Glide", "Zoom", "Breeze", "Flash", "Swift", "Rider", "Cruze", "Nova", "Bolt", "Sprint", "Aura", "Pulse"],
  "four wheeler": ["Cart", "Fleet", "Shuttle", "Cruiser", "Hauler", "Buggy", "Carry", "Mover"],
};
const MODEL_TRIMS = ["Plus", "Pro", "Max", "Lite", "DX", "LX", "Gold"];
const DEALER_HEADS = [
  "Shree Ganesh", "Jai Mata Di", "Sai", "Balaji", "Om Sai", "New", "Royal", "Maa Durga", "Hanuman", "Krishna", "Laxmi",
  "Shiv Shakti", "Gupta", "Sharma", "Agarwal", "Singh", "Yadav", "Verma", "Jain", "Patel", "Reddy", "Nair", "Das",
  "Khan", "Green Way", "City", "Metro", "Highway", "National", "Star", "Bharat", "Sri Ram", "Mahalaxmi", "Vinayak",
];
const DEALER_TAILS = [
  "E-Motors", "Automobiles", "EV Point", "E-Rickshaw Centre", "Motors", "EV World", "Auto Agency", "Battery Vahan",
  "E-Vehicles", "EV Hub", "Auto Sales", "Electric", "E-Mobility", "Enterprises", "Traders",
];
const COMPANY_TAILS = ["Pvt Ltd", "Pvt Ltd", "Ltd", "LLP", "Industries Pvt Ltd"];
const EMPLOYEES = ["50-200", "200-500", "500-1000", "1000+"];

/** A key under which two names are the same address: case, hyphens and spaces aside. */
const nameKey = (name: string) => name.toLowerCase().replace(/-/g, " ");

// --- The catalogue -----------------------------------------------------------------------------

const countOf = <T>(list: readonly T[], f: (x: T) => boolean) => list.filter(f).length;
const TYPE_NAMES: readonly TypeName[] = TYPES.map((t) => t.typeName);

/**
 * The source tables of a catalogue `scale` times the sample (a whole number, 1 or more) with the
 * given seed; `directory` is the pincode directory's rows, where the towns come from.
 */
export function scaledSource(scale: number, seed: number, directory: readonly PincodeRow[]): CatalogueSource {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a whole number of 1 or more, not ${scale}`);
  if (scale === 1) return SAMPLE_SOURCE;
  const rng = random(seed);
  const extra = scale - 1;

  // Towns: the sample's, then the directory's biggest spread over the states.
  const taken = new Set(CITIES.map((c) => c[0].toLowerCase()));
  const sampleTowns: Town[] = CITIES.map((city) => ({ city, areas: AREAS[city[0]] ?? [], weight: 30 }));
  const newTowns = spreadOverStates(directoryTowns(directory, taken), TOWNS_PER_SCALE * scale - CITIES.length);
  const towns = [...sampleTowns, ...newTowns];
  const townsByState = new Map<string, Town[]>();
  for (const t of towns) townsByState.set(t.city[2], [...(townsByState.get(t.city[2]) ?? []), t]);
  const anyTown = weighted(towns, (t) => t.weight);
  const homeTown = new Map([...townsByState].map(([state, list]) => [state, weighted(list, (t) => t.weight)]));
  const homeState = weighted([...townsByState.keys()], (s) => townsByState.get(s)?.length ?? 0);

  // Brands: head and tail words, in a shuffled order, none named as a sample brand.
  const brandTaken = new Set(BRANDS.map(([b]) => b.toLowerCase()));
  const combos = shuffled(rng, BRAND_HEADS.flatMap((h) => BRAND_TAILS.map((t) => `${h} ${t}`)));
  const brandCount = BRANDS.length * extra;
  const brands: { name: string; popularity: number; home: string; category: Category }[] = [];
  const typeWeight = (t: TypeName) => countOf(MODELS, (m) => m.type === t);
  const categoryOfBrand = weighted(CATEGORIES, (c) => countOf(MODELS, (m) => categoryOf(m.type) === c));
  for (let round = 0; brands.length < brandCount; round++) {
    for (const combo of combos) {
      if (brands.length === brandCount) break;
      const name = round === 0 ? combo : `${combo} ${round + 1}`;
      if (brandTaken.has(name.toLowerCase())) continue;
      brandTaken.add(name.toLowerCase());
      // Most new brands are small: the sample's well-known brands keep the top of the lists.
      brands.push({ name, popularity: 1 + Math.floor(60 * rng() ** 3), home: homeState(rng), category: categoryOfBrand(rng) });
    }
  }

  // Models: one per brand, the rest to brands in proportion to their popularity; each a sample
  // model of its type as template (specification, battery, motor) at a price within the range
  // the sample's models of the type span, so the type-name mapping's price bands fill too.
  const modelCount = MODELS.length * extra;
  const perBrand = brands.map(() => 1);
  const brandIndex = weighted(brands.map((_, i) => i), (i) => (brands[i]?.popularity ?? 0) + 10);
  for (let n = brands.length; n < modelCount; n++) {
    const i = brandIndex(rng);
    perBrand[i] = (perBrand[i] ?? 0) + 1;
  }
  const typeIn = new Map(CATEGORIES.map((c) => [c, weighted(TYPE_NAMES.filter((t) => categoryOf(t) === c), typeWeight)]));
  const anyType = weighted(TYPE_NAMES, typeWeight);
  const span = new Map(TYPE_NAMES.map((t): [TypeName, { min: number; max: number }] => {
    const prices = MODELS.filter((m) => m.type === t).map((m) => m.price);
    return [t, { min: Math.min(...prices), max: Math.max(...prices) }];
  }));
  const models: ModelSource[] = [];
  const brandOf = new Map<ModelSource, (typeof brands)[number]>();
  brands.forEach((brand, i) => {
    const names = new Set<string>();
    for (let k = 0; k < (perBrand[i] ?? 0); k++) {
      const type = rng() < 0.8 ? (typeIn.get(brand.category) as (rng: Random) => TypeName)(rng) : anyType(rng);
      const template = one(rng, MODELS.filter((m) => m.type === type));
      const { min, max } = span.get(type) ?? { min: template.price, max: template.price };
      let name = "";
      do {
        const trim = rng() < 0.3 ? ` ${one(rng, MODEL_TRIMS)}` : "";
        name = `${one(rng, MODEL_WORDS[categoryOf(type)])} ${10 * (1 + below(rng, 99))}${trim}`;
      } while (names.has(nameKey(name)));
      names.add(nameKey(name));
      if (!MODEL_NAME.test(name)) throw new Error(`generated model name ${name} is not an address name`);
      const model: ModelSource = {
        brand: brand.name, name, type,
        price: Math.round((min + rng() * (max - min)) / 500) * 500,
        range: Math.round(template.range * (0.85 + 0.3 * rng())),
        speed: template.speed, battery: template.battery, motor: template.motor,
        ...(template.fuel ? { fuel: template.fuel } : {}),
        ...(template.variant ? { variant: template.variant } : {}),
        ...(template.tech ? { tech: template.tech } : {}),
      };
      models.push(model);
      brandOf.set(model, brand);
    }
  });

  // Price towns: most in the brand's home state, the rest anywhere, bigger towns more often.
  const townsOfModel = new Map<ModelSource, string[]>();
  const pairs: { model: ModelSource; town: string }[] = [];
  for (const model of models) {
    const brand = brandOf.get(model);
    const n = TOWNS_PER_MODEL.min + below(rng, TOWNS_PER_MODEL.max - TOWNS_PER_MODEL.min + 1);
    const chosen = new Set<string>();
    const home = brand ? homeTown.get(brand.home) : undefined;
    const homeCount = Math.min(Math.round(n * HOME_SHARE), brand ? (townsByState.get(brand.home)?.length ?? 0) : 0);
    for (let tries = 0; home && chosen.size < homeCount && tries < 20 * n; tries++) chosen.add(home(rng).city[0]);
    for (let tries = 0; chosen.size < n && tries < 20 * n; tries++) chosen.add(anyTown(rng).city[0]);
    const list = [...chosen];
    townsOfModel.set(model, list);
    for (const town of list) pairs.push({ model, town });
  }

  // Type-in-town pages: the sample's lists, then every other town a category is priced in.
  const pricedIn = new Map(CATEGORIES.map((c) => [c, new Set<string>()]));
  for (const { model, town } of pairs) pricedIn.get(categoryOf(model.type))?.add(town);
  const cityLists = {} as Record<Category, readonly string[]>;
  for (const c of CATEGORIES) {
    const listed = new Set(CITY_LISTS[c]);
    cityLists[c] = [...CITY_LISTS[c], ...towns.map((t) => t.city[0]).filter((t) => !listed.has(t) && pricedIn.get(c)?.has(t))];
  }

  // Traders: names unique as addresses (tName, case aside) across dealers and manufacturers.
  const tNames = new Set([...DEALERS, ...MANUFACTURERS].map(([name]) => tNameOf(name).toLowerCase()));
  const claim = (candidates: readonly string[]): string => {
    for (const name of candidates) {
      if (!tNames.has(tNameOf(name).toLowerCase())) {
        tNames.add(tNameOf(name).toLowerCase());
        return name;
      }
    }
    for (let k = 2; ; k++) {
      const name = `${candidates[candidates.length - 1]} ${k}`;
      if (!tNames.has(tNameOf(name).toLowerCase())) {
        tNames.add(tNameOf(name).toLowerCase());
        return name;
      }
    }
  };
  const share = (flags: readonly string[]) => flags.filter((f) => f === "1").length / flags.length;

  // Dealers: in a town where a brand is priced (drawn as a price row, so busy towns have more),
  // dealing in that brand and up to two more priced there; activated in the sample's proportion.
  const brandsInTown = new Map<string, string[]>();
  for (const { model, town } of pairs) {
    const list = brandsInTown.get(town) ?? [];
    if (!list.includes(model.brand)) list.push(model.brand);
    brandsInTown.set(town, list);
  }
  const dealerActive = share(DEALERS.map((d) => d[3]));
  const dealers: DealerTuple[] = [];
  for (let n = 0; n < DEALERS.length * extra && pairs.length > 0; n++) {
    const { model, town } = one(rng, pairs);
    const dealt = [model.brand];
    const more = 1 + below(rng, 2);
    const others = (brandsInTown.get(town) ?? []).filter((b) => b !== model.brand);
    for (let k = 0; k < more && others.length > 0; k++) dealt.push(others.splice(below(rng, others.length), 1)[0] as string);
    const head = `${one(rng, DEALER_HEADS)} ${one(rng, DEALER_TAILS)}`;
    const name = claim([head, `${head} ${town}`]);
    dealers.push([name, town, dealt, rng() < dealerActive ? "1" : "0"]);
  }

  // Manufacturers: the most popular new brands have a profile, in a town of their home state.
  const makerActive = share(MANUFACTURERS.map((m) => m[5]));
  const makers: ManufacturerTuple[] = [...brands]
    .sort((a, b) => b.popularity - a.popularity)
    .slice(0, MANUFACTURERS.length * extra)
    .map((brand): ManufacturerTuple => {
      const town = (homeTown.get(brand.home) ?? anyTown)(rng).city[0];
      const name = claim([`${brand.name} ${one(rng, COMPANY_TAILS)}`]);
      return [name, town, [brand.name], String(1985 + below(rng, 40)), one(rng, EMPLOYEES), rng() < makerActive ? "1" : "0"];
    });

  return {
    brands: [...BRANDS, ...brands.map((b) => [b.name, b.popularity] as const)],
    models: [...MODELS, ...models],
    cities: towns.map((t) => t.city),
    areas: Object.fromEntries(towns.map((t) => [t.city[0], t.areas])),
    townsOf: (m) => townsOfModel.get(m) ?? SAMPLE_SOURCE.townsOf(m),
    cityLists,
    dealers: [...DEALERS, ...dealers],
    manufacturers: [...MANUFACTURERS, ...makers],
    states: ALL_STATES,
  };
}

/** The rows of a catalogue `scale` times the sample (./index.ts expands the source). */
export function scaledCatalogue(scale: number, seed: number, directory: readonly PincodeRow[]): Catalogue {
  return buildCatalogue(scaledSource(scale, seed, directory));
}

/** What a seed's line names as the catalogue it reset to. */
export function scaledName(scale: number, seed: number): string {
  return scale === 1 ? "the sample" : `a catalogue ${scale} times the sample (seed ${seed})`;
}
