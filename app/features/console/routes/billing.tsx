import { consoleContext } from "#app/features/console/context";
import { consoleMeta } from "#app/features/console/meta";
import { consoleMetaLang, useWorkWords } from "#app/features/console/use-console-words";
import * as work from "#app/features/console/components/work/messages";
import { fill } from "#app/shared/i18n/use-messages";
import { StatementTotals, TraderStatementView } from "#app/features/console/components/statement-view";
import { ActionNotice, Notice } from "#app/features/console/components/notice";
import { TokenField } from "#app/features/console/components/token-field";
import { consoleLangOf } from "#app/features/console/lang";
import { formIsGenuine } from "#app/shared/security/form-token";
import { data } from "react-router";
import { formatPaise } from "#app/shared/rules/money";
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
  const console = context.get(consoleContext);
  const [statement, invoices] = await Promise.all([console.statement(month), console.invoices(month)]);
  return { month, statement: statement!, invoices, invalid: asked !== "" && asked !== month };
}

// The month's tax invoices issued (docs/decisions/167): one button, as often as pressed.
export async function action({ request, context }: Route.ActionArgs) {
  const w = work[consoleLangOf(request)];
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return data({ ok: false, message: w.expired }, { status: 403 });
  const month = String(form.get("month") ?? "");
  const outcome = await context.get(consoleContext).issueInvoices(month);
  if (outcome.kind === "issued") return { ok: true, message: fill(w.billing.issuedNow, { issued: outcome.issued, already: outcome.already }) };
  const refusal = { invalid: w.billing.invalid, running: w.billing.issueRunning, "no-supplier": w.billing.issueNoSupplier }[outcome.kind];
  return data({ ok: false, message: refusal }, { status: outcome.kind === "invalid" ? 400 : 409 });
}

export default function Billing({ loaderData, actionData }: Route.ComponentProps) {
  const { month, statement, invoices, invalid } = loaderData;
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
      <div className="console-card" data-testid="invoices">
        <h2>{t.invoices}</h2>
        <p className="console-lead">{t.invoicesIntro}</p>
        <ActionNotice answer={actionData} />
        {invoices.length ? (
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th>{t.invoiceNumber}</th>
                  <th>{t.invoiceTrader}</th>
                  <th className="num">{t.invoiceTotal}</th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((inv) => (
                  <tr key={inv.number}>
                    <td>{inv.number}</td>
                    <td>{inv.recipient.name}</td>
                    <td className="num">{formatPaise(inv.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="muted">{t.noInvoices}</p>
        )}
        <form method="post" className="console-form console-form--inline">
          <TokenField />
          <input type="hidden" name="month" value={month} />
          <button type="submit" className="button">
            {fill(t.issue, { month })}
          </button>
        </form>
      </div>
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
