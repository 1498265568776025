import { expect, test } from "vitest";
import { DisputeDecisionSchema, DisputeSchema } from "#app/features/leads/billing/dispute-schemas";
import { DISPUTE_REASON_LABELS, DISPUTE_WINDOW_MS, type Dispute, canDispute, disputeClosesAt } from "#app/features/leads/billing/disputes";
import { DEFAULT_TERMS, type BilledLead, type LeadDispute, type StatementTrader, isIssued, monthRange, monthStatement } from "#app/features/leads/billing/statement";
import { statementCsv } from "#app/features/leads/billing/statement-csv";
import { istDayStart } from "#app/shared/i18n/dates";

// Fair billing (docs/decisions/111): a trader disputes a charged lead within 7 days, once, giving a
// reason; an accepted dispute leaves a month's statement while the month is a draft, and is a
// credit on the statement of the month it was accepted in once the lead's month was issued.

const at = (date: string, hours = 12) => istDayStart(date)! + hours * 3_600_000;
const accepted = (date: string): LeadDispute => ({ state: "accepted", reason: "wrong-number", decidedAt: at(date) });
const lead = (id: string, date: string, dispute: LeadDispute | null = null): BilledLead => ({ id, receivedAt: at(date), model: "Mahindra Treo", cityName: "Noida", dispute });
const dealer = (leads: BilledLead[], credits: BilledLead[] = [], verified = leads.length): StatementTrader => ({
  tName: "Shree-Ganesh-E-Motors", traderName: "Shree Ganesh E-Motors", traderType: "Dealer", terms: DEFAULT_TERMS, firstLeadAt: null, leads, credits, verified, repeats: [],
});
const dispute = (over: Partial<Dispute> = {}): Dispute => ({
  leadId: "l1", reason: "duplicate", note: "", createdAt: 0, state: "open", decidedAt: null, decidedNote: "", ...over,
});

test("a trader disputes a charged lead within 7 × 24 hours of receiving it, once", () => {
  const received = Date.UTC(2026, 10, 20, 23, 0); // 21 November 2026, 04:30 IST
  const closes = Date.UTC(2026, 10, 27, 23, 0); // 7 × 24 h later (20 + 7 = 27): 28 November, 04:30 IST
  const charged = { billable: true, receivedAt: received };
  expect(DISPUTE_WINDOW_MS).toBe(604_800_000); // 7 × 24 × 60 × 60 × 1000
  expect(disputeClosesAt(received)).toBe(closes);
  expect(canDispute(charged, null, received + 24 * 3_600_000 + 60_000)).toBe(true); // a day and a minute on: still open
  expect(canDispute(charged, null, closes - 1)).toBe(true);
  expect(canDispute(charged, null, closes)).toBe(false);
  expect(canDispute(charged, dispute(), received + 1)).toBe(false);
  expect(canDispute({ billable: false, receivedAt: received }, null, received + 1)).toBe(false);
});

test("a dispute names one of four reasons and may carry a short note", () => {
  expect(Object.values(DISPUTE_REASON_LABELS)).toEqual(["Wrong or unreachable number", "Not a genuine enquiry", "Duplicate", "Outside my area"]);
  expect(DisputeSchema.parse({ reason: "outside-area", note: "  Lucknow is not ours  " })).toEqual({ reason: "outside-area", note: "Lucknow is not ours" });
  expect(DisputeSchema.parse({ reason: "not-genuine" })).toEqual({ reason: "not-genuine", note: "" });
  expect(DisputeSchema.safeParse({ reason: "" }).success).toBe(false);
  expect(DisputeSchema.safeParse({ reason: "too-expensive" }).success).toBe(false);
  expect(DisputeSchema.safeParse({ reason: "duplicate", note: "x".repeat(501) }).success).toBe(false);
  expect(DisputeSchema.safeParse({ reason: "duplicate", note: "bell\u0007" }).success).toBe(false);
  expect(DisputeDecisionSchema.safeParse({ decision: "maybe" }).success).toBe(false);
  expect(DisputeDecisionSchema.parse({ decision: "accept" })).toEqual({ decision: "accept", note: "" });
});

test("a month's statement is issued once the month is over (IST); until then it is a draft", () => {
  const november = monthRange("2026-11")!;
  expect(isIssued(november, november.end - 1)).toBe(false);
  expect(isIssued(november, november.end)).toBe(true);
  expect(monthStatement("2026-11", [], at("2026-11-30", 23))!.issued).toBe(false);
  expect(monthStatement("2026-11", [], at("2026-12-01", 0))!.issued).toBe(true);
});

test("an accepted dispute removes the lead from the month's statement", () => {
  const leads = [lead("kept", "2026-11-03"), lead("gone", "2026-11-04", accepted("2026-11-09"))];
  const statement = monthStatement("2026-11", [dealer(leads)], at("2026-11-10"))!;
  const [trader] = statement.traders;
  expect(trader!.lines.map((l) => l.lead.id)).toEqual(["kept"]);
  expect([trader!.count, trader!.fee, trader!.gst, trader!.total]).toEqual([1, 2000, 360, 2360]);
  // Still so once the month is issued: it was accepted while the month was a draft.
  expect(monthStatement("2026-11", [dealer(leads)], at("2027-01-10"))!.total).toBe(2360);
});

