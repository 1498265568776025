import { csvCell } from "../rules/csv";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { DISPUTE_REASON_LABELS } from "./disputes";
import { PER_LEAD_TERMS, rupeesCell } from "../../../shared/rules/money";
import type { Charge, CreditLine, MonthStatement, StatementLine, TraderStatement } from "./statement";

// GET /admin/statements/YYYY-MM.csv: one row per lead on the month's statement and one per credit
// (a dispute accepted this month of a lead an earlier, issued month charged), with its trader and
// what it costs; amounts in rupees with two decimals (exact to the paisa), times in IST.

export const CHARGE_LABELS: Record<Charge, string> = {
  fee: PER_LEAD_TERMS,
  free: "Free (first two weeks)",
  commission: "Commission terms: no per-lead fee",
};
export const CREDIT_LABEL = "Credit: dispute accepted";

const DISPUTE_LABELS = { open: "Disputed, open", accepted: "Dispute accepted", rejected: "Dispute rejected" } as const;

type Row = { trader: TraderStatement; line: StatementLine | CreditLine; month: string };
const isCredit = (line: StatementLine | CreditLine): line is CreditLine => "reason" in line;

/** A line's dispute: its state and reason (a credit's was accepted). */
function disputeCell(line: StatementLine | CreditLine): string {
  const dispute = line.lead.dispute;
  return dispute ? `${DISPUTE_LABELS[dispute.state]}: ${DISPUTE_REASON_LABELS[dispute.reason]}` : "";
}

// Money cells are written as they are: they come from rupeesCell, never from anyone's text, and a
// spreadsheet must read a credit's "-23.60" as a number (csvCell would make it text).
const COLUMNS: readonly (readonly [string, (row: Row) => string, "money"?])[] = [
  ["Month", (r) => r.month],
  ["Trader", (r) => r.trader.traderName],
  ["tName", (r) => r.trader.tName],
  ["Trader type", (r) => r.trader.traderType],
  ["Terms", (r) => r.trader.basis],
  ["Lead id", (r) => r.line.lead.id],
  ["Received (IST)", (r) => formatIstDateTime(r.line.lead.receivedAt)],
  ["Model", (r) => r.line.lead.model],
  ["City", (r) => r.line.lead.cityName],
  ["Charge", (r) => (isCredit(r.line) ? CREDIT_LABEL : CHARGE_LABELS[r.line.charge])],
  ["Fee (INR)", (r) => rupeesCell(r.line.fee), "money"],
  ["GST (INR)", (r) => rupeesCell(r.line.gst), "money"],
  ["Total (INR)", (r) => rupeesCell(r.line.total), "money"],
  ["Dispute", (r) => disputeCell(r.line)],
  ["Dispute decided (IST)", (r) => (r.line.lead.dispute?.decidedAt ? formatIstDateTime(r.line.lead.dispute.decidedAt) : "")],
];

export function statementCsv(statement: MonthStatement): string {
  const rows = statement.traders.flatMap((trader) =>
    [...trader.lines, ...trader.credits].map((line) => ({ trader, line, month: statement.month })),
  );
  const cells = (row: Row) => COLUMNS.map(([, value, kind]) => (kind === "money" ? value(row) : csvCell(value(row))));
  const lines = [COLUMNS.map(([header]) => csvCell(header)), ...rows.map(cells)];
  return `\uFEFF${lines.map((line) => line.join(",")).join("\r\n")}\r\n`;
}
