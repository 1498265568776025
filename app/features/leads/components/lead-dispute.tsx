import { Form } from "react-router";
import { XSRF_FIELD } from "#app/shared/security/anti-forgery";
import { DISPUTE_NOTE_MAX, DISPUTE_REASONS, DISPUTE_REASON_LABELS, type Dispute, type DisputeReason } from "#app/features/leads/billing/disputes";
import { hi as consoleHi } from "#app/features/console/components/work/messages.hi";
import type { LeadPageWords } from "#app/features/leads/messages";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { fill } from "#app/shared/i18n/use-messages";
import type { Lang } from "#app/shared/i18n/lang";
import { TextArea } from "#app/shared/components/text-area";

// A lead's dispute on the trader's page (docs/decisions/111): its state once raised, or — while
// the lead is charged and within 7 days of arriving — a plain form (works without JavaScript) to
// say why it should not be charged, once.

/** A reason's label in the page's language: the console's Hindi names them as operators read them. */
const REASON_LABELS: Record<Lang, Record<DisputeReason, string>> = { en: DISPUTE_REASON_LABELS, hi: consoleHi.disputeReasons };

type Words = { t: LeadPageWords["dispute"]; lang: Lang };

export function DisputeBadge({ dispute, t, lang }: { dispute: Dispute } & Words) {
  const reason = REASON_LABELS[lang][dispute.reason];
  if (dispute.state === "open") return <span className="lead-badge lead-badge--dispute">{fill(t.underReview, { reason })}</span>;
  if (dispute.state === "accepted") return <span className="lead-badge lead-badge--dispute">{fill(t.accepted, { reason })}</span>;
  return (
    <span className="lead-badge lead-badge--muted">
      {fill(t.rejected, { reason })}
      {dispute.decidedNote ? `: ${dispute.decidedNote}` : ""}
    </span>
  );
}

export function DisputeForm({ leadId, until, token, t, lang }: { leadId: string; until: number; token: string } & Words) {
  const field = (name: string) => `dispute-${name}-${leadId}`;
  return (
    <details className="lead-dispute" data-testid="dispute-form">
      <summary>{t.open}</summary>
      <Form method="post" className="lead-dispute__form">
        <input type="hidden" name={XSRF_FIELD} value={token} />
        <input type="hidden" name="intent" value="dispute" />
        <input type="hidden" name="lead" value={leadId} />
        <fieldset>
          <legend>{t.why}</legend>
          {DISPUTE_REASONS.map((reason, index) => (
            <label key={reason} className="lead-dispute__reason">
              <input type="radio" name="reason" value={reason} required={index === 0} />
              {REASON_LABELS[lang][reason]}
            </label>
          ))}
        </fieldset>
        <label htmlFor={field("note")}>{t.note}</label>
        <TextArea id={field("note")} name="note" rows={2} maxLength={DISPUTE_NOTE_MAX} />
        <p className="lead-dispute__until">{fill(t.until, { at: formatIstDateTime(until) })}</p>
        <button type="submit" className="button button-secondary">
          {t.send}
        </button>
      </Form>
    </details>
  );
}
