import { z } from "zod";
import { istDate, istDayStart } from "#app/shared/i18n/dates";
import { LEAD_STATES } from "./lead-states";

// The leads an operator asks for: IST days from–to (at most 92), optionally one trader (any
// spelling), one city, one vehicle type and one state. The console's filter form, the operator
// API (GET /admin/api/leads) and the CSV export (GET /admin/leads.csv) read the same query.

export const MAX_LEAD_DAYS = 92;
const DAY_MS = 86_400_000;

/** An IST calendar day as YYYY-MM-DD: the console's periods. */
export const istDayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A date as YYYY-MM-DD").refine((d) => istDayStart(d) !== null, "No such date");
const optional = z
  .string()
  .trim()
  .max(120)
  .optional()
  .transform((v) => v || undefined);

export const LeadFilterSchema = z
  .object({
    from: istDayField,
    to: istDayField,
    tName: optional,
    city: optional,
    typeName: optional,
    state: z
      .union([z.enum(LEAD_STATES), z.literal("")])
      .optional()
      .transform((v) => v || undefined),
  })
  .refine(({ from, to }) => from <= to, { message: "`to` is before `from`", path: ["to"] })
  .refine(({ from, to }) => (istDayStart(to)! - istDayStart(from)!) / DAY_MS < MAX_LEAD_DAYS, {
    message: `At most ${MAX_LEAD_DAYS} days at a time`,
    path: ["to"],
  });

export type LeadFilter = z.output<typeof LeadFilterSchema>;

/** The instants [start, end) of the filter's IST days. */
export function filterRange(filter: Pick<LeadFilter, "from" | "to">): { start: number; end: number } {
  return { start: istDayStart(filter.from)!, end: istDayStart(filter.to)! + DAY_MS };
}

/** The console's default period: the last seven IST days, today included. */
export function lastWeek(now: number): { from: string; to: string } {
  return { from: istDate(now - 6 * DAY_MS), to: istDate(now) };
}

/** The filter as a query string (the CSV link of the filtered list). */
export function filterQuery(filter: LeadFilter): string {
  const entries = Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== "");
  return new URLSearchParams(entries).toString();
}
