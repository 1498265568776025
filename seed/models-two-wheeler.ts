// SAMPLE DATA (illustrative figures, not current prices): electric scooters, bikes and cycles.
// Figures follow /work/shared/data/ev-facts.md where it has them (launch-time press figures);
// other values are plausible for the segment. A few low-speed scooters sit inside the bands of
// the type-name mapping (electric scooter 50001-60000, electric bike 40001-50000) on purpose.

import { modelsOf, type ModelSource } from "./model-source";
import type { Tech } from "./specs";

const scooter = modelsOf("electric scooter");
const bike = modelsOf("electric bike");
const cycle = modelsOf("electric cycle");

/** Low-speed scooters: at most 250 W and 25 km/h, so no registration or licence is needed. */
const lowSpeed: Tech = {
  vehicleCategory: "Low speed (no registration)", motorInputVoltage: "48 V", batteryVoltage: "48 V",
  speedMeter: "Digital", brake: "Drum front and rear", wheelSize: "10 inch", chargeTime: "6-7 hours",
  charger: "48 V 4 A charger", approval: "Exempt (250 W, 25 km/h)", gradeability: "7 degrees",
};
const l1: Tech = { vehicleCategory: "L1 (low power scooter)", motorInputVoltage: "48 V", batteryVoltage: "48 V", chargeTime: "4-5 hours" };

