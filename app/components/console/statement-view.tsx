import { CHARGE_LABELS, CREDIT_LABEL } from "#app/domain/billing/statement-csv";
import { DISPUTE_REASON_LABELS } from "#app/domain/billing/disputes";
import { GST_PERCENT, LEAD_FEE_TERMS, formatPaise } from "#app/domain/billing/money";
import type { Counts, LeadDispute, Totals, TraderStatement } from "#app/domain/billing/statement";
import { formatIstDateTime } from "#app/domain/rules/format";

// One trader's part of a month's statement: its counts (verified, billable, disputed, credited)
// and money, each lead on the statement with its charge and dispute, and the credits of disputes
// accepted this month for leads of earlier, issued months (docs/decisions/071, 111).

const BASIS = { "per-lead": `${LEAD_FEE_TERMS} a lead`, commission: "Commission terms: no per-lead fee" } as const;
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
      <dt>GST {GST_PERCENT} %</dt>
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

type Column<R> = { head: string; cell: (row: R) => string };

/** A statement's leads or credits: one row per lead, its amount last. */
function LeadRows<R extends { lead: { id: string } }>({ rows, columns, amount }: { rows: readonly R[]; columns: Column<R>[]; amount: { head: string; of: (row: R) => number } }) {
  return (
    <div className="table-scroll">
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.head}>{c.head}</th>
            ))}
            <th className="num">{amount.head}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.lead.id} title={row.lead.id}>
              {columns.map((c) => (
                <td key={c.head}>{c.cell(row)}</td>
              ))}
              <td className="num">
                <Money paise={amount.of(row)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
        <LeadRows
          rows={statement.lines}
          columns={[
            { head: "Received (IST)", cell: (line) => formatIstDateTime(line.lead.receivedAt) },
            { head: "Model", cell: (line) => line.lead.model },
            { head: "City", cell: (line) => line.lead.cityName },
            { head: "Charge", cell: (line) => CHARGE_LABELS[line.charge] },
            { head: "Dispute", cell: (line) => disputeText(line.lead.dispute) },
          ]}
          amount={{ head: "Total", of: (line) => line.total }}
        />
      </details>
      {statement.credits.length ? (
        <details open data-testid="statement-credits">
          <summary>Credits ({statement.credits.length})</summary>
          <LeadRows
            rows={statement.credits}
            columns={[
              { head: "Lead received (IST)", cell: (credit) => formatIstDateTime(credit.lead.receivedAt) },
              { head: "Model", cell: (credit) => credit.lead.model },
              { head: "Accepted (IST)", cell: (credit) => formatIstDateTime(credit.decidedAt) },
              { head: "Reason", cell: (credit) => `${CREDIT_LABEL} (${DISPUTE_REASON_LABELS[credit.reason]})` },
            ]}
            amount={{ head: "Credit", of: (credit) => credit.total }}
          />
        </details>
      ) : null}
    </li>
  );
}
