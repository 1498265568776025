// SAMPLE DATA (invented numbers, not the businesses'): the phone of each active sample dealer and
// manufacturer, so that `npm start` shows a lead reaching a trader's phone (the local outbox,
// /admin/outbox) and a buyer's "who will call" with a number. One pattern, recognisable at a
// glance: the mobile for leads is +91 90000 NNNNN and the public number +91 80000 NNNNN, NNNNN
// (10000-99999) from a hash of the trader's name. Such numbers may belong to someone: they are for
// the local outbox only, never for a deployment with a real SMS or WhatsApp service.
//
// A seed adds them only where a trader has no row (INSERT OR IGNORE): numbers an operator set or
// cleared in the console stay as they are (seed/reset.ts keeps the table).

import { roll } from "./hash";
import { insertStatements, type Row } from "./sql";
import type { TraderInfo } from "./traders";

/** When the sample traders that take WhatsApp agreed to it: a fixed date, so every seed is the same. */
const SAMPLE_OPT_IN_AT = Date.UTC(2026, 10, 1);

export type SampleContact = { tName: string; notifyPhone: string; publicPhone: string; whatsapp: boolean };

export function sampleContacts(traders: readonly TraderInfo[]): SampleContact[] {
  return traders
    .filter((t) => t.row.activate === "1")
    .map(({ tName }) => {
      const n = String(10000 + roll(tName, "phone", 90000));
      return {
        tName,
        notifyPhone: `90000${n}`,
        // Some traders show buyers no number, as some real ones do not.
        publicPhone: roll(tName, "public phone", 4) === 0 ? "" : `80000${n}`,
        whatsapp: roll(tName, "whatsapp", 2) === 0,
      };
    });
}

/** The statements that give each active sample trader its numbers, where it has none yet. */
export function sampleContactSql(traders: readonly TraderInfo[]): string[] {
  const contacts = sampleContacts(traders);
  const row = (c: SampleContact): Row => ({ tName: c.tName, notifyPhone: c.notifyPhone, publicPhone: c.publicPhone, updatedAt: SAMPLE_OPT_IN_AT });
  const columns = ["tName", "notifyPhone", "publicPhone", "updatedAt"];
  return [
    ...insertStatements("trader_contact", [...columns, "whatsappOptInAt"], contacts.filter((c) => c.whatsapp).map((c) => ({ ...row(c), whatsappOptInAt: SAMPLE_OPT_IN_AT })), "IGNORE"),
    ...insertStatements("trader_contact", columns, contacts.filter((c) => !c.whatsapp).map(row), "IGNORE"),
  ];
}

/**
 * The sample staff of the seller workspace (docs/decisions/164): each trader without an owner gets
 * the number it is told of new leads on as its owner (as migration 0031 did for the traders of its
 * day), so a person can sign in at /seller with the code the local outbox keeps. And one invented
 * number on two sample dealers' staff, to sign in as someone who works for both.
 */
export const SAMPLE_SHARED_STAFF = { mobile: "9000000001", name: "Sample staff", traders: ["Shree-Ganesh-E-Motors", "Aravali-E-Vehicles"] } as const;

export function sampleStaffSql(): string[] {
  const shared = SAMPLE_SHARED_STAFF;
  return [
    `INSERT OR IGNORE INTO trader_staff (tName, mobile, name, role, newLeadSms, newLeadWhatsapp, addedAt)
     SELECT c.tName, c.notifyPhone, '', 'owner', 1, CASE WHEN c.whatsappOptInAt IS NULL THEN 0 ELSE 1 END, c.updatedAt FROM trader_contact c
     WHERE length(c.notifyPhone) = 10 AND NOT EXISTS (SELECT 1 FROM trader_staff s WHERE s.tName = c.tName AND s.role = 'owner')`,
    `INSERT OR IGNORE INTO trader_staff (tName, mobile, name, role, newLeadSms, newLeadWhatsapp, addedAt)
     SELECT tName, '${shared.mobile}', '${shared.name}', 'staff', 0, 0, ${SAMPLE_OPT_IN_AT} FROM trader WHERE tName IN (${shared.traders.map((t) => `'${t}'`).join(", ")})`,
  ];
}
