import { consoleContext } from "#app/console/context";
import { consoleMeta } from "#app/console/meta";
import { StatementTotals, TraderStatementView } from "#app/components/console/statement-view";
import { Notice } from "#app/components/console/notice";
import { istMonth, monthRange } from "#app/domain/billing/statement";
import { formatIstDateTime } from "#app/domain/rules/format";
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
  return (
    <section aria-labelledby="billing-title">
      <h1 id="billing-title">Statement for {month}</h1>
      {invalid ? <Notice tone="error" message="A month is written YYYY-MM; showing this month." /> : null}
      <form method="get" className="console-form console-form--inline">
        <label className="console-field">
          <span>Month</span>
          <input type="month" name="month" defaultValue={month} pattern="\d{4}-\d{2}" placeholder="2026-11" required />
        </label>
        <button type="submit" className="button button-secondary">
          Show
        </button>
        <a className="button button-secondary" href={`/admin/statements/${month}.csv`} download>
          Download CSV
        </a>
      </form>
      <p className="console-lead" data-testid="statement-issue">
        {statement.issued
          ? `Issued: the month ended ${formatIstDateTime(statement.end)} (IST). Disputes accepted since are credits on the month they are accepted in.`
          : "Draft: the month is not over. A dispute accepted before it ends takes its lead off this statement."}
      </p>
      <div className="console-card">
        <h2>All traders</h2>
        <StatementTotals totals={statement} testId="month-totals" />
      </div>
      {statement.traders.length ? (
        <ul className="console-list console-list--2">
          {statement.traders.map((t) => (
            <TraderStatementView key={t.tName} statement={t} />
          ))}
        </ul>
      ) : (
        <p className="muted">No verified or billable leads and no credits this month.</p>
      )}
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(`Statement ${loaderData?.month ?? ""}`.trim());
}
