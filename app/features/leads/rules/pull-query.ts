import { z } from "zod";
import { istDayStart } from "#app/shared/i18n/dates";

// The query of the traders' CRM pull API, GET /leads/api?since=…&until=…[&cursor=…][&limit=…]
// (docs/operators.md, "The pull API"): a window of at most 92 days, oldest lead first, at most 100
// a page. Oldest first, so a CRM that pulls "since my last lead" pages forward through what is new,
// and a lead arriving while it pages lands on a later page instead of shifting the ones it read.

export const PULL_PAGE_MAX = 100;
export const PULL_WINDOW_MAX_DAYS = 92;
const DAY_MS = 86_400_000;

/** An ISO 8601 instant with its offset (Z or ±hh:mm), or a date alone: that day's start in IST. */
const INSTANT = /^(\d{4}-\d{2}-\d{2})(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d))?$/;

/** The page's place: "{receivedAt}_{id}" of the last lead of the page before. */
const CURSOR = /^(\d{1,15})_([A-Za-z0-9-]{8,64})$/;

/** The instant written, in ms, or null. A "+" that became a space in an unencoded query is read as "+". */
export function readInstant(text: string): number | null {
  const written = text.trim().replace(/ (\d{2}:\d{2})$/, "+$1");
  const match = INSTANT.exec(written);
  if (!match) return null;
  const dayStart = istDayStart(match[1]!);
  if (dayStart === null) return null;
  if (written.length === 10) return dayStart;
  const at = Date.parse(written);
  return Number.isNaN(at) ? null : at;
}

const instant = z.string().transform((text, ctx) => {
  const at = readInstant(text);
  if (at === null) {
    ctx.addIssue({ code: "custom", message: "An ISO 8601 time such as 2026-11-01T00:00:00Z or 2026-11-01T05:30:00+05:30, or a date (IST)" });
    return z.NEVER;
  }
  return at;
});

export const PullQuerySchema = z.strictObject({
  since: instant,
  until: instant.optional(),
  cursor: z.string().regex(CURSOR, "The next value of the page before, as given").optional(),
  limit: z.coerce.number().int().min(1).max(PULL_PAGE_MAX, `At most ${PULL_PAGE_MAX}`).default(PULL_PAGE_MAX),
});

export type PullQuery = { since: number; until: number; after: { receivedAt: number; id: string } | null; limit: number };

/** The window and page asked for, or the issues of a query that is not one. `until` defaults to now. */
export function readPullQuery(query: Record<string, string>, now: number): { ok: true; query: PullQuery } | { ok: false; issues: { path: string; message: string }[] } {
  const parsed = PullQuerySchema.safeParse(query);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((i) => ({ path: i.path.join(".") || "query", message: i.message })) };
  const { since, until = now, cursor, limit } = parsed.data;
  if (until <= since) return { ok: false, issues: [{ path: "until", message: "until comes after since" }] };
  if (until - since > PULL_WINDOW_MAX_DAYS * DAY_MS) return { ok: false, issues: [{ path: "until", message: `A window of at most ${PULL_WINDOW_MAX_DAYS} days` }] };
  const place = cursor ? CURSOR.exec(cursor) : null;
  return { ok: true, query: { since, until, limit, after: place ? { receivedAt: Number(place[1]), id: place[2]! } : null } };
}

export const cursorAfter = (lead: { receivedAt: number; id: string }) => `${lead.receivedAt}_${lead.id}`;
