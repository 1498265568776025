// The running-cost tool's defaults, each from /work/shared/data/buyer-facts.md with the date the
// source gives; every one is shown beside its field and can be changed by the visitor. Where the
// sources give no figure (a petrol scooter's, motorcycle's or moped's mileage) the default is an
// assumption the page names as one, never presented as sourced. Words: app/features/tools/messages.ts.

export type Fuel = "petrol" | "diesel" | "cng";

/** Vehicles an electric model is set beside, like for like. */
export type Rival = "petrolAuto" | "dieselAuto" | "cngAuto" | "petrolScooter" | "petrolMotorcycle" | "petrolMoped";

export type Fact = { value: number; reported: string; sourced: boolean };

export const RIVAL_FUEL: Record<Rival, Fuel> = {
  petrolAuto: "petrol", dieselAuto: "diesel", cngAuto: "cng",
  petrolScooter: "petrol", petrolMotorcycle: "petrol", petrolMoped: "petrol",
};

/** Fuel prices in ₹ a litre (petrol, diesel) or a kg (CNG): Delhi retail. */
export const FUEL_PRICE: Record<Fuel, Fact> = {
  petrol: { value: 94.77, reported: "2025-10-25", sourced: true },
  diesel: { value: 87.67, reported: "2025-10-25", sourced: true },
  cng: { value: 75.09, reported: "2024-06", sourced: true },
};

/**
 * km a litre (a kg for CNG). Autos: worked from the reported running cost (CNG ₹2–3 a km, petrol
 * and diesel about ₹4, 2025) at the fuel prices above — 94.77 ÷ 4 ≈ 24, 87.67 ÷ 4 ≈ 22,
 * 75.09 ÷ 2.5 ≈ 30. Two-wheelers: no figure in the sources; assumptions, marked so on the page.
 */
export const MILEAGE: Record<Rival, Fact> = {
  petrolAuto: { value: 24, reported: "2025", sourced: true },
  dieselAuto: { value: 22, reported: "2025", sourced: true },
  cngAuto: { value: 30, reported: "2025", sourced: true },
  petrolScooter: { value: 45, reported: "", sourced: false },
  petrolMotorcycle: { value: 55, reported: "", sourced: false },
  petrolMoped: { value: 50, reported: "", sourced: false },
};

/** Household electricity: ₹2–8+ a unit by state (2025); the top of the range, so savings are not overstated. */
export const TARIFF: Fact = { value: 8, reported: "2025", sourced: true };

/** The distance and the working month: assumptions for the visitor to change. */
export const DAILY_KM: Record<"commercial" | "personal", number> = { commercial: 100, personal: 30 };
export const DAYS_A_MONTH = 26;
