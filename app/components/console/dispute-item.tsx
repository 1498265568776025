import { Form } from "react-router";
import { DISPUTE_NOTE_MAX, DISPUTE_REASON_LABELS, type DisputeView } from "#app/domain/billing/disputes";
import { formatIstDateTime, formatPhone, telHref } from "#app/domain/rules/format";
import { TokenField } from "./token-field";

// One trader's dispute as the operator reviews it: the lead, the trader's reason and note, and —
// while open — accept or reject with an optional note (a plain form: works without JavaScript).

const DECIDED = { accepted: "Accepted: not charged", rejected: "Rejected: charged" } as const;

export function DisputeItem({ dispute }: { dispute: DisputeView }) {
  const { lead } = dispute;
  const tel = telHref(lead.mobile);
  const place = [lead.cityName, lead.pincode].filter(Boolean).join(", ");
  return (
    <li className="console-item" data-testid="dispute">
      <div className="console-item__head">
        <h2>{lead.traderName || lead.traderTName}</h2>
        <time className="console-item__meta" dateTime={new Date(dispute.createdAt).toISOString()}>
          Disputed {formatIstDateTime(dispute.createdAt)}
        </time>
      </div>
      <dl className="console-facts">
        <dt>Reason</dt>
        <dd>
          <b>{DISPUTE_REASON_LABELS[dispute.reason]}</b>
        </dd>
        {dispute.note ? (
          <>
            <dt>Trader's note</dt>
            <dd className="console-message-text">{dispute.note}</dd>
          </>
        ) : null}
        <dt>Lead</dt>
        <dd>
          {lead.name && lead.name !== "Customer" ? `${lead.name}, ` : ""}
          {tel ? <a href={tel}>{formatPhone(lead.mobile)}</a> : lead.mobile}
          {lead.verifiedAt !== null ? (
            <>
              {" "}
              <span className="console-badge console-badge--verified">Verified</span>
            </>
          ) : null}
        </dd>
        <dt>Asked</dt>
        <dd>
          {lead.typeOfQuery}
          {lead.model ? `: ${lead.model}` : ""}
        </dd>
        {place ? (
          <>
            <dt>Place</dt>
            <dd>{place}</dd>
          </>
        ) : null}
        <dt>Received</dt>
        <dd>{formatIstDateTime(lead.receivedAt)}</dd>
        <dt>Lead id</dt>
        <dd className="console-code">{lead.id}</dd>
        {dispute.state !== "open" ? (
          <>
            <dt>Decision</dt>
            <dd>
              {DECIDED[dispute.state]}
              {dispute.decidedAt ? `, ${formatIstDateTime(dispute.decidedAt)}` : ""}
            </dd>
            {dispute.decidedNote ? (
              <>
                <dt>Your note</dt>
                <dd className="console-message-text">{dispute.decidedNote}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      {dispute.state === "open" ? (
        <Form method="post" className="console-form">
          <TokenField />
          <input type="hidden" name="lead" value={lead.id} />
          <label className="console-field">
            <span>Note to the trader (optional)</span>
            <textarea name="note" rows={2} maxLength={DISPUTE_NOTE_MAX} />
          </label>
          <div className="console-actions">
            <button type="submit" name="decision" value="accept" className="button">
              Accept: do not charge
            </button>
            <button type="submit" name="decision" value="reject" className="button button-secondary">
              Reject: charge
            </button>
          </div>
        </Form>
      ) : null}
    </li>
  );
}
