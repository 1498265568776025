// SAMPLE FACTS (indicative, 2024–2025): what an auto's fuel costs, to set an electric model's
// running cost beside. Change them here; docs/decisions/083-running-cost-figures.md gives sources.

export type Fuel = "petrol" | "diesel" | "cng";

export const RUNNING_COST_FACTS = {
  /** Fuel prices in ₹ per litre (petrol, diesel) or per kg (CNG). */
  fuelPrice: { petrol: 95, diesel: 88, cng: 76 } satisfies Record<Fuel, number>,
  /** What a three-wheeler auto runs on that unit of fuel, in km. */
  autoKmPerUnit: { petrol: 24, diesel: 22, cng: 30 } satisfies Record<Fuel, number>,
  /** Grid electricity in ₹ per kWh, with charging losses, when a model states no running cost. */
  rupeesPerKwh: 9,
  dailyKm: 100,
  daysPerMonth: 26,
} as const;

export const FUELS: readonly Fuel[] = ["petrol", "diesel", "cng"];
