import { Form, Link, data } from "react-router";
import { consoleContext } from "#app/console/context";
import { consoleMeta } from "#app/console/meta";
import { consoleMetaLang, useConsoleWords } from "#app/console/use-console-words";
import * as messages from "#app/components/console/messages";
import { ImportReport } from "#app/components/console/import-report";
import { Notice } from "#app/components/console/notice";
import { TokenField } from "#app/components/console/token-field";
import { CATALOGUE_ENTITIES, isCatalogueEntity } from "#app/domain/catalogue/entities";
import { fill } from "#app/i18n/use-messages";
import { formIsGenuine } from "#app/lib/form-token";
import type { Route } from "./+types/catalogue";

// The catalogue: each entity as CSV, an import checked first (what would be
// added, changed and refused, nothing saved), then written in one batch; records edited one by
// one. In the operator's language (docs/decisions/124); the import's own reasons stay English.
// In remote-origin mode the catalogue is the remote origin's: nothing here edits it.

export async function loader({ context }: Route.LoaderArgs) {
  const console = context.get(consoleContext);
  if (console.mode === "remote") return { mode: "remote" as const, remoteHost: console.remoteHost, counts: null };
  return { mode: "embedded" as const, remoteHost: "", counts: await console.catalogueCounts() };
}

// The file travels as its bytes (not as text decoded here, which would quietly turn bytes that are
// not UTF-8 into "�"): the import decodes them strictly and names a row that is not UTF-8.
const toBase64 = (bytes: Uint8Array) => {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};
const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

/** The page's own refusals, by message key (`import`); the import's are its message and issues. */
type RefusalKey = "expired" | "chooseWhat" | "chooseFile" | "unreadable";
const refusal = (key: RefusalKey, status: number) => data({ ok: false as const, key, message: "", issues: [] }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) {
    return refusal("expired", 403);
  }
  const entity = String(form.get("entity") ?? "");
  if (!isCatalogueEntity(entity)) return refusal("chooseWhat", 400);
  const file = form.get("file");
  // The confirmed import carries the checked file's text (base64: a form would change its line breaks).
  const carried = form.get("checked");
  let bytes: Uint8Array;
  try {
    bytes = typeof carried === "string" && carried ? fromBase64(carried) : file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
  } catch {
    return refusal("unreadable", 400);
  }
  if (bytes.every((b) => b === 0x20 || (b >= 0x09 && b <= 0x0d))) return refusal("chooseFile", 400);
  const dryRun = form.get("intent") !== "import";
  const outcome = await context.get(consoleContext).importCsv(entity, bytes, dryRun);
  if (!outcome.ok) return data({ ok: false as const, key: null, message: outcome.message, issues: outcome.issues }, { status: outcome.status });
  const writable = dryRun && outcome.value.rejected.length === 0 && outcome.value.added.length + outcome.value.changed.length > 0;
  return { ok: true as const, result: outcome.value, checked: writable ? toBase64(bytes) : "" };
}

export default function Catalogue({ loaderData, actionData }: Route.ComponentProps) {
  const t = useConsoleWords();
  if (loaderData.mode === "remote") {
    return (
      <section aria-labelledby="catalogue-title">
        <h1 id="catalogue-title">{t.catalogue.title}</h1>
        <Notice message={fill(t.catalogue.remoteAll, { host: loaderData.remoteHost })} />
      </section>
    );
  }
  const counts = loaderData.counts!;
  const done = actionData?.ok ? actionData : null;
  return (
    <section aria-labelledby="catalogue-title">
      <h1 id="catalogue-title">{t.catalogue.title}</h1>
      <ul className="console-list console-grid console-grid--3" data-testid="catalogue-entities">
        {CATALOGUE_ENTITIES.map((entity) => (
          <li key={entity} className="console-item">
            <div className="console-item__head">
              <h2>
                <Link to={`/admin/catalogue/${entity}`}>{t.entities[entity].label}</Link>
              </h2>
              <span className="console-item__meta">{counts[entity]}</span>
            </div>
            <p className="console-actions">
              <a className="button button-secondary" href={`/admin/api/catalogue/${entity}.csv`} download>
                {t.catalogue.download}
              </a>
              <Link className="button button-secondary" to={`/admin/catalogue/${entity}/edit`}>
                {t.catalogue.new}
              </Link>
            </p>
          </li>
        ))}
      </ul>
      <section className="console-card" aria-labelledby="import-title">
        <h2 id="import-title">{t.import.title}</h2>
        <p className="muted">{t.import.intro}</p>
        {actionData && !actionData.ok ? <Notice tone="error" message={actionData.key ? t.import[actionData.key] : actionData.message} issues={actionData.issues} /> : null}
        <Form method="post" encType="multipart/form-data" className="console-form">
          <TokenField />
          <label className="console-field">
            <span>{t.import.fileHolds}</span>
            <select name="entity" defaultValue={done?.result.entity ?? "models"} required>
              {CATALOGUE_ENTITIES.map((e) => (
                <option key={e} value={e}>
                  {t.entities[e].label}
                </option>
              ))}
            </select>
          </label>
          <label className="console-field">
            <span>{t.import.file}</span>
            <input type="file" name="file" accept=".csv,text/csv" required />
          </label>
          <div className="console-actions">
            <button type="submit" name="intent" value="check" className="button">
              {t.import.check}
            </button>
            <button type="submit" name="intent" value="import" className="button button-secondary">
              {t.import.importNow}
            </button>
          </div>
        </Form>
        {done ? <ImportReport result={done.result} /> : null}
        {done?.checked ? (
          <Form method="post" encType="multipart/form-data" className="console-actions">
            <TokenField />
            <input type="hidden" name="entity" value={done.result.entity} />
            <input type="hidden" name="checked" value={done.checked} />
            <button type="submit" name="intent" value="import" className="button">
              {fill(t.import.importRows, { n: done.result.added.length + done.result.changed.length })}
            </button>
          </Form>
        ) : null}
      </section>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(messages[consoleMetaLang(matches)].catalogue.title);
}
