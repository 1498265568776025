import { istMidnightOf } from "./business-hours";

// A trader's quiet hours (docs/decisions/166): minutes after IST midnight during which its
// new-lead messages are held, never dropped, and sent when the quiet ends. "From" after "until"
// wraps midnight (21:00–07:00 is the night); equal ends, or none, mean no quiet hours.

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

export type QuietHours = { from: number; until: number };

/** The stored pair (both set, different) as quiet hours, else none. */
export function quietHoursOf(row: { quietFrom: number | null; quietUntil: number | null } | null | undefined): QuietHours | null {
  if (!row || row.quietFrom === null || row.quietUntil === null || row.quietFrom === row.quietUntil) return null;
  return { from: row.quietFrom, until: row.quietUntil };
}

/** Whether a minute of the IST day falls in the quiet hours. */
export function isQuietMinute(minute: number, quiet: QuietHours): boolean {
  return quiet.from < quiet.until ? minute >= quiet.from && minute < quiet.until : minute >= quiet.from || minute < quiet.until;
}

/**
 * Until when a message made at `at` is held: the end of the quiet hours it falls in (IST), or
 * null when it may go at once.
 */
export function heldUntil(at: number, quiet: QuietHours | null): number | null {
  if (!quiet) return null;
  const midnight = istMidnightOf(at);
  const minute = Math.floor((at - midnight) / MINUTE_MS);
  if (!isQuietMinute(minute, quiet)) return null;
  const end = midnight + quiet.until * MINUTE_MS;
  // Past today's end (the evening of a window that wraps midnight): it ends tomorrow morning.
  return end > at ? end : end + DAY_MS;
}
