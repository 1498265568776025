import { expect, test } from "vitest";
import { GST_PERCENT, LEAD_FEE_PAISE, formatPaise, gstOn, rupeesCell } from "#app/shared/rules/money";
import { DEFAULT_TERMS, type BilledLead, type StatementTrader, freeWindow, monthRange, monthStatement, traderStatement } from "#app/features/leads/billing/statement";
import { statementCsv } from "#app/features/leads/billing/statement-csv";
import { istDayStart } from "#app/shared/i18n/dates";

// Dealers pay ₹20 plus 18 % GST per lead; manufacturers get free leads for at most
// two weeks, then pay per lead; a commission is the alternative to the per-lead fee.

const at = (date: string, hours = 12) => istDayStart(date)! + hours * 3_600_000;
const lead = (id: string, date: string): BilledLead => ({ id, receivedAt: at(date), model: "Mahindra Treo", cityName: "Noida", dispute: null });
const dealer = (leads: StatementTrader["leads"], terms = DEFAULT_TERMS): StatementTrader => ({
  tName: "Shree-Ganesh-E-Motors", traderName: "Shree Ganesh E-Motors", traderType: "Dealer", terms, firstLeadAt: leads[0]?.receivedAt ?? null, leads,
  credits: [], verified: leads.length, repeats: [],
});
const NOVEMBER = monthRange("2026-11")!;
/** A time after November, so its statement is issued. */
const LATER = at("2026-12-15");

test("a lead costs ₹20.00 plus 18 % GST of ₹3.60: ₹23.60, in whole paise", () => {
  expect(LEAD_FEE_PAISE).toBe(2000);
  expect(GST_PERCENT).toBe(18);
  expect(gstOn(LEAD_FEE_PAISE)).toBe(360);
  const [line] = traderStatement(dealer([lead("a", "2026-11-02")]), NOVEMBER).lines;
  expect(line).toMatchObject({ charge: "fee", fee: 2000, gst: 360, total: 2360 });
});

test("totals are exact to the paisa however many leads: 7 leads are ₹165.20, 1,000 leads ₹23,600.00", () => {
  const seven = traderStatement(dealer(Array.from({ length: 7 }, (_, i) => lead(`l${i}`, "2026-11-03"))), NOVEMBER);
  expect([seven.fee, seven.gst, seven.total]).toEqual([14_000, 2_520, 16_520]);
  expect(formatPaise(seven.total)).toBe("₹165.20");
  const thousand = traderStatement(dealer(Array.from({ length: 1000 }, (_, i) => lead(`m${i}`, "2026-11-03"))), NOVEMBER);
  expect(formatPaise(thousand.total)).toBe("₹23,600.00");
});

test("money on statements is INR with Indian grouping and paise; CSV cells are plain rupees", () => {
  expect(formatPaise(2360)).toBe("₹23.60");
  expect(formatPaise(12_345_678_05)).toBe("₹1,23,45,678.05");
  expect(formatPaise(0)).toBe("₹0.00");
  expect(rupeesCell(2360)).toBe("23.60");
  expect(rupeesCell(5)).toBe("0.05");
});

test("a month is its IST calendar month: 1 November 00:00 IST to 1 December 00:00 IST", () => {
  expect(monthRange("2026-11")).toEqual({ start: Date.UTC(2026, 9, 31, 18, 30), end: Date.UTC(2026, 10, 30, 18, 30) });
  expect(monthRange("2026-12")!.end).toBe(Date.UTC(2026, 11, 31, 18, 30));
  for (const bad of ["2026-13", "2026-00", "26-11", "2026-1", "november"]) expect(monthRange(bad), bad).toBeNull();
});

