import { HELPLINE_HOURS, HELPLINE_MOBILE } from "#app/domain/business-terms";
import { formatPhone, telHref } from "#app/domain/rules/format";

// Tap-to-call for the site's enquiry line (docs/decisions/022-profile-contact.md): the spec has no
// phone field for dealers, whose numbers are the leads they pay for.

export function HelplineLink({ label = "Call our helpline" }: { label?: string }) {
  const href = telHref(HELPLINE_MOBILE);
  return (
    <p className="helpline">
      {label}:{" "}
      {href ? (
        <a className="call-link" href={href}>
          {formatPhone(HELPLINE_MOBILE)}
        </a>
      ) : (
        formatPhone(HELPLINE_MOBILE)
      )}{" "}
      <span className="helpline__hours">({HELPLINE_HOURS})</span>
    </p>
  );
}
