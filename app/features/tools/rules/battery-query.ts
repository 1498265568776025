import { indianGrouping } from "../../../shared/rules/money";
import { CYCLE_LIFE, LEAD_PACK_PRICE, POINT_CHARGE } from "./battery-facts";
import type { Chemistry, Pack, Use } from "./battery";
import { readRupees } from "./emi-query";
import { readAmount } from "./running-cost";
import { DAILY_KM, DAYS_A_MONTH, TARIFF } from "./running-cost-facts";

// The battery chooser's GET form: the model, then every assumption as a field with its default.
// Distance, month and tariff are read as the running-cost form reads them; rupees and cycles as
// the EMI form reads amounts ("24,000", "₹ 2500", Devanagari digits). A value that cannot be
// taken is named and no answer is worked out until it is corrected.

export type BatteryField = "km" | "days" | "tariff" | "point" | "leadPack" | "lithiumPack" | "leadCycles" | "lithiumCycles";
export const BATTERY_FIELDS: readonly BatteryField[] = ["km", "days", "tariff", "point", "leadPack", "lithiumPack", "leadCycles", "lithiumCycles"];

/** Upper bounds a typed whole number may reach: a pack above ₹5 lakh or 20,000 cycles is a typing slip. */
const MAX = { point: 5000, pack: 500000, cycles: 20000 } as const;

export type BatteryInput = { use: Use; packs: Record<Chemistry, Pack> };
export type BatteryQuery = { model: string; values: Record<BatteryField, string>; input: BatteryInput | null; problems: BatteryField[]; asked: boolean };

/** The form's defaults; the lithium pack's is the lead-acid pack's plus the catalogue's premium, none without one. */
export function batteryDefaults(premium: number | null): Record<BatteryField, string> {
  return {
    km: String(DAILY_KM.commercial),
    days: String(DAYS_A_MONTH),
    tariff: String(TARIFF.value),
    point: String(POINT_CHARGE.value),
    leadPack: indianGrouping(LEAD_PACK_PRICE.value),
    lithiumPack: premium === null ? "" : indianGrouping(LEAD_PACK_PRICE.value + premium),
    leadCycles: indianGrouping(CYCLE_LIFE.leadAcid.value),
    lithiumCycles: indianGrouping(CYCLE_LIFE.lithium.value),
  };
}

const whole = (text: string, max: number) => {
  const value = readRupees(text);
  return value !== null && value > 0 && value <= max ? value : null;
};

function readField(field: BatteryField, text: string): number | null {
  if (field === "km" || field === "days" || field === "tariff") return readAmount(text, field);
  if (field === "point") return whole(text, MAX.point);
  if (field === "leadPack" || field === "lithiumPack") return whole(text, MAX.pack);
  return whole(text, MAX.cycles);
}

export function readBatteryQuery(params: URLSearchParams, premium: number | null): BatteryQuery {
  const values = batteryDefaults(premium);
  const read = {} as Record<BatteryField, number>;
  const problems: BatteryField[] = [];
  for (const field of BATTERY_FIELDS) {
    const typed = params.get(field)?.trim().slice(0, 20);
    if (typed) values[field] = typed;
    const value = readField(field, values[field]);
    if (value === null) problems.push(field);
    else read[field] = value;
  }
  const model = (params.get("model") ?? "").trim();
  const asked = Boolean(model) || BATTERY_FIELDS.some((f) => params.has(f));
  const input: BatteryInput | null = problems.length
    ? null
    : {
        use: { km: read.km, days: read.days, tariff: read.tariff, pointCharge: read.point },
        packs: { leadAcid: { price: read.leadPack, cycles: read.leadCycles }, lithium: { price: read.lithiumPack, cycles: read.lithiumCycles } },
      };
  return { model, values, input, problems, asked };
}
