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
