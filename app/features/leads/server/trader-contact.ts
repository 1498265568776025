import { z } from "zod";
import { mobileProblem, nationalMobile } from "#app/shared/rules/mobile";
import { parseOrThrow } from "#worker/bff/validate";

// A trader's numbers (D1 table `trader_contact`), kept by this Worker as webhooks and billing
// terms are: the catalogue's dealer has no phone field. `notifyPhone` receives each billable
// lead by SMS (and WhatsApp after the trader's opt-in); `publicPhone` is the tap-to-call buyers
// see once their enquiry went to the trader. Both are stored as the ten national digits of the
// site's one mobile rule (app/shared/rules/mobile.ts).

export type TraderContact = {
  tName: string;
  /** '' when leads reach this trader on its lead page (and webhook, CRM) only. */
  notifyPhone: string;
  publicPhone: string;
  /** The trader agreed to WhatsApp messages at notifyPhone: when (ms), or null. */
  whatsappOptInAt: number | null;
  updatedAt: number | null;
};

const NONE = (tName: string): TraderContact => ({ tName, notifyPhone: "", publicPhone: "", whatsappOptInAt: null, updatedAt: null });

const MOBILE_WORDS = {
  mobileInvalid: "A mobile number: 10 digits starting with 6, 7, 8 or 9 (+91 may be written before it)",
  mobileNotReal: "This is not a real mobile number",
} as const;

/** A mobile as the operator types it → its ten digits; empty stays empty (no number). */
const phoneField = z
  .string()
  .trim()
  .max(40, "At most 40 characters")
  .default("")
  .transform((typed, ctx) => {
    if (typed === "") return "";
    const problem = mobileProblem(typed);
    if (problem) {
      ctx.addIssue({ code: "custom", message: MOBILE_WORDS[problem] });
      return z.NEVER;
    }
    return nationalMobile(typed)!;
  });

export const ContactSchema = z
  .strictObject({ notifyPhone: phoneField, publicPhone: phoneField, whatsapp: z.boolean().default(false) })
  .refine((c) => !c.whatsapp || c.notifyPhone !== "", { path: ["whatsapp"], message: "WhatsApp needs the mobile that receives leads" });
export type ContactInput = z.input<typeof ContactSchema>;

export async function contactOf(db: D1Database, tName: string): Promise<TraderContact> {
  const row = await db
    .prepare("SELECT tName, notifyPhone, publicPhone, whatsappOptInAt, updatedAt FROM trader_contact WHERE tName = ?1")
    .bind(tName)
    .first<TraderContact>();
  return row ?? NONE(tName);
}

/**
 * Stores a trader's numbers; a bad number is a 400 naming its field. The opt-in keeps its date
 * while it stays on for the same number: a new number is a new agreement.
 */
export async function saveContact(db: D1Database, tName: string, input: unknown): Promise<TraderContact> {
  const contact = parseOrThrow(ContactSchema, input, "contact");
  const now = Date.now();
  const [, , , saved] = await db.batch<TraderContact>([
    ...ownerFollows(db, tName, contact.notifyPhone, contact.whatsapp, now),
    db.prepare(
      `INSERT INTO trader_contact (tName, notifyPhone, publicPhone, whatsappOptInAt, updatedAt)
       VALUES (?1, ?2, ?3, CASE WHEN ?4 THEN ?5 END, ?5)
       ON CONFLICT (tName) DO UPDATE SET
         whatsappOptInAt = CASE WHEN NOT ?4 THEN NULL
           WHEN trader_contact.whatsappOptInAt IS NOT NULL AND trader_contact.notifyPhone = excluded.notifyPhone THEN trader_contact.whatsappOptInAt
           ELSE ?5 END,
         notifyPhone = excluded.notifyPhone, publicPhone = excluded.publicPhone, updatedAt = excluded.updatedAt
       RETURNING tName, notifyPhone, publicPhone, whatsappOptInAt, updatedAt`,
    ).bind(tName, contact.notifyPhone, contact.publicPhone, contact.whatsapp ? 1 : 0, now),
  ]);
  return saved?.results[0] ?? NONE(tName);
}

/**
 * The number a trader is told of new leads on is its owner's in the seller workspace
 * (docs/decisions/164): a new number replaces the owner (the old one's sessions end), no number
 * leaves the trader without one, and WhatsApp stays on for the owner only while the trader agrees
 * to it. Three statements, run in the batch that saves the contact.
 */
function ownerFollows(db: D1Database, tName: string, mobile: string, whatsapp: boolean, now: number): D1PreparedStatement[] {
  return [
    db.prepare(
      `DELETE FROM seller_session WHERE tName = ?1 AND mobile IN (SELECT mobile FROM trader_staff WHERE tName = ?1 AND role = 'owner' AND mobile <> ?2)`,
    ).bind(tName, mobile),
    db.prepare("DELETE FROM trader_staff WHERE tName = ?1 AND role = 'owner' AND mobile <> ?2").bind(tName, mobile),
    db.prepare(
      `INSERT INTO trader_staff (tName, mobile, role, newLeadSms, newLeadWhatsapp, addedAt) SELECT ?1, ?2, 'owner', 1, ?3, ?4 WHERE ?2 <> ''
       ON CONFLICT (tName, mobile) DO UPDATE SET role = 'owner', newLeadWhatsapp = CASE WHEN ?3 THEN trader_staff.newLeadWhatsapp ELSE 0 END`,
    ).bind(tName, mobile, whatsapp ? 1 : 0, now),
  ];
}

/**
 * The public numbers of these traders, for the buyer's "who will call" (ten digits each; a
 * trader without one is left out of the map). One query, however many traders.
 */
export async function publicContacts(db: D1Database, tNames: readonly string[]): Promise<Map<string, string>> {
  if (tNames.length === 0) return new Map();
  const { results } = await db
    .prepare("SELECT tName, publicPhone FROM trader_contact WHERE publicPhone <> '' AND tName IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify([...new Set(tNames)]))
    .all<{ tName: string; publicPhone: string }>();
  return new Map(results.map((r) => [r.tName, r.publicPhone]));
}

/** Every trader's mobile for leads, for the console's list. */
export async function notifyPhones(db: D1Database): Promise<Map<string, string>> {
  const { results } = await db.prepare("SELECT tName, notifyPhone FROM trader_contact WHERE notifyPhone <> ''").all<{ tName: string; notifyPhone: string }>();
  return new Map(results.map((r) => [r.tName, r.notifyPhone]));
}
