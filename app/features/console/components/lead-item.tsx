import { useWorkWords } from "#app/features/console/use-console-words";
import { statesOf } from "#app/features/console/rules/lead-states";
import type { ConsoleLead } from "#app/features/console/rules/leads-csv";
import { leadModel } from "#app/features/leads/rules/lead";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { formatPhone, telHref } from "#app/shared/rules/phone";
import { privacyWords } from "#app/features/console/components/privacy/messages";
import { useConsoleLang } from "#app/features/console/use-console-words";
import { ConsentFacts } from "#app/features/leads/components/consent-line";

// One lead in the operator's list: who, what, for which trader, its consent (or its erasure), and its states.

export function LeadItem({ lead }: { lead: ConsoleLead }) {
  const t = useWorkWords().lead;
  const tel = telHref(lead.mobile);
  const place = [lead.areaName, lead.cityName, lead.pincode].filter(Boolean).join(", ");
  return (
    <li className="console-item" data-testid="console-lead">
      <div className="console-item__head">
        <h3>{lead.name && lead.name !== "Customer" ? lead.name : formatPhone(lead.mobile) || lead.id}</h3>
        <time className="console-item__meta" dateTime={new Date(lead.receivedAt).toISOString()}>
          {formatIstDateTime(lead.receivedAt)}
        </time>
      </div>
      <dl className="console-facts">
        <dt>{t.mobile}</dt>
        <dd>{tel ? <a href={tel}>{formatPhone(lead.mobile)}</a> : lead.mobile || "—"}</dd>
        <dt>{t.enquiry}</dt>
        <dd>{lead.typeOfQuery}</dd>
        {leadModel(lead) ? (
          <>
            <dt>{t.model}</dt>
            <dd>{leadModel(lead)}</dd>
          </>
        ) : null}
        <dt>{t.trader}</dt>
        <dd>{lead.traderName || lead.tName || t.forOperator}</dd>
        {place ? (
          <>
            <dt>{t.place}</dt>
            <dd>{place}</dd>
          </>
        ) : null}
        <ConsentFacts lead={lead} t={privacyWords[useConsoleLang()].consent} />
      </dl>
      <StateBadges lead={lead} />
    </li>
  );
}

export function StateBadges({ lead }: { lead: ConsoleLead }) {
  const w = useWorkWords();
  const states = statesOf(lead);
  if (!states.length) return null;
  return (
    <ul className="console-badges" aria-label={w.lead.states}>
      {states.map((state) => (
        <li key={state} className={`console-badge console-badge--${state}`}>
          {w.leadStates[state]}
        </li>
      ))}
    </ul>
  );
}
