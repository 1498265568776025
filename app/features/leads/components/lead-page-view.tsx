import type { Dispute } from "#app/features/leads/billing/disputes";
import type { Lead } from "#app/features/leads/rules/lead";
import type { AccessRecord } from "#app/features/privacy/rules/access";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { fill } from "#app/shared/i18n/use-messages";
import "#app/styles/leads.css";
import { LeadCard } from "./lead-card";
import { leadPageWords } from "../messages";
import { type Lang, pathIn } from "#app/shared/i18n/lang";
import { countText } from "#app/shared/i18n/plural";

// A trader's private lead page, in English or Hindi: its leads newest first, the CSV download,
// older pages by link, the answer to the form just sent (a dispute taken or refused), the trader's
// own staff's downloads and pulls of its leads, from the access record (docs/decisions/153), and
// the way into the seller workspace (docs/decisions/164).

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
  lang: Lang;
};

/** What a trader's staff did with its leads, in the page's words; a kind without words of its own by its code. */
function exportLine(r: AccessRecord, lang: Lang): string {
  const x = leadPageWords[lang].exports;
  const what: Partial<Record<AccessRecord["what"], string>> = { "leadPage.csv": x.csv, pullApi: x.pull };
  return countText(lang, x.records, r.records, { at: formatIstDateTime(r.at), what: what[r.what] ?? r.what, actor: r.actor });
}

export function LeadPageView({ traderName, leads, older, before, token, expired, csvHref, disputes, disputableUntil, notice, exports, lang }: Props) {
  const { page: t, exports: x } = leadPageWords[lang];
  return (
    <section className="lead-page" aria-labelledby="lead-page-title">
      <h1 id="lead-page-title">{fill(t.title, { trader: traderName })}</h1>
      <p className="lead-page__private">{t.private}</p>
      <p className="lead-page__workspace" data-testid="lead-page-sign-in">
        {t.workspace} <a href={pathIn(lang, "/seller")}>{t.signIn}</a>
      </p>
      <div className="lead-page__tools">
        <a className="button button-secondary" href={csvHref} download>
          {t.csv}
        </a>
        {before ? (
          <a className="button button-secondary" href="?">
            {t.newest}
          </a>
        ) : null}
      </div>
      {expired ? <p className="lead-page__notice" role="status">{t.expired}</p> : null}
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
              lang={lang}
            />
          ))}
        </ol>
      ) : (
        <p className="muted">{t.none}</p>
      )}
      {older ? (
        <p className="list-actions">
          <a className="button button-secondary" href={`?before=${encodeURIComponent(older)}`}>
            {t.older}
          </a>
        </p>
      ) : null}
      <section className="lead-page__exports" aria-labelledby="lead-exports-title">
        <h2 id="lead-exports-title">{x.title}</h2>
        {exports.length ? (
          <ul data-testid="lead-exports">
            {exports.map((r) => (
              <li key={r.id}>{exportLine(r, lang)}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">{x.none}</p>
        )}
      </section>
    </section>
  );
}
