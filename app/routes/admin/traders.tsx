import { Link } from "react-router";
import { consoleContext } from "#app/console/context";
import { consoleMeta } from "#app/console/meta";
import { LEAD_FEE_TERMS } from "#app/domain/billing/money";
import { formatPhone } from "#app/domain/rules/format";
import type { Route } from "./+types/traders";

// Every dealer and manufacturer of the catalogue with its billing terms, lead links, webhook and phone;
// each opens its page, where the operator manages them (issue 17, point 2).

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = (new URL(request.url).searchParams.get("q") ?? "").trim().toLowerCase();
  const traders = await context.get(consoleContext).traders();
  const shown = search ? traders.filter((t) => `${t.traderName} ${t.tName}`.toLowerCase().includes(search)) : traders;
  return { traders: shown, search, total: traders.length };
}

export default function Traders({ loaderData }: Route.ComponentProps) {
  const { traders, search, total } = loaderData;
  return (
    <section aria-labelledby="traders-title">
      <h1 id="traders-title">Dealers and manufacturers</h1>
      <form method="get" className="console-form console-form--inline" role="search">
        <label className="console-field">
          <span>Find a trader</span>
          <input type="search" name="q" defaultValue={search} />
        </label>
        <button type="submit" className="button button-secondary">
          Find
        </button>
      </form>
      <p className="muted">
        {traders.length} of {total}
      </p>
      <ul className="console-list console-list--2" data-testid="console-traders">
        {traders.map((t) => (
          <li key={`${t.traderType}:${t.tName}`} className="console-item">
            <div className="console-item__head">
              <h2>
                <Link to={`/admin/traders/${encodeURIComponent(t.tName)}`}>{t.traderName}</Link>
              </h2>
              <span className="console-item__meta">{t.traderType}</span>
            </div>
            <dl className="console-facts">
              <dt>Terms</dt>
              <dd>{t.terms.basis === "commission" ? "Commission" : `${LEAD_FEE_TERMS} a lead`}</dd>
              <dt>Lead links</dt>
              <dd>{t.links}</dd>
              <dt>Webhook</dt>
              <dd>{t.webhook ? <span className="console-code">{t.webhook.url}</span> : "none"}</dd>
              <dt>Phone</dt>
              <dd>{t.notifyPhone ? formatPhone(t.notifyPhone) : "none: no SMS"}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function meta() {
  return consoleMeta("Traders");
}
