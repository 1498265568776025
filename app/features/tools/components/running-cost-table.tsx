import { formatInr, formatInrPaise } from "#app/shared/rules/money";
import { type Battery, type CostQuery, type Family, readCostQuery, runningCost } from "#app/features/tools/rules/running-cost";
import { fill } from "#app/shared/i18n/use-messages";
import { FigureField } from "./figure-field";
import { SITE_FORM } from "./site-form";
import type { ToolMessages } from "../messages";
import { useFormAnswer } from "./use-form-answer";

// The running cost of an electric model beside the petrol, diesel or CNG vehicles of its kind, on
// the visitor's own figures: a GET form the server answers (also without JavaScript), every
// assumption a field with its default's source and date; with JavaScript the same rule reruns on
// every change. The answer comes first, the figures it rests on below it; three columns so nothing
// is cut off at 360 px: per km and per day go under the vehicle's name.

/** `keep`: the page's own query (a town asked on the model page), kept by the form. */
export type CostTool = { battery: Battery; family: Family; query: CostQuery; keep?: Record<string, string> };
type Props = CostTool & { title: string; t: ToolMessages["runningCost"] };

/** "1 charge a day", or the count with those after the first: the charges the day's distance takes. */
const chargesText = (n: number, t: ToolMessages["runningCost"]) => (n <= 1 ? t.chargesOne : fill(t.chargesMany, { n, midDay: n - 1 }));

export function RunningCostTable({ battery, family, query, keep = {}, title, t }: Props) {
  const { live, formProps } = useFormAnswer(query, (params) => readCostQuery(params, family));
  const cost = live.assumptions ? runningCost(battery, family, live.assumptions) : null;
  return (
    <section id="running-cost" aria-labelledby="running-cost-title" className="panel">
      <h2 id="running-cost-title">{fill(t.heading, { title })}</h2>
      <div aria-live="polite">
        {cost && live.assumptions ? (
          <table className="data-table cost-table" data-testid="running-cost">
            <caption>{fill(t.caption, { km: live.assumptions.km, days: live.assumptions.days })}</caption>
            <thead>
              <tr>
                <th scope="col">{t.vehicle}</th>
                <th scope="col" className="num">{t.perMonth}</th>
                <th scope="col" className="num">{t.saving}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">
                  {title}
                  <small>{fill(t.perKmDay, { perKm: formatInrPaise(cost.electric.perKm), perDay: formatInr(cost.electric.perDay) })}</small>
                  <small data-testid="running-cost-charges">{chargesText(cost.electric.charges, t)}</small>
                </th>
                <td className="num" data-testid="running-cost-electric">{formatInr(cost.electric.perMonth)}</td>
                <td className="num">–</td>
              </tr>
              {cost.rivals.map((r) => (
                <tr key={r.rival} data-testid={`running-cost-${r.rival}`}>
                  <th scope="row">
                    {t.rival[r.rival]}
                    <small>{fill(t.perKmDay, { perKm: formatInrPaise(r.perKm), perDay: formatInr(r.perDay) })}</small>
                  </th>
                  <td className="num">{formatInr(r.perMonth)}</td>
                  <td className="num" data-testid="running-cost-saving">{formatInr(r.savingPerMonth)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <div className="form-errors" role="alert" data-testid="running-cost-errors">
            <p>{t.errorsTitle}</p>
            <ul>
              {live.problems.map((field) => (
                <li key={field}>{fill(t.invalid, { label: t.label[field] })}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <form method="get" action="#running-cost" {...SITE_FORM} {...formProps} data-testid="running-cost-form">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <fieldset className="cost-fields">
          <legend>{t.figures}</legend>
          {query.fields.map((field) => (
            <FigureField key={field} name={field} label={t.label[field]} source={t.source[field]} value={query.values[field]} invalid={live.problems.includes(field)} />
          ))}
        </fieldset>
        <button type="submit" className="button">
          {t.submit}
        </button>
      </form>
      <p className="footnote">{t.note}</p>
    </section>
  );
}
