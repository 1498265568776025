import { formatInr } from "#app/domain/rules/format";
import type { RunningCost } from "#app/domain/tools/running-cost";
import type { ToolMessages } from "./messages";

// The running cost of an electric model beside petrol, diesel and CNG autos, with the saving.

type Props = { cost: RunningCost; title: string; t: ToolMessages["runningCost"] };

/** ₹ a km with paise: ₹0.40. */
const perKm = (rupees: number) => `₹${rupees.toFixed(2)}`;

export function RunningCostTable({ cost, title, t }: Props) {
  return (
    <section aria-labelledby="running-cost" className="panel">
      <h2 id="running-cost">{t.heading(title)}</h2>
      {/* Five columns scroll inside their box on a phone (with the shadow cue of tables.css): the
          box takes keyboard focus so the hidden columns can be reached without a pointer. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t.caption(cost.dailyKm, cost.days)}>
        <table className="data-table" data-testid="running-cost">
          <caption>{t.caption(cost.dailyKm, cost.days)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.vehicle}</th>
              <th scope="col" className="num">{t.perKm}</th>
              <th scope="col" className="num">{t.perDay}</th>
              <th scope="col" className="num">{t.perMonth}</th>
              <th scope="col" className="num">{t.saving}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t.electric(title)}</th>
              <td className="num">{perKm(cost.perKm)}</td>
              <td className="num">{formatInr(cost.perDay)}</td>
              <td className="num">{formatInr(cost.perMonth)}</td>
              <td className="num">–</td>
            </tr>
            {cost.autos.map((auto) => (
              <tr key={auto.fuel}>
                <th scope="row">{t.auto[auto.fuel]}</th>
                <td className="num">{perKm(auto.perKm)}</td>
                <td className="num">{formatInr(auto.perDay)}</td>
                <td className="num">{formatInr(auto.perMonth)}</td>
                <td className="num">{formatInr(auto.savingPerMonth)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="footnote">{t.note}</p>
    </section>
  );
}
