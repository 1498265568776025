import { CHARGE_LABELS } from "#app/domain/billing/statement-csv";
import { formatPaise } from "#app/domain/billing/money";
import type { TraderStatement } from "#app/domain/billing/statement";
import { formatIstDateTime } from "#app/domain/rules/format";

// One trader's part of a month's statement: its totals, and each billable lead with its charge.

const BASIS = { "per-lead": "₹20 + 18 % GST a lead", commission: "Commission terms: no per-lead fee" } as const;

export function Money({ paise }: { paise: number }) {
  return <span className="console-money">{formatPaise(paise)}</span>;
}

type Totals = { count: number; fee: number; gst: number; total: number };

/** A statement's totals, in paise: one trader's (with how many leads were charged) or the month's. */
export function StatementTotals({ totals, charged, testId }: { totals: Totals; charged?: number; testId?: string }) {
  return (
    <dl className="console-totals" data-testid={testId}>
      <dt>Billable leads</dt>
      <dd data-testid={charged === undefined ? undefined : "statement-count"}>{totals.count}</dd>
      {charged === undefined ? null : (
        <>
          <dt>Charged</dt>
          <dd>{charged}</dd>
        </>
      )}
      <dt>Fees</dt>
      <dd>
        <Money paise={totals.fee} />
      </dd>
      <dt>GST 18 %</dt>
      <dd>
        <Money paise={totals.gst} />
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
      <StatementTotals totals={statement} charged={statement.charged} />
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
                  <td className="num">
                    <Money paise={line.total} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </li>
  );
}
