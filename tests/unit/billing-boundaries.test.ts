import { expect, test } from "vitest";
import { type LeadDispute, type StatementTrader, type BilledLead, DEFAULT_TERMS, freeWindow, istMonth, monthRange, monthStatement, traderStatement } from "#app/features/leads/billing/statement";
import { statementCsv } from "#app/features/leads/billing/statement-csv";

// The edges of a month's statement: the instant a month ends, the instant free weeks end, the order
// of lines, the traders listed. Instants are written as UTC; IST is UTC + 5:30, so IST midnight of
// a date is 18:30 UTC of the day before.

const HOUR = 3_600_000;
/** 1 November 2026 00:00 IST = 31 October 18:30 UTC; 1 December 00:00 IST = 30 November 18:30 UTC. */
const NOV_START = Date.UTC(2026, 9, 31, 18, 30);
const DEC_START = Date.UTC(2026, 10, 30, 18, 30);
const JAN_START = Date.UTC(2026, 11, 31, 18, 30);
const NOVEMBER = { start: NOV_START, end: DEC_START };
const DECEMBER = { start: DEC_START, end: JAN_START };
const LATER = Date.UTC(2027, 0, 15);

const lead = (id: string, receivedAt: number, dispute: LeadDispute | null = null): BilledLead => ({ id, receivedAt, model: "Mahindra Treo", cityName: "Noida", dispute });
const acceptedAt = (decidedAt: number | null): LeadDispute => ({ state: "accepted", reason: "duplicate", decidedAt });
const dealer = (leads: BilledLead[], over: Partial<StatementTrader> = {}): StatementTrader => ({
  tName: "Shree-Ganesh-E-Motors", traderName: "Shree Ganesh E-Motors", traderType: "Dealer", terms: DEFAULT_TERMS,
  firstLeadAt: null, leads, credits: [], verified: leads.length, repeats: [], ...over,
});
const ids = (lines: readonly { lead: BilledLead }[]) => lines.map((l) => l.lead.id);

test("a dispute accepted at the first instant of the next month leaves no draft: the lead stays charged and is next month's credit", () => {
  const disputed = lead("d", NOV_START + 10 * 24 * HOUR, acceptedAt(DEC_START));
  expect(ids(traderStatement(dealer([disputed]), NOVEMBER).lines)).toEqual(["d"]);
  // December credits it: accepted at December's first instant, received before December began.
  const december = traderStatement(dealer([], { credits: [disputed] }), DECEMBER);
  expect(december.credits.map((c) => [c.lead.id, c.fee, c.gst, c.total])).toEqual([["d", -2000, -360, -2360]]); // 2000 + 18 % = 2360 paise
  expect(december.total).toBe(-2360);
});

test("a dispute marked accepted with no decision time is not yet accepted: the lead stays charged and is credited nowhere", () => {
  const undecided = lead("u", NOV_START + HOUR, acceptedAt(null));
  expect(ids(traderStatement(dealer([undecided]), NOVEMBER).lines)).toEqual(["u"]);
  expect(traderStatement(dealer([], { credits: [undecided] }), DECEMBER).credits).toEqual([]);
});

test("a credit is only for a lead of an earlier month whose dispute was accepted within this month", () => {
  const ownMonth = lead("own", DEC_START, acceptedAt(DEC_START + HOUR)); // received at December's first instant
  const lateDecision = lead("late", NOV_START + HOUR, acceptedAt(JAN_START)); // accepted at January's first instant
  const earlyDecision = lead("early", NOV_START + HOUR, acceptedAt(DEC_START - 1)); // accepted in November
  const notAccepted = lead("open", NOV_START + HOUR, { state: "rejected", reason: "duplicate", decidedAt: DEC_START + HOUR });
  const inside = lead("in", NOV_START + HOUR, acceptedAt(JAN_START - 1));
  const december = traderStatement(dealer([], { credits: [ownMonth, lateDecision, earlyDecision, notAccepted, inside] }), DECEMBER);
  expect(ids(december.credits)).toEqual(["in"]);
});

