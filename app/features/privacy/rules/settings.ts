import { type GrievanceContact, type GrievanceSettings, grievanceContact } from "./grievance";
import { DEFAULT_BILLING_YEARS, DEFAULT_PERSONAL_MONTHS, type RetentionSettings, readRetention } from "./retention";

// What every page needs of privacy's configuration: the months the notice says a lead's personal
// data is kept (the scheduled run's own period), and the grievance contact of the footer and the
// privacy page. Made once per configuration object, as the social links are (app/shared/site.ts).

/** months: a lead's personal data is kept; billingYears: its billing facts are. */
export type PrivacySettings = { months: number; billingYears: number; grievance: GrievanceContact };

const made = new WeakMap<object, PrivacySettings>();

export function privacySettings(settings: RetentionSettings & GrievanceSettings): PrivacySettings {
  let found = made.get(settings);
  if (!found) {
    let retention = { personalMonths: DEFAULT_PERSONAL_MONTHS, billingYears: DEFAULT_BILLING_YEARS };
    try {
      retention = readRetention(settings);
    } catch {
      // A wrong setting stops the scheduled run, which says so in the console; pages keep the defaults.
    }
    found = { months: retention.personalMonths, billingYears: retention.billingYears, grievance: grievanceContact(settings) };
    made.set(settings, found);
  }
  return found;
}
