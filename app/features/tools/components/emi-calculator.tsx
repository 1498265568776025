import { formatInr } from "#app/shared/rules/money";
import { TENURES, emiPlan } from "#app/features/tools/rules/emi";
import { LENDERS, LENDER_FACTS_REPORTED, type Lender, presetValues } from "#app/features/tools/rules/emi-lenders";
import { type EmiQuery, readEmiQuery } from "#app/features/tools/rules/emi-query";
import { fill } from "#app/shared/i18n/use-messages";
import { SITE_FORM } from "./site-form";
import { type ToolLanguage, type ToolMessages, toolMessages } from "../messages";
import { useFormAnswer } from "./use-form-answer";

// The EMI calculator: a GET form the server answers without JavaScript (the page's loader reads
// `down`, `months`, `rate`); with JavaScript the same rule reruns in the browser on every change,
// so the answer follows the typing without a round trip. A value the form cannot take shows its
// message where the answer was: never an answer for figures other than those in the form.

/**
 * `where`: where the price is from, as the page's price line says it ("Price in Gorakhpur, 159 km
 * away": app/features/catalogue/server/town-price.ts `priceNearText`); `keep`: the page's own query (a town asked on
 * the model page), kept by the form and the lenders' links.
 */
type Props = { onRoad: number; where: string; title: string; query: EmiQuery; lang: ToolLanguage; keep?: Record<string, string> };

const presetHref = (lender: Lender, onRoad: number, q: EmiQuery, keep: Record<string, string>) => {
  const v = presetValues(lender, onRoad, q.values);
  return `?${new URLSearchParams({ ...keep, down: String(v.down), months: String(v.months), rate: v.rate })}#emi`;
};

export function EmiCalculator({ onRoad, where, title, query, lang, keep = {} }: Props) {
  const t = toolMessages[lang].emi;
  const { live, update, read, formProps } = useFormAnswer(query, (params) => readEmiQuery(params, onRoad));
  const preset = (event: React.MouseEvent<HTMLAnchorElement>, lender: Lender) => {
    const form = event.currentTarget.closest("form");
    if (!form) return;
    event.preventDefault();
    const values = presetValues(lender, onRoad, read(form).values);
    for (const [name, value] of Object.entries(values)) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = String(value);
    }
    update(form);
  };
  const { problems, input } = live;
  return (
    <section id="emi" aria-labelledby="emi-title" className="panel emi">
      <h2 id="emi-title">{fill(t.heading, { title })}</h2>
      <form method="get" action="#emi" {...SITE_FORM} {...formProps} data-testid="emi-form">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p>
          {fill(t.onRoad, { where })} <strong>{formatInr(onRoad)}</strong>
        </p>
        <div className="emi-fields">
          <label>
            {t.down}
            <input name="down" inputMode="numeric" defaultValue={query.values.down} aria-invalid={problems.includes("down") || problems.includes("downAbovePrice") || undefined} />
          </label>
          <label>
            {t.months}
            <select name="months" defaultValue={query.values.months}>
              {TENURES.map((n) => (
                <option key={n} value={n}>
                  {fill(t.monthsOption, { n })}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t.rate}
            <input name="rate" inputMode="decimal" defaultValue={query.values.rate} aria-invalid={problems.includes("rate") || undefined} />
          </label>
        </div>
        <ul className="emi-presets" aria-label={t.presets} data-testid="emi-lenders">
          {LENDERS.map((lender) => (
            <li key={lender.id}>
              <a href={presetHref(lender, onRoad, live, keep)} rel="nofollow" onClick={(e) => preset(e, lender)}>
                <strong>{t.lender[lender.id]}</strong> <span>{lender.range ? fill(t.range, lender.range) : t.noRate}</span>
              </a>
            </li>
          ))}
        </ul>
        <button type="submit" className="button">
          {t.submit}
        </button>
      </form>
      <div aria-live="polite">{input ? <EmiAnswer plan={emiPlan(input)} t={t} /> : <EmiProblems query={live} t={t} />}</div>
      <details className="footnote emi-sources">
        <summary>{fill(t.sources, { reported: LENDER_FACTS_REPORTED })}</summary>
        <ul>
          {LENDERS.map((lender) => (
            <li key={lender.id}>{t.lenderNote[lender.id]}</li>
          ))}
        </ul>
      </details>
      <p className="footnote">{t.note}</p>
    </section>
  );
}

function EmiProblems({ query, t }: { query: EmiQuery; t: ToolMessages["emi"] }) {
  return (
    <div className="form-errors" role="alert" data-testid="emi-errors">
      <p>{t.errorsTitle}</p>
      <ul>
        {query.problems.map((problem) => (
          <li key={problem}>{t.invalid[problem]}</li>
        ))}
      </ul>
    </div>
  );
}

function EmiAnswer({ plan, t }: { plan: ReturnType<typeof emiPlan>; t: ToolMessages["emi"] }) {
  return (
    <>
      <dl className="emi-answer" data-testid="emi-answer">
        <div>
          <dt>{t.emi}</dt>
          <dd>
            <span data-testid="emi-value">{formatInr(plan.emi)}</span>
            {plan.lastInstalment !== plan.emi && plan.schedule.length > 1 ? <small className="emi-last"> ({fill(t.lastEmi, { amount: formatInr(plan.lastInstalment) })})</small> : null}
          </dd>
        </div>
        <div>
          <dt>{t.loan}</dt>
          <dd>{formatInr(plan.loan)}</dd>
        </div>
        <div>
          <dt>{t.totalInterest}</dt>
          <dd data-testid="emi-interest">{formatInr(plan.totalInterest)}</dd>
        </div>
        <div>
          <dt>{t.totalPayable}</dt>
          <dd data-testid="emi-total">{formatInr(plan.totalPayable)}</dd>
        </div>
      </dl>
      {plan.schedule.length ? (
        <details className="emi-schedule" data-testid="emi-schedule">
          <summary>{t.schedule}</summary>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col" className="num">{t.month}</th>
                <th scope="col" className="num">{t.interest}</th>
                <th scope="col" className="num">{t.principal}</th>
                <th scope="col" className="num">{t.balance}</th>
              </tr>
            </thead>
            <tbody>
              {plan.schedule.map((row) => (
                <tr key={row.month}>
                  <th scope="row" className="num">{row.month}</th>
                  <td className="num">{formatInr(row.interest)}</td>
                  <td className="num">{formatInr(row.principal)}</td>
                  <td className="num">{formatInr(row.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </>
  );
}
