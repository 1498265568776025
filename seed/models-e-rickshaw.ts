// SAMPLE DATA (illustrative figures, not current prices): passenger e-rickshaws, open loaders
// and closed-body loaders. Figures follow /work/shared/data/ev-facts.md where it has them
// (launch-time press figures); other values are plausible for the segment.
// Some cheap lead-acid models sit inside the price bands of the type-name mapping
// (e rickshaw 90001-100000 and 80001-90000, loaders 70001-80000 and 60001-70000) on purpose.

import { modelsOf, type ModelSource } from "./model-source";
import type { Tech } from "./specs";

const rickshaw = modelsOf("e rickshaw");
const loader = modelsOf("e rickshaw loader");
const closed = modelsOf("closed body e rickshaw loader");

/** Lithium-ion e-rickshaws charge faster and weigh less than the lead-acid default. */
const lithium: Tech = { batteryType: "Lithium-ion (LFP)", chargeTime: "3.5-4 hours", charger: "Smart Li-ion charger, 48 V 20 A" };
const withoutBattery = "Price is for the vehicle without battery; dealers quote the battery set separately.";

/** L5N cargo three-wheelers (faster, Li-ion, registered as goods carriers). */
const l5n: Tech = {
  vehicleCategory: "L5N (electric cargo)", speedMeter: "Digital instrument cluster", motorType: "PMSM",
  batteryType: "Lithium-ion (LFP)", chargeTime: "3.5-4 hours", charger: "Portable 3.3 kW charger",
  brake: "Hydraulic drum brakes with regeneration", tranType: "Automatic, single speed", gradeability: "20 percent",
  wheelSize: "4.5 x 12 inch", roofType: "Hard top cabin", chassisType: "Ladder frame", gvw: "1200 kg",
  warranty: "3 years / 80,000 km; battery 5 years", approval: "ARAI approved",
};