test("open and rejected disputes leave the lead charged", () => {
  const leads = [
    lead("open", "2026-11-03", { state: "open", reason: "duplicate", decidedAt: null }),
    lead("rejected", "2026-11-04", { state: "rejected", reason: "not-genuine", decidedAt: at("2026-11-05") }),
  ];
  const statement = monthStatement("2026-11", [dealer(leads)], at("2026-11-10"))!;
  expect(statement.traders[0]!.lines.map((l) => l.lead.id)).toEqual(["open", "rejected"]);
  expect(statement.total).toBe(4720);
});

test("an accepted dispute of an issued month is a credit on the next statement", () => {
  // Received 29 November, accepted 2 December: November ended (was issued) before the decision.
  const late = lead("late", "2026-11-29", accepted("2026-12-02"));
  const november = monthStatement("2026-11", [dealer([late])], at("2026-12-03"))!;
  expect(november.traders[0]!.lines.map((l) => [l.lead.id, l.total])).toEqual([["late", 2360]]);
  expect(november.total).toBe(2360);
  const december = monthStatement("2026-12", [dealer([lead("dec", "2026-12-05")], [late], 1)], at("2026-12-10"))!;
  const [trader] = december.traders;
  expect(trader!.credits).toMatchObject([{ lead: { id: "late" }, fee: -2000, gst: -360, total: -2360, reason: "wrong-number", decidedAt: at("2026-12-02") }]);
  expect([trader!.fee, trader!.gst, trader!.credit, trader!.total]).toEqual([2000, 360, -2360, 0]);
  expect([december.credited, december.credit, december.total]).toEqual([1, -2360, 0]);
  // Credited once: not on the statement of another month.
  expect(monthStatement("2027-01", [dealer([], [late], 0)], at("2027-01-10"))!.traders).toEqual([]);
});

test("a credit repays what the lead was charged: a manufacturer's free lead is credited at ₹0", () => {
  const free = lead("free", "2026-11-29", accepted("2026-12-01"));
  const maker: StatementTrader = { ...dealer([], [free], 0), traderType: "Manufacturer", firstLeadAt: at("2026-11-20") };
  const [trader] = monthStatement("2026-12", [maker], at("2026-12-10"))!.traders;
  expect(trader!.credits.map((c) => [c.charge, c.total])).toEqual([["free", 0]]);
});

test("statements count verified, disputed and credited leads", () => {
  const leads = [
    lead("a", "2026-12-02"),
    lead("b", "2026-12-03", { state: "open", reason: "duplicate", decidedAt: null }),
    lead("c", "2026-12-04", { state: "rejected", reason: "outside-area", decidedAt: at("2026-12-05") }),
    lead("d", "2026-12-05", accepted("2026-12-06")),
  ];
  const credit = lead("z", "2026-11-28", accepted("2026-12-01"));
  const other = { ...dealer([lead("o", "2026-12-07")], [], 3), tName: "Aravali-E-Vehicles", traderName: "Aravali E-Vehicles" };
  const statement = monthStatement("2026-12", [dealer(leads, [credit], 6), other], at("2026-12-20"))!;
  const mine = statement.traders.find((t) => t.tName === "Shree-Ganesh-E-Motors")!;
  expect(mine).toMatchObject({ verified: 6, billable: 4, disputed: { open: 1, accepted: 1, rejected: 1 }, credited: 1, count: 3, charged: 3 });
  expect(statement).toMatchObject({ verified: 9, billable: 5, disputed: { open: 1, accepted: 1, rejected: 1 }, credited: 1, count: 4 });
  // A trader with verified leads and nothing to bill is still listed, with its count.
  const quiet = monthStatement("2026-12", [dealer([], [], 2)], at("2026-12-20"))!;
  expect(quiet.traders.map((t) => [t.verified, t.billable, t.total])).toEqual([[2, 0, 0]]);
});

test("the statement CSV lists a credit as a row with negative amounts a spreadsheet can sum", () => {
  const late = lead("late", "2026-11-29", accepted("2026-12-02"));
  const csv = statementCsv(monthStatement("2026-12", [dealer([lead("dec", "2026-12-05")], [late], 1)], at("2026-12-10"))!);
  const rows = csv.slice(1).trim().split("\r\n");
  expect(rows[1]).toBe("2026-12,Shree Ganesh E-Motors,Shree-Ganesh-E-Motors,Dealer,per-lead,dec,05-12-2026 12:00 pm,Mahindra Treo,Noida,₹20 + 18 % GST,20.00,3.60,23.60,,");
  expect(rows[2]).toBe(
    "2026-12,Shree Ganesh E-Motors,Shree-Ganesh-E-Motors,Dealer,per-lead,late,29-11-2026 12:00 pm,Mahindra Treo,Noida,Credit: dispute accepted,-20.00,-3.60,-23.60,Dispute accepted: Wrong or unreachable number,02-12-2026 12:00 pm",
  );
});
