import { expect, test } from "vitest";
import { grievanceContact } from "#app/features/privacy/rules/grievance";
import { RetentionConfigError, istMonthsBefore, readRetention } from "#app/features/privacy/rules/retention";

// The edges of what privacy's configuration decides: the ranges of the retention periods, the
// words of a refusal, a month counted back across a new year, and the grievance contact's fields.

test("a retention setting is read without its spaces, and each range's ends are taken", () => {
  expect(readRetention({ LEAD_RETENTION_MONTHS: " 120 ", BILLING_RETENTION_YEARS: "1", ACCESS_RECORD_MONTHS: "12" })).toEqual({ personalMonths: 120, billingYears: 1, accessRecordMonths: 12 });
});

test("a retention setting out of its range is refused, naming the setting, its range and what was written", () => {
  const refusal = (settings: Parameters<typeof readRetention>[0]) => {
    try {
      readRetention(settings);
    } catch (error) {
      return error instanceof RetentionConfigError ? [error.name, error.message] : ["not a RetentionConfigError"];
    }
    return ["taken"];
  };
  expect(refusal({ LEAD_RETENTION_MONTHS: "0" })).toEqual(["RetentionConfigError", 'LEAD_RETENTION_MONTHS must be a whole number from 1 to 120, not "0"']);
  expect(refusal({ LEAD_RETENTION_MONTHS: "121" })).toEqual(["RetentionConfigError", 'LEAD_RETENTION_MONTHS must be a whole number from 1 to 120, not "121"']);
  expect(refusal({ BILLING_RETENTION_YEARS: "21" })).toEqual(["RetentionConfigError", 'BILLING_RETENTION_YEARS must be a whole number from 1 to 20, not "21"']);
  expect(refusal({ ACCESS_RECORD_MONTHS: "11" })).toEqual(["RetentionConfigError", 'ACCESS_RECORD_MONTHS must be a whole number from 12 to 120, not "11"']);
});

test("a month before 15 January 10:00 IST is 15 December of the year before, 10:00 IST", () => {
  // 15 January 2027 10:00 IST = 04:30 UTC; 15 December 2026 10:00 IST = 04:30 UTC.
  expect(istMonthsBefore(Date.UTC(2027, 0, 15, 4, 30), 1)).toBe(Date.UTC(2026, 11, 15, 4, 30));
  // 13 months back crosses a year and a month: 15 December 2025.
  expect(istMonthsBefore(Date.UTC(2027, 0, 15, 4, 30), 13)).toBe(Date.UTC(2025, 11, 15, 4, 30));
});

test("the grievance contact is read once per configuration, its name trimmed to at most 100 characters, none when not set", () => {
  const settings = { GRIEVANCE_NAME: `  ${"N".repeat(101)}  `, GRIEVANCE_EMAIL: " grievance@evcatalogue.in ", GRIEVANCE_RESPONSE_DAYS: "1" };
  const contact = grievanceContact(settings);
  expect(contact).toMatchObject({ name: "N".repeat(100), email: "grievance@evcatalogue.in", days: 1 });
  expect(grievanceContact(settings)).toBe(contact);
  expect(grievanceContact({}).name).toBe("");
});
