import { nationalDigits } from "../../../shared/rules/phone";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { type Lead, leadModel } from "./lead";

// The lead page's CSV download: UTF-8 with a byte-order mark (so spreadsheet programs read ₹ and
// Hindi names right), CRLF rows, times in IST. Cells a spreadsheet would run as a formula are
// prefixed with an apostrophe: a visitor's note must never become a formula on a dealer's PC.

type Column = readonly [header: string, value: (lead: Lead) => string];

const yesNo = (value: boolean) => (value ? "yes" : "no");

/**
 * A lead's consent and its withdrawal or erasure (docs/decisions/152), the same columns in the
 * trader's CSV and the operator's.
 */
export const CONSENT_COLUMNS: readonly Column[] = [
  ["Consent notice", (l) => l.consent.notice],
  ["Consent purposes", (l) => l.consent.purposes.join(" ")],
  ["Consent (IST)", (l) => (l.consent.notice ? formatIstDateTime(l.consent.at) : "")],
  ["Consent sellers", (l) => l.consent.sellers.join("; ")],
  ["Withdrawn (IST)", (l) => (l.withdrawnAt === null ? "" : formatIstDateTime(l.withdrawnAt))],
  ["Erased (IST)", (l) => (l.erasedAt === null ? "" : formatIstDateTime(l.erasedAt))],
  ["Erased because", (l) => l.erasedBy],
];

const COLUMNS: readonly Column[] = [
  ["Received (IST)", (l) => formatIstDateTime(l.receivedAt)],
  ["Name", (l) => l.name],
  ["Mobile", (l) => nationalDigits(l.mobile) ?? l.mobile],
  // The visitor confirmed the mobile with a one-time code (docs/decisions/109).
  ["Verified", (l) => yesNo(l.verifiedAt !== null)],
  ["Model", leadModel],
  ["Enquiry", (l) => l.typeOfQuery],
  ["City", (l) => l.cityName],
  ["Area", (l) => l.areaName],
  ["Pincode", (l) => l.pincode],
  ["Quantity", (l) => String(l.quantity)],
  ["Note", (l) => l.note],
  ["Duplicate", (l) => yesNo(l.duplicate)],
  ["Billable", (l) => yesNo(l.billable)],
  ["Contacted (IST)", (l) => (l.contactedAt ? formatIstDateTime(l.contactedAt) : "")],
  ["Lead id", (l) => l.id],
  ...CONSENT_COLUMNS,
];

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV file: the byte-order mark, safe cells, CRLF rows. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** A table of columns (header and value of a row) as a CSV file. */
export function csvTable<T>(columns: readonly (readonly [header: string, value: (row: T) => string])[], rows: readonly T[]): string {
  return csvDocument([columns.map(([header]) => header), ...rows.map((row) => columns.map(([, value]) => value(row)))]);
}

export function leadsCsv(leads: readonly Lead[]): string {
  return csvTable(COLUMNS, leads);
}
