import type { Product } from "../../../shared/entities";
import { PRODUCT_TECH_FIELDS } from "../../../shared/product-fields";

// Model specification: the full technical specification table shows the product's
// fields with human labels, leaving out empty or zero fields.

export type TechField = (typeof PRODUCT_TECH_FIELDS)[number];
export type SpecRow = { field: string; label: string; value: string };

export const SPEC_LABELS: Readonly<Record<TechField, string>> = {
  variantName: "Variant",
  vehicleCategory: "Vehicle Category",
  gvw: "Gross Vehicle Weight",
  vehicleWeight: "Vehicle Weight",
  seatCapacity: "Seating Capacity",
  loadCapacity: "Load Capacity",
  warranty: "Warranty",
  speedMeter: "Speedometer",
  motorType: "Motor Type",
  motorPower: "Motor Power",
  motorInputVoltage: "Motor Input Voltage",
  peakPower: "Peak Power",
  controller: "Controller",
  tranType: "Transmission",
  gradeability: "Gradeability",
  batteryType: "Battery Type",
  batteryCapacity: "Battery Capacity",
  batteryVoltage: "Battery Voltage",
  charger: "Charger",
  chargeTime: "Charging Time",
  handBrake: "Hand Brake",
  brake: "Brakes",
  startType: "Start Type",
  wheelNo: "Number of Wheels",
  wheelType: "Wheel Type",
  wheelSize: "Wheel Size",
  fSockAbsorber: "Front Shock Absorber",
  rSockAbsorber: "Rear Shock Absorber",
  lwh: "Length x Width x Height",
  roofType: "Roof Type",
  groundClearnce: "Ground Clearance",
  wheelBase: "Wheelbase",
  turningRadius: "Turning Radius",
  deckSize: "Deck Size",
  chassisType: "Chassis Type",
  approval: "Approval",
};

/** Empty, or a bare zero ("0", "0.0", "00"): nothing worth a row. */
export function isBlankSpec(value: string | null | undefined): boolean {
  const text = (value ?? "").trim();
  return text === "" || /^0+(\.0+)?$/.test(text);
}

/** The rows of the full specification table, in the product entity's field order. */
export function specRows(product: Pick<Product, TechField>): SpecRow[] {
  return PRODUCT_TECH_FIELDS.filter((field) => !isBlankSpec(product[field])).map((field) => ({
    field,
    label: SPEC_LABELS[field],
    value: product[field].trim(),
  }));
}
