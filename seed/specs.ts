// SAMPLE DATA (illustrative, not current prices): typical technical specification of each
// vehicle type. A model starts from its type's defaults and overrides what differs. A field
// that does not apply to a type (deck size on a scooter, battery on a diesel auto) stays "".

import type { PRODUCT_TECH_FIELDS } from "../app/shared/entities";
import type { TypeName } from "./vehicle-types";

export type TechField = (typeof PRODUCT_TECH_FIELDS)[number];
export type Tech = Partial<Record<TechField, string>>;

const erickshawBase: Tech = {
  speedMeter: "Digital", motorType: "BLDC hub motor", motorInputVoltage: "48 V",
  controller: "48 V, 24 tube", tranType: "Automatic, single speed differential", gradeability: "7 degrees",
  batteryType: "Lead acid (tubular)", batteryVoltage: "48 V", charger: "48 V 15 A external charger",
  chargeTime: "8-10 hours", handBrake: "Yes, mechanical", brake: "Drum brakes front and rear",
  startType: "Key start", wheelNo: "3", wheelType: "Tubeless", wheelSize: "3.75 x 12 inch",
  fSockAbsorber: "Telescopic hydraulic", rSockAbsorber: "Leaf spring with hydraulic damper",
  groundClearnce: "200 mm", wheelBase: "2000 mm", turningRadius: "3 m", chassisType: "MS tubular, powder coated",
  warranty: "1 year on vehicle, 6 months on battery", approval: "ICAT approved",
};

const eautoBase: Tech = {
  vehicleCategory: "L5M (passenger e-auto)", speedMeter: "Digital instrument cluster",
  motorType: "PMSM", motorInputVoltage: "48 V", controller: "Sealed, regenerative braking",
  tranType: "Automatic, single speed", gradeability: "15 degrees", batteryType: "Lithium-ion",
  batteryVoltage: "48 V", charger: "Portable 15 A charger", chargeTime: "3.5-4 hours",
  handBrake: "Yes", brake: "Hydraulic drum brakes", startType: "Key start", wheelNo: "3",
  wheelType: "Tubeless radial", wheelSize: "4.5 x 10 inch", fSockAbsorber: "Hydraulic with coil spring",
  rSockAbsorber: "Coil spring with hydraulic damper", roofType: "Hard top", groundClearnce: "200 mm",
  wheelBase: "2100 mm", turningRadius: "2.8 m", chassisType: "Monocoque steel",
  seatCapacity: "3+1", gvw: "700 kg", warranty: "3 years / 80,000 km; battery 5 years / 1.2 lakh km",
  approval: "ARAI approved",
};

const vanBase: Tech = {
  ...erickshawBase, vehicleCategory: "E-cart (goods)", seatCapacity: "1+1", roofType: "Hard top cabin",
  gvw: "750 kg", chassisType: "Heavy duty MS channel",
};

const autoIceBase: Tech = {
  vehicleCategory: "L5M (passenger auto)", speedMeter: "Analogue", controller: "",
  tranType: "4 forward + 1 reverse, manual", gradeability: "18 degrees", handBrake: "Yes",
  brake: "Hydraulic drum brakes", startType: "Electric start", wheelNo: "3", wheelType: "Tube type",
  wheelSize: "4.0 x 8 inch", fSockAbsorber: "Coil spring with hydraulic damper",
  rSockAbsorber: "Rubber suspension with hydraulic damper", roofType: "Soft top", groundClearnce: "190 mm",
  wheelBase: "2000 mm", turningRadius: "2.9 m", chassisType: "Ladder frame", seatCapacity: "3+1",
  gvw: "680 kg", warranty: "2 years / 72,000 km", approval: "ARAI approved, BS6",
};

