import { PLAUSIBLE } from "../../catalogue/rules/plausible";
import type { Product } from "../../../shared/entities";
import { CHARGE_HOURS, type Chemistry, YEARS } from "./battery-facts";
import { type Battery, batteryOf, chargesPerDay } from "./running-cost";
import { batteryKindOf, segmentOf } from "./subsidy";

// The battery chooser: one e-rickshaw or e-cart with a lead-acid pack beside the same with a
// lithium pack — what each costs to buy, how many packs it wears out in 3 and 5 years, how long
// and how much its charging takes, and its cost a km with the pack's wear. A pack lasts its cycle
// life in full charges; the day needs one charge per range driven (running-cost.ts), each taking
// its full hours, and a day whose charges and driving cannot fit in 24 hours is said so, never
// summed into hours a day no day has. Nothing is rounded until shown; the page picks the words.

export type { Chemistry };
export type Years = (typeof YEARS)[number];

export type BatteryModel = Pick<
  Product,
  "brandName" | "name" | "typeName" | "vehicleCategory" | "batteryType" | "batteryCapacity" | "batteryVoltage" | "mileage" | "chargeTime" | "charger" | "aboutProduct" | "description"
>;

/** Lead-acid or lithium from the stated battery type; null for anything else or unstated. */
export function chemistryOf(batteryType: string): Chemistry | null {
  const kind = batteryKindOf(batteryType);
  if (kind === "lead-acid") return "leadAcid";
  return kind === "advanced" && /lithium|li-?ion|\blfp\b|\bnmc\b/i.test(batteryType) ? "lithium" : null;
}

/**
 * The chooser covers e-rickshaws and e-carts (L3), the vehicles our lead-acid figures are about,
 * with a stated chemistry, battery size and range; L5 autos and cargo come with lithium only.
 */
export function choosable(p: BatteryModel): boolean {
  return segmentOf(p) === "l3" && chemistryOf(p.batteryType) !== null && batteryOf(p) !== null;
}

/** Hours a full charge takes as the specification writes it ("3.5-4 hours", "8 hours"), or null. */
export function chargeHoursOf(text: string): [number, number] | null {
  const m = /([\d.]+)\s*(?:[-–]|to)?\s*([\d.]+)?\s*(?:h\b|hours?|hrs?)/i.exec(text);
  if (!m) return null;
  const low = Number(m[1]);
  const high = m[2] ? Number(m[2]) : low;
  return low > 0 && high >= low ? [low, high] : null;
}

/** The battery's size as the specification writes it: "120 Ah × 48 V", or "5.2 kWh". */
export function batterySize(p: Pick<Product, "batteryCapacity" | "batteryVoltage">): string {
  return /Ah/i.test(p.batteryCapacity) && p.batteryVoltage.trim() ? `${p.batteryCapacity} × ${p.batteryVoltage}` : p.batteryCapacity;
}

export type Included = "included" | "excluded" | "ask";

/**
 * Whether the price includes the battery and the charger. The catalogue has no field for it: a
 * model whose own text says it is priced "without battery" (or charger) does not; one whose
 * specification lists the part does; one that lists nothing leaves the buyer to ask the dealer.
 */
export function inPrice(p: Pick<Product, "batteryType" | "batteryCapacity" | "charger" | "aboutProduct" | "description">): Record<"battery" | "charger", Included> {
  const text = `${p.aboutProduct} ${p.description}`;
  const of = (part: "battery" | "charger", listed: boolean): Included =>
    new RegExp(`without (?:a |the |its )?${part === "battery" ? "batter(?:y|ies)" : "charger"}`, "i").test(text) ? "excluded" : listed ? "included" : "ask";
  return { battery: of("battery", Boolean(p.batteryType.trim() || p.batteryCapacity.trim())), charger: of("charger", Boolean(p.charger.trim())) };
}

// ---- the lithium premium: no source prices a lithium pack, so the catalogue's prices do ----

/**
 * A model with its "from" price (rules/from-price.ts) and that price's town; or, with `km`, its
 * price for a town the visitor asked (that town's own, km 0, or the nearest priced town's).
 */
export type PricedModel = BatteryModel & { price: number; town: string; km?: number };
export type PremiumPair = { leadAcid: PricedModel; lithium: PricedModel; amount: number };
/** own: the model's brand sells both in its type; else the middle of every such brand's difference. */
export type Premium = { amount: number; pairs: PremiumPair[]; own: boolean };

const familyKey = (m: Pick<Product, "brandName" | "typeName">) => `${m.brandName.toLowerCase()}\u0000${m.typeName.toLowerCase()}`;

const cheapest = (models: readonly PricedModel[], chemistry: Chemistry) =>
  models.filter((m) => chemistryOf(m.batteryType) === chemistry).sort((a, b) => a.price - b.price)[0];

/**
 * Per brand and type that sells both: its cheapest lithium model's price less its cheapest
 * lead-acid one's. A model priced without its battery says nothing of the pack's price and is left
 * out; a lithium model cheaper than the lead-acid one differs in more than its battery, so no pair.
 */
export function premiumPairs(models: readonly PricedModel[]): PremiumPair[] {
  const families = new Map<string, PricedModel[]>();
  for (const m of models) {
    if (m.price > 0 && choosable(m) && inPrice(m).battery === "included") families.set(familyKey(m), [...(families.get(familyKey(m)) ?? []), m]);
  }
  const pairs: PremiumPair[] = [];
  for (const family of families.values()) {
    const leadAcid = cheapest(family, "leadAcid");
    const lithium = cheapest(family, "lithium");
    if (leadAcid && lithium && lithium.price > leadAcid.price) pairs.push({ leadAcid, lithium, amount: lithium.price - leadAcid.price });
  }
  return pairs;
}

