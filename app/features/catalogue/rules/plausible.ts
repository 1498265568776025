import type { Product } from "../../../shared/entities";
import { rangeFiguresOf } from "./range";
import { UNIT_CHOICES, isBareNumber } from "./spec-units";
import { segmentOf } from "../../tools/rules/subsidy";
import { VEHICLE_CLASS_WORDS } from "../../../shared/glossary";
import { familyOf } from "../../../shared/vehicle-family";
import type { VehicleClass } from "#app/shared/glossary";
export type { VehicleClass };

// The catalogue's own checks of figures that cannot be true: a top speed or a range on one charge
// outside what the vehicle's class does, a full charge longer than a day, a number whose unit could
// be either of two. One rule for the console's form and the import's preview (entities.ts applies
// it to the models' schema), each refusal a code with its figures that the console words in the
// operator's language, and an English sentence for the API.
//
// The bounds (docs/decisions/149-facts-that-hold.md), from /work/shared/data (ev-facts.md,
// buyer-facts.md): where the law sets a top speed, that speed (e-rickshaws and e-carts, and
// two-wheelers and cycles that need no registration: 25 km/h); elsewhere twice the fastest or
// longest figure the facts report for the class, so a real vehicle is never refused and a slip of
// a digit is. Classes the facts say nothing of (golf carts, light goods vehicles) are held only
// to what no road vehicle does. Below 10 km/h is walking pace, and below 10 km a charge no
// vehicle is sold.

export type Bounds = { speed: readonly [min: number, max: number]; range: readonly [min: number, max: number]; byLaw: boolean };

export const PLAUSIBLE: Readonly<Record<VehicleClass, Bounds>> = {
  // e-rickshaws and e-carts: 25 km/h by law; ranges reported 60–130 km a charge
  l3: { speed: [10, 25], range: [10, 260], byLaw: true },
  // electric and fuel autos and cargo three-wheelers: 45 km/h and 68–170 km reported
  l5: { speed: [10, 90], range: [10, 340], byLaw: false },
  // electric scooters and bikes: up to 115 km/h and 75–181 km reported
  e2w: { speed: [10, 230], range: [10, 362], byLaw: false },
  // pedal-assist cycles and two-wheelers without registration: 25 km/h by law (250 W, 25 km/h);
  // no range of their own is reported, so the two-wheelers'
  lowSpeed: { speed: [10, 25], range: [10, 362], byLaw: true },
  other: { speed: [10, 250], range: [10, 1000], byLaw: false },
};

/** The longest full charge a specification may state, in hours: a day. */
export const MAX_CHARGE_HOURS = 24;

export type Checked = Pick<Product, "typeName" | "vehicleCategory" | "speed" | "mileage" | "chargeTime"> & Partial<Record<string, unknown>>;

/** The class whose bounds a model is held to: its stated category first (L3, L5, "no registration"), else its type. */
export function vehicleClassOf(p: Pick<Product, "typeName" | "vehicleCategory">): VehicleClass {
  if (/no registration/i.test(p.vehicleCategory) || familyOf(p.typeName) === "cycle") return "lowSpeed";
  return segmentOf(p) ?? "other";
}

export type FactIssue =
  | { code: "speedOver" | "speedOverLaw"; field: "speed"; value: number; max: number; vehicles: VehicleClass }
  | { code: "speedUnder"; field: "speed"; value: number; min: number }
  | { code: "rangeOver"; field: "mileage"; value: number; max: number; vehicles: VehicleClass }
  | { code: "rangeUnder"; field: "mileage"; value: number; min: number }
  | { code: "chargeOverDay"; field: "chargeTime"; value: number; max: number }
  | { code: "unitNeeded"; field: string; units: string };

const NUMBER = /\d+(?:\.\d+)?/g;
const numbers = (text: string) => (text.match(NUMBER) ?? []).map(Number);

/** The top speed's figures: the numbers of "25 km/h", "25", "20-25 kmph". */
const speedsOf = (text: string) => (/^\s*(?:up to\s+)?\d+(?:\.\d+)?(?:\s*[-–]\s*\d+(?:\.\d+)?)?\s*(?:km\/h|kmph|kph)?\s*$/i.test(text) ? numbers(text) : []);

/** Hours of a full charge: every number written before "h", "hours" or "hrs" ("7 hours normal, 2 hours fast"); a bare figure is hours. */
function chargeHoursOf(text: string): number[] {
  if (isBareNumber(text)) return numbers(text);
  const hours: number[] = [];
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)(?:\s*[-–]\s*(\d+(?:\.\d+)?))?\s*(?:h\b|hours?\b|hrs?\b)/gi)) {
    hours.push(Number(m[1]), ...(m[2] ? [Number(m[2])] : []));
  }
  return hours;
}

/** What cannot be true in a model's figures, field by field. */
export function factIssues(p: Checked): FactIssue[] {
  const issues: FactIssue[] = [];
  const vehicles = vehicleClassOf(p);
  const bounds = PLAUSIBLE[vehicles];
  for (const value of speedsOf(String(p.speed ?? ""))) {
    if (value === 0) continue; // a 0 is "not stated" (the spec table leaves it out)
    if (value > bounds.speed[1]) issues.push({ code: bounds.byLaw ? "speedOverLaw" : "speedOver", field: "speed", value, max: bounds.speed[1], vehicles });
    else if (value < bounds.speed[0]) issues.push({ code: "speedUnder", field: "speed", value, min: bounds.speed[0] });
    else continue;
    break;
  }
  for (const value of rangeFiguresOf(String(p.mileage ?? ""))) {
    if (value === 0) continue;
    if (value > bounds.range[1]) issues.push({ code: "rangeOver", field: "mileage", value, max: bounds.range[1], vehicles });
    else if (value < bounds.range[0]) issues.push({ code: "rangeUnder", field: "mileage", value, min: bounds.range[0] });
    else continue;
    break;
  }
  const longest = Math.max(0, ...chargeHoursOf(String(p.chargeTime ?? "")));
  if (longest > MAX_CHARGE_HOURS) issues.push({ code: "chargeOverDay", field: "chargeTime", value: longest, max: MAX_CHARGE_HOURS });
  for (const [field, units] of Object.entries(UNIT_CHOICES)) {
    const value = String(p[field] ?? "").trim();
    if (isBareNumber(value) && Number(value) !== 0) issues.push({ code: "unitNeeded", field, units: units.join(" / ") });
  }
  return issues;
}

const VEHICLES_EN = VEHICLE_CLASS_WORDS.en;

/** A fact issue in English words for the import's report (the console words it from its messages). */
export function factText(issue: FactIssue): string {
  switch (issue.code) {
    case "speedOverLaw":
      return `is ${issue.value} km/h; the law limits ${VEHICLES_EN[issue.vehicles]} to ${issue.max} km/h`;
    case "speedOver":
      return `is ${issue.value} km/h; ${VEHICLES_EN[issue.vehicles]} do at most ${issue.max} km/h`;
    case "speedUnder":
      return `is ${issue.value} km/h; a top speed is at least ${issue.min} km/h`;
    case "rangeOver":
      return `is ${issue.value} km on a charge; ${VEHICLES_EN[issue.vehicles]} go at most ${issue.max} km`;
    case "rangeUnder":
      return `is ${issue.value} km on a charge; at least ${issue.min} km`;
    case "chargeOverDay":
      return `is ${issue.value} hours; a full charge takes at most ${issue.max} hours`;
    case "unitNeeded":
      return `is a number without its unit: write ${issue.units} after it`;
  }
}
