// SAMPLE DATA (illustrative figures, not current prices): golf carts and electric utility
// vehicles (small commercial vehicles). Values are plausible for the segment, not quotes.

import { modelsOf, type ModelSource } from "./model-source";
import type { Tech } from "./specs";

const golf = modelsOf("electric golf cart");
const utility = modelsOf("utility vehicles");

const lithiumCart: Tech = { batteryType: "Lithium-ion (LFP)", chargeTime: "4-5 hours", charger: "On-board 48 V Li-ion charger" };

export const FOUR_WHEELER_MODELS: readonly ModelSource[] = [
  golf("Maini", "Golf Cart 4 Seater", 480000, 60, 25, "150 Ah", "3.7 kW", {
    note: "Four-seat cart for golf courses, resorts and campuses, with a windshield and rear-view mirror.",
  }),
  golf("Maini", "Golf Cart 6 Seater", 560000, 55, 25, "180 Ah", "5 kW", { tech: { seatCapacity: "6", wheelBase: "2450 mm" } }),
  golf("Maini", "Utility Cart", 450000, 60, 25, "150 Ah", "3.7 kW", {
    tech: { seatCapacity: "2", loadCapacity: "400 kg", deckSize: "4 x 3.5 ft cargo bed", roofType: "Hard canopy" },
    note: "Two seats and a cargo bed for housekeeping and maintenance teams.",
  }),
  golf("Kinetic Green", "Golf Cart 4 Plus 2", 520000, 80, 25, "5 kWh", "4 kW", {
    variant: "Lithium",
    tech: { ...lithiumCart, seatCapacity: "4+2 (rear facing)" },
  }),
  golf("Speego", "Golf Cart 8 Seater", 640000, 50, 22, "200 Ah", "5 kW", { tech: { seatCapacity: "8", wheelBase: "2800 mm", turningRadius: "4.2 m" } }),

  utility("Tata", "Ace EV", 999000, 154, 60, "21.3 kWh", "27 kW", {
    tech: { peakPower: "27 kW, 130 Nm" },
    note: "Electric version of India's best-known small truck, aimed at e-commerce and FMCG deliveries.",
  }),
  utility("Tata", "Ace EV 1000", 1125000, 161, 60, "21.3 kWh", "27 kW", { tech: { loadCapacity: "1000 kg", gvw: "2120 kg" } }),
  utility("Mahindra", "eSupro Cargo Van", 694000, 115, 60, "15 kWh", "25 kW", {
    tech: { deckSize: "Closed van body, 2.1 cubic m", loadCapacity: "610 kg", batteryVoltage: "72 V", motorInputVoltage: "72 V" },
  }),
  utility("Euler", "Storm EV", 1299000, 200, 70, "24 kWh", "30 kW", { tech: { loadCapacity: "1250 kg", gvw: "2750 kg" } }),
  utility("Omega Seiki", "M1KA 1.0", 1450000, 150, 80, "30 kWh", "40 kW", { tech: { loadCapacity: "1000 kg", gvw: "2500 kg" } }),
];
