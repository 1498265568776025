import { MAX_MORE } from "./lists";

// The query parameters a screen takes, declared in its route module's `handle`. The Worker hands
// React Router only these, each with its canonical value (worker/page-query.ts): anything else in
// a link (a campaign tag, a tracker's id, junk) is ignored for rendering and caching, and a value
// a list cannot show is dropped, so one page is one cache entry.

export type QueryRule =
  /** `?more=N` of a list that grows by a step per click: 1 to MAX_MORE, written plainly. */
  | "view-more"
  /** `?more=1` of a list shown in full after one click, or a toggle's other state. */
  | "toggle"
  /** Text a form sends (the home search without JavaScript, the enquiry page's names). */
  | "text"
  /**
   * What was typed in a search box: as sent up to MAX_TEXT characters; a longer text is cut to
   * one character past that, so the page can say it is too long while the cache key stays small.
   */
  | "search"
  /**
   * One of a fixed set of choices (a list's sort, budget, battery). The default (no choice, or
   * `byDefault`) is left out, so a form that sends every field makes the same address as a link
   * that names only what differs; a value that is none of them is kept, cut to MAX_CHOICE
   * characters, so the page can say so (an answer that is not 200 is never stored).
   */
  | { oneOf: readonly string[]; byDefault?: string };

export type PageHandle = { query?: Readonly<Record<string, QueryRule>> };

const MAX_TEXT = 200;
const MAX_CHOICE = 40;

/** The value a parameter is kept with, or null when it selects nothing (it is then left out). */
export function canonicalValue(rule: QueryRule, raw: string): string | null {
  if (typeof rule === "object") {
    if (raw === "" || raw === rule.byDefault) return null;
    return rule.oneOf.includes(raw) ? raw : raw.slice(0, MAX_CHOICE);
  }
  switch (rule) {
    case "view-more":
      return /^[1-9]\d{0,3}$/.test(raw) && Number(raw) <= MAX_MORE ? raw : null;
    case "toggle":
      return raw === "1" ? raw : null;
    case "text":
      return raw.length <= MAX_TEXT ? raw : null;
    case "search":
      return raw.length <= MAX_TEXT ? raw : raw.slice(0, MAX_TEXT + 1);
  }
}
