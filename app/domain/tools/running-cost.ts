import type { Product } from "../entities";
import { FUELS, type Fuel, RUNNING_COST_FACTS as FACTS } from "./running-cost-facts";

// Issue 20, running cost: an electric model's cost a day and a month over a daily distance, set
// beside petrol, diesel and CNG autos at the sample fuel prices, with the monthly saving. Shown on
// commercial three-wheelers and scooters, the vehicles bought to earn or to commute daily.

export type CostLine = { fuel: Fuel; perKm: number; perDay: number; perMonth: number; savingPerMonth: number };
export type RunningCost = { perKm: number; perDay: number; perMonth: number; dailyKm: number; days: number; autos: CostLine[] };

type CostFields = Pick<Product, "categoryName" | "typeName" | "pricePerKm" | "mileage" | "batteryCapacity" | "batteryVoltage">;

/** Models the running cost is shown for: electric three-wheelers and electric scooters. */
export function showsRunningCost(p: Pick<Product, "categoryName" | "typeName">): boolean {
  const category = p.categoryName.trim().toLowerCase();
  const type = p.typeName.trim().toLowerCase();
  return (category === "three wheeler" && !/\b(diesel|cng|petrol)\b/.test(type)) || type.includes("scooter");
}

/** ₹ a km from the model's stated running cost ("Rs 0.40/km", "₹0.4 per km"), or null. */
export function statedPerKm(text: string): number | null {
  const match = /(?:rs\.?|₹|inr)\s*([\d]+(?:\.\d+)?)\s*(?:\/|per)\s*km/i.exec(text);
  return match ? Number(match[1]) : null;
}

/** ₹ a km from the battery's energy and the range on one charge, or null when either is unstated. */
export function chargedPerKm(p: Pick<Product, "mileage" | "batteryCapacity" | "batteryVoltage">): number | null {
  const range = /([\d.]+)\s*km/i.exec(p.mileage);
  const kwh = /([\d.]+)\s*kWh/i.exec(p.batteryCapacity);
  const ah = /([\d.]+)\s*Ah/i.exec(p.batteryCapacity);
  const volts = /([\d.]+)\s*V\b/.exec(p.batteryVoltage) ?? /([\d.]+)\s*V\b/.exec(p.batteryCapacity);
  const energy = kwh ? Number(kwh[1]) : ah && volts ? (Number(ah[1]) * Number(volts[1])) / 1000 : null;
  if (!range || !energy || Number(range[1]) <= 0) return null;
  return (energy * FACTS.rupeesPerKwh) / Number(range[1]);
}

/** An auto's ₹ a km on a fuel at the sample prices. */
export function autoPerKm(fuel: Fuel): number {
  return FACTS.fuelPrice[fuel] / FACTS.autoKmPerUnit[fuel];
}

/** The running cost for a daily distance, or null when the model's figures do not give one. */
export function runningCost(p: CostFields, dailyKm: number = FACTS.dailyKm, days: number = FACTS.daysPerMonth): RunningCost | null {
  if (!showsRunningCost(p)) return null;
  const perKm = statedPerKm(p.pricePerKm) ?? chargedPerKm(p);
  if (perKm === null) return null;
  const perDay = Math.round(perKm * dailyKm);
  const perMonth = perDay * days;
  const autos = FUELS.map((fuel) => {
    const autoKm = autoPerKm(fuel);
    const autoDay = Math.round(autoKm * dailyKm);
    return { fuel, perKm: autoKm, perDay: autoDay, perMonth: autoDay * days, savingPerMonth: autoDay * days - perMonth };
  });
  return { perKm, perDay, perMonth, dailyKm, days, autos };
}
