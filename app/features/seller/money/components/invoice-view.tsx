import { LOCALE } from "#app/shared/i18n/lang";
import type { InvoiceSheet } from "../invoice-sheet";

// A tax invoice as a page that prints on one A4 sheet (app/styles/seller-money.css hides the rest).

/** Labels and values, one pair a line. */
function Pairs({ pairs, className, testId }: { pairs: readonly [string, string][]; className: string; testId?: string }) {
  return (
    <dl className={className} data-testid={testId}>
      {pairs.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function InvoiceView({ sheet }: { sheet: InvoiceSheet }) {
  return (
    <article className="invoice" lang={LOCALE[sheet.lang]} data-testid="invoice">
      <header className="invoice__head">
        <h1>{sheet.title}</h1>
        <span className="muted">{sheet.original}</span>
      </header>
      <Pairs pairs={sheet.facts} className="invoice__facts" />
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
        <h2>{sheet.item.heading}</h2>
        <p>{sheet.item.text}</p>
        <Pairs pairs={sheet.item.details} className="invoice__amounts" />
      </section>
      <Pairs pairs={[...sheet.amounts, sheet.total]} className="invoice__amounts invoice__amounts--total" testId="invoice-amounts" />
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
