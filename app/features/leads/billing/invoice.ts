import { istDate } from "#app/shared/i18n/dates";
import { GST_PERCENT } from "#app/shared/rules/money";
import { GST_STATE_CODES, gstinOrEmpty } from "./gst-states";

// A GST tax invoice of a month's lead fees (docs/decisions/167): who supplies and who receives,
// the place of supply, the taxable value and its tax, numbered from a series per financial year.
// Pure rules; the store is app/features/leads/server/invoices.ts, the words the seller's money words.

/** The services' accounting code for the lead fee: online advertising space and related services. */
export const SAC = "998365";
/** What the operator's invoice numbers begin with. */
export const INVOICE_PREFIX = "EVP";

export type Party = { name: string; address: string; gstin: string; stateCode: string };
export type Tax = { taxable: number; cgst: number; sgst: number; igst: number; total: number };
export type Invoice = Tax & {
  number: string;
  fy: string;
  seq: number;
  month: string;
  tName: string;
  issuedAt: number;
  language: "hi" | "en";
  supplier: Party;
  recipient: Party;
  leads: number;
};

/** The Indian financial year (April to March, IST) an instant falls in: "2026-27". */
export function financialYear(at: number): string {
  const [year, month] = istDate(at).split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * "EVP/26-27/00001": the prefix, the financial year in two-digit years and the serial number.
 * Fifteen characters, within the sixteen the GST rules allow an invoice number.
 */
export function invoiceNumber(fy: string, seq: number): string {
  return `${INVOICE_PREFIX}/${fy.slice(2)}/${String(seq).padStart(5, "0")}`;
}

/**
 * The place of supply of a service to a registered trader is where it is registered: the state
 * code of its GSTIN; without one, the state it is in (its town's), or "" when that is unknown.
 */
export function placeOfSupply(gstin: string, stateName: string): string {
  const valid = gstinOrEmpty(gstin);
  return valid ? valid.slice(0, 2) : (GST_STATE_CODES[stateName] ?? "");
}

/**
 * Tax on the taxable value (paise): within one state half the GST rate as CGST and half as SGST;
 * between states (or to an unknown place) the whole rate as IGST. Each rounded to the paisa.
 */
export function taxOn(taxable: number, supplierState: string, supplyState: string): Tax {
  const intraState = supplyState !== "" && supplyState === supplierState;
  const half = Math.round((taxable * GST_PERCENT) / 2 / 100);
  const cgst = intraState ? half : 0;
  const sgst = intraState ? half : 0;
  const igst = intraState ? 0 : Math.round((taxable * GST_PERCENT) / 100);
  return { taxable, cgst, sgst, igst, total: taxable + cgst + sgst + igst };
}
