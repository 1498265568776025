// The compact shape in which the sample models are written down, and a helper per type.
// products.ts expands each entry into a full product row.

import type { Tech } from "./specs";
import type { TypeName } from "./vehicle-types";

export type ModelSource = {
  brand: string;
  name: string;
  type: TypeName;
  /** Indicative ex-showroom price in rupees; city prices vary around it. */
  price: number;
  /** km per charge, or km per litre / kg for fuel vehicles. */
  range: number;
  /** Top speed, km/h. */
  speed: number;
  /** batteryCapacity text, e.g. "120 Ah" or "3.7 kWh"; "" for fuel vehicles. */
  battery: string;
  /** motorPower text (engine power for fuel vehicles). */
  motor: string;
  fuel?: "diesel" | "cng";
  variant?: string;
  /** One or two sentences for the about-product block. */
  note?: string;
  /** Shown on the home page (product.promotion = "home"). */
  promo?: boolean;
  tech?: Tech;
};

type Extra = Pick<ModelSource, "fuel" | "variant" | "note" | "promo" | "tech">;

/** m("Mahindra", "e-Alfa Mini", price, range, speed, battery, motor, extra) for one type. */
export const modelsOf =
  (type: TypeName) =>
  (brand: string, name: string, price: number, range: number, speed: number, battery: string, motor: string, extra: Extra = {}): ModelSource => ({
    brand, name, type, price, range, speed, battery, motor, ...extra,
  });

/** Model names become URL segments: letters, digits, spaces, hyphens, dots, one bracket pair. */
export const MODEL_NAME = /^[A-Za-z0-9 .-]+( \([A-Za-z0-9 .-]+\))?$/;
