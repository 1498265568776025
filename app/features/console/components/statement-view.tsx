import { useListWords, useWorkWords } from "#app/features/console/use-console-words";
import { fill } from "#app/shared/i18n/use-messages";
import { GST_PERCENT, PER_LEAD_TERMS, formatPaise } from "#app/shared/rules/money";
import type { Charge, Counts, LeadDispute, Totals, TraderStatement } from "#app/features/leads/billing/statement";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import type { WorkWords } from "./work/messages";

// One trader's part of a month's statement: its counts (verified, billable, disputed, credited)
// and money, each lead on the statement with its charge and dispute, the verified leads free as a
// repeated ask with the reason, and the credits of disputes accepted this month for leads of
// earlier, issued months (docs/decisions/071, 111, 163).


export function Money({ paise }: { paise: number }) {
  return <span className="console-money">{formatPaise(paise)}</span>;
}

function disputeText(w: WorkWords, dispute: LeadDispute | null): string {
  if (!dispute) return "";
  const t = w.statement;
  const what = { open: t.disputeOpen, accepted: t.disputeAccepted, rejected: t.disputeRejected }[dispute.state];
  return fill(t.withReason, { what, reason: w.disputeReasons[dispute.reason] });
}

/** A line's charge in words: the fee, free in the first two weeks, or commission terms. */
function chargeText(w: WorkWords, charge: Charge): string {
  return charge === "fee" ? PER_LEAD_TERMS : charge === "free" ? w.statement.free : w.statement.commission;
}

/** A statement's counts and money, in paise: one trader's or the month's. */
export function StatementTotals({ totals, testId }: { totals: Totals & Counts; testId?: string }) {
  const { disputed } = totals;
  const t = useWorkWords().statement;
  return (
    <dl className="console-totals" data-testid={testId}>
      <dt>{t.verified}</dt>
      <dd>{totals.verified}</dd>
      <dt>{t.billable}</dt>
      <dd>{totals.billable}</dd>
      <dt>{t.disputed}</dt>
      <dd>{fill(t.disputedCounts, { open: disputed.open, accepted: disputed.accepted, rejected: disputed.rejected })}</dd>
      <dt>{t.onStatement}</dt>
      <dd data-testid="statement-count">{totals.count}</dd>
      <dt>{t.charged}</dt>
      <dd>{totals.charged}</dd>
      <dt>{t.fees}</dt>
      <dd>
        <Money paise={totals.fee} />
      </dd>
      <dt>{fill(t.gst, { percent: GST_PERCENT })}</dt>
      <dd>
        <Money paise={totals.gst} />
      </dd>
      <dt>{t.credited}</dt>
      <dd>
        {totals.credited} (<Money paise={totals.credit} />)
      </dd>
      <dt>{t.total}</dt>
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
  const w = useWorkWords();
  const t = w.statement;
  const kinds = useListWords();
  return (
    <li className="console-item" data-testid="trader-statement">
      <div className="console-item__head">
        <h2>{statement.traderName}</h2>
        <span className="console-item__meta">
          {statement.traderType ? kinds[statement.traderType] : ""} · {statement.basis === "commission" ? t.commission : fill(t.perLead, { fee: PER_LEAD_TERMS })}
        </span>
      </div>
      {freeWindow ? (
        <p className="console-item__meta">
          {fill(t.freeLeads, { from: freeWindow.from, until: freeWindow.until })}
        </p>
      ) : null}
      <StatementTotals totals={statement} />
      <details>
        <summary>{fill(t.leads, { n: statement.lines.length })}</summary>
        <LeadRows
          rows={statement.lines}
          columns={[
            { head: t.received, cell: (line) => formatIstDateTime(line.lead.receivedAt) },
            { head: t.model, cell: (line) => line.lead.model },
            { head: t.city, cell: (line) => line.lead.cityName },
            { head: t.charge, cell: (line) => chargeText(w, line.charge) },
            { head: t.dispute, cell: (line) => disputeText(w, line.lead.dispute) },
          ]}
          amount={{ head: t.total, of: (line) => line.total }}
        />
      </details>
      {statement.repeats.length ? (
        <details data-testid="statement-repeats">
          <summary>{fill(t.repeats, { n: statement.repeats.length })}</summary>
          <LeadRows
            rows={statement.repeats.map((lead) => ({ lead }))}
            columns={[
              { head: t.received, cell: ({ lead }) => formatIstDateTime(lead.receivedAt) },
              { head: t.model, cell: ({ lead }) => lead.model },
              { head: t.city, cell: ({ lead }) => lead.cityName },
              { head: t.reason, cell: () => t.repeatReason },
            ]}
            amount={{ head: t.total, of: () => 0 }}
          />
        </details>
      ) : null}
      {statement.credits.length ? (
        <details open data-testid="statement-credits">
          <summary>{fill(t.credits, { n: statement.credits.length })}</summary>
          <LeadRows
            rows={statement.credits}
            columns={[
              { head: t.leadReceived, cell: (credit) => formatIstDateTime(credit.lead.receivedAt) },
              { head: t.model, cell: (credit) => credit.lead.model },
              { head: t.acceptedAt, cell: (credit) => formatIstDateTime(credit.decidedAt) },
              { head: t.reason, cell: (credit) => fill(t.withReason, { what: t.credit, reason: w.disputeReasons[credit.reason] }) },
            ]}
            amount={{ head: t.creditAmount, of: (credit) => credit.total }}
          />
        </details>
      ) : null}
    </li>
  );
}
