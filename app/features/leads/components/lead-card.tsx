import { Form } from "react-router";
import { XSRF_FIELD } from "#app/shared/security/anti-forgery";
import type { Dispute } from "#app/features/leads/billing/disputes";
import { type Lead, handedOver, leadModel } from "#app/features/leads/rules/lead";
import { privacyWords } from "#app/features/console/components/privacy/messages";
import { ConsentFacts, privacyState } from "./consent-line";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { formatPhone, telHref } from "#app/shared/rules/phone";
import { whatsappChatHref } from "#app/features/seo/rules/share";
import { fill } from "#app/shared/i18n/use-messages";
import { SITE_NAME } from "#app/shared/site";
import { DisputeBadge, DisputeForm } from "./lead-dispute";
import { leadPageWords } from "../messages";
import type { Lang } from "#app/shared/i18n/lang";

// One lead on a trader's page: who, what, where, when (IST), call and WhatsApp at a tap, a
// "mark contacted" button that is a plain form (works without JavaScript), whether it is charged,
// its consent and its dispute. A lead whose buyer withdrew consent or had it erased shows that in
// place of the buyer, with no way to call (docs/decisions/152).

const DEFAULT_NAMES = new Set(["customer", ""]);

function greeting(lead: Lead, traderName: string, t: (typeof leadPageWords)["en"]["card"]): string {
  const values = { name: lead.name.trim(), trader: traderName, about: leadModel(lead) || t.yourEnquiry, site: SITE_NAME };
  return fill(DEFAULT_NAMES.has(lead.name.trim().toLowerCase()) ? t.greetingNoName : t.greeting, values);
}

type Props = { lead: Lead; traderName: string; token: string; dispute: Dispute | null; disputableUntil: number | null; lang: Lang };

export function LeadCard({ lead, traderName, token, dispute, disputableUntil, lang }: Props) {
  const words = leadPageWords[lang];
  const t = words.card;
  const CONSENT_WORDS = privacyWords[lang].consent;
  const call = telHref(lead.mobile);
  const whatsapp = whatsappChatHref(lead.mobile, greeting(lead, traderName, t));
  const model = leadModel(lead);
  const place = [lead.areaName, lead.cityName].filter(Boolean).join(", ");
  return (
    <li className="lead-card" data-testid="lead-card" aria-labelledby={`lead-${lead.id}`}>
      <div className="lead-card__head">
        <h2 id={`lead-${lead.id}`} className="lead-card__who">
          {!handedOver(lead) ? privacyState(lead, CONSENT_WORDS) : DEFAULT_NAMES.has(lead.name.trim().toLowerCase()) ? formatPhone(lead.mobile) : lead.name}
        </h2>
        <time dateTime={new Date(lead.receivedAt).toISOString()}>{formatIstDateTime(lead.receivedAt)}</time>
      </div>
      <dl className="lead-card__facts">
        <dt>{t.mobile}</dt>
        <dd>
          {formatPhone(lead.mobile) || "—"}
          {lead.verifiedAt !== null ? (
            <>
              {" "}
              <span className="lead-badge lead-badge--verified" title={fill(t.verifiedAt, { at: formatIstDateTime(lead.verifiedAt) })}>
                {t.verified}
              </span>
            </>
          ) : (
            <>
              {" "}
              {/* Masked until confirmed (app/features/leads/rules/lead.ts forSeller). */}
              <span className="lead-badge lead-badge--muted">{t.masked}</span>
            </>
          )}
        </dd>
        <dt>{t.enquiry}</dt>
        <dd>{lead.typeOfQuery}</dd>
        {model ? (
          <>
            <dt>{t.model}</dt>
            <dd>{model}</dd>
          </>
        ) : null}
        <dt>{t.city}</dt>
        <dd>{place || "—"}</dd>
        <dt>{t.pincode}</dt>
        <dd>{lead.pincode || "—"}</dd>
        <ConsentFacts lead={lead} t={CONSENT_WORDS} withState={false} />
      </dl>
      <p className="lead-card__badges">
        {lead.duplicate ? <span className="lead-badge lead-badge--muted">{t.duplicate}</span> : null}
        {lead.match === "unmatched" ? <span className="lead-badge lead-badge--muted">{t.unmatched}</span> : null}
        {lead.verifiedAt === null && lead.match === "matched" && !lead.duplicate ? <span className="lead-badge lead-badge--muted">{t.unconfirmed}</span> : null}
        {dispute ? <DisputeBadge dispute={dispute} t={words.dispute} lang={lang} /> : null}
        {lead.contactedAt ? <span className="lead-badge">{fill(t.contacted, { at: formatIstDateTime(lead.contactedAt) })}</span> : null}
      </p>
      <div className="lead-card__actions">
        {call ? (
          <a className="button" href={call}>
            {fill(t.call, { phone: formatPhone(lead.mobile) })}
          </a>
        ) : null}
        {whatsapp ? (
          <a className="button button-whatsapp" href={whatsapp} target="_blank" rel="noopener noreferrer">
            {t.whatsapp}
          </a>
        ) : null}
        {lead.contactedAt || !handedOver(lead) ? null : (
          <Form method="post" className="lead-card__contacted">
            <input type="hidden" name={XSRF_FIELD} value={token} />
            <input type="hidden" name="lead" value={lead.id} />
            <button type="submit" className="button button-secondary">
              {t.markContacted}
            </button>
          </Form>
        )}
      </div>
      {disputableUntil !== null ? <DisputeForm leadId={lead.id} until={disputableUntil} token={token} t={words.dispute} lang={lang} /> : null}
    </li>
  );
}
