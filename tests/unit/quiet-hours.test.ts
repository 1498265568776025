import { expect, test } from "vitest";
import { heldUntil, isQuietMinute, quietHoursOf } from "#app/features/leads/rules/quiet-hours";

// A trader's quiet hours hold its new-lead messages until they end, in IST: docs/decisions/166.

const ist = (date: string, time: string) => Date.parse(`${date}T${time}:00+05:30`);
const NIGHT = { from: 21 * 60, until: 7 * 60 }; // 21:00–07:00 = minutes 1260–420, wrapping midnight
const AFTERNOON = { from: 13 * 60, until: 15 * 60 }; // 13:00–15:00 = 780–900

test("quiet hours from 21:00 to 07:00 wrap midnight: a message at 22:30 is held until 07:00 the next morning", () => {
  expect(heldUntil(ist("2026-12-08", "22:30"), NIGHT)).toBe(ist("2026-12-09", "07:00"));
  // 21:00 exactly is quiet; 03:10 after midnight is held until 07:00 the same IST day
  expect(heldUntil(ist("2026-12-08", "21:00"), NIGHT)).toBe(ist("2026-12-09", "07:00"));
  expect(heldUntil(ist("2026-12-09", "03:10"), NIGHT)).toBe(ist("2026-12-09", "07:00"));
  // 06:59 is still quiet; 07:00 and 20:59 are not
  expect(heldUntil(ist("2026-12-09", "06:59"), NIGHT)).toBe(ist("2026-12-09", "07:00"));
  expect(heldUntil(ist("2026-12-09", "07:00"), NIGHT)).toBeNull();
  expect(heldUntil(ist("2026-12-09", "20:59"), NIGHT)).toBeNull();
});

test("quiet hours within one day hold from their start until their end the same day", () => {
  expect(heldUntil(ist("2026-12-08", "13:45"), AFTERNOON)).toBe(ist("2026-12-08", "15:00"));
  expect(heldUntil(ist("2026-12-08", "12:59"), AFTERNOON)).toBeNull();
  expect(heldUntil(ist("2026-12-08", "15:00"), AFTERNOON)).toBeNull();
  expect([779, 780, 899, 900].map((m) => isQuietMinute(m, AFTERNOON))).toEqual([false, true, true, false]);
});

test("no quiet hours, or equal ends, hold nothing", () => {
  expect(quietHoursOf({ quietFrom: null, quietUntil: null })).toBeNull();
  expect(quietHoursOf({ quietFrom: 1260, quietUntil: null })).toBeNull();
  expect(quietHoursOf({ quietFrom: 600, quietUntil: 600 })).toBeNull();
  expect(quietHoursOf(null)).toBeNull();
  expect(quietHoursOf({ quietFrom: 1260, quietUntil: 420 })).toEqual(NIGHT);
  expect(heldUntil(ist("2026-12-08", "23:00"), null)).toBeNull();
});
