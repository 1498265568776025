// A shop's opening hours: the days it opens (Monday first, as Indian calendars and shop boards
// write the week) and one span of the day in IST, the same each open day. Kept as one text,
// "1111110 10:00-20:00" (open Monday to Saturday, 10 am to 8 pm), so the change queue compares
// two values as text. Most dealers keep one span and a weekly closed day; a second span a day is
// not asked for.

export type OpeningHours = {
  /** Monday … Sunday */
  open: readonly boolean[];
  /** minutes after midnight IST */
  from: number;
  until: number;
};

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export function hoursText(hours: OpeningHours): string {
  return `${hours.open.map((o) => (o ? "1" : "0")).join("")} ${hhmm(hours.from)}-${hhmm(hours.until)}`;
}

/** The hours of a stored text, or null for '' (not stated) or a text that is not one. */
export function parseHours(text: string): OpeningHours | null {
  const match = /^([01]{7}) (\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, days, fh, fm, uh, um] = match;
  return { open: [...days!].map((d) => d === "1"), from: Number(fh) * 60 + Number(fm), until: Number(uh) * 60 + Number(um) };
}

/** The time of day as the form's time field wants it ("09:30"). */
export const clockValue = hhmm;

/**
 * The words hours are written with, from a words module: short day names Monday first, the
 * part of the day each time falls in, and the sentences' patterns.
 */
export type HoursWords = {
  days: readonly string[];
  /** "{h}:{mm} {part}" in English, "{part} {h}:{mm}" in Hindi */
  time: string;
  parts: { night: string; morning: string; afternoon: string; evening: string; late: string };
  /** "{days}, {from} – {until}" */
  open: string;
  /** "{first}–{last}" */
  dayRange: string;
  everyDay: string;
  /** "closed {days}" */
  closed: string;
  /** between groups of days and before the closed days */
  separator: string;
};

/** The part of the day a time falls in, as people say it: a 12-hour clock needs it. */
function partOf(minutes: number): keyof HoursWords["parts"] {
  if (minutes < 4 * 60) return "night";
  if (minutes < 12 * 60) return "morning";
  if (minutes < 16 * 60) return "afternoon";
  if (minutes < 19 * 60) return "evening";
  return "late";
}

export function formatTime(minutes: number, words: HoursWords): string {
  const h = Math.floor(minutes / 60) % 12 || 12;
  return words.time.replace("{h}", String(h)).replace("{mm}", String(minutes % 60).padStart(2, "0")).replace("{part}", words.parts[partOf(minutes)]);
}

/** Runs of consecutive days with the same state, Monday first: [[0, 5]] for Monday to Saturday. */
function runs(open: readonly boolean[], state: boolean): [number, number][] {
  const found: [number, number][] = [];
  open.forEach((o, day) => {
    if (o !== state) return;
    const last = found.at(-1);
    if (last && last[1] === day - 1) last[1] = day;
    else found.push([day, day]);
  });
  return found;
}

/** "Mon–Sat, 10:00 am – 8:00 pm; closed Sun" in the words' language. */
export function formatHours(hours: OpeningHours, words: HoursWords): string {
  const name = ([first, last]: [number, number]) =>
    first === last ? words.days[first]! : words.dayRange.replace("{first}", words.days[first]!).replace("{last}", words.days[last]!);
  const openDays = hours.open.every(Boolean) ? words.everyDay : runs(hours.open, true).map(name).join(", ");
  const span = words.open.replace("{days}", openDays).replace("{from}", formatTime(hours.from, words)).replace("{until}", formatTime(hours.until, words));
  const closed = runs(hours.open, false);
  return closed.length ? `${span}${words.separator}${words.closed.replace("{days}", closed.map(name).join(", "))}` : span;
}
