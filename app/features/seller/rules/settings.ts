import type { QuietHours } from "#app/features/leads/rules/quiet-hours";
import type { Lang } from "#app/shared/i18n/lang";

// A trader's settings as the settings page reads and writes them: the language of its messages
// and, optionally, quiet hours in IST (minutes after midnight; "from" later than "until" runs past
// midnight, e.g. 21:00–07:00). What is held during them and released after is the senders'.

export type { QuietHours };
export type TraderSettings = { language: Lang; quiet: QuietHours | null };

/** "21:00" → 1260; anything but a 24-hour clock time "HH:MM" → null. */
export function minutesOfClock(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 1260 → "21:00", the value of a time field. */
export function clockOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

export type SettingsRefusal = "language" | "quiet";

/**
 * The settings form: `language` hi or en; `quiet` "on" with `quietFrom` and `quietUntil` two
 * different clock times, or anything else for none.
 */
export function settingsOfForm(field: (name: string) => string): { ok: true; settings: TraderSettings } | { ok: false; refusal: SettingsRefusal } {
  const language = field("language");
  if (language !== "hi" && language !== "en") return { ok: false, refusal: "language" };
  if (field("quiet") !== "on") return { ok: true, settings: { language, quiet: null } };
  const from = minutesOfClock(field("quietFrom"));
  const until = minutesOfClock(field("quietUntil"));
  if (from === null || until === null || from === until) return { ok: false, refusal: "quiet" };
  return { ok: true, settings: { language, quiet: { from, until } } };
}
