import { csvTable } from "../../leads/rules/csv";
import { type Lead, leadModel } from "../../leads/rules/lead";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { nationalDigits } from "../../../shared/rules/phone";
import { type LeadFacts, statesOf } from "./lead-states";
import { CONSENT_COLUMNS } from "../../leads/rules/csv";

// GET /admin/leads.csv: the operator's export of a period's leads — UTF-8 with a byte-order mark
// (spreadsheet programs then read ₹ and Hindi names right), formula-safe cells, times in IST.

export type ConsoleLead = Lead & LeadFacts;

const yesNo = (value: boolean) => (value ? "yes" : "no");
const ist = (at: number | null) => (at === null ? "" : formatIstDateTime(at));

const COLUMNS: readonly (readonly [string, (lead: ConsoleLead) => string])[] = [
  ["Received (IST)", (l) => formatIstDateTime(l.receivedAt)],
  ["Lead id", (l) => l.id],
  ["Name", (l) => l.name],
  ["Mobile", (l) => nationalDigits(l.mobile) ?? l.mobile],
  ["Verified", (l) => yesNo(l.verifiedAt !== null)],
  ["Enquiry", (l) => l.typeOfQuery],
  ["Model", leadModel],
  ["Trader", (l) => l.traderName || l.tName],
  ["tName", (l) => l.traderTName],
  ["Trader type", (l) => l.traderType],
  ["City", (l) => l.cityName],
  ["Area", (l) => l.areaName],
  ["District", (l) => l.districtName],
  ["State", (l) => l.stateName],
  ["Pincode", (l) => l.pincode],
  ["Quantity", (l) => String(l.quantity)],
  ["Note", (l) => l.note],
  ["States", (l) => statesOf(l).join(" ")],
  ["Billable", (l) => yesNo(l.billable)],
  ["Duplicate", (l) => yesNo(l.duplicate)],
  ["Match", (l) => l.match],
  ["Origin", (l) => l.originState],
  ["Webhook", (l) => l.webhookState],
  ["Lead page seen (IST)", (l) => ist(l.pageSeenAt)],
  ["Contacted (IST)", (l) => ist(l.contactedAt)],
  ["Verified (IST)", (l) => ist(l.verifiedAt)],
  ...CONSENT_COLUMNS,
];

export function consoleLeadsCsv(leads: readonly ConsoleLead[]): string {
  return csvTable(COLUMNS, leads);
}
