import { PHONE_PREFIX } from "../phone";
import { asciiDigits } from "./digits";
import { nationalDigitsIn } from "./mobile-digits";

// INR without decimals, IST date-time, the +91 phone prefix. Done by hand so the output
// is the same in Node, workerd and every browser, whatever locale data each one carries.

/** ₹ with Indian grouping (last three digits, then pairs) and no decimals: ₹1,25,000. */
export function formatInr(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  return `${amount < 0 && whole !== 0 ? "-" : ""}₹${indianGrouping(whole)}`;
}

/** ₹ with paise, for amounts a km: ₹0.55. */
export function formatInrPaise(rupees: number): string {
  return `₹${rupees.toFixed(2)}`;
}

/** A whole number with Indian digit grouping: 12345678 → "1,23,45,678". */
export function indianGrouping(whole: number): string {
  const digits = String(whole);
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return head ? `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${tail}` : tail;
}

/** India Standard Time: every date and time the site shows is in it, through `Intl`. */
export const IST_TIME_ZONE = "Asia/Kolkata";
/** IST's fixed offset (+05:30, no daylight saving): only for reading a typed IST date back. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const istParts = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST_TIME_ZONE, numberingSystem: "latn", hourCycle: "h12",
  year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit",
});

function partsOf(at: Date | number): Record<string, string> {
  return Object.fromEntries(istParts.formatToParts(at).map((p) => [p.type, p.value]));
}

/** "dd-mm-yyyy hh:mm am|pm" in India Standard Time. */
export function formatIstDateTime(at: Date | number): string {
  const p = partsOf(at);
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute} ${p.dayPeriod!.toLowerCase()}`;
}

/** The IST calendar date, "yyyy-mm-dd". */
export function istDate(at: number): string {
  const p = partsOf(at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The instant an IST calendar date ("yyyy-mm-dd") begins, or null when it is no such date. */
export function istDayStart(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2026-02-30 over into March: such a date does not exist.
  if (new Date(utc).getUTCDate() !== day || new Date(utc).getUTCMonth() !== month - 1) return null;
  return utc - IST_OFFSET_MS;
}

/** The 10 national digits of a stored or printed mobile number, or null when it is not one (rules/mobile.ts). */
export function nationalDigits(mobile: string): string | null {
  return nationalDigitsIn(mobile);
}

/** A pincode as typed, without the spaces or hyphen people put in it ("201 301", "२०१३०१" → "201301"). */
export function pincodeDigits(pincode: string): string {
  return asciiDigits(pincode).replace(/[\s-]+/g, "");
}

/** "+91 98765 43210"; anything that is not a mobile number is shown as given. */
export function formatPhone(mobile: string): string {
  const d = nationalDigits(mobile);
  return d ? `${PHONE_PREFIX} ${d.slice(0, 5)} ${d.slice(5)}` : mobile.trim();
}

/** "tel:+919876543210", or null when there is no number to call. */
export function telHref(mobile: string): string | null {
  const d = nationalDigits(mobile);
  return d ? `tel:${PHONE_PREFIX}${d}` : null;
}
