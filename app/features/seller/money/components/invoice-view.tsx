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
      <section className="invoice__item" data-testid="invoice-item">
        <h2>{sheet.item.heads[0]}</h2>
        <p>{sheet.item.cells[0]}</p>
        <dl className="invoice__amounts">
          {sheet.item.heads.slice(1).map((head, i) => (
            <div key={head}>
              <dt>{head}</dt>
              <dd>{sheet.item.cells[i + 1]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <dl className="invoice__amounts invoice__amounts--total" data-testid="invoice-amounts">
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
