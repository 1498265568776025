import type { Dispute } from "#app/domain/billing/disputes";
import type { Lead } from "#app/domain/leads/lead";
import type { AccessRecord } from "#app/domain/privacy/access";
import { formatIstDateTime } from "#app/domain/rules/format";
import "#app/styles/leads.css";
import { LeadCard } from "./lead-card";

// A trader's private lead page: its leads newest first, the CSV download, older pages by link, and
// the answer to the form just sent (a dispute taken or refused), and the trader's own staff's
// downloads and pulls of its leads, from the access record (docs/decisions/153).

type Props = {
  traderName: string;
  leads: Lead[];
  older: string | null;
  before: string | null;
  token: string;
  expired: boolean;
  csvHref: string;
  disputes: Record<string, Dispute>;
  disputableUntil: Record<string, number>;
  notice: { ok: boolean; message: string } | null;
  exports: AccessRecord[];
};

const EXPORT_WORDS: Partial<Record<AccessRecord["what"], string>> = { "leadPage.csv": "CSV downloaded", pullApi: "Pulled by your CRM" };

export function LeadPageView({ traderName, leads, older, before, token, expired, csvHref, disputes, disputableUntil, notice, exports }: Props) {
  return (
    <section className="lead-page" aria-labelledby="lead-page-title">
      <h1 id="lead-page-title">Leads for {traderName}</h1>
      <p className="lead-page__private">
        This page is private: anyone with its address can see these leads. Do not share it.
      </p>
      <div className="lead-page__tools">
        <a className="button button-secondary" href={csvHref} download>
          Download CSV
        </a>
        {before ? (
          <a className="button button-secondary" href="?">
            Newest leads
          </a>
        ) : null}
      </div>
      {expired ? <p className="lead-page__notice" role="status">This page had expired. Please press the button again.</p> : null}
      {notice ? (
        <p className={notice.ok ? "lead-page__notice lead-page__notice--ok" : "lead-page__notice"} role={notice.ok ? "status" : "alert"}>
          {notice.message}
        </p>
      ) : null}
      {leads.length ? (
        <ol className="lead-list" data-testid="lead-list">
          {leads.map((lead) => (
            <LeadCard
              key={lead.id}
              lead={lead}
              traderName={traderName}
              token={token}
              dispute={disputes[lead.id] ?? null}
              disputableUntil={disputableUntil[lead.id] ?? null}
            />
          ))}
        </ol>
      ) : (
        <p className="muted">No leads yet. New enquiries appear here as soon as visitors send them.</p>
      )}
      {older ? (
        <p className="list-actions">
          <a className="button button-secondary" href={`?before=${encodeURIComponent(older)}`}>
            Older leads
          </a>
        </p>
      ) : null}
      <section className="lead-page__exports" aria-labelledby="lead-exports-title">
        <h2 id="lead-exports-title">Downloads of your leads</h2>
        {exports.length ? (
          <ul data-testid="lead-exports">
            {exports.map((r) => (
              <li key={r.id}>
                {formatIstDateTime(r.at)}: {EXPORT_WORDS[r.what] ?? r.what}, {r.records} {r.records === 1 ? "lead" : "leads"} ({r.actor})
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">None yet. Each CSV download and each pull by your CRM is listed here.</p>
        )}
      </section>
    </section>
  );
}
