import type { ImportResult } from "#app/console/context";
import { useConsoleLang, useConsoleWords } from "#app/console/use-console-words";
import { fill } from "#app/i18n/use-messages";
import { fieldText } from "./field-words";

// What an import would do, or did: rows added, changed (with the fields, by their labels) and
// refused (row number and reason: the import's own words, in English), and after a write the
// cache it purged.

export function ImportReport({ result }: { result: ImportResult }) {
  const { added, changed, unchanged, rejected, dryRun, purged, entity } = result;
  const lang = useConsoleLang();
  const t = useConsoleWords();
  const r = t.report;
  const label = t.entities[entity].label;
  const fields = (names: string[]) => names.map((f) => fieldText(lang, entity, f).label).join(t.records.separator);
  return (
    <div className="console-card console-report" data-testid="import-report" aria-live="polite">
      <h2>{fill(dryRun ? r.checked : r.imported, { label })}</h2>
      <p>
        <b data-testid="report-added">{fill(r.added, { n: added.length })}</b>
        {t.records.separator}
        <b data-testid="report-changed">{fill(r.changed, { n: changed.length })}</b>
        {t.records.separator}
        {fill(r.unchanged, { n: unchanged })}
        {t.records.separator}
        <b data-testid="report-rejected">{fill(r.rejected, { n: rejected.length })}</b>
      </p>
      {added.length ? (
        <details open={added.length <= 10}>
          <summary>{r.addedList}</summary>
          <ol>
            {added.map((a) => (
              <li key={a.key}>{fill(r.row, { row: a.row, title: a.title })}</li>
            ))}
          </ol>
        </details>
      ) : null}
      {changed.length ? (
        <details open={changed.length <= 10}>
          <summary>{r.changedList}</summary>
          <ol>
            {changed.map((c) => (
              <li key={c.key}>{fill(r.rowChanged, { row: c.row, title: c.title, fields: fields(c.fields) })}</li>
            ))}
          </ol>
        </details>
      ) : null}
      {rejected.length ? (
        <details open>
          <summary>{r.rejectedList}</summary>
          <ol data-testid="report-rejections">
            {rejected.map((rejection) => {
              const key = rejection.key.replace(/\|/g, " ").trim();
              return <li key={`${rejection.row}`}>{fill(key ? r.rowRejectedNamed : r.rowRejected, { row: rejection.row, key, reason: rejection.reason })}</li>;
            })}
          </ol>
        </details>
      ) : null}
      {purged ? <p className="muted">{fill(r.purged, { keys: purged.keys })}</p> : null}
    </div>
  );
}
