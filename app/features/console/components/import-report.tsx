import type { ImportView, PreviewRow } from "#app/features/console/import-words";
import { useConsoleLang, useConsoleWords } from "#app/features/console/use-console-words";
import { countText } from "#app/shared/i18n/plural";
import { fill } from "#app/shared/i18n/use-messages";

// What an import would do, or did, row by row (docs/decisions/130): refused rows first with the
// reason, then added, changed (each field old → new) and unchanged. Worded on the server in the
// operator's language (app/features/console/import-words.ts); this only lays the strings out.

/** Lists longer than this start folded. */
const OPEN_UP_TO = 12;

export function ImportReport({ view, applied }: { view: ImportView; applied: boolean }) {
  const t = useConsoleWords();
  const r = t.report;
  const label = t.entities[view.entity].label;
  const { added, changed, unchanged, rejected, counts } = view;
  return (
    <div className="console-card console-report" data-testid="import-report" aria-live="polite">
      <h3>{fill(applied ? r.imported : r.checked, { label })}</h3>
      <p className="console-report__counts">
        <b data-testid="report-added">{fill(r.added, { n: counts.added })}</b>
        <b data-testid="report-changed">{fill(r.changed, { n: counts.changed })}</b>
        <span data-testid="report-unchanged">{fill(r.unchanged, { n: counts.unchanged })}</span>
        <b data-testid="report-rejected">{fill(r.rejected, { n: counts.rejected })}</b>
      </p>
      {rejected.length ? (
        <details open className="console-report__refused">
          <summary>{r.rejectedList}</summary>
          <ol data-testid="report-rejections">
            {rejected.map((rejection) => (
              <li key={rejection.row}>{rejection.text}</li>
            ))}
          </ol>
          <More shown={rejected.length} of={counts.rejected} />
        </details>
      ) : null}
      <Rows summary={r.addedList} rows={added} of={counts.added} testId="report-added-rows" />
      <Rows summary={r.changedList} rows={changed} of={counts.changed} testId="report-changed-rows" />
      <Rows summary={r.unchangedList} rows={unchanged} of={counts.unchanged} testId="report-unchanged-rows" folded />
      {view.purged !== null ? <p className="muted">{fill(r.purged, { keys: view.purged })}</p> : null}
    </div>
  );
}

/** A list cut short says how many rows it leaves out (app/features/console/import-words.ts SHOWN_ROWS). */
function More({ shown, of }: { shown: number; of: number }) {
  const t = useConsoleWords().importJob;
  const lang = useConsoleLang();
  return of > shown ? <p className="muted">{countText(lang, t.moreRows, of - shown)}</p> : null;
}

function Rows({ summary, rows, of, testId, folded = false }: { summary: string; rows: PreviewRow[]; of: number; testId: string; folded?: boolean }) {
  const r = useConsoleWords().report;
  if (!rows.length) return null;
  return (
    <details open={!folded && rows.length <= OPEN_UP_TO}>
      <summary>{summary}</summary>
      <ol data-testid={testId}>
        {rows.map((row) => (
          <li key={row.row}>
            {fill(r.row, { row: row.row, title: row.title })}
            {row.changes.length ? (
              <ul className="console-report__changes">
                {row.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      <More shown={rows.length} of={of} />
    </details>
  );
}
