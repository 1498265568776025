import { IST_OFFSET_MS } from "#app/shared/i18n/dates";

// When a seller's time to answer a lead runs out (docs/decisions/166). Only minutes inside the
// deployment's business hours (IST, every day) count: a lead confirmed at night waits for the
// morning, and one confirmed just before closing keeps what is left of its time for the next day.

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

/** Business hours as minutes after IST midnight: open ≤ minute < close. */
export type BusinessHours = { open: number; close: number };

export const DEFAULT_BUSINESS_HOURS: BusinessHours = { open: 9 * 60, close: 19 * 60 };
export const DEFAULT_RESPONSE_MINUTES = 30;

const clock = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** "hh:mm" → minutes after midnight ("24:00" is the day's end), or null. */
function minutesOf(text: string): number | null {
  const m = clock.exec(text.trim());
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

/** LEAD_BUSINESS_HOURS ("09:00-19:00", opening before closing on the same day), else the default. */
export function businessHoursOf(vars: { LEAD_BUSINESS_HOURS?: string }): BusinessHours {
  const [from, until, extra] = (vars.LEAD_BUSINESS_HOURS ?? "").split("-");
  const open = minutesOf(from ?? "");
  const close = minutesOf(until ?? "");
  return extra === undefined && open !== null && close !== null && open < close ? { open, close } : DEFAULT_BUSINESS_HOURS;
}

/** LEAD_RESPONSE_MINUTES: whole minutes from 1 to 1440, else the default. */
export function responseMinutesOf(vars: { LEAD_RESPONSE_MINUTES?: string }): number {
  const text = (vars.LEAD_RESPONSE_MINUTES ?? "").trim();
  const minutes = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  return minutes >= 1 && minutes <= 1440 ? minutes : DEFAULT_RESPONSE_MINUTES;
}

/** The instant IST midnight began on the IST day of `at`. */
export function istMidnightOf(at: number): number {
  return Math.floor((at + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
}

/**
 * The instant `minutes` business minutes after `from`: the clock runs only while the IST time of
 * day is within the hours, and stops from closing to the next opening.
 */
export function dueAfter(from: number, minutes: number, hours: BusinessHours): number {
  let left = minutes * MINUTE_MS;
  let day = istMidnightOf(from);
  let at = from;
  for (;;) {
    const open = day + hours.open * MINUTE_MS;
    const close = day + hours.close * MINUTE_MS;
    const start = Math.max(at, open);
    if (start < close) {
      if (start + left <= close) return start + left;
      left -= close - start;
    }
    day += DAY_MS;
    at = day;
  }
}
