import type { MonthStatement } from "../billing/statement";
import { type Invoice, type Party, financialYear, invoiceNumber, placeOfSupply, taxOn } from "../billing/invoice";
import { gstinOrEmpty } from "../billing/gst-states";

// Issued invoices in D1 (tables invoice and invoice_series, docs/decisions/167). Issuing a month
// is one batch, so one transaction: each trader with charged leads whose month has no invoice yet
// takes the next number of the financial year's series and stores its invoice in the same
// statements. Issuing again finds the invoices and takes no number; a trader that gains charged
// leads of the month later (a late verification) gets its own next number.

type Row = Omit<Invoice, "number" | "supplier" | "recipient"> & { supplier: string; recipient: string };

const toInvoice = (row: Row): Invoice => ({
  ...row,
  number: invoiceNumber(row.fy, row.seq),
  supplier: JSON.parse(row.supplier) as Party,
  recipient: JSON.parse(row.recipient) as Party,
});

/** The supplier on every invoice: the operator, from the Worker's configuration. */
export function supplierOf(env: Env): Party {
  return {
    name: env.INVOICE_SUPPLIER_NAME ?? "",
    address: env.INVOICE_SUPPLIER_ADDRESS ?? "",
    gstin: gstinOrEmpty(env.INVOICE_SUPPLIER_GSTIN ?? ""),
    stateCode: (env.INVOICE_SUPPLIER_STATE_CODE ?? "").trim(),
  };
}

type Recipient = { tName: string; traderName: string; address: string; gstNumber: string; stateName: string; language: "hi" | "en" };

async function recipientsOf(db: D1Database, tNames: readonly string[]): Promise<Map<string, Recipient>> {
  const { results } = await db
    .prepare(
      `SELECT t.tName, t.traderName, t.address, t.gstNumber, COALESCE(c.stateName, '') AS stateName, COALESCE(s.language, 'hi') AS language
       FROM trader t LEFT JOIN city c ON c.cityName = t.cityName LEFT JOIN trader_settings s ON s.tName = t.tName
       WHERE t.tName IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(tNames))
    .all<Recipient>();
  return new Map(results.map((r) => [r.tName, r]));
}

export type Issued = { issued: Invoice[]; already: number };

/**
 * Issues the invoices of a closed month's statement: one per trader with leads charged the fee
 * (free and commission leads are not invoiced here). Idempotent; `issued` lists only the new ones.
 */
export async function issueInvoices(db: D1Database, statement: MonthStatement, supplier: Party, now: number): Promise<Issued> {
  const charged = statement.traders.filter((t) => t.charged > 0 && t.fee > 0);
  if (charged.length === 0) return { issued: [], already: 0 };
  const fy = financialYear(now);
  const recipients = await recipientsOf(db, charged.map((t) => t.tName));
  const statements = [db.prepare("INSERT OR IGNORE INTO invoice_series (fy, last) VALUES (?1, 0)").bind(fy)];
  for (const trader of charged) {
    const found = recipients.get(trader.tName);
    const gstin = gstinOrEmpty(found?.gstNumber ?? "");
    const recipient: Party = { name: found?.traderName || trader.traderName, address: found?.address ?? "", gstin, stateCode: placeOfSupply(gstin, found?.stateName ?? "") };
    const tax = taxOn(trader.fee, supplier.stateCode, recipient.stateCode);
    const absent = "NOT EXISTS (SELECT 1 FROM invoice WHERE tName = ?2 AND month = ?3)";
    statements.push(
      db.prepare(`UPDATE invoice_series SET last = last + 1 WHERE fy = ?1 AND ${absent}`).bind(fy, trader.tName, statement.month),
      db
        .prepare(
          `INSERT INTO invoice (fy, seq, month, tName, issuedAt, language, supplier, recipient, leads, taxable, cgst, sgst, igst, total)
           SELECT ?1, last, ?3, ?2, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13 FROM invoice_series WHERE fy = ?1 AND ${absent}`,
        )
        .bind(fy, trader.tName, statement.month, now, found?.language ?? "hi", JSON.stringify(supplier), JSON.stringify(recipient), trader.charged,
          tax.taxable, tax.cgst, tax.sgst, tax.igst, tax.total),
    );
  }
  const results = await db.batch(statements);
  const inserted = new Set(charged.filter((_, i) => (results[2 + i * 2]?.meta.changes ?? 0) > 0).map((t) => t.tName));
  const all = await invoicesOfMonth(db, statement.month);
  return { issued: all.filter((inv) => inserted.has(inv.tName)), already: charged.length - inserted.size };
}

/** Every invoice of a month, in the order of their numbers. */
export async function invoicesOfMonth(db: D1Database, month: string): Promise<Invoice[]> {
  const { results } = await db.prepare("SELECT * FROM invoice WHERE month = ?1 ORDER BY fy, seq").bind(month).all<Row>();
  return results.map(toInvoice);
}

/** The trader's invoice of a month, or null when none was issued. */
export async function invoiceOf(db: D1Database, tName: string, month: string): Promise<Invoice | null> {
  const row = await db.prepare("SELECT * FROM invoice WHERE tName = ?1 AND month = ?2").bind(tName, month).first<Row>();
  return row ? toInvoice(row) : null;
}

/** The trader's invoices, newest month first. */
export async function invoicesOf(db: D1Database, tName: string): Promise<Invoice[]> {
  const { results } = await db.prepare("SELECT * FROM invoice WHERE tName = ?1 ORDER BY month DESC").bind(tName).all<Row>();
  return results.map(toInvoice);
}
