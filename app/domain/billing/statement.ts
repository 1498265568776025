import type { TraderType } from "../leads/identity";
import { istDate, istDayStart } from "../rules/format";
import { LEAD_FEE_PAISE, gstOn } from "./money";

// A month's statement per trader (spec §1, §9; docs/decisions/071-billing-statements.md): every
// billable lead of the month at ₹20 + 18 % GST; a manufacturer's leads in its first two weeks at
// ₹0; a trader on commission terms listed with its leads and no per-lead fee.

export type Basis = "per-lead" | "commission";
export const BASES: readonly Basis[] = ["per-lead", "commission"];
/** freeFrom: the IST date ("yyyy-mm-dd") a manufacturer's free weeks start; "" = its first lead's day. */
export type TraderTerms = { basis: Basis; freeFrom: string };
export const DEFAULT_TERMS: TraderTerms = { basis: "per-lead", freeFrom: "" };

/** Spec §9: free manufacturer leads for at most two weeks. */
export const FREE_DAYS = 14;
const DAY_MS = 86_400_000;

export type BilledLead = { id: string; receivedAt: number; model: string; cityName: string };
export type StatementTrader = {
  tName: string;
  traderName: string;
  traderType: TraderType | "";
  terms: TraderTerms;
  /** When the trader's first lead (of any month) was received; null when none. */
  firstLeadAt: number | null;
  /** The trader's billable leads of the month. */
  leads: readonly BilledLead[];
};

export type Charge = "fee" | "free" | "commission";
export type StatementLine = { lead: BilledLead; charge: Charge; fee: number; gst: number; total: number };
export type FreeWindow = { from: string; until: string; start: number; end: number };
export type Totals = { count: number; charged: number; fee: number; gst: number; total: number };
export type TraderStatement = Totals & {
  tName: string;
  traderName: string;
  traderType: TraderType | "";
  basis: Basis;
  freeWindow: FreeWindow | null;
  lines: StatementLine[];
};
export type MonthStatement = Totals & { month: string; start: number; end: number; traders: TraderStatement[] };

/** The IST month "yyyy-mm" as [start, end) instants, or null when it is no month. */
export function monthRange(month: string): { start: number; end: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const index = Number(match[2]);
  if (index < 1 || index > 12) return null;
  const next = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, "0")}`;
  return { start: istDayStart(`${month}-01`)!, end: istDayStart(`${next}-01`)! };
}

/** The IST month of an instant, "yyyy-mm". */
export const istMonth = (at: number) => istDate(at).slice(0, 7);

/**
 * A manufacturer's first two weeks: FREE_DAYS IST days from the start date the operator set, or
 * else from the day of its first lead. Dealers have none.
 */
export function freeWindow(traderType: StatementTrader["traderType"], terms: TraderTerms, firstLeadAt: number | null): FreeWindow | null {
  if (traderType !== "Manufacturer") return null;
  const from = terms.freeFrom || (firstLeadAt === null ? "" : istDate(firstLeadAt));
  const start = from ? istDayStart(from) : null;
  if (start === null) return null;
  const end = start + FREE_DAYS * DAY_MS;
  return { from, until: istDate(end - 1), start, end };
}

function line(lead: BilledLead, charge: Charge): StatementLine {
  const fee = charge === "fee" ? LEAD_FEE_PAISE : 0;
  const gst = gstOn(fee);
  return { lead, charge, fee, gst, total: fee + gst };
}

const sumOf = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((acc, item) => acc + pick(item), 0);

function lineTotals(lines: readonly StatementLine[]): Totals {
  return {
    count: lines.length,
    charged: lines.filter((l) => l.charge === "fee").length,
    fee: sumOf(lines, (l) => l.fee),
    gst: sumOf(lines, (l) => l.gst),
    total: sumOf(lines, (l) => l.total),
  };
}

function sumTotals(parts: readonly Totals[]): Totals {
  return {
    count: sumOf(parts, (p) => p.count),
    charged: sumOf(parts, (p) => p.charged),
    fee: sumOf(parts, (p) => p.fee),
    gst: sumOf(parts, (p) => p.gst),
    total: sumOf(parts, (p) => p.total),
  };
}

export function traderStatement(trader: StatementTrader): TraderStatement {
  const window = freeWindow(trader.traderType, trader.terms, trader.firstLeadAt);
  const chargeOf = (lead: BilledLead): Charge => {
    if (trader.terms.basis === "commission") return "commission";
    if (window && lead.receivedAt >= window.start && lead.receivedAt < window.end) return "free";
    return "fee";
  };
  const lines = [...trader.leads].sort((a, b) => a.receivedAt - b.receivedAt || a.id.localeCompare(b.id)).map((lead) => line(lead, chargeOf(lead)));
  return {
    tName: trader.tName,
    traderName: trader.traderName,
    traderType: trader.traderType,
    basis: trader.terms.basis,
    freeWindow: window,
    lines,
    ...lineTotals(lines),
  };
}

/** Every trader with leads in the month, the largest bill first, and the month's totals. */
export function monthStatement(month: string, traders: readonly StatementTrader[]): MonthStatement | null {
  const range = monthRange(month);
  if (!range) return null;
  const statements = traders
    .filter((t) => t.leads.length > 0)
    .map(traderStatement)
    .sort((a, b) => b.total - a.total || b.count - a.count || a.traderName.localeCompare(b.traderName));
  return { month, ...range, traders: statements, ...sumTotals(statements) };
}
