// SAMPLE DATA (illustrative figures, not current prices): one price row per model and city of
// its category's city list, derived from the model's indicative price. Every variation comes
// from a hash of brand, model and city, so the rows are the same on every run, and together
// they exercise every display rule of the price screen (spec §2 and §4):
//  - ex-showroom 0 on a few rows ("Contact Us For Price");
//  - rto, insurance and other charge all 0 (breakup hidden), sometimes with warranty/accessory set;
//  - emi set (label "Contact For Finance"), else dealer flag, else manufacturer flag, else none;
//  - delivery flag and offer HTML on some rows.

import { roll, pick } from "./hash";
import type { ModelSource } from "./model-source";
import { MODELS } from "./products";
import { categoryOf, citiesOfType } from "./vehicle-types";

export type PriceRow = {
  brandName: string; name: string; cityName: string; exShowroomPrice: number; rto: number;
  insurance: number; warranty: number; accessory: number; otherCharge: number; emi: number;
  deliveryFlag: boolean; offer: string; h2: string; dealer: boolean; manufacturer: boolean; type: string;
};

export const PRICE_COLUMNS = [
  "brandName", "name", "cityName", "exShowroomPrice", "rto", "insurance", "warranty", "accessory",
  "otherCharge", "emi", "deliveryFlag", "offer", "h2", "dealer", "manufacturer", "type",
] as const;

const hundreds = (n: number) => Math.round(n / 100) * 100;

/** Monthly instalment on a loan of `share` of the price (ev-facts: 85 % over 36 months at 10.75 %). */
function emiOf(price: number, twoWheeler: boolean): number {
  const principal = price * 0.85;
  const months = 36;
  const rate = (twoWheeler ? 9.5 : 10.75) / 100 / 12;
  const factor = (1 + rate) ** months;
  return Math.round((principal * rate * factor) / (factor - 1));
}

/** Registration and road tax: e-rickshaws pay a small registration fee; low-speed vehicles none. */
function rtoOf(m: ModelSource, price: number, key: string): number {
  if (m.fuel) return hundreds(price * 0.06);
  if (m.type === "electric cycle" || m.type === "electric golf cart" || m.speed <= 25) {
    return categoryOf(m.type) === "three wheeler" ? 1000 + roll(key, "regfee", 16) * 100 : 0;
  }
  // most states waive road tax on EVs; registration, number plate and smart card remain
  return hundreds(price * 0.01) + 300;
}

function insuranceOf(m: ModelSource, price: number): number {
  if (m.type === "electric cycle") return 0;
  const rate = categoryOf(m.type) === "two wheeler" ? 0.045 : m.type === "electric golf cart" ? 0.012 : 0.025;
  return Math.max(1500, hundreds(price * rate));
}

const OFFERS: readonly ((title: string, city: string) => string)[] = [
  (t, c) => `<p><strong>Festive offer:</strong> free first-year insurance on the ${t} at participating dealers in ${c}.</p>`,
  (t) => `<p><strong>Exchange bonus:</strong> up to ₹5,000 off the ${t} when you exchange an old vehicle.</p><ul><li>At participating dealers</li><li>Subject to inspection of the old vehicle</li></ul>`,
  (t) => `<p><strong>Low down payment:</strong> take home the ${t} from ₹15,000 down payment with easy EMI.</p>`,
  (t, c) => `<p>Free charger and one year of roadside assistance with every ${t} booked in ${c} this month.</p>`,
];

function priceRow(m: ModelSource, city: string): PriceRow {
  const key = `${m.brand}|${m.name}|${city}`;
  const title = `${m.brand} ${m.name}`;
  const base = {
    brandName: m.brand, name: m.name, cityName: city, h2: `${title} On Road Price in ${city}`, type: m.type,
    dealer: roll(key, "dealer", 10) < 4,
    manufacturer: roll(key, "manufacturer", 10) < 3,
    deliveryFlag: roll(key, "delivery", 10) < 3,
    offer: roll(key, "offer", 7) === 0 ? pick(OFFERS, key, "offerText")(title, city) : "",
  };
  const none = { rto: 0, insurance: 0, warranty: 0, accessory: 0, otherCharge: 0, emi: 0 };
  if (roll(key, "contact", 100) === 0) return { ...base, ...none, exShowroomPrice: 0 };

  // within +-3 % of the indicative price, so banded models stay inside their band
  const exShowroomPrice = hundreds(m.price * (1 + (roll(key, "price", 7) - 3) / 100));
  const bucket = roll(key, "breakup", 10);
  const extended = hundreds(exShowroomPrice * (0.015 + roll(key, "warranty", 3) * 0.005));
  const accessory = 1000 + roll(key, "accessory", 9) * 500;
  const full = {
    rto: rtoOf(m, exShowroomPrice, key),
    insurance: insuranceOf(m, exShowroomPrice),
    otherCharge: bucket >= 6 ? 500 + roll(key, "other", 5) * 500 : 0,
    warranty: bucket === 2 || bucket === 4 || bucket === 7 ? extended : 0,
    accessory: bucket === 3 || bucket === 4 || bucket === 8 ? accessory : 0,
  };
  const parts =
    bucket === 0 ? { rto: 0, insurance: 0, otherCharge: 0, warranty: 0, accessory: 0 } // ex-showroom only
    : bucket === 1 ? { rto: 0, insurance: 0, otherCharge: 0, warranty: extended, accessory } // extras only: breakup still hidden
    : full;
  const emi = roll(key, "emi", 10) < 3 ? emiOf(exShowroomPrice, categoryOf(m.type) === "two wheeler") : 0;
  return { ...base, exShowroomPrice, ...parts, emi };
}

export function priceRows(): PriceRow[] {
  return MODELS.flatMap((m) => citiesOfType(m.type).map((city) => priceRow(m, city)));
}
