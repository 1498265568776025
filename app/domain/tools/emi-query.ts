import { DEFAULT_MONTHS, type EmiInput, MAX_RATE, TENURES, BANK_RATE, defaultDown } from "./emi";

// The EMI form without JavaScript sends `down`, `months` and `rate` in the page's query. Each
// value is read on its own: one the form cannot take falls back to its default and is named, so
// the visitor sees the answer for the rest and what to correct.

export type EmiField = "down" | "months" | "rate";
export type EmiQuery = { input: EmiInput; invalid: EmiField[]; asked: boolean };

const WHOLE = /^\d{1,9}$/;
const DECIMAL = /^\d{1,2}(\.\d{1,2})?$/;

/** The form's values for a page whose on-road price is `onRoad`. */
export function readEmiQuery(params: URLSearchParams, onRoad: number): EmiQuery {
  const invalid: EmiField[] = [];
  const raw = (name: EmiField) => params.get(name)?.trim() ?? "";
  const pick = (name: EmiField, fallback: number, valid: (v: string) => boolean) => {
    const value = raw(name);
    if (value === "") return fallback;
    if (valid(value)) return Number(value);
    invalid.push(name);
    return fallback;
  };
  const down = pick("down", defaultDown(onRoad), (v) => WHOLE.test(v) && Number(v) <= onRoad);
  const months = pick("months", DEFAULT_MONTHS, (v) => (TENURES as readonly number[]).includes(Number(v)) && /^\d+$/.test(v));
  const rate = pick("rate", BANK_RATE, (v) => DECIMAL.test(v) && Number(v) <= MAX_RATE);
  const asked = (["down", "months", "rate"] as const).some((name) => params.has(name));
  return { input: { onRoad, down, months, rate }, invalid, asked };
}

