import type { Role, StaffMember } from "#app/features/seller/rules/staff";
import { endSessionsOf } from "./session";

// A trader's staff (table trader_staff): the mobiles that may sign in to the seller workspace, who
// of them is the owner, and which of them are told of new leads by SMS and WhatsApp.

type StaffRow = { mobile: string; name: string; role: Role; newLeadSms: number; newLeadWhatsapp: number; addedAt: number };

const toMember = (row: StaffRow): StaffMember => ({ ...row, newLeadSms: row.newLeadSms === 1, newLeadWhatsapp: row.newLeadWhatsapp === 1 });

/** Whether the mobile is on any trader's staff: only then does a sign-in code go to it. */
export async function isStaffMobile(db: D1Database, mobile: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM trader_staff WHERE mobile = ?1 LIMIT 1").bind(mobile).first()) !== null;
}

/** The traders whose staff the mobile is on, by name: more than one, and the seller picks. */
export async function tradersOfMobile(db: D1Database, mobile: string): Promise<{ tName: string; traderName: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT s.tName, COALESCE(t.traderName, s.tName) AS traderName FROM trader_staff s LEFT JOIN trader t ON t.tName = s.tName
       WHERE s.mobile = ?1 ORDER BY traderName`,
    )
    .bind(mobile)
    .all<{ tName: string; traderName: string }>();
  return results;
}

/** The trader's staff, the owner first, then by when they were added. */
export async function staffOf(db: D1Database, tName: string): Promise<StaffMember[]> {
  const { results } = await db
    .prepare("SELECT mobile, name, role, newLeadSms, newLeadWhatsapp, addedAt FROM trader_staff WHERE tName = ?1 ORDER BY role = 'owner' DESC, addedAt, mobile")
    .bind(tName)
    .all<StaffRow>();
  return results.map(toMember);
}

export async function staffMember(db: D1Database, tName: string, mobile: string): Promise<StaffMember | null> {
  const row = await db
    .prepare("SELECT mobile, name, role, newLeadSms, newLeadWhatsapp, addedAt FROM trader_staff WHERE tName = ?1 AND mobile = ?2")
    .bind(tName, mobile)
    .first<StaffRow>();
  return row === null ? null : toMember(row);
}

/** Adds a staff number (told of new leads by SMS, as a new number is by default); false when it is on the staff already. */
export async function addStaff(db: D1Database, tName: string, mobile: string, name: string, now: number): Promise<boolean> {
  const { meta } = await db
    .prepare("INSERT INTO trader_staff (tName, mobile, name, role, addedAt) VALUES (?1, ?2, ?3, 'staff', ?4) ON CONFLICT (tName, mobile) DO NOTHING")
    .bind(tName, mobile, name, now)
    .run();
  return meta.changes === 1;
}

/** Removes a staff number that is not an owner's and ends its sessions at once; false when there was none. */
export async function removeStaff(env: Env, tName: string, mobile: string): Promise<boolean> {
  const { meta } = await env.DB.prepare("DELETE FROM trader_staff WHERE tName = ?1 AND mobile = ?2 AND role = 'staff'").bind(tName, mobile).run();
  if (meta.changes === 1) await endSessionsOf(env, tName, mobile);
  return meta.changes === 1;
}

/** Which new-lead messages each of the given staff numbers gets; numbers not on the trader's staff are left alone. */
export async function saveNotifyChoices(db: D1Database, tName: string, choices: { mobile: string; sms: boolean; whatsapp: boolean }[]): Promise<void> {
  if (!choices.length) return;
  await db.batch(
    choices.map((c) =>
      db.prepare("UPDATE trader_staff SET newLeadSms = ?3, newLeadWhatsapp = ?4 WHERE tName = ?1 AND mobile = ?2").bind(tName, c.mobile, c.sms ? 1 : 0, c.whatsapp ? 1 : 0),
    ),
  );
}
