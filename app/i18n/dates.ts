import { IST_TIME_ZONE } from "#app/domain/rules/format";
import { type Lang, LOCALE } from "./lang";

// Dates and times in India Standard Time in the page's language: Hindi month names
// with Latin digits on Hindi pages ("24 नवंबर 2026, 11:30 am"). Amounts need no such rule: ₹ with
// Indian grouping and Latin digits is the same in both languages (app/domain/rules/format.ts).

const formats = new Map<Lang, Intl.DateTimeFormat>();

export function formatIstDateTimeIn(lang: Lang, at: Date | number): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[lang], {
      timeZone: IST_TIME_ZONE,
      numberingSystem: "latn",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
    });
    formats.set(lang, format);
  }
  return format.format(at);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day ("2025-04-01") or month ("2026-02") in the page's language: "1 Apr 2025",
 * "1 अप्रैल 2025", "Feb 2026". The text is read as a date in UTC, so no time zone moves the day.
 */
export function formatDayIn(lang: Lang, text: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text);
  if (!m) return text;
  const withDay = m[3] !== undefined;
  const key = `${lang}|${withDay}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[lang], {
      timeZone: "UTC", numberingSystem: "latn", year: "numeric", month: lang === "hi" ? "long" : "short", ...(withDay ? { day: "numeric" } : {}),
    });
    dayFormats.set(key, format);
  }
  return format.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, withDay ? Number(m[3]) : 1)));
}
