import { type Lang, LOCALE } from "./lang";

// Dates and times in India Standard Time in the page's language (issue 19): Hindi month names
// with Latin digits on Hindi pages ("24 नवंबर 2026, 11:30 am"). Amounts need no such rule: ₹ with
// Indian grouping and Latin digits is the same in both languages (app/domain/rules/format.ts).

const formats = new Map<Lang, Intl.DateTimeFormat>();

export function formatIstDateTimeIn(lang: Lang, at: Date | number): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[lang], {
      timeZone: "Asia/Kolkata",
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
