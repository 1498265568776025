import { amountInWords } from "#app/features/leads/billing/amount-words";
import { SAC, type Invoice, type Party } from "#app/features/leads/billing/invoice";
import { stateOfCode } from "#app/features/leads/billing/gst-states";
import { formatDayIn, istDate } from "#app/shared/i18n/dates";
import { fill } from "#app/shared/i18n/use-messages";
import { GST_PERCENT, formatPaise } from "#app/shared/rules/money";
import { moneyWords } from "./words";

// What a tax invoice says, in its language (the trader's when it was issued), as labelled lines:
// the printable page and the PDF both draw this one sheet, so they never say different things.

export type PartyBlock = { heading: string; lines: string[] };
export type InvoiceSheet = {
  lang: Invoice["language"];
  title: string;
  original: string;
  facts: [string, string][];
  supplier: PartyBlock;
  recipient: PartyBlock;
  /** The one line of service: what it is, then SAC, quantity, rate and value. */
  item: { heading: string; text: string; details: [string, string][] };
  amounts: [string, string][];
  total: [string, string];
  words: [string, string];
  notes: string[];
};

const place = (code: string) => (code ? `${stateOfCode(code)} (${code})` : "—");

export function invoiceSheet(invoice: Invoice): InvoiceSheet {
  const lang = invoice.language;
  const t = moneyWords(lang);
  const party = (heading: string, p: Party): PartyBlock => ({
    heading,
    lines: [p.name, p.address, `${t.gstin}: ${p.gstin || t.unregistered}`, `${t.stateCode}: ${place(p.stateCode)}`].filter((l) => l.trim() !== ""),
  });
  const month = formatDayIn(lang, invoice.month);
  const percent = (label: string, rate: number) => fill(label, { percent: rate });
  const intraState = invoice.igst === 0 && invoice.cgst + invoice.sgst > 0;
  const taxes: [string, string][] = intraState
    ? [
        [percent(t.cgst, GST_PERCENT / 2), formatPaise(invoice.cgst)],
        [percent(t.sgst, GST_PERCENT / 2), formatPaise(invoice.sgst)],
      ]
    : [[percent(t.igst, GST_PERCENT), formatPaise(invoice.igst)]];
  return {
    lang,
    title: t.taxInvoice,
    original: t.original,
    facts: [
      [t.invoiceNo, invoice.number],
      [t.invoiceDate, formatDayIn(lang, istDate(invoice.issuedAt))],
      [t.period, month],
      [t.placeOfSupply, place(invoice.recipient.stateCode)],
    ],
    supplier: party(t.supplier, invoice.supplier),
    recipient: party(t.recipient, invoice.recipient),
    item: {
      heading: t.description,
      text: fill(t.service, { month }),
      details: [
        [t.sac, SAC],
        [t.qty, String(invoice.leads)],
        [t.rate, formatPaise(invoice.leads ? Math.round(invoice.taxable / invoice.leads) : 0)],
        [t.taxable, formatPaise(invoice.taxable)],
      ],
    },
    amounts: [[t.taxable, formatPaise(invoice.taxable)], ...taxes],
    total: [t.invoiceTotal, formatPaise(invoice.total)],
    words: [t.inWords, amountInWords(invoice.total, lang)],
    notes: [t.reverseCharge],
  };
}
