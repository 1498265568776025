import { CHARGE_LABELS, CREDIT_LABEL } from "#app/domain/billing/statement-csv";
import { DISPUTE_REASON_LABELS } from "#app/domain/billing/disputes";
import { formatPaise } from "#app/domain/billing/money";
import type { Counts, LeadDispute, Totals, TraderStatement } from "#app/domain/billing/statement";
import { formatIstDateTime } from "#app/domain/rules/format";

// One trader's part of a month's statement: its counts (verified, billable, disputed, credited)
// and money, each lead on the statement with its charge and dispute, and the credits of disputes
// accepted this month for leads of earlier, issued months (docs/decisions/071, 111).

const BASIS = { "per-lead": "₹20 + 18 % GST a lead", commission: "Commission terms: no per-lead fee" } as const;
const DISPUTE_WORDS = { open: "Disputed: open", accepted: "Dispute accepted", rejected: "Dispute rejected" } as const;

export function Money({ paise }: { paise: number }) {
  return <span className="console-money">{formatPaise(paise)}</span>;
}

function disputeText(dispute: LeadDispute | null): string {
  return dispute ? `${DISPUTE_WORDS[dispute.state]} (${DISPUTE_REASON_LABELS[dispute.reason]})` : "";
}

/** A statement's counts and money, in paise: one trader's or the month's. */
export function StatementTotals({ totals, testId }: { totals: Totals & Counts; testId?: string }) {
  const { disputed } = totals;
  return (
    <dl className="console-totals" data-testid={testId}>
      <dt>Verified leads</dt>
      <dd>{totals.verified}</dd>
      <dt>Billable leads</dt>
      <dd>{totals.billable}</dd>
      <dt>Disputed</dt>
      <dd>
        {disputed.open} open, {disputed.accepted} accepted, {disputed.rejected} rejected
      </dd>
      <dt>On this statement</dt>
      <dd data-testid="statement-count">{totals.count}</dd>
      <dt>Charged</dt>
      <dd>{totals.charged}</dd>
      <dt>Fees</dt>
      <dd>
        <Money paise={totals.fee} />
      </dd>
      <dt>GST 18 %</dt>
      <dd>
        <Money paise={totals.gst} />
      </dd>
      <dt>Credited</dt>
      <dd>
        {totals.credited} (<Money paise={totals.credit} />)
      </dd>
      <dt>Total</dt>
      <dd>
        <b>
          <Money paise={totals.total} />
        </b>
      </dd>
    </dl>
  );
}

export function TraderStatementView({ statement }: { statement: TraderStatement }) {
  const { freeWindow } = statement;
  return (
    <li className="console-item" data-testid="trader-statement">
      <div className="console-item__head">
        <h2>{statement.traderName}</h2>
        <span className="console-item__meta">
          {statement.traderType} · {BASIS[statement.basis]}
        </span>
      </div>
      {freeWindow ? (
        <p className="console-item__meta">
          Free leads {freeWindow.from} to {freeWindow.until} (first two weeks)
        </p>
      ) : null}
      <StatementTotals totals={statement} />
      <details>
        <summary>Leads ({statement.lines.length})</summary>
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th>Received (IST)</th>
                <th>Model</th>
                <th>City</th>
                <th>Charge</th>
                <th>Dispute</th>
                <th className="num">Total</th>
              </tr>
            </thead>
            <tbody>
              {statement.lines.map((line) => (
                <tr key={line.lead.id} title={line.lead.id}>
                  <td>{formatIstDateTime(line.lead.receivedAt)}</td>
                  <td>{line.lead.model}</td>
                  <td>{line.lead.cityName}</td>
                  <td>{CHARGE_LABELS[line.charge]}</td>
                  <td>{disputeText(line.lead.dispute)}</td>
                  <td className="num">
                    <Money paise={line.total} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      {statement.credits.length ? (
        <details open data-testid="statement-credits">
          <summary>Credits ({statement.credits.length})</summary>
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th>Lead received (IST)</th>
                  <th>Model</th>
                  <th>Accepted (IST)</th>
                  <th>Reason</th>
                  <th className="num">Credit</th>
                </tr>
              </thead>
              <tbody>
                {statement.credits.map((credit) => (
                  <tr key={credit.lead.id} title={credit.lead.id}>
                    <td>{formatIstDateTime(credit.lead.receivedAt)}</td>
                    <td>{credit.lead.model}</td>
                    <td>{formatIstDateTime(credit.decidedAt)}</td>
                    <td>
                      {CREDIT_LABEL} ({DISPUTE_REASON_LABELS[credit.reason]})
                    </td>
                    <td className="num">
                      <Money paise={credit.total} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </li>
  );
}
