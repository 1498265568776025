import { Form, Link, data, redirect } from "react-router";
import { type ImportPreview, consoleContext } from "#app/features/console/context";
import { type ImportView, importProblemText, importView } from "#app/features/console/import-words";
import { consoleLangOf } from "#app/features/console/lang";
import { countText } from "#app/shared/i18n/plural";
import { consoleMeta } from "#app/features/console/meta";
import { consoleMetaLang, useConsoleLang, useConsoleWords } from "#app/features/console/use-console-words";
import * as messages from "#app/features/console/messages";
import { ImportReport } from "#app/features/console/components/import-report";
import { Notice } from "#app/features/console/components/notice";
import { TokenField } from "#app/features/console/components/token-field";
import { CATALOGUE_ENTITIES, isCatalogueEntity } from "#app/features/catalogue/rules/entities";
import { namesIn } from "#app/shared/i18n/names.server";
import { fill } from "#app/shared/i18n/use-messages";
import { formIsGenuine } from "#app/shared/security/form-token";
import type { Route } from "./+types/catalogue";

// The catalogue: each entity as CSV, records edited one by one, and the import anyone can use
// (docs/decisions/130): a template per list in plain column names, then the uploaded file's
// preview — each row added, changed (old → new), unchanged or refused and why — and nothing saved
// until Apply, which saves exactly what the preview showed. All in the operator's language.
// In remote-origin mode the catalogue is the remote origin's: nothing here edits it.

export async function loader({ context }: Route.LoaderArgs) {
  const console = context.get(consoleContext);
  if (console.mode === "remote") return { mode: "remote" as const, remoteHost: console.remoteHost, counts: null };
  return { mode: "embedded" as const, remoteHost: "", counts: await console.catalogueCounts() };
}

/** The page's own refusals, by message key (`import`). */
type RefusalKey = "expired" | "chooseWhat" | "chooseFile";
/** A preview with what its Apply sends back. */
type Shown = { view: ImportView; upload: string; fingerprint: string; writes: number };

const refused = (message: string, status: number, preview: Shown | null = null) => data({ ok: false as const, message, preview }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const lang = consoleLangOf(request);
  const t = messages[lang].import;
  const refusal = (key: RefusalKey, status: number) => refused(t[key], status);
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return refusal("expired", 403);
  const entity = String(form.get("entity") ?? "");
  if (!isCatalogueEntity(entity)) return refusal("chooseWhat", 400);
  const console = context.get(consoleContext);
  if (console.mode === "remote") return refused(fill(messages[lang].catalogue.remoteAll, { host: console.remoteHost }), 409);
  const names = namesIn(lang);
  const shown = (preview: ImportPreview): Shown => ({
    view: importView(lang, preview.plan, names),
    upload: preview.upload,
    fingerprint: preview.fingerprint,
    writes: preview.plan.added.length + preview.plan.changed.length,
  });

  if (form.get("intent") === "apply") {
    const applied = await console.applyImport(entity, String(form.get("upload") ?? ""), String(form.get("fingerprint") ?? ""));
    if (!applied.ok) return refused(importProblemText(lang, entity, applied.problem), applied.status, applied.preview ? shown(applied.preview) : null);
    const { job, applied: written } = applied.value;
    // written within this request (one batch): the report here, as before; else its progress page
    if (!written) throw redirect(`/admin/catalogue/import/${job}`, 303);
    return { ok: true as const, applied: importView(lang, written, names, written.purged?.keys ?? 0), preview: null };
  }
  // The file is read as its bytes (not as text decoded here, which would quietly turn bytes that
  // are not UTF-8 into "�"): the import decodes them strictly and names a row that is not UTF-8.
  const file = form.get("file");
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
  if (bytes.every((b) => b === 0x20 || (b >= 0x09 && b <= 0x0d))) return refusal("chooseFile", 400);
  const preview = await console.previewImport(entity, bytes);
  if (!preview.ok) return refused(importProblemText(lang, entity, preview.problem), preview.status);
  return { ok: true as const, applied: null, preview: shown(preview.value) };
}

export default function Catalogue({ loaderData, actionData }: Route.ComponentProps) {
  const t = useConsoleWords();
  const lang = useConsoleLang();
  if (loaderData.mode === "remote") {
    return (
      <section aria-labelledby="catalogue-title">
        <h1 id="catalogue-title">{t.catalogue.title}</h1>
        <Notice message={fill(t.catalogue.remoteAll, { host: loaderData.remoteHost })} />
      </section>
    );
  }
  const counts = loaderData.counts!;
  const preview = actionData?.preview ?? null;
  const applied = actionData?.ok ? actionData.applied : null;
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
      <section className="console-card console-import" aria-labelledby="import-title" data-testid="import">
        <h2 id="import-title">{t.import.title}</h2>
        <p className="muted">{t.import.intro}</p>
        <h3>{t.import.templates}</h3>
        <p className="muted">{t.import.templatesHelp}</p>
        <ul className="console-templates" data-testid="import-templates">
          {CATALOGUE_ENTITIES.map((entity) => (
            <li key={entity}>
              <a className="button button-secondary" href={`/admin/api/catalogue/${entity}/template.csv?lang=${lang}`} download data-entity={entity}>
                {fill(t.import.template, { label: t.entities[entity].label })}
              </a>
            </li>
          ))}
        </ul>
        <h3>{t.import.upload}</h3>
        {actionData && !actionData.ok ? <Notice tone="error" message={actionData.message} /> : null}
        <Form method="post" encType="multipart/form-data" className="console-form">
          <TokenField />
          <label className="console-field">
            <span>{t.import.fileHolds}</span>
            <select name="entity" defaultValue={preview?.view.entity ?? applied?.entity ?? "models"} required>
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
            <span className="muted">{t.import.checkHelp}</span>
          </div>
        </Form>
        {applied ? <ImportReport view={applied} applied /> : null}
        {preview ? (
          <>
            <h3>{t.import.preview}</h3>
            <ImportReport view={preview.view} applied={false} />
            {preview.writes ? (
              <Form method="post" className="console-apply" data-testid="import-apply">
                <TokenField />
                <input type="hidden" name="entity" value={preview.view.entity} />
                <input type="hidden" name="upload" value={preview.upload} />
                <input type="hidden" name="fingerprint" value={preview.fingerprint} />
                <p className="muted">{t.import.applyHelp}</p>
                <button type="submit" name="intent" value="apply" className="button">
                  {countText(lang, t.import.apply, preview.writes)}
                </button>
              </Form>
            ) : (
              <p className="muted" data-testid="import-nothing">
                {t.import.nothingToApply}
              </p>
            )}
          </>
        ) : null}
      </section>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(messages[consoleMetaLang(matches)].catalogue.title);
}