export const TWO_WHEELER_MODELS: readonly ModelSource[] = [
  scooter("Ather", "450X", 146000, 146, 90, "3.7 kWh", "5.4 kW", {
    promo: true,
    tech: { peakPower: "6.4 kW, 26 Nm", chassisType: "Aluminium hybrid frame", wheelSize: "12 inch front, 12 inch rear" },
    note: "Two battery packs to choose from; touchscreen dashboard with navigation.",
  }),
  scooter("Ather", "450S", 130000, 115, 90, "2.9 kWh", "5.4 kW", { tech: { chassisType: "Aluminium hybrid frame" } }),
  scooter("Ather", "Rizta", 110000, 123, 80, "2.9 kWh", "4.3 kW", { note: "A family scooter with a long flat seat and 56 litres of storage." }),
  scooter("Ola", "S1 Pro", 129999, 181, 115, "3.9 kWh", "8.5 kW", {
    promo: true,
    tech: { peakPower: "8.5 kW", motorType: "Mid-drive PMSM" },
    note: "Launched in 2021 with a claimed 181 km range and a 115 km/h top speed.",
  }),
  scooter("Ola", "S1 Air", 84999, 101, 90, "2.5 kWh", "4.5 kW", { note: "The lighter, cheaper S1 with a 2.5 kWh battery." }),
  scooter("Ola", "S1 X", 79999, 95, 85, "2 kWh", "6 kW"),
  scooter("TVS", "iQube", 115000, 75, 78, "2.25 kWh", "4.4 kW", { note: "Launched in Bengaluru in 2020." }),
  scooter("TVS", "iQube ST", 155000, 145, 82, "4.56 kWh", "4.4 kW"),
  scooter("Bajaj", "Chetak Urbane", 142000, 90, 63, "3 kWh", "3.8 kW", { tech: { chassisType: "Steel monocoque body" }, note: "Metal body and 85-95 km of range; launched in Pune." }),
  scooter("Bajaj", "Chetak Premium", 144000, 95, 73, "3 kWh", "3.8 kW", { tech: { chassisType: "Steel monocoque body" } }),
  scooter("Bajaj", "Chetak Blue 3202", 115000, 137, 63, "3.2 kWh", "4.2 kW", { tech: { chassisType: "Steel monocoque body" } }),
  scooter("Vida", "V1 Plus", 145000, 143, 80, "3.44 kWh", "6 kW", { tech: { batteryType: "Lithium-ion, two removable packs" } }),
  scooter("Vida", "V1 Pro", 159000, 165, 80, "3.94 kWh", "6 kW", { tech: { batteryType: "Lithium-ion, two removable packs" } }),
  scooter("Okinawa", "Praise", 59889, 88, 75, "45 Ah", "1 kW", {
    tech: { batteryVoltage: "72 V", motorInputVoltage: "72 V", peakPower: "2.5 kW" },
    note: "72 V 45 Ah battery and a 1 kW motor (2.5 kW peak); launched in Delhi.",
  }),
  scooter("Okinawa", "Lite", 56000, 60, 25, "1.25 kWh", "250 W", { tech: lowSpeed }),
  scooter("Okinawa", "Ridge Plus", 69000, 84, 55, "1.75 kWh", "800 W", { tech: l1 }),
  scooter("Ampere", "Magnus EX", 68999, 121, 53, "2.3 kWh", "1.2 kW", { tech: l1, note: "Launched in Pune." }),
  scooter("Ampere", "Reo Plus", 55000, 70, 25, "1.3 kWh", "250 W", { tech: lowSpeed }),
  scooter("Ampere", "Zeal EX", 75000, 100, 50, "2.3 kWh", "1.2 kW", { tech: l1 }),
  scooter("Hero Electric", "Optima CX", 85000, 82, 45, "1.5 kWh", "550 W", { tech: l1 }),
  scooter("Hero Electric", "Photon", 80000, 90, 45, "1.87 kWh", "1.2 kW", { tech: l1 }),
  scooter("Hero Electric", "Flash LX", 46000, 85, 25, "1.5 kWh", "250 W", { tech: lowSpeed }),
  scooter("Hero Electric", "Atria LX", 48000, 85, 25, "1.5 kWh", "250 W", { tech: lowSpeed }),
  scooter("Simple Energy", "Simple One", 145000, 212, 105, "5 kWh", "8.5 kW", { tech: { batteryType: "Lithium-ion, fixed plus portable pack" } }),
  scooter("Kinetic Green", "Zing", 71000, 125, 45, "2 kWh", "1.2 kW", { tech: l1 }),
  scooter("Lohia", "Oma Star", 44000, 60, 25, "1.1 kWh", "250 W", { tech: lowSpeed }),

  bike("Revolt", "RV400", 124999, 150, 85, "3.24 kWh", "3 kW", { note: "Electric motorcycle with an artificial exhaust sound and app-based features." }),
  bike("Revolt", "RV1", 84990, 100, 70, "2.2 kWh", "2.8 kW"),
  bike("Tork", "Kratos R", 167499, 180, 105, "4 kWh", "9 kW", { tech: { peakPower: "9 kW, 38 Nm" } }),
  bike("Oben", "Rorr", 102999, 187, 100, "4.4 kWh", "8 kW", { tech: { batteryType: "Lithium-ion (LFP)" } }),
  bike("Ola", "Roadster X", 74999, 140, 105, "2.5 kWh", "7 kW"),
  bike("Kinetic Green", "E-Luna", 69990, 110, 50, "2 kWh", "1.2 kW", {
    tech: { ...l1, vehicleCategory: "L1 (electric moped)", wheelSize: "16 inch spoke", fSockAbsorber: "Telescopic", rSockAbsorber: "Dual shock absorbers" },
    note: "The electric revival of the Luna moped, with a detachable rear seat for carrying goods.",
  }),

  cycle("Hero Lectro", "C5", 29999, 30, 25, "5.8 Ah", "250 W", { tech: { wheelSize: "26 inch", chassisType: "Steel hardtail frame" } }),
  cycle("Hero Lectro", "H3", 28999, 30, 25, "5.8 Ah", "250 W", { tech: { chassisType: "Steel frame, step-through" } }),
  cycle("Hero Lectro", "Kinza", 33999, 35, 25, "6.4 Ah", "250 W"),
  cycle("Hero Lectro", "F6i", 54999, 60, 25, "10.2 Ah", "250 W", { tech: { tranType: "7 speed Shimano", rSockAbsorber: "Rear shock (full suspension)" } }),
  cycle("Hero Lectro", "Winn", 36999, 35, 25, "7.8 Ah", "250 W"),
  cycle("EMotorad", "T-Rex", 44999, 50, 25, "10.2 Ah", "250 W", { tech: { tranType: "7 speed Shimano Tourney" } }),
  cycle("EMotorad", "Doodle", 49999, 60, 25, "11.6 Ah", "250 W", { tech: { wheelSize: "20 x 4 inch fat tyres", chassisType: "Foldable alloy frame" } }),
  cycle("EMotorad", "X1", 26999, 35, 25, "7.5 Ah", "250 W", { tech: { wheelSize: "27.5 inch" } }),
  cycle("EMotorad", "EMX", 52999, 60, 25, "10.2 Ah", "250 W", { tech: { rSockAbsorber: "Rear shock (dual suspension)", tranType: "21 speed Shimano" } }),
];
