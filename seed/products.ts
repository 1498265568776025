// Expands the compact model tables into full product rows (the product fields plus the
// schema's position and promotion columns).

import { PRODUCT_TECH_FIELDS } from "../app/shared/entities";
import { SPEC_VALUE_FIELDS } from "../app/shared/product-fields";
import { TYPE_WORDS } from "../app/shared/glossary";
import { hindiSpecValue } from "../app/shared/i18n/spec-values-hi";
import { costPerKmOf, perKmText } from "../app/features/tools/rules/running-cost";
import { roll } from "./hash";
import type { ModelSource } from "./model-source";
import { E_RICKSHAW_MODELS } from "./models-e-rickshaw";
import { FOUR_WHEELER_MODELS } from "./models-four-wheeler";
import { THREE_WHEELER_MODELS } from "./models-three-wheeler";
import { TWO_WHEELER_MODELS } from "./models-two-wheeler";
import { SPEC_VALUES_HI, TYPE_DEFAULTS, type Tech } from "./specs";
import { categoryOf } from "./vehicle-types";

export const MODELS: readonly ModelSource[] = [
  ...E_RICKSHAW_MODELS, ...THREE_WHEELER_MODELS, ...TWO_WHEELER_MODELS, ...FOUR_WHEELER_MODELS,
];


/** Motor power in kW from "1000 W" or "5.4 kW". */
function motorKw(motor: string): number {
  const kw = /([\d.]+)\s*kW/.exec(motor);
  if (kw) return Number(kw[1]);
  const w = /([\d.]+)\s*W/.exec(motor);
  if (w) return Number(w[1]) / 1000;
  throw new Error(`cannot read motor power from "${motor}"`);
}

function peakOf(ratedKw: number): string {
  if (ratedKw <= 0.25) return "250 W (rated limit)";
  const peak = ratedKw * 1.5;
  return peak < 1 ? `${Math.round(peak * 1000)} W` : `${Number(peak.toFixed(1))} kW`;
}

/** The running cost a km by the site's one rule (docs/decisions/145): the catalogue's figure is derived from it. */
function runningCost(m: ModelSource, fields: Record<string, string>): string {
  const perKm = costPerKmOf({ typeName: m.type, mileage: fields.mileage!, batteryCapacity: fields.batteryCapacity!, batteryVoltage: fields.batteryVoltage! });
  if (perKm === null) throw new Error(`no running cost for ${m.brand} ${m.name}`);
  return perKmText(perKm);
}

const TYPE_LABEL: Record<string, string> = {
  "e rickshaw": "a passenger e-rickshaw",
  "e rickshaw loader": "an open-body e-rickshaw loader",
  "closed body e rickshaw loader": "a closed-body electric loader",
  "electric auto rickshaw": "an electric auto rickshaw",
  "electric food van": "an electric food van",
  "electric school van": "an electric school van",
  "electric garbage van": "an electric garbage van",
  "diesel auto rickshaw": "a diesel auto rickshaw",
  "cng auto rickshaw": "a CNG auto rickshaw",
  "electric scooter": "an electric scooter",
  "electric bike": "an electric motorcycle",
  "electric cycle": "an electric cycle",
  "electric golf cart": "an electric golf cart",
  "utility vehicles": "an electric small commercial vehicle",
};

function aboutProduct(m: ModelSource, p: Record<string, string>): string {
  const title = `${m.brand} ${m.name}`;
  const items = [
    m.fuel ? `Mileage: ${p.mileage}` : `Range: ${p.mileage}`,
    `Top speed: ${p.speed}`,
    m.fuel ? `Engine: ${p.motorType}, ${p.motorPower}` : `Battery: ${p.batteryCapacity}, ${p.batteryType}`,
    m.fuel ? "" : `Motor: ${p.motorPower} ${p.motorType}`,
    p.seatCapacity ? `Seating: ${p.seatCapacity}` : "",
    p.loadCapacity ? `Payload: ${p.loadCapacity}` : "",
    p.deckSize ? `Body: ${p.deckSize}` : "",
  ].filter(Boolean);
  // plain text with simple formatting (app/shared/rules/simple-text.ts); no price or running cost:
  // the pages say those from the numbers (docs/decisions/145)
  return [
    `The **${title}** is ${TYPE_LABEL[m.type] ?? "a vehicle"} from ${m.brand}.${m.note ? ` ${m.note}` : ""}`,
    items.map((i) => `- ${i}`).join("\n"),
    "Confirm the latest price and offers with the nearest authorised dealer.",
  ].join("\n\n");
}

/** A specification value as Hindi pages name it (docs/glossary-hi.md, else its Hindi version), else as written. */
const hi = (value: string) => hindiSpecValue(value) ?? SPEC_VALUES_HI[value] ?? value;

