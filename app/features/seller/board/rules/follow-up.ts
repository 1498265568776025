import { istDate, istDayStart } from "#app/shared/i18n/dates";

// A follow-up day: the reminder goes on its morning, 09:00 IST, to the staff member who set it.
// A day from today (IST) up to a year ahead; earlier days are gone and later ones are a typo.

export const REMINDER_HOUR_IST = 9;
const DAY_MS = 86_400_000;
const YEAR_DAYS = 366;

/** The instant of the reminder of a follow-up day ("yyyy-mm-dd"): 09:00 IST that day; null when it is no date. */
export function reminderAt(day: string): number | null {
  const start = istDayStart(day);
  return start === null ? null : start + REMINDER_HOUR_IST * 3_600_000;
}

/** Whether a follow-up day may be set now: a real date, today (IST) or later, within a year. */
export function followUpDayAllowed(day: string, now: number): boolean {
  const start = istDayStart(day);
  const today = istDayStart(istDate(now))!;
  return start !== null && start >= today && start <= today + YEAR_DAYS * DAY_MS;
}
