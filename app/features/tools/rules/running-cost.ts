import { formatInrPaise } from "../../../shared/rules/money";
import type { Product } from "../../../shared/entities";
import { asciiDigits } from "../../../shared/rules/digits";
import { rangeKmOf } from "../../catalogue/rules/range";
import { COST_FIELDS, type CostField } from "./running-cost-fields";
import { DAILY_KM, DAYS_A_MONTH, FUEL_PRICE, type Fuel, MILEAGE, RIVAL_FUEL, type Rival, TARIFF } from "./running-cost-facts";

// Running cost, like for like: an electric three-wheeler beside petrol, diesel and CNG autos; an
// electric scooter or bike beside a petrol scooter and motorcycle; an electric cycle beside a petrol
// moped. The electric cost is the energy the day's distance takes — battery kWh ÷ range a charge ×
// km × tariff — and the day needs one charge per range driven (a mid-day charge once the distance
// exceeds the range). Every assumption comes in from the form; nothing is rounded until shown.

export type Family = "threeWheeler" | "twoWheeler" | "cycle";

export const RIVALS: Record<Family, readonly Rival[]> = {
  threeWheeler: ["petrolAuto", "dieselAuto", "cngAuto"],
  twoWheeler: ["petrolScooter", "petrolMotorcycle"],
  cycle: ["petrolMoped"],
};

type FamilyFields = Pick<Product, "categoryName" | "typeName">;

/** Which vehicles a model is set beside, or null where the tool is not shown (cars, golf carts, fuel autos). */
export function familyOf(p: FamilyFields): Family | null {
  const category = p.categoryName.trim().toLowerCase();
  const type = p.typeName.trim().toLowerCase();
  if (/\b(diesel|cng|petrol)\b/.test(type)) return null;
  if (category === "three wheeler") return "threeWheeler";
  if (/\bcycle\b/.test(type)) return "cycle";
  if (category === "two wheeler" || /\b(scooter|bike|motorcycle)\b/.test(type)) return "twoWheeler";
  return null;
}

export type Battery = { kwh: number; rangeKm: number };

/** The battery's energy (kWh, or Ah × V) and the range on a charge, or null where either is unstated. */
export function batteryOf(p: Pick<Product, "mileage" | "batteryCapacity" | "batteryVoltage">): Battery | null {
  const kwh = /([\d.]+)\s*kWh/i.exec(p.batteryCapacity);
  const ah = /([\d.]+)\s*Ah/i.exec(p.batteryCapacity);
  const volts = /([\d.]+)\s*V\b/.exec(p.batteryVoltage) ?? /([\d.]+)\s*V\b/.exec(p.batteryCapacity);
  const energy = kwh ? Number(kwh[1]) : ah && volts ? (Number(ah[1]) * Number(volts[1])) / 1000 : null;
  const rangeKm = rangeKmOf(p.mileage) ?? 0;
  return energy && energy > 0 && rangeKm > 0 ? { kwh: energy, rangeKm } : null;
}

export type Assumptions = { km: number; days: number; tariff: number; fuel: Record<Fuel, number>; mileage: Record<Rival, number> };

export function defaultAssumptions(family: Family): Assumptions {
  return {
    km: family === "threeWheeler" ? DAILY_KM.commercial : DAILY_KM.personal,
    days: DAYS_A_MONTH,
    tariff: TARIFF.value,
    fuel: { petrol: FUEL_PRICE.petrol.value, diesel: FUEL_PRICE.diesel.value, cng: FUEL_PRICE.cng.value },
    mileage: Object.fromEntries(Object.entries(MILEAGE).map(([rival, fact]) => [rival, fact.value])) as Record<Rival, number>,
  };
}

/** Charges a day: one per range driven, so a day longer than the range needs a mid-day charge. */
export function chargesPerDay(km: number, rangeKm: number): number {
  return km <= 0 ? 0 : Math.ceil(km / rangeKm);
}

export type Cost = { perKm: number; perDay: number; perMonth: number };
export type RivalCost = Cost & { rival: Rival; fuel: Fuel; savingPerMonth: number };
export type RunningCost = { family: Family; electric: Cost & { charges: number }; rivals: RivalCost[] };

const costOf = (perKm: number, a: Assumptions): Cost => ({ perKm, perDay: perKm * a.km, perMonth: perKm * a.km * a.days });

export function runningCost(battery: Battery, family: Family, a: Assumptions): RunningCost {
  const electric = { ...costOf((battery.kwh * a.tariff) / battery.rangeKm, a), charges: chargesPerDay(a.km, battery.rangeKm) };
  const rivals = RIVALS[family].map((rival) => {
    const fuel = RIVAL_FUEL[rival];
    const cost = costOf(a.fuel[fuel] / a.mileage[rival], a);
    return { rival, fuel, ...cost, savingPerMonth: cost.perMonth - electric.perMonth };
  });
  return { family, electric, rivals };
}

