import { csvTable } from "../leads/csv";
import { formatIstDateTime } from "../rules/format";
import { rupeesCell } from "./money";
import type { Charge, MonthStatement, StatementLine, TraderStatement } from "./statement";

// GET /admin/statements/YYYY-MM.csv: one row per billable lead of the month, with its trader and
// what it costs; amounts in rupees with two decimals (exact to the paisa), times in IST.

export const CHARGE_LABELS: Record<Charge, string> = {
  fee: "₹20 + 18 % GST",
  free: "Free (first two weeks)",
  commission: "Commission terms: no per-lead fee",
};

type Row = { trader: TraderStatement; line: StatementLine; month: string };

const COLUMNS: readonly (readonly [string, (row: Row) => string])[] = [
  ["Month", (r) => r.month],
  ["Trader", (r) => r.trader.traderName],
  ["tName", (r) => r.trader.tName],
  ["Trader type", (r) => r.trader.traderType],
  ["Terms", (r) => r.trader.basis],
  ["Lead id", (r) => r.line.lead.id],
  ["Received (IST)", (r) => formatIstDateTime(r.line.lead.receivedAt)],
  ["Model", (r) => r.line.lead.model],
  ["City", (r) => r.line.lead.cityName],
  ["Charge", (r) => CHARGE_LABELS[r.line.charge]],
  ["Fee (INR)", (r) => rupeesCell(r.line.fee)],
  ["GST (INR)", (r) => rupeesCell(r.line.gst)],
  ["Total (INR)", (r) => rupeesCell(r.line.total)],
];

export function statementCsv(statement: MonthStatement): string {
  const rows = statement.traders.flatMap((trader) => trader.lines.map((line) => ({ trader, line, month: statement.month })));
  return csvTable(COLUMNS, rows);
}
