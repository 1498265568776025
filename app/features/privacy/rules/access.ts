import { z } from "zod";
import { istDayField } from "../../console/rules/lead-filter";
import { csvTable } from "../../leads/rules/csv";
import { formatIstDateTime, istDate, istDayStart } from "#app/shared/i18n/dates";

// The access record (docs/decisions/153): each console or API action that shows, exports or
// changes personal data writes who, what, when and how many records. These are its kinds; the
// Worker writes them (app/features/privacy/server/access-record.ts), the console reads and exports them, and a
// trader's lead page lists its own staff's exports.

export const ACCESS_WHAT = [
  // the operator: console pages and the operator API
  "console.leads", "api.leads", "leads.csv",
  "console.outbox", "api.outbox",
  "console.disputes", "api.disputes", "dispute.decision",
  "console.deadLetters", "api.deadLetters",
  // a trader: its lead page, the page's CSV, its marks, and the pull API
  "leadPage", "leadPage.csv", "leadPage.contacted", "leadPage.dispute", "pullApi",
  // a trader's staff signed in to the workspace's leads board, and the workspace's API
  "sellerBoard", "sellerBoard.change", "sellerApi",
  // a buyer's own withdrawal or erasure (no identity kept)
  "buyer.withdrawal", "buyer.erasure",
] as const;
export type AccessWhat = (typeof ACCESS_WHAT)[number];
export type AccessAction = "view" | "export" | "change";
export type ActorKind = "operator" | "trader" | "buyer";

export type AccessEntry = {
  actorKind: ActorKind;
  /** Who within the kind: "session 1a2b3c4d", "admin token", "link 5e6f7a8b", "key …k3Xz", "" for a buyer. */
  actor: string;
  /** Whose leads, for a trader's own records ('' for the operator's or all). */
  tName: string;
  action: AccessAction;
  what: AccessWhat;
  records: number;
  /** The client address of the request. */
  address: string;
};

export type AccessRecord = AccessEntry & { id: number; at: number };

/** The console lists at most this many records of a period, newest first; its CSV has them all. */
export const ACCESS_LIST_LIMIT = 500;

/** The exports a trader sees of its own: CSV downloads and pulls. */
export const TRADER_EXPORTS: readonly AccessWhat[] = ["leadPage.csv", "pullApi"];

const COLUMNS: readonly (readonly [string, (r: AccessRecord) => string])[] = [
  ["Time (IST)", (r) => formatIstDateTime(r.at)],
  ["Who", (r) => r.actorKind],
  ["Actor", (r) => r.actor],
  ["Trader", (r) => r.tName],
  ["Action", (r) => r.action],
  ["What", (r) => r.what],
  ["Records", (r) => String(r.records)],
  ["Address", (r) => r.address],
  ["Record id", (r) => String(r.id)],
];

/** The operator's export of the access record: the same CSV rules as every other download. */
export function accessRecordCsv(records: readonly AccessRecord[]): string {
  return csvTable(COLUMNS, records);
}

/** The longest period the console reads or exports at once: a year and a day. */
export const MAX_ACCESS_DAYS = 366;
const DAY_MS = 86_400_000;

/** A period of the access record: IST days from–to, at most MAX_ACCESS_DAYS. */
export const AccessFilterSchema = z
  .object({ from: istDayField, to: istDayField })
  .refine(({ from, to }) => from <= to, { message: "`to` is before `from`", path: ["to"] })
  .refine(({ from, to }) => (istDayStart(to)! - istDayStart(from)!) / DAY_MS < MAX_ACCESS_DAYS, {
    message: `At most ${MAX_ACCESS_DAYS} days at a time`,
    path: ["to"],
  });
export type AccessFilter = z.output<typeof AccessFilterSchema>;

/** The console's default period of the access record: the last 30 IST days, today included. */
export function lastMonth(now: number): AccessFilter {
  return { from: istDate(now - 29 * DAY_MS), to: istDate(now) };
}
