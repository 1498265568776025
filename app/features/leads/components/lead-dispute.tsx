import { Form } from "react-router";
import { XSRF_FIELD } from "#app/shared/security/anti-forgery";
import { DISPUTE_NOTE_MAX, DISPUTE_REASONS, DISPUTE_REASON_LABELS, type Dispute } from "#app/features/leads/billing/disputes";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { TextArea } from "#app/shared/components/text-area";

// A lead's dispute on the trader's page (docs/decisions/111): its state once raised, or — while
// the lead is charged and within 7 days of arriving — a plain form (works without JavaScript) to
// say why it should not be charged, once.

export function DisputeBadge({ dispute }: { dispute: Dispute }) {
  const reason = DISPUTE_REASON_LABELS[dispute.reason];
  if (dispute.state === "open") return <span className="lead-badge lead-badge--dispute">Disputed ({reason}): under review</span>;
  if (dispute.state === "accepted") return <span className="lead-badge lead-badge--dispute">Dispute accepted ({reason}): not charged</span>;
  return (
    <span className="lead-badge lead-badge--muted">
      Dispute rejected ({reason}){dispute.decidedNote ? `: ${dispute.decidedNote}` : ""}
    </span>
  );
}

export function DisputeForm({ leadId, until, token }: { leadId: string; until: number; token: string }) {
  const field = (name: string) => `dispute-${name}-${leadId}`;
  return (
    <details className="lead-dispute" data-testid="dispute-form">
      <summary>Dispute this lead</summary>
      <Form method="post" className="lead-dispute__form">
        <input type="hidden" name={XSRF_FIELD} value={token} />
        <input type="hidden" name="intent" value="dispute" />
        <input type="hidden" name="lead" value={leadId} />
        <fieldset>
          <legend>Why should this lead not be charged?</legend>
          {DISPUTE_REASONS.map((reason, index) => (
            <label key={reason} className="lead-dispute__reason">
              <input type="radio" name="reason" value={reason} required={index === 0} />
              {DISPUTE_REASON_LABELS[reason]}
            </label>
          ))}
        </fieldset>
        <label htmlFor={field("note")}>Note (optional)</label>
        <TextArea id={field("note")} name="note" rows={2} maxLength={DISPUTE_NOTE_MAX} />
        <p className="lead-dispute__until">One dispute per lead, until {formatIstDateTime(until)}.</p>
        <button type="submit" className="button button-secondary">
          Send dispute
        </button>
      </Form>
    </details>
  );
}
