import { IST_OFFSET_MS } from "#app/shared/i18n/dates";

// How long a lead's personal data and its billing facts are kept (docs/decisions/152): a
// configured number of months after the lead for the buyer's name, mobile, pincode, place and
// words, a configured number of years for what billing needs, and the access record at least a
// year. Periods are counted on the IST calendar: a lead of 7 December, 10:00 IST is past 12
// months from 7 December of the next year, 10:00 IST; from the 31st, a shorter month ends on its
// last day.

export const DEFAULT_PERSONAL_MONTHS = 12;
export const DEFAULT_BILLING_YEARS = 8;
export const DEFAULT_ACCESS_RECORD_MONTHS = 12;
/** One-time codes are kept a day: a code counts towards the hour's sends and is dead after ten minutes. */
export const OTP_CODE_KEEP_MS = 24 * 60 * 60 * 1000;
/** The access record is kept at least a year (the database refuses to delete a younger record). */
export const ACCESS_RECORD_MIN_MONTHS = 12;

export type Retention = { personalMonths: number; billingYears: number; accessRecordMonths: number };

/** The configuration's names (wrangler.toml [vars]). */
export type RetentionSettings = { LEAD_RETENTION_MONTHS?: string; BILLING_RETENTION_YEARS?: string; ACCESS_RECORD_MONTHS?: string };

export class RetentionConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RetentionConfigError";
  }
}

function whole(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  const text = (value ?? "").trim();
  if (text === "") return fallback;
  const n = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  if (!(n >= min && n <= max)) throw new RetentionConfigError(`${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  return n;
}

/** The configured periods; a setting that is not a whole number in its range is a deployment's mistake, said at once. */
export function readRetention(settings: RetentionSettings): Retention {
  return {
    personalMonths: whole("LEAD_RETENTION_MONTHS", settings.LEAD_RETENTION_MONTHS, DEFAULT_PERSONAL_MONTHS, 1, 120),
    billingYears: whole("BILLING_RETENTION_YEARS", settings.BILLING_RETENTION_YEARS, DEFAULT_BILLING_YEARS, 1, 20),
    accessRecordMonths: whole("ACCESS_RECORD_MONTHS", settings.ACCESS_RECORD_MONTHS, DEFAULT_ACCESS_RECORD_MONTHS, ACCESS_RECORD_MIN_MONTHS, 120),
  };
}

/**
 * The same IST wall-clock time `months` calendar months before `at`; a day the earlier month does
 * not have becomes its last day (31 March less one month is 28 or 29 February).
 */
export function istMonthsBefore(at: number, months: number): number {
  const wall = new Date(at + IST_OFFSET_MS);
  const monthIndex = wall.getUTCFullYear() * 12 + wall.getUTCMonth() - months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const timeOfDay = at + IST_OFFSET_MS - Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  return Date.UTC(year, month, Math.min(wall.getUTCDate(), lastDay)) + timeOfDay - IST_OFFSET_MS;
}

export type Cutoffs = { personal: number; billing: number; accessRecord: number };

/**
 * Leads received before `personal` lose their personal data (strictly before: a lead exactly the
 * period old stays); before `billing`, everything; access records before `accessRecord` go.
 */
export function cutoffsAt(now: number, retention: Retention): Cutoffs {
  return {
    personal: istMonthsBefore(now, retention.personalMonths),
    billing: istMonthsBefore(now, retention.billingYears * 12),
    accessRecord: istMonthsBefore(now, retention.accessRecordMonths),
  };
}
