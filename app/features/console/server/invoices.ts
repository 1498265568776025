import { type Issued, invoicesOfMonth, issueInvoices, supplierOf } from "#app/features/leads/server/invoices";
import { tellInvoiceIssued } from "#app/features/seller/money/server/seller-sms";
import { statementOf } from "./statements";

// The operator issues a closed month's GST tax invoices (docs/decisions/167): one button, as often
// as pressed; a trader's owner hears of its new invoice by SMS.

export type IssueOutcome = ({ kind: "issued" } & { issued: number; already: number }) | { kind: "invalid" | "running" | "no-supplier" };

export async function issueMonth(env: Env, origin: string, month: string, now = Date.now()): Promise<IssueOutcome> {
  const supplier = supplierOf(env);
  if (!supplier.name.trim() || !supplier.address.trim() || !supplier.gstin || !/^\d{2}$/.test(supplier.stateCode)) return { kind: "no-supplier" };
  const statement = await statementOf(env.DB, month, now);
  if (!statement) return { kind: "invalid" };
  if (!statement.issued) return { kind: "running" };
  const { issued, already }: Issued = await issueInvoices(env.DB, statement, supplier, now);
  for (const invoice of issued) await tellInvoiceIssued(env, origin, invoice);
  return { kind: "issued", issued: issued.length, already };
}

export { invoicesOfMonth };