const scooterBase: Tech = {
  vehicleCategory: "L2 (high speed scooter)", speedMeter: "Digital TFT display", motorType: "BLDC hub motor",
  motorInputVoltage: "60 V", controller: "Vector control with regenerative braking",
  tranType: "Automatic", gradeability: "12 degrees", batteryType: "Lithium-ion (NMC)", batteryVoltage: "60 V",
  charger: "Portable 650 W charger", chargeTime: "5-6 hours", brake: "Front disc, rear drum (CBS)",
  startType: "Push button", wheelNo: "2", wheelType: "Tubeless", wheelSize: "12 inch alloy",
  fSockAbsorber: "Telescopic fork", rSockAbsorber: "Dual shock absorbers", seatCapacity: "2",
  groundClearnce: "160 mm", wheelBase: "1300 mm", turningRadius: "1.9 m", chassisType: "Tubular steel frame",
  warranty: "3 years / 30,000 km; battery 3 years", approval: "ARAI approved (FAME II eligible)",
};

const cycleBase: Tech = {
  vehicleCategory: "Pedal assist cycle (no registration)", speedMeter: "LCD display",
  motorType: "Rear hub motor", motorPower: "250 W", motorInputVoltage: "36 V", controller: "36 V, 5 level pedal assist",
  tranType: "Single speed", batteryType: "Lithium-ion, removable", batteryVoltage: "36 V",
  charger: "2 A portable charger", chargeTime: "3-4 hours", brake: "Mechanical disc front and rear",
  startType: "Pedal assist and throttle", wheelNo: "2", wheelType: "Nylon tyres with tube",
  wheelSize: "27.5 inch", fSockAbsorber: "Suspension fork, 80 mm travel", seatCapacity: "1",
  chassisType: "Alloy hardtail frame", warranty: "2 years on frame, 2 years on battery",
  approval: "Exempt (250 W, 25 km/h)",
};

const golfBase: Tech = {
  vehicleCategory: "Off-road campus vehicle", speedMeter: "Analogue with battery gauge",
  motorType: "AC induction motor", motorInputVoltage: "48 V", controller: "Curtis AC controller",
  tranType: "Automatic, forward and reverse", gradeability: "20 percent", batteryType: "Lead acid, deep cycle",
  batteryVoltage: "48 V", charger: "On-board 48 V charger", chargeTime: "8 hours", handBrake: "Yes, park brake",
  brake: "Hydraulic drum with regenerative braking", startType: "Key start", wheelNo: "4",
  wheelType: "Tubeless turf tyres", wheelSize: "10 inch", fSockAbsorber: "Leaf spring with hydraulic damper",
  rSockAbsorber: "Leaf spring with hydraulic damper", roofType: "Hard canopy with windshield",
  groundClearnce: "130 mm", wheelBase: "1650 mm", turningRadius: "3.2 m", chassisType: "Aluminium frame",
  warranty: "2 years on vehicle, 1 year on battery", approval: "Not for public roads",
};

const utilityBase: Tech = {
  vehicleCategory: "N1 (light goods)", speedMeter: "Digital instrument cluster", motorType: "PMSM",
  motorInputVoltage: "320 V", controller: "Liquid cooled, regenerative braking", tranType: "Single speed automatic",
  gradeability: "22 percent", batteryType: "Lithium-ion (LFP)", batteryVoltage: "320 V",
  charger: "Fast charge compatible (CCS2)", chargeTime: "7 hours normal, 2 hours fast", handBrake: "Yes",
  brake: "Front disc, rear drum", startType: "Key start", wheelNo: "4", wheelType: "Tubeless radial",
  wheelSize: "13 inch", fSockAbsorber: "Independent with coil spring", rSockAbsorber: "Leaf spring",
  roofType: "Hard top cabin", groundClearnce: "175 mm", wheelBase: "2250 mm", turningRadius: "4.3 m",
  chassisType: "Ladder frame", seatCapacity: "D+1", warranty: "5 years / 1.25 lakh km on battery and motor",
  approval: "ARAI approved",
};

/**
 * The Hindi of the sample's specification values that the glossary (app/shared/i18n/spec-values-hi.ts)
 * does not read, as an operator writes them in a model's Hindi fields (docs/decisions/150): the
 * values particular to a model, where the glossary keeps the recurring ones.
 */
export const SPEC_VALUES_HI: Readonly<Record<string, string>> = {
  "Digital cluster with Bluetooth app": "डिजिटल मीटर, ब्लूटूथ ऐप के साथ",
  "2 bins of 0.6 cubic m, hydraulic tipping": "0.6 घन मीटर के 2 डिब्बे, हाइड्रोलिक टिपिंग",
  "Single 1.2 cubic m tipper box": "1.2 घन मीटर का एक टिपर बॉक्स",
  "12 inch front, 12 inch rear": "आगे 12 इंच, पीछे 12 इंच",
};

