import { expect, test } from "vitest";
import { formatInr } from "#app/shared/rules/money";
import { formatIstDateTime, istDate, istDayStart } from "#app/shared/i18n/dates";
import { formatPhone, nationalDigits, telHref } from "#app/shared/rules/phone";

test("currency INR with Indian digit grouping", () => {
  expect(formatInr(125000)).toBe("₹1,25,000");
  expect(formatInr(10000000)).toBe("₹1,00,00,000");
  expect(formatInr(99999)).toBe("₹99,999");
  expect(formatInr(1000)).toBe("₹1,000");
  expect(formatInr(999)).toBe("₹999");
  expect(formatInr(0)).toBe("₹0");
});

test("currency INR has no decimals", () => {
  expect(formatInr(1234.5)).toBe("₹1,235");
  expect(formatInr(-1500)).toBe("-₹1,500");
});

test("INR grouping matches the en-IN locale where the runtime has it", () => {
  for (const n of [0, 7, 12345, 123456, 1234567, 123456789, 9876543210]) {
    const intl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
    expect(formatInr(n)).toBe(intl.format(n));
  }
});

test("displayed date-time has offset +0530, day-month-year with 12-hour time and am/pm", () => {
  expect(formatIstDateTime(Date.UTC(2026, 10, 22, 15, 35))).toBe("22-11-2026 09:05 pm");
  expect(formatIstDateTime(new Date("2026-11-22T03:30:00Z"))).toBe("22-11-2026 09:00 am");
});

test("IST midnight and noon read 12 am and 12 pm, and the date follows IST", () => {
  expect(formatIstDateTime(Date.UTC(2026, 0, 31, 18, 30))).toBe("01-02-2026 12:00 am");
  expect(formatIstDateTime(Date.UTC(2026, 0, 1, 6, 45))).toBe("01-01-2026 12:15 pm");
});

test("phone prefix +91 in the displayed number", () => {
  expect(formatPhone("9876543210")).toBe("+91 98765 43210");
  expect(formatPhone("+91 98765-43210")).toBe("+91 98765 43210");
  expect(formatPhone("09876543210")).toBe("+91 98765 43210");
});

test("a number that is not a mobile number is shown as given and gets no tel link", () => {
  expect(formatPhone(" 12345 ")).toBe("12345");
  expect(nationalDigits("123")).toBeNull();
  expect(telHref("")).toBeNull();
});

test("the tel link carries +91 and the 10 digits", () => {
  expect(telHref("98765 43210")).toBe("tel:+919876543210");
});

test("IST dates: the calendar date in India, and the instant an IST day begins", () => {
  expect(istDate(Date.UTC(2026, 10, 22, 18, 29))).toBe("2026-11-22");
  expect(istDate(Date.UTC(2026, 10, 22, 18, 30))).toBe("2026-11-23");
  expect(istDayStart("2026-11-23")).toBe(Date.UTC(2026, 10, 22, 18, 30));
  expect(istDayStart("2026-02-30")).toBeNull();
  expect(istDayStart("23-11-2026")).toBeNull();
});
