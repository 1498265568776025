import { LOCALE } from "#app/shared/i18n/lang";
import type { InvoiceSheet } from "../invoice-sheet";

// A tax invoice as a page that prints on one A4 sheet (app/styles/seller-money.css hides the rest).

export function InvoiceView({ sheet }: { sheet: InvoiceSheet }) {
  return (
    <article className="invoice" lang={LOCALE[sheet.lang]} data-testid="invoice">
      <header className="invoice__head">
        <h1>{sheet.title}</h1>
        <span className="muted">{sheet.original}</span>
      </header>
      <dl className="invoice__facts">
        {sheet.facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="invoice__parties">
        {[sheet.supplier, sheet.recipient].map((p) => (
          <section key={p.heading}>
            <h2>{p.heading}</h2>
            {p.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </section>
        ))}
      </div>
      <div className="table-scroll">
        <table className="money-table">
          <thead>
            <tr>
              {sheet.item.heads.map((h, i) => (
                <th key={h} className={i >= 2 ? "num" : undefined}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {sheet.item.cells.map((c, i) => (
                <td key={i} className={i >= 2 ? "num" : undefined}>
                  {c}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <dl className="invoice__amounts" data-testid="invoice-amounts">
        {[...sheet.amounts, sheet.total].map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="invoice__words">
        <b>{sheet.words[0]}:</b> {sheet.words[1]}
      </p>
      {sheet.notes.map((n) => (
        <p key={n} className="muted">
          {n}
        </p>
      ))}
    </article>
  );
}
