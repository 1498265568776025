// What an answer repeats of what was sent (a refused row's key, a column's name, a file's name) is
// at most a line: enough to find it in the file, never the file itself. A cell of several
// megabytes would otherwise come back in the answer, the preview and the page.

/** The longest text an answer repeats, in characters. */
export const ECHO_MAX = 80;

/** The value as an answer repeats it: whole when short, else its start and "…". */
export function echoed(value: string): string {
  const chars = Array.from(value);
  return chars.length <= ECHO_MAX ? value : `${chars.slice(0, ECHO_MAX - 1).join("")}…`;
}
