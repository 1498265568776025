import { consoleContext } from "#app/features/console/context";
import { consoleMeta } from "#app/features/console/meta";
import { consoleMetaLang, useWorkWords } from "#app/features/console/use-console-words";
import * as work from "#app/features/console/components/work/messages";
import { fill } from "#app/shared/i18n/use-messages";
import { StatementTotals, TraderStatementView } from "#app/features/console/components/statement-view";
import { Notice } from "#app/features/console/components/notice";
import { istMonth, monthRange } from "#app/features/leads/billing/statement";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import type { Route } from "./+types/billing";

// A month's statement (docs/decisions/111): per trader, its verified,
// billable, disputed and credited leads; billable leads at ₹20 + 18 % GST, a manufacturer's
// first two weeks at ₹0, commission traders with no per-lead fee; credits of disputes accepted
// after a lead's month was issued; as CSV too.

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("month") ?? "";
  const month = monthRange(asked) ? asked : istMonth(Date.now());
  const statement = (await context.get(consoleContext).statement(month))!;
  return { month, statement, invalid: asked !== "" && asked !== month };
}

export default function Billing({ loaderData }: Route.ComponentProps) {
  const { month, statement, invalid } = loaderData;
  const t = useWorkWords().billing;
  return (
    <section aria-labelledby="billing-title">
      <h1 id="billing-title">{fill(t.title, { month })}</h1>
      {invalid ? <Notice tone="error" message={t.invalid} /> : null}
      <form method="get" className="console-form console-form--inline">
        <label className="console-field">
          <span>{t.month}</span>
          <input type="month" name="month" defaultValue={month} pattern="\d{4}-\d{2}" placeholder="2026-11" required />
        </label>
        <button type="submit" className="button button-secondary">
          {t.show}
        </button>
        <a className="button button-secondary" href={`/admin/statements/${month}.csv`} download>
          {t.csv}
        </a>
      </form>
      <p className="console-lead" data-testid="statement-issue">
        {statement.issued
          ? fill(t.issued, { end: formatIstDateTime(statement.end) })
          : t.draft}
      </p>
      <div className="console-card">
        <h2>{t.allTraders}</h2>
        <StatementTotals totals={statement} testId="month-totals" />
      </div>
      {statement.traders.length ? (
        <ul className="console-list console-list--2">
          {statement.traders.map((t) => (
            <TraderStatementView key={t.tName} statement={t} />
          ))}
        </ul>
      ) : (
        <p className="muted">{t.none}</p>
      )}
    </section>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return consoleMeta(fill(work[consoleMetaLang(matches)].billing.meta, { month: loaderData?.month ?? "" }).trim());
}
