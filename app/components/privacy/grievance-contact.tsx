import { formatPhone, telHref } from "#app/domain/rules/format";
import { fill, useMessages } from "#app/i18n/use-messages";
import { usePrivacySettings } from "./use-privacy";

// The published grievance contact (docs/decisions/153): who answers questions and complaints about
// personal data, by e-mail and phone, and within how many days. The same lines in the footer of
// every page and on the privacy page; the details are configuration (app/domain/privacy/grievance.ts).

export function GrievanceContact() {
  const t = useMessages().shell;
  const { grievance } = usePrivacySettings();
  const tel = grievance.phone ? telHref(grievance.phone) : null;
  if (!grievance.name && !grievance.email && !tel) return null;
  return (
    <address className="grievance" data-testid="grievance-contact">
      {t.grievance} {grievance.name ? <strong>{grievance.name}</strong> : null}
      {grievance.email ? (
        <>
          {" · "}
          <a href={`mailto:${grievance.email}`}>{grievance.email}</a>
        </>
      ) : null}
      {tel && grievance.phone ? (
        <>
          {" · "}
          <a href={tel}>{formatPhone(grievance.phone)}</a>
        </>
      ) : null}
      {grievance.days ? ` · ${fill(t.grievanceAnswer, { days: grievance.days })}` : null}
    </address>
  );
}
