import { expect, test } from "vitest";
import { medianMs, spanOf } from "#app/features/seller/board/rules/response-time";
import { NOTE_MAX, readNote, readStageChange } from "#app/features/seller/board/rules/stages";
import { followUpDayAllowed, reminderAt } from "#app/features/seller/board/rules/follow-up";
import { leadCharge } from "#app/features/seller/board/rules/charge";
import { filterQuery, readBoardFilter } from "#app/features/seller/board/rules/filter";
import { freeWindow } from "#app/features/leads/billing/statement";

// The leads board's pure rules (docs/decisions/165): the median time to first contact, stage
// changes and notes as a seller may make them, the follow-up reminder's hour, each lead's charge,
// and the board's filters read from its address.

const MIN = 60_000;

test("the median response time is the middle duration, or the mean of the two middle ones", () => {
  // 4, 10, 95 minutes: the middle one is 10 minutes.
  expect(medianMs([95 * MIN, 4 * MIN, 10 * MIN])).toBe(10 * MIN);
  // 2, 6, 30, 240 minutes: (6 + 30) / 2 = 18 minutes.
  expect(medianMs([240 * MIN, 2 * MIN, 30 * MIN, 6 * MIN])).toBe(18 * MIN);
  expect(medianMs([])).toBeNull();
});

test("a duration reads as days, hours and minutes, rounded to the minute", () => {
  // 1 day 2 h 5 min 29 s = 1,565 min 29 s → 1,565 min = 1 day (1,440) + 2 h (120) + 5 min.
  expect(spanOf(((24 + 2) * 60 + 5) * MIN + 29_000)).toEqual({ days: 1, hours: 2, minutes: 5 });
  // 89 min 31 s rounds to 90 min = 1 h 30 min.
  expect(spanOf(89 * MIN + 31_000)).toEqual({ days: 0, hours: 1, minutes: 30 });
});

test("a lead moves to a stage of the list; lost needs a reason of the list and no other stage keeps one", () => {
  expect(readStageChange("interested", undefined)).toEqual({ ok: true, change: { stage: "interested", reason: "" } });
  expect(readStageChange("sold", "price")).toEqual({ ok: true, change: { stage: "sold", reason: "" } });
  expect(readStageChange("lost", "bought-elsewhere")).toEqual({ ok: true, change: { stage: "lost", reason: "bought-elsewhere" } });
  expect(readStageChange("lost", "")).toEqual({ ok: false, refusal: "reason-needed" });
  expect(readStageChange("lost", "too far")).toEqual({ ok: false, refusal: "reason-unknown" });
  expect(readStageChange("won", undefined)).toEqual({ ok: false, refusal: "unknown-stage" });
  // "new" is where a lead arrives; it comes back only by undoing.
  expect(readStageChange("new", undefined)).toEqual({ ok: false, refusal: "unknown-stage" });
});

test("a note is trimmed, not empty, and at most 2,000 characters as people count them", () => {
  expect(NOTE_MAX).toBe(2000);
  expect(readNote("  call after Diwali  ")).toBe("call after Diwali");
  expect(readNote("   ")).toBeNull();
  expect(readNote("a".repeat(2000))).toHaveLength(2000);
  expect(readNote("a".repeat(2001))).toBeNull();
  // "कि" is two code points but one Devanagari cluster; 1,000 of them = 2,000 code points: allowed.
  expect(readNote("कि".repeat(1000))).not.toBeNull();
});

test("the follow-up reminder is at 09:00 IST of the day, which is 03:30 UTC", () => {
  // 09:00 IST − 5 h 30 min = 03:30 UTC on the same date.
  expect(reminderAt("2026-12-10")).toBe(Date.UTC(2026, 11, 10, 3, 30));
  expect(reminderAt("2026-02-30")).toBeNull();
});

test("a follow-up day is today (IST) or later, within a year", () => {
  // 8 Dec 2026, 23:30 IST = 18:00 UTC: the IST date is the 8th.
  const now = Date.UTC(2026, 11, 8, 18, 0);
  expect(followUpDayAllowed("2026-12-08", now)).toBe(true);
  expect(followUpDayAllowed("2026-12-07", now)).toBe(false);
  expect(followUpDayAllowed("2027-12-08", now)).toBe(true); // 365 days on
  expect(followUpDayAllowed("2027-12-10", now)).toBe(false); // 367 days on
  expect(followUpDayAllowed("tomorrow", now)).toBe(false);
  // 8 Dec 2026, 02:00 IST = 7 Dec 20:30 UTC: the UTC date is the 7th, the IST date already the 8th.
  expect(followUpDayAllowed("2026-12-07", Date.UTC(2026, 11, 7, 20, 30))).toBe(false);
});

test("each lead's charge: the fee when billable, else free and why", () => {
  const dealer = { basis: "per-lead" as const, window: null };
  const base = { billable: true, duplicate: false, match: "matched" as const, verifiedAt: 1, receivedAt: Date.UTC(2026, 11, 1) };
  expect(leadCharge(base, dealer, null)).toEqual({ kind: "fee" });
  expect(leadCharge(base, dealer, "open")).toEqual({ kind: "fee" });
  expect(leadCharge(base, dealer, "accepted")).toEqual({ kind: "free", why: "dispute" });
  expect(leadCharge(base, { basis: "commission", window: null }, null)).toEqual({ kind: "commission" });
  expect(leadCharge({ ...base, billable: false, verifiedAt: null }, dealer, null)).toEqual({ kind: "free", why: "unconfirmed" });
  expect(leadCharge({ ...base, billable: false, duplicate: true }, dealer, null)).toEqual({ kind: "free", why: "repeat" });
  expect(leadCharge({ ...base, billable: false, match: "unmatched" }, dealer, null)).toEqual({ kind: "free", why: "unmatched" });
  // A manufacturer whose free fortnight starts 25 Nov 2026: a lead of 1 Dec is inside it (25 Nov + 14 days = 9 Dec).
  const maker = { basis: "per-lead" as const, window: freeWindow("Manufacturer", { basis: "per-lead", freeFrom: "2026-11-25" }, null) };
  expect(leadCharge(base, maker, null)).toEqual({ kind: "free", why: "free-weeks" });
  expect(leadCharge({ ...base, receivedAt: Date.UTC(2026, 11, 10) }, maker, null)).toEqual({ kind: "fee" });
});

test("the board's filters come from its address; a value that is not one filters nothing", () => {
  const read = readBoardFilter(new URLSearchParams("q=%20Ramesh%20&stage=sold&model=Mahindra%20Treo&from=2026-12-01&to=2026-13-01&before=x"));
  expect(read).toEqual({ q: "Ramesh", stage: "sold", model: "Mahindra Treo", from: "2026-12-01", to: "", before: "x" });
  expect(readBoardFilter(new URLSearchParams("stage=won")).stage).toBe("");
  expect(filterQuery({ q: "Ramesh", stage: "", before: "1_abcdefgh" })).toBe("?q=Ramesh&before=1_abcdefgh");
});
