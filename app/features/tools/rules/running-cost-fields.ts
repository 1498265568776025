import type { Fuel, Rival } from "./running-cost-facts";

// The running-cost form's fields, apart from the rule: the model page's `handle` (in the page's
// first-load JavaScript) declares them, and must not pull the rule in with them.

export type CostField = "km" | "days" | "tariff" | Fuel | Rival;

/** Every field the form may send. */
export const COST_FIELDS: readonly CostField[] = ["km", "days", "tariff", "petrol", "diesel", "cng", "petrolAuto", "dieselAuto", "cngAuto", "petrolScooter", "petrolMotorcycle", "petrolMoped"];
