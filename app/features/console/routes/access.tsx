import { consoleContext } from "#app/features/console/context";
import { consoleMeta } from "#app/features/console/meta";
import { consoleMetaLang, useConsoleLang } from "#app/features/console/use-console-words";
import { privacyWords } from "#app/features/console/components/privacy/messages";
import { Notice } from "#app/features/console/components/notice";
import { PeriodFields } from "#app/features/console/components/period-fields";
import { filterRange } from "#app/features/console/rules/lead-filter";
import { ACCESS_LIST_LIMIT, AccessFilterSchema, lastMonth } from "#app/features/privacy/rules/access";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { fill } from "#app/shared/i18n/use-messages";
import type { Route } from "./+types/access";

// /admin/privacy/access (docs/decisions/153): the access record of a period of IST days, newest
// first, and its CSV (/admin/access.csv, the same period). Reading it is not itself recorded: it
// holds who looked, never a buyer's details.

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = AccessFilterSchema.safeParse({ ...lastMonth(Date.now()), ...query });
  const filter = parsed.success ? parsed.data : lastMonth(Date.now());
  return {
    filter,
    invalid: parsed.success ? null : parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    records: await context.get(consoleContext).accessRecords(filterRange(filter)),
  };
}

export default function Access({ loaderData }: Route.ComponentProps) {
  const { filter, invalid, records } = loaderData;
  const w = privacyWords[useConsoleLang()];
  const t = w.access;
  return (
    <section aria-labelledby="access-title">
      <h1 id="access-title">{t.title}</h1>
      <p className="console-lead">{t.intro}</p>
      {invalid ? <Notice tone="error" message={t.invalid} issues={invalid} /> : null}
      <form method="get" className="console-card console-filters" role="search" aria-label={t.filters}>
        <PeriodFields from={filter.from} to={filter.to} words={t} />
        <div className="console-actions">
          <button type="submit" className="button">
            {t.show}
          </button>
          <a className="button button-secondary" href={`/admin/access.csv?${new URLSearchParams(filter)}`} download>
            {t.csv}
          </a>
        </div>
      </form>
      {records.length ? (
        <>
          <p className="muted">{fill(records.length < ACCESS_LIST_LIMIT ? t.count : t.shown, { n: records.length })}</p>
          <ol className="console-list console-list--2" data-testid="access-records">
            {records.map((r) => (
              <li key={r.id} className="console-item" data-testid="access-record">
                <div className="console-item__head">
                  <h2>
                    {t.whats[r.what]}: {t.actions[r.action]}
                  </h2>
                  <time className="console-item__meta" dateTime={new Date(r.at).toISOString()}>
                    {formatIstDateTime(r.at)}
                  </time>
                </div>
                <dl className="console-facts">
                  <dt>{t.who}</dt>
                  <dd>{[t.kinds[r.actorKind], r.tName, r.actor].filter(Boolean).join(" · ")}</dd>
                  <dt>{t.records}</dt>
                  <dd>{r.records}</dd>
                  {r.address ? (
                    <>
                      <dt>{t.address}</dt>
                      <dd className="console-code">{r.address}</dd>
                    </>
                  ) : null}
                </dl>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="muted">{t.none}</p>
      )}
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(privacyWords[consoleMetaLang(matches)].access.title);
}
