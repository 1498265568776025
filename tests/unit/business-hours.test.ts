import { expect, test } from "vitest";
import { DEFAULT_BUSINESS_HOURS, businessHoursOf, dueAfter, responseMinutesOf } from "#app/features/leads/rules/business-hours";

// A seller's time to call a lead counts only business minutes (IST): docs/decisions/166.
// IST is UTC + 5:30, so an IST clock time is written here as the UTC instant 5 h 30 min earlier.

const ist = (date: string, time: string) => Date.parse(`${date}T${time}:00+05:30`);
const HOURS = { open: 9 * 60, close: 19 * 60 }; // 09:00–19:00 = minutes 540–1140

test("a lead confirmed at 18:50 IST with 09:00–19:00 hours and 30 minutes is due at 09:20 IST the next day", () => {
  // 10 minutes to 19:00 today, the other 20 from 09:00 tomorrow: 09:20
  expect(dueAfter(ist("2026-12-08", "18:50"), 30, HOURS)).toBe(ist("2026-12-09", "09:20"));
  // as a UTC instant: 09:20 IST on 9 Dec is 03:50 UTC
  expect(new Date(dueAfter(ist("2026-12-08", "18:50"), 30, HOURS)).toISOString()).toBe("2026-12-09T03:50:00.000Z");
});

test("inside business hours the minutes run as the clock's", () => {
  // 11:10 + 30 min = 11:40
  expect(dueAfter(ist("2026-12-08", "11:10"), 30, HOURS)).toBe(ist("2026-12-08", "11:40"));
  // 18:30 + 30 min = 19:00 exactly: the last minute of the day still counts
  expect(dueAfter(ist("2026-12-08", "18:30"), 30, HOURS)).toBe(ist("2026-12-08", "19:00"));
});

test("a lead confirmed at night or before opening starts its minutes at the next opening", () => {
  // 23:15: nothing counts until 09:00 the next day; + 30 = 09:30
  expect(dueAfter(ist("2026-12-08", "23:15"), 30, HOURS)).toBe(ist("2026-12-09", "09:30"));
  // 00:20 IST is still 8 Dec in UTC (18:50 UTC on 7 Dec): the IST day decides, 09:00 + 30 = 09:30 the same IST day
  expect(dueAfter(ist("2026-12-08", "00:20"), 30, HOURS)).toBe(ist("2026-12-08", "09:30"));
  // 07:45 → 09:00 + 30 = 09:30
  expect(dueAfter(ist("2026-12-08", "07:45"), 30, HOURS)).toBe(ist("2026-12-08", "09:30"));
});

test("minutes longer than a business day carry over day after day", () => {
  // 10 h a day (600 min); 700 min from 09:00: 600 today, 100 tomorrow → 10:40 the next day
  expect(dueAfter(ist("2026-12-08", "09:00"), 700, HOURS)).toBe(ist("2026-12-09", "10:40"));
});

test("the business hours and minutes come from LEAD_BUSINESS_HOURS and LEAD_RESPONSE_MINUTES; anything unreadable is the default", () => {
  expect(businessHoursOf({ LEAD_BUSINESS_HOURS: "10:00-18:30" })).toEqual({ open: 600, close: 1110 }); // 10 × 60; 18 × 60 + 30
  expect(businessHoursOf({ LEAD_BUSINESS_HOURS: "00:00-24:00" })).toEqual({ open: 0, close: 1440 });
  for (const bad of ["", "9-19", "19:00-09:00", "09:00-09:00", "09:00-19:00-20:00", "25:00-26:00", "09:60-19:00"]) {
    expect(businessHoursOf({ LEAD_BUSINESS_HOURS: bad })).toEqual(DEFAULT_BUSINESS_HOURS);
  }
  expect(DEFAULT_BUSINESS_HOURS).toEqual({ open: 540, close: 1140 });
  expect(responseMinutesOf({ LEAD_RESPONSE_MINUTES: "45" })).toBe(45);
  for (const bad of [undefined, "", "0", "-5", "2.5", "1441", "thirty"]) expect(responseMinutesOf({ LEAD_RESPONSE_MINUTES: bad })).toBe(30);
});
