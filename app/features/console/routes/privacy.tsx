import { consoleContext } from "#app/features/console/context";
import { consoleMeta } from "#app/features/console/meta";
import { consoleMetaLang, useConsoleLang } from "#app/features/console/use-console-words";
import { privacyWords } from "#app/features/console/components/privacy/messages";
import { Notice } from "#app/features/console/components/notice";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { fill } from "#app/shared/i18n/use-messages";
import type { Route } from "./+types/privacy";

// /admin/privacy (docs/decisions/152): the periods the scheduled privacy run applies, as
// configured, and its runs — when, the cut-off, what it erased and deleted, in how many batches,
// whether it stopped with more to do, and any error.

export async function loader({ context }: Route.LoaderArgs) {
  return context.get(consoleContext).privacy();
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { retention, problem, runs } = loaderData;
  const t = privacyWords[useConsoleLang()].privacy;
  return (
    <section aria-labelledby="privacy-title">
      <h1 id="privacy-title">{t.title}</h1>
      <p className="console-lead">{t.intro}</p>
      <section className="console-card" aria-labelledby="retention-title">
        <h2 id="retention-title">{t.settingsTitle}</h2>
        {retention ? (
          <ul>
            <li>{fill(t.personal, { months: retention.personalMonths })}</li>
            <li>{fill(t.billing, { years: retention.billingYears })}</li>
            <li>{fill(t.accessKept, { months: retention.accessRecordMonths })}</li>
            <li>{t.schedule}</li>
          </ul>
        ) : (
          <Notice tone="error" message={fill(t.problem, { problem: problem ?? "" })} />
        )}
        <p>
          <a href="/admin/privacy/access">{t.accessLink}</a>
        </p>
      </section>
      <h2 id="runs-title">{t.runsTitle}</h2>
      {runs.length ? (
        <ol className="console-list console-list--2" aria-labelledby="runs-title" data-testid="retention-runs">
          {runs.map((run) => (
            <li key={run.id} className="console-item" data-testid="retention-run">
              <div className="console-item__head">
                <h3>{formatIstDateTime(run.startedAt)}</h3>
                <span className="console-item__meta">
                  {run.error ? fill(t.failed, { error: run.error }) : run.finishedAt === null ? t.running : run.more ? t.more : t.ok}
                </span>
              </div>
              <dl className="console-facts">
                <dt>{t.cutoff}</dt>
                <dd>{run.personalCutoff ? formatIstDateTime(run.personalCutoff) : "—"}</dd>
                <dt>{t.erasedLeads}</dt>
                <dd>{run.leadsErased}</dd>
                <dt>{t.deletedLeads}</dt>
                <dd>{run.leadsDeleted}</dd>
                <dt>{t.rows}</dt>
                <dd>{run.rowsDeleted}</dd>
                <dt>{t.batches}</dt>
                <dd>{run.batches}</dd>
              </dl>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{t.noRuns}</p>
      )}
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(privacyWords[consoleMetaLang(matches)].privacy.title);
}
