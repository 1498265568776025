import { expect } from "vitest";

// Logs: a test's console.error and console.warn lines are kept off the output.
// Every line is recorded; `expectLogged` asserts the lines a test expects (an origin failure it
// caused, say). tests/worker/setup.ts fails a test that logged an error it did not expect.

type Level = "error" | "warn";
type LogLine = { level: Level; text: string; expected: boolean };
const logLines: LogLine[] = [];

/** Replaces console.error and console.warn with recorders (plain functions: restoring mocks keeps them). */
export function recordLogs(): void {
  for (const level of ["error", "warn"] as const) {
    console[level] = (...args: unknown[]) => {
      logLines.push({ level, text: args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(" "), expected: false });
    };
  }
}

/** Forgets the lines recorded so far (before each test). */
export function clearLogs(): void {
  logLines.length = 0;
}

/** This test logged a line of this level matching the pattern; such lines are expected. */
export function expectLogged(level: Level, pattern: RegExp): void {
  const matching = logLines.filter((line) => line.level === level && pattern.test(line.text));
  expect(matching.map((line) => line.text), `console.${level} matching ${pattern}`).not.toEqual([]);
  for (const line of matching) line.expected = true;
}

/** The lines of this level the test has logged so far. */
export function loggedLines(level: Level): string[] {
  return logLines.filter((line) => line.level === level).map((line) => line.text);
}

/** The error lines no test declared. */
export function unexpectedErrors(): string[] {
  return logLines.filter((line) => line.level === "error" && !line.expected).map((line) => line.text);
}
