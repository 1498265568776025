import { HELPLINE_MOBILE } from "#app/shared/business-terms";
import { useMessages } from "#app/shared/i18n/use-messages";
import { formatPhone, telHref } from "#app/shared/rules/phone";

// Tap-to-call for the site's enquiry line (docs/decisions/022-profile-contact.md): the spec has no
// phone field for dealers, whose numbers are the leads they pay for.

export function HelplineLink() {
  const t = useMessages().shell;
  const href = telHref(HELPLINE_MOBILE);
  return (
    <p className="helpline">
      {t.helpline}:{" "}
      {href ? (
        <a className="call-link" href={href}>
          {formatPhone(HELPLINE_MOBILE)}
        </a>
      ) : (
        formatPhone(HELPLINE_MOBILE)
      )}{" "}
      <span className="helpline__hours">({t.helplineHours})</span>
    </p>
  );
}
