import { formatPhone, telHref } from "#app/shared/rules/phone";
import { fillNodes } from "#app/shared/i18n/fill-nodes";
import { fill, useMessages } from "#app/shared/i18n/use-messages";
import { usePrivacySettings } from "./use-privacy";

// The published grievance contact (docs/decisions/153): who answers questions and complaints about
// personal data, by e-mail and phone, and within how many days. The same sentences in the footer of
// every page and on the privacy page, in the page's language; the officer's name and the details
// are configuration (app/features/privacy/rules/grievance.ts), the e-mail and phone links sit inside them.

export function GrievanceContact() {
  const t = useMessages().shell;
  const { grievance } = usePrivacySettings();
  const tel = grievance.phone ? telHref(grievance.phone) : null;
  if (!grievance.email && !tel) return null;
  const email = grievance.email ? <a href={`mailto:${grievance.email}`}>{grievance.email}</a> : null;
  const phone = tel && grievance.phone ? <a href={tel}>{formatPhone(grievance.phone)}</a> : null;
  const ways = email && phone ? t.grievanceWriteOrCall : email ? t.grievanceWrite : t.grievanceCall;
  return (
    <address className="grievance" data-testid="grievance-contact">
      {grievance.name ? fill(t.grievanceNamed, { name: grievance.name }) : t.grievance} {fillNodes(ways, { email, phone })}
      {grievance.days ? ` ${fill(t.grievanceAnswer, { days: grievance.days })}` : null}
    </address>
  );
}
