import type { BilledLead, Charge, LeadDispute, TraderStatement } from "#app/features/leads/billing/statement";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { fill } from "#app/shared/i18n/use-messages";
import { GST_PERCENT, PER_LEAD_TERMS, formatPaise } from "#app/shared/rules/money";
import type { MoneyWords } from "../words";

// A trader's statement of a month as the trader reads it: its counts and money, each lead on it
// with its charge and dispute, the leads that cost nothing with the reason, and credits.

const chargeText = (t: MoneyWords, charge: Charge) => (charge === "fee" ? PER_LEAD_TERMS : charge === "free" ? t.free : t.commission);

function disputeText(t: MoneyWords, dispute: LeadDispute | null): string {
  if (!dispute) return "";
  const what = { open: t.disputeOpen, accepted: t.disputeAccepted, rejected: t.disputeRejected }[dispute.state];
  return fill(what, { reason: t.disputeReasons[dispute.reason] });
}

type Row = { key: string; lead: BilledLead; charge: string; amount: number };

/** Leads as three columns that fit a phone: the lead (when, model, town), its charge, the amount. */
function Rows({ rows, t }: { rows: Row[]; t: MoneyWords }) {
  return (
    <div className="table-scroll">
      <table className="money-table">
        <thead>
          <tr>
            <th>{t.lead}</th>
            <th>{t.charge}</th>
            <th className="num">{t.amount}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>
                <span className="money-when">{formatIstDateTime(row.lead.receivedAt)}</span>
                <br />
                {[row.lead.model, row.lead.cityName].filter(Boolean).join(" · ")}
              </td>
              <td>{row.charge}</td>
              <td className="num">{formatPaise(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function StatementView({ statement, t }: { statement: TraderStatement; t: MoneyWords }) {
  const { disputed } = statement;
  const freeLines = statement.lines.filter((l) => l.charge !== "fee");
  return (
    <>
      <dl className="money-totals" data-testid="money-totals">
        <dt>{t.verified}</dt>
        <dd>{statement.verified}</dd>
        <dt>{t.billable}</dt>
        <dd>{statement.billable}</dd>
        <dt>{t.disputed}</dt>
        <dd>{fill(t.disputedCounts, { open: disputed.open, accepted: disputed.accepted, rejected: disputed.rejected })}</dd>
        <dt>{t.charged}</dt>
        <dd>{statement.charged}</dd>
        <dt>{t.fees}</dt>
        <dd>{formatPaise(statement.fee)}</dd>
        <dt>{fill(t.gst, { percent: GST_PERCENT })}</dt>
        <dd>{formatPaise(statement.gst)}</dd>
        <dt>{t.credited}</dt>
        <dd>
          {statement.credited} ({formatPaise(statement.credit)})
        </dd>
        <dt>{t.total}</dt>
        <dd data-testid="money-total">
          <b>{formatPaise(statement.total)}</b>
        </dd>
      </dl>
      {statement.lines.length ? (
        <section aria-labelledby="money-leads">
          <h2 id="money-leads">{t.leads}</h2>
          <Rows
            t={t}
            rows={statement.lines.map((l) => ({
              key: l.lead.id,
              lead: l.lead,
              charge: [chargeText(t, l.charge), disputeText(t, l.lead.dispute)].filter(Boolean).join(" · "),
              amount: l.total,
            }))}
          />
        </section>
      ) : (
        <p className="muted">{t.none}</p>
      )}
      {statement.repeats.length || freeLines.length ? (
        <section aria-labelledby="money-free" data-testid="money-free">
          <h2 id="money-free">{t.freeLeads}</h2>
          <p className="muted">{t.freeIntro}</p>
          <Rows
            t={t}
            rows={[
              ...freeLines.map((l) => ({ key: l.lead.id, lead: l.lead, charge: chargeText(t, l.charge), amount: 0 })),
              ...statement.repeats.map((lead) => ({ key: lead.id, lead, charge: t.repeatReason, amount: 0 })),
            ]}
          />
        </section>
      ) : null}
      {statement.credits.length ? (
        <section aria-labelledby="money-credits" data-testid="money-credits">
          <h2 id="money-credits">{t.credits}</h2>
          <Rows
            t={t}
            rows={statement.credits.map((c) => ({ key: c.lead.id, lead: c.lead, charge: fill(t.creditReason, { reason: t.disputeReasons[c.reason] }), amount: c.total }))}
          />
        </section>
      ) : null}
    </>
  );
}