export const TYPE_DEFAULTS: Record<TypeName, Tech> = {
  "e rickshaw": {
    ...erickshawBase, lwh: "2750 x 1000 x 1780 mm",  vehicleCategory: "E-rickshaw (passenger)", seatCapacity: "4+1", roofType: "Soft top (rexine)",
    gvw: "650 kg", vehicleWeight: "290 kg (without battery)",
  },
  "e rickshaw loader": {
    ...erickshawBase, lwh: "2900 x 1200 x 1780 mm",  vehicleCategory: "E-cart (goods, open body)", seatCapacity: "1+1", loadCapacity: "500 kg",
    deckSize: "5 x 4 ft open deck", roofType: "Soft top cabin", gvw: "850 kg", vehicleWeight: "310 kg (without battery)",
  },
  "closed body e rickshaw loader": {
    ...erickshawBase, lwh: "3000 x 1250 x 1900 mm",  vehicleCategory: "E-cart (goods, closed body)", seatCapacity: "1+1", loadCapacity: "450 kg",
    deckSize: "5.5 x 4 x 4 ft closed box", roofType: "Hard top cabin", gvw: "850 kg", vehicleWeight: "360 kg (without battery)",
  },
  "electric auto rickshaw": { ...eautoBase, lwh: "2770 x 1400 x 1750 mm", vehicleWeight: "390 kg" },
  "electric food van": {
    ...vanBase, lwh: "3200 x 1400 x 2100 mm",  loadCapacity: "400 kg", deckSize: "6 x 4.5 x 5.5 ft kitchen body with counter",
    vehicleWeight: "420 kg (without battery)",
  },
  "electric school van": {
    ...vanBase, lwh: "3000 x 1250 x 1900 mm",  vehicleCategory: "E-rickshaw (school van)", seatCapacity: "8+1", gvw: "800 kg",
    vehicleWeight: "380 kg (without battery)", roofType: "Hard top with side grills",
  },
  "electric garbage van": {
    ...vanBase, lwh: "3100 x 1300 x 1750 mm",  vehicleCategory: "E-cart (waste collection)", loadCapacity: "500 kg",
    deckSize: "2 bins of 0.6 cubic m, hydraulic tipping", vehicleWeight: "400 kg (without battery)",
  },
  "diesel auto rickshaw": { ...autoIceBase, lwh: "2700 x 1300 x 1700 mm", vehicleWeight: "420 kg", motorType: "Single cylinder diesel engine", motorInputVoltage: "" },
  "cng auto rickshaw": {
    ...autoIceBase, lwh: "2700 x 1300 x 1700 mm", vehicleWeight: "410 kg", motorType: "Single cylinder CNG engine, 4 stroke", motorInputVoltage: "",
    chassisType: "Ladder frame, CNG cylinder behind seat",
  },
  "electric scooter": { ...scooterBase, vehicleWeight: "110 kg", lwh: "1860 x 720 x 1150 mm" },
  "electric bike": {
    ...scooterBase, vehicleCategory: "L2 (electric motorcycle)", wheelSize: "17 inch alloy",
    fSockAbsorber: "Upside down fork", rSockAbsorber: "Monoshock", brake: "Disc front and rear with CBS",
    wheelBase: "1350 mm", chassisType: "Steel trellis frame", vehicleWeight: "108 kg", lwh: "2000 x 780 x 1080 mm",
  },
  "electric cycle": { ...cycleBase, vehicleWeight: "24 kg", lwh: "1750 x 650 x 1050 mm" },
  "electric golf cart": { ...golfBase, lwh: "2900 x 1200 x 1850 mm", seatCapacity: "4", vehicleWeight: "520 kg (with battery)", gvw: "880 kg" },
  "utility vehicles": {
    ...utilityBase, lwh: "3800 x 1500 x 1840 mm",  loadCapacity: "600 kg", deckSize: "2520 x 1490 mm open deck", gvw: "1840 kg",
    vehicleWeight: "1200 kg",
  },
};
