// The technical fields of a product, in display order. Kept apart from the zod schemas
// so the screens can import them without shipping zod to the browser.

export const PRODUCT_TECH_FIELDS = [
  "variantName", "vehicleCategory", "gvw", "vehicleWeight", "seatCapacity", "loadCapacity",
  "warranty", "speedMeter", "motorType", "motorPower", "motorInputVoltage", "peakPower",
  "controller", "tranType", "gradeability", "batteryType", "batteryCapacity", "batteryVoltage",
  "charger", "chargeTime", "handBrake", "brake", "startType", "wheelNo", "wheelType", "wheelSize",
  "fSockAbsorber", "rSockAbsorber", "lwh", "roofType", "groundClearnce", "wheelBase",
  "turningRadius", "deckSize", "chassisType", "approval",
] as const;

/**
 * The specification values a page shows: each has a Hindi version beside it, named after it with
 * "Hi" ("motorType" → "motorTypeHi"; docs/decisions/150-hindi-specification-values.md).
 */
export const SPEC_VALUE_FIELDS = ["mileage", "speed", ...PRODUCT_TECH_FIELDS] as const;
export type SpecValueField = (typeof SPEC_VALUE_FIELDS)[number];
export type HindiSpecField = `${SpecValueField}Hi`;
export const hindiSpecField = <F extends SpecValueField>(field: F) => `${field}Hi` as `${F}Hi`;

/** Whether a field is a specification value with a Hindi version beside it. */
export const isSpecValueField = (field: string): field is SpecValueField => (SPEC_VALUE_FIELDS as readonly string[]).includes(field);
