import { expect, test } from "vitest";
import { formatHours, formatTime, hoursText, parseHours } from "#app/features/seller/profile/rules/opening-hours";
import { changesAsked, isStale, readProfileForm } from "#app/features/seller/profile/rules/profile-fields";
import { en, hi } from "#app/features/seller/profile/words";

// The seller's profile rules (docs/decisions/168): each field as one canonical text, the form's
// problems by field, the changes a form asks for, a stale change, opening hours as people say them.

const BRANDS = ["Mahindra", "Kinetic Green", "Yatri"];
const filled = {
  addressEn: "Shop 12,  Lanka\r\nVaranasi ",
  addressHi: "",
  hoursFrom: "10:00",
  hoursUntil: "20:00",
  hoursDays: ["0", "1", "2", "3", "4", "5"],
  publicPhone: "+91 98111 22401",
  notifyPhone: "098111-22402",
  brands: ["yatri", "Mahindra"],
  offerEn: "Free insurance",
  offerHi: "मुफ़्त बीमा",
};

test("the profile form reads each field as its canonical text: tidy address lines, hours as days and a span, mobiles as ten digits, brands in the catalogue's spelling sorted", () => {
  const read = readProfileForm(filled, BRANDS);
  expect(read).toEqual({
    ok: true,
    values: {
      // spaces inside a line folded, the CR LF a line break, the ends trimmed
      address: JSON.stringify({ en: "Shop 12, Lanka\nVaranasi", hi: "" }),
      // Monday to Saturday open (six 1s, Sunday 0), 10:00 to 20:00
      hours: "1111110 10:00-20:00",
      publicPhone: "9811122401",
      notifyPhone: "9811122402",
      // "yatri" is the catalogue's "Yatri"; sorted: Mahindra before Yatri
      brands: JSON.stringify(["Mahindra", "Yatri"]),
      offers: JSON.stringify({ en: "Free insurance", hi: "मुफ़्त बीमा" }),
    },
  });
});

test("a profile form's bad fields are each named with their problem: a brand not in the catalogue, a mobile that is not one, closing before opening", () => {
  const read = readProfileForm({ ...filled, brands: ["Tesla"], publicPhone: "12345", hoursFrom: "20:00", hoursUntil: "10:00" }, BRANDS);
  expect(read).toEqual({ ok: false, problems: { brands: "unknownBrand", publicPhone: "mobileInvalid", hours: "hoursOrder" } });
});

test("opening hours need both times or neither, a time written HH:MM, and a day when they are given", () => {
  const problem = (form: Partial<typeof filled>) => {
    const read = readProfileForm({ ...filled, ...form }, BRANDS);
    return read.ok ? read.values.hours : read.problems.hours;
  };
  expect(problem({ hoursFrom: "", hoursUntil: "" })).toBe("");
  expect(problem({ hoursUntil: "" })).toBe("hoursIncomplete");
  expect(problem({ hoursFrom: "9.30" })).toBe("timeInvalid");
  expect(problem({ hoursDays: [] })).toBe("hoursNoDay");
  // Sunday alone: 0000001, 09:05 to 13:30
  expect(problem({ hoursFrom: "9:05", hoursUntil: "13:30", hoursDays: ["6"] })).toBe("0000001 09:05-13:30");
});

test("an address or offer longer than its limit is refused as too long; a mobile of one repeated digit as not real", () => {
  const read = readProfileForm({ ...filled, addressEn: "x".repeat(301), offerHi: "y".repeat(281), notifyPhone: "9999999999" }, BRANDS);
  expect(read).toEqual({ ok: false, problems: { address: "tooLong", offers: "tooLong", notifyPhone: "mobileNotReal" } });
});

test("a form asks for the fields whose value differs from the live one, each with the live value as old", () => {
  const live = { address: "A", hours: "", publicPhone: "9811122401", notifyPhone: "9811122402", brands: "[]", offers: "O", photo: "" };
  expect(changesAsked(live, { address: "A", hours: "1111111 09:00-18:00", publicPhone: "9811122401", brands: '["Yatri"]' })).toEqual([
    { field: "hours", oldValue: "", newValue: "1111111 09:00-18:00" },
    { field: "brands", oldValue: "[]", newValue: '["Yatri"]' },
  ]);
});

test("a change is stale when the live value is no longer the one it was asked from", () => {
  const live = { address: "B", hours: "", publicPhone: "", notifyPhone: "", brands: "[]", offers: "", photo: "" };
  expect(isStale({ field: "address", oldValue: "A" }, live)).toBe(true);
  expect(isStale({ field: "address", oldValue: "B" }, live)).toBe(false);
});

test("opening hours are kept as one text and read back the same", () => {
  const hours = { open: [true, true, false, true, true, true, true], from: 9 * 60 + 30, until: 19 * 60 };
  expect(hoursText(hours)).toBe("1101111 09:30-19:00");
  expect(parseHours("1101111 09:30-19:00")).toEqual(hours);
  expect(parseHours("")).toBeNull();
  expect(parseHours("every day")).toBeNull();
});

test("opening hours read as people say them: runs of days, a 12-hour clock with the part of the day, the closed days last", () => {
  // Monday to Saturday, 10:00 (morning) to 20:00 (8 in the evening, after 19:00: "late"), Sunday closed
  const weekdays = { open: [true, true, true, true, true, true, false], from: 600, until: 1200 };
  expect(formatHours(weekdays, en.hours)).toBe("Mon–Sat, 10:00 am – 8:00 pm; closed Sun");
  expect(formatHours(weekdays, hi.hours)).toBe("सोम–शनि, सुबह 10:00 – रात 8:00; रवि बंद");
  // Tuesday closed: Monday alone, then Wednesday to Sunday
  const tuesdayOff = { open: [true, false, true, true, true, true, true], from: 9 * 60, until: 18 * 60 + 30 };
  expect(formatHours(tuesdayOff, en.hours)).toBe("Mon, Wed–Sun, 9:00 am – 6:30 pm; closed Tue");
  expect(formatHours({ ...tuesdayOff, open: Array(7).fill(true) }, hi.hours)).toBe("हर दिन, सुबह 9:00 – शाम 6:30");
});

test("a time of day on a 12-hour clock: noon is 12 in the afternoon, 00:15 is 12:15 at night", () => {
  // 12:00 → 12 (h % 12 || 12), afternoon (12:00–16:00)
  expect(formatTime(12 * 60, hi.hours)).toBe("दोपहर 12:00");
  expect(formatTime(12 * 60, en.hours)).toBe("12:00 pm");
  // 00:15 → 12:15, before 04:00: night
  expect(formatTime(15, en.hours)).toBe("12:15 am");
  expect(formatTime(15, hi.hours)).toBe("रात 12:15");
  // 17:45 → 5:45, evening (16:00–19:00)
  expect(formatTime(17 * 60 + 45, hi.hours)).toBe("शाम 5:45");
});