/** The fuel a fuel vehicle runs on, from its type ("diesel auto rickshaw"); null for an electric one. */
export function fuelOf(p: Pick<Product, "typeName">): Fuel | null {
  const fuel = /\b(diesel|cng|petrol)\b/i.exec(p.typeName)?.[1]?.toLowerCase();
  return fuel === "diesel" || fuel === "cng" || fuel === "petrol" ? fuel : null;
}

/**
 * The model's running cost a km on the tool's defaults: for an electric model its charging (battery
 * energy ÷ range a charge × tariff: the figure of its own running-cost table, `runningCost`), for a
 * diesel, CNG or petrol one its fuel (the fuel's price ÷ km a litre or kg); null where the catalogue
 * lacks the figures. The one rule of a model's running cost: every page and answer says this
 * figure (the catalogue's `pricePerKm` is derived from it, docs/decisions/145).
 */
export function costPerKmOf(p: Pick<Product, "typeName" | "mileage" | "batteryCapacity" | "batteryVoltage">): number | null {
  const fuel = fuelOf(p);
  if (fuel) {
    const mileage = Number(/([\d.]+)\s*km/i.exec(p.mileage)?.[1] ?? 0);
    return mileage > 0 ? FUEL_PRICE[fuel].value / mileage : null;
  }
  const battery = batteryOf(p);
  return battery ? (battery.kwh * TARIFF.value) / battery.rangeKm : null;
}

/** The catalogue's `pricePerKm` as the rule writes it: "₹0.45/km" (units in the page's language: app/shared/i18n/names.ts). */
export const perKmText = (perKm: number) => `${formatInrPaise(perKm)}/km`;

/** The running cost a model's answers carry: the rule's figure, else (no figures to work from) what the catalogue wrote. */
export function pricePerKmOf(p: Pick<Product, "typeName" | "mileage" | "batteryCapacity" | "batteryVoltage" | "pricePerKm">): string {
  const perKm = costPerKmOf(p);
  return perKm === null ? p.pricePerKm : perKmText(perKm);
}

// ---- the form (GET, also without JavaScript) ----

export type { CostField };

export type CostQuery = { fields: CostField[]; values: Record<CostField, string>; assumptions: Assumptions | null; problems: CostField[]; asked: boolean };


const LIMITS: Record<"km" | "days" | "tariff" | "fuel" | "mileage", { max: number; decimals: boolean }> = {
  km: { max: 500, decimals: false },
  days: { max: 31, decimals: false },
  tariff: { max: 100, decimals: true },
  fuel: { max: 500, decimals: true },
  mileage: { max: 200, decimals: true },
};

const limitOf = (field: CostField) => (field === "km" || field === "days" || field === "tariff" ? LIMITS[field] : field in FUEL_PRICE ? LIMITS.fuel : LIMITS.mileage);

/** A positive number as typed ("12.5", "₹ 94.77", Devanagari digits) within its field's bounds, or null. */
export function readAmount(text: string, field: CostField): number | null {
  const { max, decimals } = limitOf(field);
  const bare = asciiDigits(text).replace(/^(?:₹|rs\.?)/i, "").trim();
  const shape = decimals ? /^\d{1,3}(?:\.\d{1,2})?$/ : /^\d{1,3}$/;
  if (!shape.test(bare)) return null;
  const value = Number(bare);
  return value > 0 && value <= max ? value : null;
}

/** The fields a family's form shows: distance, month, tariff, then each rival's fuel price and mileage. */
export function costFields(family: Family): CostField[] {
  const rivals = RIVALS[family];
  const fuels = [...new Set(rivals.map((r) => RIVAL_FUEL[r]))];
  return ["km", "days", "tariff", ...fuels, ...rivals];
}

const valueOf = (a: Assumptions, field: CostField): number =>
  field === "km" ? a.km : field === "days" ? a.days : field === "tariff" ? a.tariff : field in a.fuel ? a.fuel[field as Fuel] : a.mileage[field as Rival];

export function readCostQuery(params: URLSearchParams, family: Family): CostQuery {
  const fields = costFields(family);
  const defaults = defaultAssumptions(family);
  const values = Object.fromEntries(COST_FIELDS.map((f) => [f, String(valueOf(defaults, f))])) as Record<CostField, string>;
  const problems: CostField[] = [];
  const a: Assumptions = { ...defaults, fuel: { ...defaults.fuel }, mileage: { ...defaults.mileage } };
  for (const field of fields) {
    const typed = params.get(field)?.trim().slice(0, 20);
    if (typed) values[field] = typed;
    const value = readAmount(values[field], field);
    if (value === null) {
      problems.push(field);
      continue;
    }
    if (field === "km" || field === "days" || field === "tariff") a[field] = value;
    else if (field in a.fuel) a.fuel[field as Fuel] = value;
    else a.mileage[field as Rival] = value;
  }
  return { fields, values, assumptions: problems.length ? null : a, problems, asked: fields.some((f) => params.has(f)) };
}
