import { HELPLINE_MOBILE } from "../../../shared/business-terms";
import { nationalMobile } from "../../../shared/rules/mobile";

// The published grievance contact (docs/decisions/153): who answers questions and complaints
// about personal data, how to reach them, and within how many days they answer. From the
// Worker's configuration (wrangler.toml [vars], as the footer's social links are: app/shared/site.ts),
// shown on the privacy page and in the footer of both languages. The role ("Grievance Officer")
// is the messages' word in each language; configuration holds only the officer's own name, if
// published, and the contact details. The phone is the site's helpline unless another is set: the
// site publishes no number it does not answer. A value that is not what it should be (an e-mail
// without "@", a number that is no Indian mobile) is left out rather than shown wrong;
// tests/unit/grievance.test.ts holds wrangler.toml's own values to these rules.

export type GrievanceSettings = {
  /** The officer's own name (a proper name), or empty: the messages name the role. */
  GRIEVANCE_NAME?: string;
  GRIEVANCE_EMAIL?: string;
  GRIEVANCE_PHONE?: string;
  GRIEVANCE_RESPONSE_DAYS?: string;
};

export type GrievanceContact = {
  /** The officer's own name, "" when not published. */
  name: string;
  email: string | null;
  /** Ten national digits, shown with +91. */
  phone: string | null;
  /** Days within which a grievance is answered (the Rules allow at most 90). */
  days: number | null;
};

/** The longest answer time the DPDP Rules allow for a grievance. */
export const MAX_RESPONSE_DAYS = 90;

const EMAIL = /^[^\s@<>"]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

const contacts = new WeakMap<GrievanceSettings, GrievanceContact>();

export function grievanceContact(settings: GrievanceSettings): GrievanceContact {
  let contact = contacts.get(settings);
  if (!contact) {
    const email = (settings.GRIEVANCE_EMAIL ?? "").trim();
    const days = Number((settings.GRIEVANCE_RESPONSE_DAYS ?? "").trim());
    contact = {
      name: (settings.GRIEVANCE_NAME ?? "").trim().slice(0, 100),
      email: EMAIL.test(email) ? email : null,
      phone: nationalMobile(settings.GRIEVANCE_PHONE?.trim() || HELPLINE_MOBILE),
      days: Number.isInteger(days) && days >= 1 && days <= MAX_RESPONSE_DAYS ? days : null,
    };
    contacts.set(settings, contact);
  }
  return contact;
}