test("a manufacturer's free weeks run from their first instant to the instant 14 × 24 hours later, exclusive", () => {
  // Operator's start 2026-11-10: 10 November 00:00 IST = 9 November 18:30 UTC; + 14 days = 24 November 00:00 IST.
  const start = Date.UTC(2026, 10, 9, 18, 30);
  const end = Date.UTC(2026, 10, 23, 18, 30);
  const terms = { basis: "per-lead" as const, freeFrom: "2026-11-10" };
  const leads = [lead("before", start - 1), lead("first", start), lead("last", end - 1), lead("after", end)];
  const statement = traderStatement(dealer(leads, { traderType: "Manufacturer", terms, firstLeadAt: start - 1 }), NOVEMBER);
  expect(statement.lines.map((l) => [l.lead.id, l.charge])).toEqual([["before", "fee"], ["first", "free"], ["last", "free"], ["after", "fee"]]);
  expect([statement.charged, statement.total]).toEqual([2, 4720]); // 2 × 2360
});

test("a manufacturer with no lead yet and no start date set has no free weeks", () => {
  expect(freeWindow("Manufacturer", { basis: "per-lead", freeFrom: "" }, null)).toBeNull();
});

test("a statement lists leads and credits by the time they were received, then by id", () => {
  const noon = NOV_START + 12 * HOUR;
  const lines = traderStatement(dealer([lead("late", noon + HOUR), lead("b", noon), lead("a", noon)]), NOVEMBER).lines;
  expect(ids(lines)).toEqual(["a", "b", "late"]);
  const decided = acceptedAt(DEC_START + HOUR);
  const credits = traderStatement(dealer([], { credits: [lead("y", noon + HOUR, decided), lead("x", noon, decided)] }), DECEMBER).credits;
  expect(ids(credits)).toEqual(["x", "y"]);
});

test("the month lists a trader with charged leads even when none was verified, and counts charged leads across traders", () => {
  const unverified = dealer([lead("a", NOV_START + HOUR)], { verified: 0 });
  const other = dealer([lead("b", NOV_START + HOUR), lead("c", NOV_START + 2 * HOUR)], { tName: "B", traderName: "B Motors" });
  const month = monthStatement("2026-11", [unverified, other], LATER)!;
  expect(month.traders.map((t) => t.tName)).toEqual(["B", "Shree-Ganesh-E-Motors"]);
  expect([month.charged, month.verified, month.billable]).toEqual([3, 2, 3]);
});

test("traders with equal bills are listed by more leads first", () => {
  const commission = { basis: "commission" as const, freeFrom: "" };
  const one = dealer([lead("a", NOV_START + HOUR)], { terms: commission, tName: "A", traderName: "A Motors" });
  const two = dealer([lead("b", NOV_START + HOUR), lead("c", NOV_START + HOUR)], { terms: commission, tName: "Z", traderName: "Z Motors" });
  expect(monthStatement("2026-11", [one, two], LATER)!.traders.map((t) => t.tName)).toEqual(["Z", "A"]);
});

test("a month is written yyyy-mm exactly, and months before October end on the next month's first IST instant", () => {
  expect(monthRange("2026-08")).toEqual({ start: Date.UTC(2026, 6, 31, 18, 30), end: Date.UTC(2026, 7, 31, 18, 30) });
  for (const bad of ["x2026-11", "2026-11x", " 2026-11"]) expect(monthRange(bad), bad).toBeNull();
});

test("an instant's month is its IST month: 30 November 18:30 UTC is already December", () => {
  expect(istMonth(DEC_START)).toBe("2026-12");
  expect(istMonth(DEC_START - 1)).toBe("2026-11");
});

test("the statement CSV quotes a trader's name that holds a comma, and leaves money cells as numbers", () => {
  const csv = statementCsv(monthStatement("2026-11", [dealer([lead("a", NOV_START + HOUR)], { traderName: "Singh, Sons" })], LATER)!);
  // 1 November 2026, 01:00 IST; ₹20 + 18 % GST = ₹3.60; total ₹23.60.
  expect(csv.split("\r\n")[1]).toBe('2026-11,"Singh, Sons",Shree-Ganesh-E-Motors,Dealer,per-lead,a,01-11-2026 01:00 am,Mahindra Treo,Noida,₹20 + 18 % GST,20.00,3.60,23.60,,');
});
