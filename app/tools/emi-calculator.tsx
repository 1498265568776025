import { useState } from "react";
import { formatInr } from "#app/domain/rules/format";
import { BANK_RATE, NBFC_RATE, TENURES, emiPlan } from "#app/domain/tools/emi";
import { type EmiQuery, readEmiQuery } from "#app/domain/tools/emi-query";
import { SITE_FORM } from "./site-form";
import { type ToolLanguage, toolMessages } from "./messages";

// The EMI calculator: a GET form the server answers without JavaScript (the page's loader reads
// `down`, `months`, `rate`); with JavaScript the same rule reruns in the browser on every change,
// so the answer follows the typing without a round trip. The rule is a few lines (domain/tools).

type Props = { onRoad: number; title: string; query: EmiQuery; lang: ToolLanguage };

const presetHref = (q: EmiQuery, rate: number) => `?${new URLSearchParams({ down: String(q.input.down), months: String(q.input.months), rate: String(rate) })}#emi`;

export function EmiCalculator({ onRoad, title, query, lang }: Props) {
  const t = toolMessages[lang].emi;
  const [live, setLive] = useState(query);
  const { input, invalid } = live;
  const plan = emiPlan(input);
  const update = (form: HTMLFormElement) => setLive(readEmiQuery(new URLSearchParams([...new FormData(form)].map(([k, v]) => [k, String(v)])), onRoad));
  const preset = (event: React.MouseEvent<HTMLAnchorElement>, rate: number) => {
    const form = event.currentTarget.closest("form");
    const field = form?.elements.namedItem("rate");
    if (!form || !(field instanceof HTMLInputElement)) return;
    event.preventDefault();
    field.value = String(rate);
    update(form);
  };
  return (
    <section id="emi" aria-labelledby="emi-title" className="panel emi">
      <h2 id="emi-title">{t.heading(title)}</h2>
      <form method="get" action="#emi" {...SITE_FORM} onInput={(e) => update(e.currentTarget)} data-testid="emi-form">
        <p>
          {t.onRoad}: <strong>{formatInr(onRoad)}</strong>
        </p>
        <div className="emi-fields">
          <label>
            {t.down}
            <input name="down" inputMode="numeric" pattern="[0-9]*" defaultValue={query.input.down} aria-invalid={invalid.includes("down") || undefined} />
          </label>
          <label>
            {t.months}
            <select name="months" defaultValue={query.input.months}>
              {TENURES.map((n) => (
                <option key={n} value={n}>
                  {t.monthsOption(n)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t.rate}
            <input name="rate" inputMode="decimal" defaultValue={query.input.rate} aria-invalid={invalid.includes("rate") || undefined} />
          </label>
        </div>
        <p className="emi-presets" aria-label={t.presets}>
          <a href={presetHref(live, BANK_RATE)} rel="nofollow" onClick={(e) => preset(e, BANK_RATE)}>
            {t.bank(BANK_RATE)}
          </a>
          <a href={presetHref(live, NBFC_RATE)} rel="nofollow" onClick={(e) => preset(e, NBFC_RATE)}>
            {t.nbfc(NBFC_RATE)}
          </a>
        </p>
        {invalid.length ? (
          <ul className="form-errors" role="alert">
            {invalid.map((field) => (
              <li key={field}>{t.invalid[field]}</li>
            ))}
          </ul>
        ) : null}
        <button type="submit" className="button">
          {t.submit}
        </button>
      </form>
      <dl className="emi-answer" aria-live="polite" data-testid="emi-answer">
        <div>
          <dt>{t.emi}</dt>
          <dd data-testid="emi-value">{formatInr(plan.emi)}</dd>
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
      <p className="footnote">{t.note}</p>
    </section>
  );
}