/**
 * The about text in Hindi, from the same fields (docs/decisions/122): the words a driver uses
 * (docs/glossary-hi.md), brand and model names in Latin letters, numbers as digits. The English
 * text's note on a model is free English and has no Hindi version, so it is left out here.
 */
function aboutProductHi(m: ModelSource, p: Record<string, string>): string {
  const title = `${m.brand} ${m.name}`;
  const type = TYPE_WORDS[m.type]?.hi ?? "वाहन";
  const items = [
    m.fuel ? `माइलेज: ${hi(p.mileage!)}` : `रेंज: ${hi(p.mileage!)}`,
    `अधिकतम रफ़्तार: ${hi(p.speed!)}`,
    m.fuel ? `इंजन: ${hi(p.motorType!)}, ${hi(p.motorPower!)}` : `बैटरी: ${hi(p.batteryCapacity!)}, ${hi(p.batteryType!)}`,
    m.fuel ? "" : `मोटर: ${hi(p.motorPower!)} ${hi(p.motorType!)}`,
    p.seatCapacity ? `बैठने की जगह: ${hi(p.seatCapacity)}` : "",
    p.loadCapacity ? `भार क्षमता: ${hi(p.loadCapacity)}` : "",
    p.deckSize ? `डेक: ${hi(p.deckSize)}` : "",
  ].filter(Boolean);
  return [
    `**${title}** ${m.brand} का ${type} है।`,
    items.map((i) => `- ${i}`).join("\n"),
    "ताज़ा कीमत और ऑफ़र अपने नज़दीकी अधिकृत डीलर से पक्का करें।",
  ].join("\n\n");
}

export type ProductRow = Record<string, string | number>;

function productRow(m: ModelSource, position: number): ProductRow {
  const tech: Tech = { ...TYPE_DEFAULTS[m.type], ...m.tech };
  const fields: Record<string, string> = {};
  for (const f of PRODUCT_TECH_FIELDS) fields[f] = tech[f] ?? "";
  fields.variantName = m.variant ?? "Standard";
  fields.motorPower = m.motor;
  if (m.fuel) {
    for (const f of ["batteryType", "batteryCapacity", "batteryVoltage", "charger", "chargeTime", "controller"] as const) fields[f] = "";
  } else {
    fields.batteryCapacity = m.battery;
    // a peak rating is quoted for every electric motor; where the table has none, assume 1.5x
    // the rated power, except for 250 W motors, whose rating is the legal limit itself
    if (!fields.peakPower) fields.peakPower = peakOf(motorKw(m.motor));
  }
  fields.mileage = m.fuel === "diesel" ? `${m.range} km/l` : m.fuel === "cng" ? `${m.range} km/kg` : `${m.range} km/charge`;
  fields.speed = `${m.speed} km/h`;
  fields.pricePerKm = runningCost(m, fields);
  // a value the glossary does not read gets its Hindi version, as an operator would write it
  const hindi = Object.fromEntries(
    SPEC_VALUE_FIELDS.map((f) => [`${f}Hi`, hindiSpecValue(fields[f]!) === null ? (SPEC_VALUES_HI[fields[f]!] ?? "") : ""]),
  );
  const title = `${m.brand} ${m.name}`;
  const key = `${m.brand}|${m.name}`;
  // no price in a description: the pages put the price sentence before it (app/features/catalogue/server/model-summary.ts);
  // a few carry the town placeholder, as older rows do
  const description =
    roll(key, "description", 10) === 0
      ? `Check its on-road price, offers and nearest dealers in cityName.`
      : `It gives ${fields.mileage} with a top speed of ${fields.speed}.`;
  return {
    brandName: m.brand,
    name: m.name,
    categoryName: categoryOf(m.type),
    typeName: m.type,
    cityName: "",
    price: m.price,
    ...fields,
    ...hindi,
    aboutProduct: aboutProduct(m, fields),
    aboutProductHi: aboutProductHi(m, fields),
    h2: `${title} Price, Specifications and Mileage`,
    description,
    position,
    promotion: m.promo ? "home" : "",
  };
}

export function productRows(models: readonly ModelSource[]): ProductRow[] {
  const perBrand = new Map<string, number>();
  return models.map((m) => {
    const position = (perBrand.get(m.brand) ?? 0) + 1;
    perBrand.set(m.brand, position);
    return productRow(m, position);
  });
}

export const PRODUCT_COLUMNS = [
  "brandName", "name", "categoryName", "typeName", "cityName", "price", "mileage", "pricePerKm", "speed",
  ...PRODUCT_TECH_FIELDS, ...SPEC_VALUE_FIELDS.map((f) => `${f}Hi` as const), "aboutProduct", "aboutProductHi", "h2", "description", "position", "promotion",
] as const;