export const E_RICKSHAW_MODELS: readonly ModelSource[] = [
  rickshaw("Mahindra", "e-Alfa Mini", 112000, 85, 25, "120 Ah", "1000 W", {
    promo: true,
    note: "Launched in 2017 as Mahindra's first e-rickshaw, built for four passengers and a driver on short feeder routes.",
  }),
  rickshaw("Mahindra", "e-Alfa Super", 135000, 95, 25, "140 Ah", "1000 W", {
    tech: { peakPower: "1.64 kW, 22 Nm" },
    note: "A larger 140 Ah battery and a stronger motor than the e-Alfa Mini give 95+ km per charge.",
  }),
  rickshaw("Hero Electric", "Raahii", 110000, 90, 25, "105 Ah", "1000 W", {
    note: "Hero Electric's passenger e-rickshaw with a 1,000 W motor and about 90 km per charge.",
  }),
  rickshaw("Lohia", "Humrahi", 120000, 80, 24, "100 Ah", "1000 W", { note: "A steel-body e-rickshaw kept under the 25 km/h legal limit." }),
  rickshaw("Lohia", "Narain ICE", 145000, 85, 24, "105 Ah", "1200 W", {
    variant: "Lithium",
    tech: { ...lithium, batteryVoltage: "51.2 V", motorInputVoltage: "51.2 V" },
    note: "Runs on a 51.2 V 105 Ah lithium-ion pack for 80-90 km per charge.",
  }),
  rickshaw("NRJ", "Yatri", 120000, 90, 25, "120 Ah", "1000 W", { note: "NRJ's mainstream passenger e-rickshaw." }),
  rickshaw("NRJ", "Yatri Eco", 86000, 70, 24, "100 Ah", "850 W", { variant: "Economy", note: withoutBattery }),
  rickshaw("YC Electric", "Yatri Super", 132000, 100, 25, "130 Ah", "1200 W", {
    promo: true,
    note: "Long wheelbase, LED lamps and a 130 Ah battery set for 100 km per charge.",
  }),
  rickshaw("YC Electric", "Yatri Deluxe", 118000, 90, 25, "120 Ah", "1000 W"),
  rickshaw("Mayuri", "Grand", 125000, 100, 25, "130 Ah", "1100 W", { note: "Saera's Mayuri Grand has a wider rear seat and side curtains." }),
  rickshaw("Mayuri", "Super (Li-ion)", 150000, 110, 25, "105 Ah", "1200 W", {
    variant: "Lithium",
    tech: { ...lithium, batteryVoltage: "51.2 V", motorInputVoltage: "51.2 V" },
    note: "The lithium-ion version of the Mayuri Super needs no battery change for several years.",
  }),
  rickshaw("Kinetic Green", "Safar Smart", 155000, 110, 25, "5.2 kWh", "1400 W", {
    variant: "Lithium",
    tech: { ...lithium, batteryVoltage: "51.2 V", motorInputVoltage: "51.2 V" },
    note: "Lithium-ion e-rickshaw with a digital cluster and a 3-hour charge.",
  }),
  rickshaw("Kinetic Green", "Super DX", 128000, 95, 25, "130 Ah", "1100 W"),
  rickshaw("Mini Metro", "Deluxe", 95000, 80, 25, "100 Ah", "1000 W", { note: withoutBattery }),
  rickshaw("Mini Metro", "Classic", 85000, 75, 24, "100 Ah", "850 W", { variant: "Economy", note: withoutBattery }),
  rickshaw("Jezza", "J1000", 94000, 80, 25, "100 Ah", "1000 W", { note: withoutBattery }),
  rickshaw("Jezza", "Classic", 84500, 70, 24, "100 Ah", "850 W", { variant: "Economy" }),
  rickshaw("Speego", "SP 1000", 96000, 85, 25, "110 Ah", "1000 W", { note: withoutBattery }),
  rickshaw("Udaan", "Shakti", 95500, 85, 25, "110 Ah", "1000 W"),
  rickshaw("Udaan", "Plus", 85500, 75, 24, "100 Ah", "850 W", { variant: "Economy", note: withoutBattery }),
  rickshaw("Terra Motors", "Y4A Plus", 155000, 100, 25, "4.3 kWh", "1500 W", {
    variant: "Lithium",
    tech: lithium,
    note: "Japanese-designed lithium-ion e-rickshaw with a steel monocoque-style body.",
  }),
  rickshaw("Atul", "Elite", 119000, 90, 25, "120 Ah", "1000 W", { note: "Atul Auto's first e-rickshaw, sold with a lead-acid or lithium battery." }),

  loader("Mahindra", "e-Alfa Cargo", 144000, 80, 25, "140 Ah", "1300 W", {
    promo: true,
    tech: { loadCapacity: "550 kg" },
    note: "Built for last-mile goods delivery.",
  }),
  loader("Mahindra", "Treo Zor", 305000, 125, 50, "7.37 kWh", "5.4 kW", {
    variant: "Delivery van",
    tech: { ...l5n, loadCapacity: "550 kg", deckSize: "6 x 4.5 ft flat bed", motorInputVoltage: "48 V", peakPower: "8 kW, 42 Nm" },
  }),
  loader("Piaggio", "Ape E-Xtra FX", 312137, 90, 45, "8 kWh", "9.5 kW", {
    tech: { ...l5n, loadCapacity: "506 kg", deckSize: "6.2 x 4.6 ft open deck", motorInputVoltage: "48 V" },
    note: "Cargo version of Piaggio's FX platform with a 506 kg payload.",
  }),
  loader("NRJ", "Half Body Cart", 160000, 80, 25, "120 Ah", "1200 W", { tech: { loadCapacity: "600 kg", deckSize: "5.5 x 4 ft with half side walls" } }),
  loader("YC Electric", "YC Cart", 125000, 85, 25, "130 Ah", "1200 W"),
  loader("Mayuri", "Cart", 120000, 80, 25, "120 Ah", "1000 W"),
  loader("Lohia", "Humsafar Cargo", 128000, 85, 25, "120 Ah", "1200 W"),
  loader("Kinetic Green", "Safar Jumbo", 265000, 110, 55, "7.5 kWh", "5.5 kW", {
    tech: { ...l5n, loadCapacity: "600 kg", deckSize: "6 x 4.6 ft open deck", motorInputVoltage: "48 V" },
  }),
  loader("Udaan", "Loader", 75000, 70, 25, "100 Ah", "1000 W", { note: withoutBattery }),
  loader("Mini Metro", "Loader", 76000, 70, 25, "100 Ah", "1000 W", { note: withoutBattery }),
  loader("Jezza", "Cart", 66000, 65, 24, "100 Ah", "850 W", { variant: "Open body", note: withoutBattery }),
  loader("Speego", "Loader", 64500, 65, 24, "100 Ah", "850 W", { variant: "Open body", note: withoutBattery }),
  loader("Omega Seiki", "Rage Plus", 310000, 120, 45, "8 kWh", "6.6 kW", {
    tech: { ...l5n, loadCapacity: "500 kg", deckSize: "6 x 4.5 ft open deck", motorInputVoltage: "48 V" },
  }),
  loader("Altigreen", "neEV Tez", 390000, 160, 53, "11 kWh", "8 kW", {
    tech: { ...l5n, loadCapacity: "550 kg", deckSize: "6.5 x 4.6 ft flat bed", motorInputVoltage: "48 V" },
  }),
  loader("Terra Motors", "Y4L Loader", 160000, 90, 25, "4.3 kWh", "1500 W", { variant: "Lithium", tech: lithium }),

  closed("NRJ", "RICH 100", 130000, 80, 25, "120 Ah", "1200 W", { note: "NRJ's full-body loader." }),
  closed("Euler", "HiLoad EV", 349999, 151, 42, "12.4 kWh", "10.96 kW", {
    promo: true,
    tech: { ...l5n, loadCapacity: "688 kg", deckSize: "Closed container, 170 cubic ft", motorInputVoltage: "60 V" },
    note: "Liquid-cooled battery and a large closed container for parcel and e-commerce fleets.",
  }),
  closed("Altigreen", "neEV HD", 355000, 140, 53, "11 kWh", "8 kW", {
    tech: { ...l5n, loadCapacity: "550 kg", deckSize: "Closed container, 6.5 x 4.6 x 4.5 ft", motorInputVoltage: "48 V" },
  }),
  closed("YC Electric", "Closed Cart", 145000, 85, 25, "130 Ah", "1200 W"),
  closed("Mayuri", "Cargo Box", 138000, 80, 25, "130 Ah", "1200 W"),
  closed("Speego", "Closed Loader", 132000, 80, 25, "120 Ah", "1200 W"),
  closed("Atul", "Elite Cargo", 150000, 100, 25, "4.7 kWh", "1300 W", { variant: "Lithium", tech: lithium }),
];
