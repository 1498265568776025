import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { RetentionConfigError, cutoffsAt, istMonthsBefore, readRetention } from "#app/features/privacy/rules/retention";

// Retention as configuration (docs/decisions/152): periods counted on the IST calendar, each
// expected instant worked by hand (IST is UTC + 5:30).

const twelve = { personalMonths: 12, billingYears: 8, accessRecordMonths: 12 };

test("the personal-data cut-off is the same IST wall-clock time the configured months before", () => {
  // now 7 Dec 2026 10:00 IST = 04:30 UTC; 12 months before: 7 Dec 2025 10:00 IST = 04:30 UTC
  expect(istMonthsBefore(Date.UTC(2026, 11, 7, 4, 30), 12)).toBe(Date.UTC(2025, 11, 7, 4, 30));
  // now 1 Mar 2027 01:30 IST = 28 Feb 2027 20:00 UTC; 12 months before: 1 Mar 2026 01:30 IST = 28 Feb 2026 20:00 UTC
  expect(istMonthsBefore(Date.UTC(2027, 1, 28, 20), 12)).toBe(Date.UTC(2026, 1, 28, 20));
});

test("a day the earlier month does not have is counted as its last day, on the IST date", () => {
  // now 31 Mar 2027 01:30 IST = 30 Mar 20:00 UTC; a month before is 31 Feb, i.e. 28 Feb 2027 01:30 IST = 27 Feb 20:00 UTC
  // (read as UTC it would have been 30 Mar less a month: 28 Feb 20:00 UTC, a day later)
  expect(istMonthsBefore(Date.UTC(2027, 2, 30, 20), 1)).toBe(Date.UTC(2027, 1, 27, 20));
  // now 29 Feb 2028 10:00 IST (a leap day) = 04:30 UTC; 12 months before: 28 Feb 2027 10:00 IST
  expect(istMonthsBefore(Date.UTC(2028, 1, 29, 4, 30), 12)).toBe(Date.UTC(2027, 1, 28, 4, 30));
  // now 15 Jan 2027 10:00 IST; 1 month before crosses the year: 15 Dec 2026 10:00 IST
  expect(istMonthsBefore(Date.UTC(2027, 0, 15, 4, 30), 1)).toBe(Date.UTC(2026, 11, 15, 4, 30));
});

test("billing facts are kept the configured years, the access record at least a year", () => {
  // now 7 Dec 2034 10:00 IST; 8 years (96 months) before: 7 Dec 2026 10:00 IST
  const cutoffs = cutoffsAt(Date.UTC(2034, 11, 7, 4, 30), twelve);
  expect(cutoffs.billing).toBe(Date.UTC(2026, 11, 7, 4, 30));
  expect(cutoffs.accessRecord).toBe(Date.UTC(2033, 11, 7, 4, 30));
});

test("a lead is past its period only once the whole period has run, to the minute in IST", () => {
  // a lead of 7 Dec 2025 10:00 IST, 12 months: still kept at 7 Dec 2026 10:00 IST, erased a minute later
  const lead = Date.UTC(2025, 11, 7, 4, 30);
  const past = (now: number) => lead < cutoffsAt(now, twelve).personal;
  expect(past(Date.UTC(2026, 11, 7, 4, 30))).toBe(false);
  expect(past(Date.UTC(2026, 11, 7, 4, 31))).toBe(true);
});

test("retention is read from configuration, 12 months, 8 years and a year of access record when not set", () => {
  expect(readRetention({})).toEqual({ personalMonths: 12, billingYears: 8, accessRecordMonths: 12 });
  expect(readRetention({ LEAD_RETENTION_MONTHS: "6", BILLING_RETENTION_YEARS: "10", ACCESS_RECORD_MONTHS: "24" })).toEqual({
    personalMonths: 6, billingYears: 10, accessRecordMonths: 24,
  });
});

test("a retention setting that is not a whole number in its range is refused, and the access record cannot be kept under a year", () => {
  for (const bad of [{ LEAD_RETENTION_MONTHS: "0" }, { LEAD_RETENTION_MONTHS: "twelve" }, { LEAD_RETENTION_MONTHS: "1.5" }, { BILLING_RETENTION_YEARS: "-8" }, { ACCESS_RECORD_MONTHS: "11" }]) {
    expect(() => readRetention(bad), JSON.stringify(bad)).toThrow(RetentionConfigError);
  }
});

test("wrangler.toml keeps personal data 12 months, billing facts 8 years, and runs the privacy run daily by a cron trigger", () => {
  const toml = readFileSync("wrangler.toml", "utf8");
  const value = (name: string) => new RegExp(`^${name} = "([^"]*)"`, "m").exec(toml)?.[1];
  expect(readRetention({ LEAD_RETENTION_MONTHS: value("LEAD_RETENTION_MONTHS"), BILLING_RETENTION_YEARS: value("BILLING_RETENTION_YEARS"), ACCESS_RECORD_MONTHS: value("ACCESS_RECORD_MONTHS") })).toEqual(twelve);
  // 21:00 UTC is 02:30 IST, every day
  expect(/\[triggers\]\s*\ncrons = \[[^\]]*"0 21 \* \* \*"[^\]]*\]/.test(toml)).toBe(true);
});
