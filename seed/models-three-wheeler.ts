// SAMPLE DATA (illustrative figures, not current prices): electric autos, electric vans
// (food, school, garbage) and diesel / CNG autos. Figures follow
// /work/shared/data/ev-facts.md where it has them; other values are plausible for the segment.

import { modelsOf, type ModelSource } from "./model-source";
import type { Tech } from "./specs";

const eauto = modelsOf("electric auto rickshaw");
const food = modelsOf("electric food van");
const school = modelsOf("electric school van");
const garbage = modelsOf("electric garbage van");
const diesel = modelsOf("diesel auto rickshaw");
const cng = modelsOf("cng auto rickshaw");

const lithium: Tech = { batteryType: "Lithium-ion (LFP)", chargeTime: "4 hours", charger: "Smart Li-ion charger, 48 V 20 A" };
const engine = (cc: number, kind: "diesel" | "CNG"): Tech => ({
  motorType: `${cc} cc single cylinder ${kind} engine`,
});

export const THREE_WHEELER_MODELS: readonly ModelSource[] = [
  eauto("Mahindra", "Treo", 222000, 130, 55, "7.37 kWh", "5.4 kW", {
    promo: true,
    tech: { peakPower: "8 kW, 42 Nm" },
    note: "Lithium-ion e-auto with no gears and no clutch; claimed range is reported between 130 and 170 km depending on the source.",
  }),
  eauto("Mahindra", "Treo Yaari", 136000, 130, 25, "3.69 kWh", "2 kW", {
    tech: { vehicleCategory: "L3M (low speed e-auto)", seatCapacity: "4+1", chargeTime: "3.5 hours", motorInputVoltage: "48 V" },
    note: "Low-speed Treo with a lithium-ion battery that charges in about 3.5 hours.",
  }),
  eauto("Piaggio", "Ape E-City", 197000, 68, 45, "4.5 kWh", "5.4 kW", {
    tech: { batteryType: "Lithium-ion, swappable", chargeTime: "Battery swap in about 2 minutes", charger: "Swap station network" },
    note: "Launched in 2019 with a swappable 4.5 kWh battery, so the driver swaps instead of waiting to charge.",
  }),
  eauto("Piaggio", "Ape E-City FX", 283878, 110, 45, "7.5 kWh", "5.44 kW", {
    promo: true,
    tech: { peakPower: "5.44 kW, 29 Nm" },
    note: "Fixed 7.5 kWh battery and 110 km range.",
  }),
  eauto("Atul", "Elite Plus", 245000, 120, 45, "8 kWh", "5 kW"),
  eauto("TVS", "King EV Max", 295000, 179, 60, "9.2 kWh", "11 kW", {
    tech: { motorInputVoltage: "51.2 V", batteryVoltage: "51.2 V", speedMeter: "Digital cluster with Bluetooth app" },
  }),
  eauto("Bajaj", "RE E-Tec 9.0", 307000, 178, 45, "8.9 kWh", "4.5 kW", { tech: { peakPower: "5.4 kW, 36 Nm" } }),
  eauto("Omega Seiki", "Stream City", 300000, 117, 45, "8 kWh", "7 kW"),
  eauto("Euler", "Neo HiRange", 316000, 171, 50, "10 kWh", "7.5 kW", { tech: { batteryType: "Lithium-ion, liquid cooled" } }),

  food("Mayuri", "Food Cart", 185000, 80, 25, "130 Ah", "1200 W", { note: "Kitchen body with a gas-free induction counter, a sink and a roof-top sign board." }),
  food("Speego", "Food Van", 175000, 75, 25, "120 Ah", "1200 W"),
  food("YC Electric", "Food Van", 190000, 85, 25, "130 Ah", "1200 W"),
  food("Atul", "Elite Food Van", 210000, 100, 25, "4.7 kWh", "1300 W", { variant: "Lithium", tech: lithium }),

  school("Mayuri", "School Van", 155000, 80, 25, "130 Ah", "1200 W", { note: "Closed body with grilled windows, a lockable door and seats for eight children." }),
  school("YC Electric", "School Van", 160000, 85, 25, "130 Ah", "1200 W"),
  school("Speego", "School Van", 150000, 75, 25, "120 Ah", "1200 W", { tech: { seatCapacity: "10+1" } }),
  school("Mini Metro", "School Van", 140000, 75, 25, "120 Ah", "1000 W"),

  garbage("Mayuri", "Garbage Loader", 165000, 75, 25, "130 Ah", "1200 W", { note: "Two colour-coded bins for wet and dry waste, tipped hydraulically." }),
  garbage("Speego", "Garbage Van", 158000, 70, 25, "120 Ah", "1200 W"),
  garbage("Jezza", "Garbage Van", 150000, 70, 25, "120 Ah", "1000 W", { tech: { deckSize: "Single 1.2 cubic m tipper box" } }),
  garbage("Udaan", "Garbage Van", 148000, 70, 25, "120 Ah", "1000 W"),

  diesel("Piaggio", "Ape DX", 225000, 30, 55, "", "7.5 kW", { fuel: "diesel", tech: engine(599, "diesel") }),
  diesel("Bajaj", "RE Diesel", 215000, 32, 55, "", "6.6 kW", { fuel: "diesel", tech: engine(470, "diesel") }),
  diesel("Atul", "Gem Paxx Diesel", 199000, 33, 50, "", "6.3 kW", { fuel: "diesel", tech: engine(435, "diesel") }),
  diesel("Mahindra", "Alfa Plus", 210000, 29, 55, "", "7.4 kW", { fuel: "diesel", tech: engine(597, "diesel") }),

  cng("Bajaj", "RE CNG", 245000, 35, 65, "", "7.8 kW", {
    fuel: "cng",
    tech: engine(236, "CNG"),
    note: "Rear-engine CNG auto with a low running cost per km, the most common auto in many metros.",
  }),
  cng("Piaggio", "Ape City Plus CNG", 235000, 33, 60, "", "7 kW", { fuel: "cng", tech: engine(230, "CNG") }),
  cng("TVS", "King Deluxe CNG", 240000, 36, 63, "", "7.1 kW", { fuel: "cng", tech: engine(199, "CNG") }),
  cng("Atul", "Shakti CNG", 220000, 34, 55, "", "7.4 kW", { fuel: "cng", tech: engine(395, "CNG") }),
  cng("Mahindra", "Alfa DX CNG", 230000, 30, 55, "", "7 kW", { fuel: "cng", tech: engine(395, "CNG") }),
];
