import type { ImportResult } from "#app/console/context";
import { catalogueEntities } from "#app/domain/catalogue/entities";

// What an import would do, or did: rows added, changed (with the fields) and rejected (row number
// and reason), and after a write the cache it purged.

export function ImportReport({ result }: { result: ImportResult }) {
  const { added, changed, unchanged, rejected, dryRun, purged } = result;
  const noun = catalogueEntities[result.entity].label.toLowerCase();
  return (
    <div className="console-card console-report" data-testid="import-report" aria-live="polite">
      <h2>{dryRun ? `Dry run: what importing these ${noun} would do` : `Imported ${noun}`}</h2>
      <p>
        <b data-testid="report-added">{added.length} added</b>, <b data-testid="report-changed">{changed.length} changed</b>, {unchanged} unchanged,{" "}
        <b data-testid="report-rejected">{rejected.length} rejected</b>.
      </p>
      {added.length ? (
        <details open={added.length <= 10}>
          <summary>Added</summary>
          <ol>
            {added.map((a) => (
              <li key={a.key}>
                Row {a.row}: {a.title}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {changed.length ? (
        <details open={changed.length <= 10}>
          <summary>Changed</summary>
          <ol>
            {changed.map((c) => (
              <li key={c.key}>
                Row {c.row}: {c.title} — {c.fields.join(", ")}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {rejected.length ? (
        <details open>
          <summary>Rejected</summary>
          <ol data-testid="report-rejections">
            {rejected.map((r) => (
              <li key={`${r.row}`}>
                Row {r.row}
                {r.key.replace(/\|/g, "") ? ` (${r.key.replace(/\|/g, " ")})` : ""}: {r.reason}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {purged ? (
        <p className="muted">
          {purged.keys} cached answers purged. Every page shows the change now here, and within a minute everywhere.
        </p>
      ) : null}
    </div>
  );
}
