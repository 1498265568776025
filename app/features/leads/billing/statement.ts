import type { TraderType } from "../rules/identity";
import { istDate, istDayStart } from "#app/shared/i18n/dates";
import { DISPUTE_STATES, type DisputeReason, type DisputeState } from "./disputes";
import { LEAD_FEE_PAISE, gstOn } from "../../../shared/rules/money";

// A month's statement per trader (docs/decisions/071-billing-statements.md and 111):
// every billable lead of the month at ₹20 + 18 % GST; a manufacturer's leads in its first two
// weeks at ₹0; a trader on commission terms listed with its leads and no per-lead fee. A lead
// whose dispute was accepted before its month ended leaves the statement; one accepted after that
// (the month was issued) stays where it was charged and is a credit on the month of acceptance.

export type Basis = "per-lead" | "commission";
export const BASES: readonly Basis[] = ["per-lead", "commission"];
/** freeFrom: the IST date ("yyyy-mm-dd") a manufacturer's free weeks start; "" = its first lead's day. */
export type TraderTerms = { basis: Basis; freeFrom: string };
export const DEFAULT_TERMS: TraderTerms = { basis: "per-lead", freeFrom: "" };

/** Free manufacturer leads for at most two weeks. */
export const FREE_DAYS = 14;
const DAY_MS = 86_400_000;

/** A lead's dispute as a statement reads it. */
export type LeadDispute = { state: DisputeState; reason: DisputeReason; decidedAt: number | null };
export type BilledLead = { id: string; receivedAt: number; model: string; cityName: string; dispute: LeadDispute | null };
export type StatementTrader = {
  tName: string;
  traderName: string;
  traderType: TraderType | "";
  terms: TraderTerms;
  /** When the trader's first lead (of any month) was received; null when none. */
  firstLeadAt: number | null;
  /** The trader's billable leads received in the month, with their disputes. */
  leads: readonly BilledLead[];
  /** Billable leads of earlier months whose dispute was accepted in this month. */
  credits: readonly BilledLead[];
  /** How many of the trader's leads received in the month had their number verified. */
  verified: number;
  /**
   * Verified leads of the month not charged because the same buyer's same ask of this trader (the
   * same model, or a dealer-only or brand-only ask it fits) was charged within the 30 days before
   * (docs/decisions/163): listed free, so the trader sees why.
   */
  repeats: readonly BilledLead[];
};

export type Month = { start: number; end: number };
export type Charge = "fee" | "free" | "commission";
export type StatementLine = { lead: BilledLead; charge: Charge; fee: number; gst: number; total: number };
/** A credit: what an earlier, issued month charged for the lead, as negative amounts. */
export type CreditLine = StatementLine & { reason: DisputeReason; decidedAt: number };
export type FreeWindow = { from: string; until: string; start: number; end: number };
/** count: leads on the statement; fee and GST of those; credit: the credits (≤ 0); total: all. */
export type Totals = { count: number; charged: number; fee: number; gst: number; credit: number; total: number };
export type Counts = { verified: number; billable: number; disputed: Record<DisputeState, number>; credited: number };
export type TraderStatement = Totals &
  Counts & {
    tName: string;
    traderName: string;
    traderType: TraderType | "";
    basis: Basis;
    freeWindow: FreeWindow | null;
    lines: StatementLine[];
    credits: CreditLine[];
    /** Free: the buyer's ask was charged already within 30 days. */
    repeats: BilledLead[];
  };
/** issued: the month is over, so what it charged no longer changes (accepted disputes are credits later). */
export type MonthStatement = Totals & Counts & { month: string; start: number; end: number; issued: boolean; traders: TraderStatement[] };

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

/** A month's statement is issued once the month is over (IST); until then it is a draft. */
export const isIssued = (month: Month, now: number) => now >= month.end;

const accepted = (lead: BilledLead) => lead.dispute?.state === "accepted" && lead.dispute.decidedAt !== null;

/** A lead of the month whose dispute was accepted while the month was still a draft: not charged. */
export const leavesStatement = (lead: BilledLead, month: Month) => accepted(lead) && lead.dispute!.decidedAt! < month.end;

/** A lead of an issued month whose dispute was accepted in this month: credited on this statement. */
export const creditedIn = (lead: BilledLead, month: Month) =>
  accepted(lead) && lead.receivedAt < month.start && lead.dispute!.decidedAt! >= month.start && lead.dispute!.decidedAt! < month.end;

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

