// Speed to lead: a lead's response time is from its arrival (receivedAt) to its first contact
// (contactedAt: the first stage change or tap on call or WhatsApp, or the lead page's "contacted").
// A seller's figure is the median over its leads of a recent window, so one lead left for a week
// does not hide a habit of calling within minutes, nor the other way round.

/** The window a median is taken over: leads received in the last 30 days. */
export const RESPONSE_WINDOW_MS = 30 * 86_400_000;

/** The median of durations (ms): the middle one, or the mean of the two middle ones; null when none. */
export function medianMs(durations: readonly number[]): number | null {
  if (durations.length === 0) return null;
  const sorted = [...durations].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** A duration in whole minutes, then hours and minutes, then days and hours, for people. */
export type Span = { days: number; hours: number; minutes: number };

export function spanOf(ms: number): Span {
  const minutes = Math.round(ms / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}
