import { statementOf } from "#app/features/console/server/statements";
import { termsOf } from "#app/features/console/server/traders";
import { type TraderStatement, monthRange, traderStatement, isIssued } from "#app/features/leads/billing/statement";
import type { Invoice } from "#app/features/leads/billing/invoice";
import { invoiceOf, invoicesOf } from "#app/features/leads/server/invoices";
import type { SellerMoney } from "../context";
import { IST_OFFSET_MS } from "#app/shared/i18n/dates";

// A trader's own money (docs/decisions/167): the months it had leads in, a month's statement as the
// console's statement has it (app/features/console/server/statements.ts, the one reading of the
// ledger) and the month's invoice once issued.

export type MoneyMonth = { month: string; leads: number; invoice: string | null };
export type SellerStatement = { month: string; issued: boolean; statement: TraderStatement; invoice: Invoice | null };

/** The months (IST) with any lead of the trader, newest first, with the invoice's number where issued. */
export async function moneyMonths(db: D1Database, tName: string): Promise<MoneyMonth[]> {
  const [{ results }, invoices] = await Promise.all([
    db
      .prepare(
        `SELECT strftime('%Y-%m', (receivedAt + ?2) / 1000, 'unixepoch') AS month, COUNT(*) AS leads FROM lead
         WHERE traderTName = ?1 AND originState <> 'refused' GROUP BY month ORDER BY month DESC LIMIT 36`,
      )
      .bind(tName, IST_OFFSET_MS)
      .all<{ month: string; leads: number }>(),
    invoicesOf(db, tName),
  ]);
  const numbers = new Map(invoices.map((inv) => [inv.month, inv.number]));
  return results.map((r) => ({ ...r, invoice: numbers.get(r.month) ?? null }));
}

/** The trader's statement of an IST month ("yyyy-mm"), empty when it had no leads; null for no month. */
export async function sellerStatement(db: D1Database, tName: string, month: string, now = Date.now()): Promise<SellerStatement | null> {
  const range = monthRange(month);
  if (!range) return null;
  const [all, invoice] = await Promise.all([statementOf(db, month, now), invoiceOf(db, tName, month)]);
  const statement =
    all?.traders.find((t) => t.tName === tName) ??
    traderStatement(
      { tName, traderName: "", traderType: "", terms: await termsOf(db, tName), firstLeadAt: null, leads: [], credits: [], verified: 0, repeats: [] },
      range,
    );
  return { month, issued: isIssued(range, now), statement, invoice };
}

/** The money pages' part of the router context. */
export const sellerMoneyFor = (db: D1Database): SellerMoney => ({
  months: (tName) => moneyMonths(db, tName),
  statement: (tName, month) => sellerStatement(db, tName, month),
  invoice: (tName, month) => invoiceOf(db, tName, month),
  pdf: async (invoice) => (await import("./invoice-pdf")).invoicePdf(invoice),
});
