import type { Lang } from "#app/shared/i18n/lang";

// The unit of each specification field that has one, in both languages: a value entered as a bare
// number ("120" for the mileage) is stored and shown with it ("120 km", Hindi "120 किमी"). The
// Hindi words are docs/glossary-hi.md's: km, km/h and hours in Devanagari, the rest (kg, mm, V…)
// as printed on the vehicle. A field whose number may be in either of two units (a battery in Ah
// or kWh) has none: a bare number there is refused, and the operator writes the unit
// (app/features/catalogue/rules/plausible.ts).

export type UnitWords = Readonly<Record<Lang, string>>;

export const FIELD_UNITS: Readonly<Record<string, UnitWords>> = {
  mileage: { en: "km", hi: "किमी" },
  speed: { en: "km/h", hi: "किमी/घंटा" },
  chargeTime: { en: "hours", hi: "घंटे" },
  gvw: { en: "kg", hi: "kg" },
  vehicleWeight: { en: "kg", hi: "kg" },
  loadCapacity: { en: "kg", hi: "kg" },
  motorInputVoltage: { en: "V", hi: "V" },
  batteryVoltage: { en: "V", hi: "V" },
  lwh: { en: "mm", hi: "mm" },
  groundClearnce: { en: "mm", hi: "mm" },
  wheelBase: { en: "mm", hi: "mm" },
  turningRadius: { en: "m", hi: "m" },
};

/** Fields whose bare number could be in either unit: the operator must write which. */
export const UNIT_CHOICES: Readonly<Record<string, readonly string[]>> = {
  batteryCapacity: ["Ah", "kWh"],
  motorPower: ["W", "kW"],
  peakPower: ["W", "kW"],
  gradeability: ["degrees", "percent"],
};

/** A number or a range of two ("120", "8.5", "8-10", "8 – 10"), with nothing else. */
export const isBareNumber = (value: string) => /^\d+(?:\.\d+)?(?:\s*[-–]\s*\d+(?:\.\d+)?)?$/.test(value.trim());

/** The value with its field's unit where it is a bare number ("120" → "120 km"); else as written. */
export function withUnit(field: string, value: string, lang: Lang = "en"): string {
  const unit = FIELD_UNITS[field];
  const text = value.trim();
  return unit && isBareNumber(text) ? `${text} ${unit[lang]}` : value;
}
