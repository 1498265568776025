import { type GrievanceContact, type GrievanceSettings, grievanceContact } from "./grievance";
import { responseMinutesOf } from "#app/features/leads/rules/business-hours";
import { MAX_ROUTED_DEALERS } from "#app/features/leads/rules/routing";
import { DEFAULT_BILLING_YEARS, DEFAULT_PERSONAL_MONTHS, type RetentionSettings, readRetention } from "./retention";

// What every page needs of privacy's configuration: the months the notice says a lead's personal
// data is kept (the scheduled run's own period), the grievance contact of the footer and the
// privacy page, and the terms the notice states for an uncalled enquiry offered to the next
// nearest dealer (the five-minute run's own minutes and cap, docs/decisions/166, 169). Made once
// per configuration object, as the social links are (app/shared/site.ts).

/** The business minutes a seller has to call, and the most sellers an enquiry naming no dealer may reach. */
export type OfferTerms = { minutes: number; sellers: number };

/** months: a lead's personal data is kept; billingYears: its billing facts are; offers: see OfferTerms. */
export type PrivacySettings = { months: number; billingYears: number; grievance: GrievanceContact; offers: OfferTerms };

const made = new WeakMap<object, PrivacySettings>();

export function privacySettings(settings: RetentionSettings & GrievanceSettings & { LEAD_RESPONSE_MINUTES?: string }): PrivacySettings {
  let found = made.get(settings);
  if (!found) {
    let retention = { personalMonths: DEFAULT_PERSONAL_MONTHS, billingYears: DEFAULT_BILLING_YEARS };
    try {
      retention = readRetention(settings);
    } catch {
      // A wrong setting stops the scheduled run, which says so in the console; pages keep the defaults.
    }
    found = { months: retention.personalMonths, billingYears: retention.billingYears, grievance: grievanceContact(settings), offers: { minutes: responseMinutesOf(settings), sellers: MAX_ROUTED_DEALERS } };
    made.set(settings, found);
  }
  return found;
}