test("a manufacturer's leads in its first two weeks from its first lead are listed at ₹0, later ones pay", () => {
  const leads = [lead("d1", "2026-11-05"), lead("d14", "2026-11-18"), lead("d15", "2026-11-19")];
  const maker: StatementTrader = { ...dealer(leads), traderType: "Manufacturer", tName: "Saarthi-Motors", traderName: "Saarthi Motors" };
  const statement = traderStatement(maker, NOVEMBER);
  expect(statement.freeWindow).toMatchObject({ from: "2026-11-05", until: "2026-11-18" });
  expect(statement.lines.map((l) => [l.lead.id, l.charge, l.total])).toEqual([["d1", "free", 0], ["d14", "free", 0], ["d15", "fee", 2360]]);
  expect([statement.count, statement.charged, statement.total]).toEqual([3, 1, 2360]);
});

test("the two free weeks start on the date the operator sets, when set", () => {
  const terms = { basis: "per-lead" as const, freeFrom: "2026-10-25" };
  expect(freeWindow("Manufacturer", terms, at("2026-11-05"))).toMatchObject({ from: "2026-10-25", until: "2026-11-07" });
  const leads = [lead("in", "2026-11-07"), lead("out", "2026-11-08")];
  const statement = traderStatement({ ...dealer(leads, terms), traderType: "Manufacturer" }, NOVEMBER);
  expect(statement.lines.map((l) => l.charge)).toEqual(["free", "fee"]);
});

test("dealers have no free weeks", () => {
  expect(freeWindow("Dealer", DEFAULT_TERMS, at("2026-11-05"))).toBeNull();
  expect(traderStatement(dealer([lead("x", "2026-11-05")]), NOVEMBER).lines[0]!.charge).toBe("fee");
});

test("a trader on commission terms is listed with its leads and no per-lead fee", () => {
  const statement = traderStatement(dealer([lead("c1", "2026-11-05"), lead("c2", "2026-11-06")], { basis: "commission", freeFrom: "" }), NOVEMBER);
  expect(statement.basis).toBe("commission");
  expect(statement.lines.map((l) => [l.charge, l.total])).toEqual([["commission", 0], ["commission", 0]]);
  expect([statement.count, statement.charged, statement.total]).toEqual([2, 0, 0]);
});

test("the month's statement lists traders with leads, the largest bill first, with the month's totals", () => {
  const a = dealer([lead("a1", "2026-11-02")]);
  const b = { ...dealer([lead("b1", "2026-11-02"), lead("b2", "2026-11-03")]), tName: "B", traderName: "B Motors" };
  const none = { ...dealer([]), tName: "C", traderName: "C Motors" };
  const month = monthStatement("2026-11", [a, b, { ...none, verified: 0 }], LATER)!;
  expect(month.traders.map((t) => t.tName)).toEqual(["B", "Shree-Ganesh-E-Motors"]);
  expect([month.count, month.fee, month.gst, month.total]).toEqual([3, 6000, 1080, 7080]);
  expect(monthStatement("2026-13", [a], LATER)).toBeNull();
});

test("the statement CSV has one row per lead with the trader, the charge and amounts exact to the paisa", () => {
  const maker: StatementTrader = { ...dealer([lead("m1", "2026-11-05")]), traderType: "Manufacturer", tName: "M", traderName: "M Motors" };
  const csv = statementCsv(monthStatement("2026-11", [dealer([lead("a1", "2026-11-02")]), maker], LATER)!);
  const rows = csv.slice(1).split("\r\n");
  expect(csv.startsWith("\uFEFFMonth,Trader,tName,Trader type,Terms,Lead id,Received (IST),Model,City,Charge,Fee (INR),GST (INR),Total (INR),Dispute,Dispute decided (IST)")).toBe(true);
  expect(rows[1]).toBe("2026-11,Shree Ganesh E-Motors,Shree-Ganesh-E-Motors,Dealer,per-lead,a1,02-11-2026 12:00 pm,Mahindra Treo,Noida,₹20 + 18 % GST,20.00,3.60,23.60,,");
  expect(rows[2]).toBe("2026-11,M Motors,M,Manufacturer,per-lead,m1,05-11-2026 12:00 pm,Mahindra Treo,Noida,Free (first two weeks),0.00,0.00,0.00,,");
});
