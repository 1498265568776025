import { type Lang, LOCALE } from "./lang";

// Time in one place. Every date and time the site shows is in India Standard Time; a stored
// instant becomes an IST calendar date here, and an IST date typed by an operator becomes an
// instant here. Latin digits in both languages, whatever locale data the runtime carries.

/** India Standard Time: every date and time the site shows is in it, through `Intl`. */
export const IST_TIME_ZONE = "Asia/Kolkata";
/** IST's fixed offset (+05:30, no daylight saving): only for reading a typed IST date back. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * How an instant is written: "numeric" is "dd-mm-yyyy hh:mm am|pm" (the console, CSV files,
 * webhooks: one width, sortable by eye); a language writes the month in words ("24 November
 * 2026, 11:30 am", "24 नवंबर 2026, 11:30 am") for buyers' pages.
 */
export type IstForm = "numeric" | Lang;

const IN_WORDS: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true };
const OPTIONS: Record<IstForm, Intl.DateTimeFormatOptions> = {
  numeric: { hourCycle: "h12", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" },
  en: IN_WORDS,
  hi: IN_WORDS,
};

// Made on first use, not at load: a page that shows no time builds none.
const formats: Partial<Record<IstForm, Intl.DateTimeFormat>> = {};
const formatOf = (form: IstForm) =>
  (formats[form] ??= new Intl.DateTimeFormat(form === "numeric" ? "en-IN" : LOCALE[form], { timeZone: IST_TIME_ZONE, numberingSystem: "latn", ...OPTIONS[form] }));

function numericParts(at: Date | number): Record<string, string> {
  return Object.fromEntries(formatOf("numeric").formatToParts(at).map((p) => [p.type, p.value]));
}

/** An instant as the site writes it, in India Standard Time (see `IstForm`). */
export function formatIstDateTime(at: Date | number, form: IstForm = "numeric"): string {
  if (form !== "numeric") return formatOf(form).format(at);
  const p = numericParts(at);
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute} ${p.dayPeriod!.toLowerCase()}`;
}

/** The IST calendar date, "yyyy-mm-dd". */
export function istDate(at: number): string {
  const p = numericParts(at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The instant an IST calendar date ("yyyy-mm-dd") begins, or null when it is no such date. */
export function istDayStart(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2026-02-30 over into March: such a date does not exist.
  if (new Date(utc).getUTCDate() !== day || new Date(utc).getUTCMonth() !== month - 1) return null;
  return utc - IST_OFFSET_MS;
}

const dayFormats: Partial<Record<`${Lang}|${"day" | "month"}`, Intl.DateTimeFormat>> = {};
const dayFormatOf = (lang: Lang, withDay: boolean) =>
  (dayFormats[`${lang}|${withDay ? "day" : "month"}`] ??= new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone: "UTC", numberingSystem: "latn", year: "numeric", month: lang === "hi" ? "long" : "short", ...(withDay ? { day: "numeric" } : {}),
  }));

/**
 * A calendar day ("2025-04-01") or month ("2026-02") in the page's language: "1 Apr 2025",
 * "1 अप्रैल 2025", "Feb 2026". The text is read as a date in UTC, so no time zone moves the day.
 */
export function formatDayIn(lang: Lang, text: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text);
  if (!m) return text;
  const withDay = m[3] !== undefined;
  return dayFormatOf(lang, withDay).format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, withDay ? Number(m[3]) : 1)));
}