/** The model's own family's premium where it has one, else the median over the catalogue's; null where none. */
export function lithiumPremium(model: Pick<Product, "brandName" | "typeName">, models: readonly PricedModel[]): Premium | null {
  const pairs = premiumPairs(models);
  const own = pairs.find((p) => familyKey(p.leadAcid) === familyKey(model));
  if (own) return { amount: own.amount, pairs: [own], own: true };
  if (!pairs.length) return null;
  const sorted = pairs.map((p) => p.amount).sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const amount = sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
  return { amount, pairs, own: false };
}

// ---- the two sides ----

export type Pack = { price: number; cycles: number };
export type Use = { km: number; days: number; tariff: number; pointCharge: number };

/**
 * One side of the chooser. `model` is a catalogue model (the one asked for, or its brand's model of
 * the other chemistry in the same type); null where the side is the asked model with the other
 * pack, priced by the premium.
 */
export type Side = { chemistry: Chemistry; model: PricedModel | null; vehiclePrice: number; packIncluded: boolean; battery: Battery; hours: readonly [number, number] };

const sideOf = (m: PricedModel, chemistry: Chemistry): Side => ({
  chemistry,
  model: m,
  vehiclePrice: m.price,
  packIncluded: inPrice(m).battery !== "excluded",
  battery: batteryOf(m)!,
  hours: chargeHoursOf(m.chargeTime) ?? CHARGE_HOURS[chemistry],
});

/**
 * The asked model's side, and the other chemistry's: its brand's cheapest model of that chemistry
 * in the same type, else the same vehicle with the other pack — its price moved by the premium
 * (unless priced without a battery), the same energy and range, the sourced charging hours.
 */
export function sidesOf(model: PricedModel, models: readonly PricedModel[], premium: number): Record<Chemistry, Side> {
  const own = chemistryOf(model.batteryType)!;
  const other: Chemistry = own === "leadAcid" ? "lithium" : "leadAcid";
  const sibling = cheapest(models.filter((m) => familyKey(m) === familyKey(model) && m.price > 0 && choosable(m)), other);
  const asked = sideOf(model, own);
  const shift = !asked.packIncluded ? 0 : other === "lithium" ? premium : -premium;
  const estimated: Side = { ...asked, chemistry: other, model: null, vehiclePrice: model.price + shift, hours: CHARGE_HOURS[other] };
  const second = sibling ? sideOf(sibling, other) : estimated;
  return own === "leadAcid" ? { leadAcid: asked, lithium: second } : { leadAcid: second, lithium: asked };
}

export type SideCost = {
  /** The vehicle, with a first pack where its price has none. */
  purchase: number;
  chargesPerDay: number;
  /** Hours one full charge takes (the model's own, else the sourced figure). */
  hoursPerCharge: readonly [number, number];
  /** Whether the day's charges and its driving fit in 24 hours at all (decision 149). */
  fitsInDay: boolean;
  energyPerKm: number;
  energyPerDay: number;
  /** The day's charges at a charging point's price a charge. */
  pointPerDay: number;
  /** The pack's price spread over the km it lasts. */
  wearPerKm: number;
  /** Energy and wear. */
  perKm: number;
  replacements: Record<Years, number>;
  /** Purchase, the packs bought to replace worn ones, and the energy. */
  costOver: Record<Years, number>;
};

/** Packs bought to replace worn ones within the years: a pack worn on the last day needs none. */
export function replacementsIn(years: number, charges: number, use: Pick<Use, "days">, cycles: number): number {
  const used = charges * use.days * 12 * years;
  return used <= 0 ? 0 : Math.ceil(used / cycles) - 1;
}

/**
 * Whether one pack can give a day its charges: the quickest charging the model states, times the
 * charges, plus the driving at the fastest an e-rickshaw may go (the law's 25 km/h), within 24
 * hours. A day that does not fit needs a second battery or a shorter day, whatever it costs.
 */
export function fitsInDay(charges: number, hours: readonly [number, number], km: number): boolean {
  return charges * hours[0] + km / PLAUSIBLE.l3.speed[1] <= 24;
}

export function sideCost(side: Side, pack: Pack, use: Use): SideCost {
  const charges = chargesPerDay(use.km, side.battery.rangeKm);
  const energyPerKm = (side.battery.kwh * use.tariff) / side.battery.rangeKm;
  const wearPerKm = use.km > 0 ? (pack.price * charges) / (pack.cycles * use.km) : 0;
  const purchase = side.vehiclePrice + (side.packIncluded ? 0 : pack.price);
  const replacements = Object.fromEntries(YEARS.map((y) => [y, replacementsIn(y, charges, use, pack.cycles)])) as Record<Years, number>;
  const costOver = Object.fromEntries(
    YEARS.map((y) => [y, purchase + replacements[y] * pack.price + energyPerKm * use.km * use.days * 12 * y]),
  ) as Record<Years, number>;
  return {
    purchase,
    chargesPerDay: charges,
    hoursPerCharge: side.hours,
    fitsInDay: fitsInDay(charges, side.hours, use.km),
    energyPerKm,
    energyPerDay: energyPerKm * use.km,
    pointPerDay: charges * use.pointCharge,
    wearPerKm,
    perKm: energyPerKm + wearPerKm,
    replacements,
    costOver,
  };
}
