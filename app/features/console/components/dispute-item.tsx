import { useWorkWords } from "#app/features/console/use-console-words";
import { DISPUTE_NOTE_MAX, type DisputeView } from "#app/features/leads/billing/disputes";
import { fill } from "#app/shared/i18n/use-messages";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { formatPhone, telHref } from "#app/shared/rules/phone";
import { DecisionForm } from "./decision-form";

// One trader's dispute as the operator reviews it: the lead, the trader's reason and note, and —
// while open — accept or reject with an optional note (a plain form: works without JavaScript).

export function DisputeItem({ dispute }: { dispute: DisputeView }) {
  const w = useWorkWords();
  const t = w.dispute;
  const { lead } = dispute;
  const tel = telHref(lead.mobile);
  const place = [lead.cityName, lead.pincode].filter(Boolean).join(", ");
  return (
    <li className="console-item" data-testid="dispute">
      <div className="console-item__head">
        <h2>{lead.traderName || lead.traderTName}</h2>
        <time className="console-item__meta" dateTime={new Date(dispute.createdAt).toISOString()}>
          {fill(t.disputedAt, { at: formatIstDateTime(dispute.createdAt) })}
        </time>
      </div>
      <dl className="console-facts">
        <dt>{t.reason}</dt>
        <dd>
          <b>{w.disputeReasons[dispute.reason]}</b>
        </dd>
        {dispute.note ? (
          <>
            <dt>{t.note}</dt>
            <dd className="console-message-text">{dispute.note}</dd>
          </>
        ) : null}
        <dt>{t.lead}</dt>
        <dd>
          {lead.name && lead.name !== "Customer" ? `${lead.name}, ` : ""}
          {tel ? <a href={tel}>{formatPhone(lead.mobile)}</a> : lead.mobile}
          {lead.verifiedAt !== null ? (
            <>
              {" "}
              <span className="console-badge console-badge--verified">{t.verified}</span>
            </>
          ) : null}
        </dd>
        <dt>{t.asked}</dt>
        <dd>
          {lead.typeOfQuery}
          {lead.model ? `: ${lead.model}` : ""}
        </dd>
        {place ? (
          <>
            <dt>{t.place}</dt>
            <dd>{place}</dd>
          </>
        ) : null}
        <dt>{t.received}</dt>
        <dd>{formatIstDateTime(lead.receivedAt)}</dd>
        <dt>{t.leadId}</dt>
        <dd className="console-code">{lead.id}</dd>
        {dispute.state !== "open" ? (
          <>
            <dt>{t.decision}</dt>
            <dd>
              {dispute.state === "accepted" ? t.decidedAccepted : t.decidedRejected}
              {dispute.decidedAt ? `, ${formatIstDateTime(dispute.decidedAt)}` : ""}
            </dd>
            {dispute.decidedNote ? (
              <>
                <dt>{t.yourNote}</dt>
                <dd className="console-message-text">{dispute.decidedNote}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      {dispute.state === "open" ? (
        <DecisionForm
          about={{ lead: lead.id }}
          noteLabel={t.noteLabel}
          noteMax={DISPUTE_NOTE_MAX}
          yes={{ value: "accept", label: t.accept }}
          no={{ value: "reject", label: t.reject }}
        />
      ) : null}
    </li>
  );
}