/** What a billable lead costs its trader: no fee on commission terms, free in a manufacturer's first weeks, else the fee. */
export function chargeOf(lead: Pick<BilledLead, "receivedAt">, basis: Basis, window: FreeWindow | null): Charge {
  if (basis === "commission") return "commission";
  if (window && lead.receivedAt >= window.start && lead.receivedAt < window.end) return "free";
  return "fee";
}

function line(lead: BilledLead, charge: Charge): StatementLine {
  const fee = charge === "fee" ? LEAD_FEE_PAISE : 0;
  const gst = gstOn(fee);
  return { lead, charge, fee, gst, total: fee + gst };
}

/** The same charge, given back: negative amounts, with the dispute's reason and time. */
function credit(charged: StatementLine): CreditLine {
  const { dispute } = charged.lead;
  // 0 - x, not -x: a free lead's credit is 0, never -0.
  return { ...charged, fee: 0 - charged.fee, gst: 0 - charged.gst, total: 0 - charged.total, reason: dispute!.reason, decidedAt: dispute!.decidedAt! };
}

const sumOf = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((acc, item) => acc + pick(item), 0);
const byTime = (a: BilledLead, b: BilledLead) => a.receivedAt - b.receivedAt || a.id.localeCompare(b.id);

function lineTotals(lines: readonly StatementLine[], credits: readonly CreditLine[]): Totals {
  const fee = sumOf(lines, (l) => l.fee);
  const gst = sumOf(lines, (l) => l.gst);
  const creditTotal = sumOf(credits, (c) => c.total);
  return { count: lines.length, charged: lines.filter((l) => l.charge === "fee").length, fee, gst, credit: creditTotal, total: fee + gst + creditTotal };
}

function leadCounts(trader: StatementTrader, credits: number): Counts {
  const disputed = Object.fromEntries(DISPUTE_STATES.map((state) => [state, trader.leads.filter((l) => l.dispute?.state === state).length]));
  return { verified: trader.verified, billable: trader.leads.length, disputed: disputed as Counts["disputed"], credited: credits };
}

function sumParts(parts: readonly (Totals & Counts)[]): Totals & Counts {
  const sum = (pick: (p: Totals & Counts) => number) => sumOf(parts, pick);
  return {
    count: sum((p) => p.count),
    charged: sum((p) => p.charged),
    fee: sum((p) => p.fee),
    gst: sum((p) => p.gst),
    credit: sum((p) => p.credit),
    total: sum((p) => p.total),
    verified: sum((p) => p.verified),
    billable: sum((p) => p.billable),
    disputed: { open: sum((p) => p.disputed.open), accepted: sum((p) => p.disputed.accepted), rejected: sum((p) => p.disputed.rejected) },
    credited: sum((p) => p.credited),
  };
}

export function traderStatement(trader: StatementTrader, month: Month): TraderStatement {
  const window = freeWindow(trader.traderType, trader.terms, trader.firstLeadAt);
  const charged = (lead: BilledLead) => line(lead, chargeOf(lead, trader.terms.basis, window));
  const lines = trader.leads.filter((lead) => !leavesStatement(lead, month)).sort(byTime).map(charged);
  const credits = trader.credits.filter((lead) => creditedIn(lead, month)).sort(byTime).map((lead) => credit(charged(lead)));
  return {
    tName: trader.tName,
    traderName: trader.traderName,
    traderType: trader.traderType,
    basis: trader.terms.basis,
    freeWindow: window,
    lines,
    credits,
    repeats: [...trader.repeats].sort(byTime),
    ...lineTotals(lines, credits),
    ...leadCounts(trader, credits.length),
  };
}

/** Every trader with verified or billable leads or credits in the month, the largest bill first, and the month's totals. */
export function monthStatement(month: string, traders: readonly StatementTrader[], now: number): MonthStatement | null {
  const range = monthRange(month);
  if (!range) return null;
  const statements = traders
    .map((t) => traderStatement(t, range))
    .filter((t) => t.billable > 0 || t.credited > 0 || t.verified > 0)
    .sort((a, b) => b.total - a.total || b.count - a.count || a.traderName.localeCompare(b.traderName));
  return { month, ...range, issued: isIssued(range, now), traders: statements, ...sumParts(statements) };
}
