import { afterEach, beforeEach, vi } from "vitest";

// A fixed clock, so that a date a test expects is worked out by hand from the time it sets, and
// holds on a run that crosses IST midnight or a month's end. Only `Date` is faked: timers, the
// rate limiters' minute windows and the storage keep real time.

/**
 * 1 January 2026, 00:15 IST (31 December 2025, 18:45 UTC): a new IST day, month and year that
 * the UTC date has not reached, so a date taken from UTC instead of IST shows. In the past, so
 * that what a test does at this time comes before what later tests of its file do on the real
 * clock, as it would.
 */
export const NEW_YEAR_IST = Date.UTC(2025, 11, 31, 18, 45);

/** Stops the clock at `at` until `vi.useRealTimers()`, which the test file's afterEach calls. */
export function stopClockAt(at: number): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
}

/** Runs each test of the file with the clock stopped at `at`; the real clock is put back after each, as the next file runs in the same workerd. */
export function fixedClock(at: number): void {
  beforeEach(() => stopClockAt(at));
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Moves the stopped clock on by a second, so that enquiries sent one after another are listed in that order, as on a running clock. */
export function aSecondLater(): void {
  vi.setSystemTime(Date.now() + 1000);
}

/**
 * Runs `read` with the clock stopped at `at`, then puts the real clock back: for a page whose
 * answer depends on the day, read between writes (an import, a catalogue change) made on the real
 * clock. A write on a clock set back would wait out the gap to the isolate's last generation change.
 */
export async function readAt<T>(at: number, read: () => Promise<T>): Promise<T> {
  stopClockAt(at);
  try {
    return await read();
  } finally {
    vi.useRealTimers();
  }
}
