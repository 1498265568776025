import { data, redirect } from "react-router";
import { type Console, consoleContext } from "#app/features/console/context";
import { consoleLangOf } from "#app/features/console/lang";
import { consoleMeta } from "#app/features/console/meta";
import { choiceOptions } from "#app/features/console/record-words";
import { editHref, pictureHref, publicHref } from "#app/features/console/record-links";
import { consoleMetaLang, useConsoleWords } from "#app/features/console/use-console-words";
import * as messages from "#app/features/console/messages";
import { Notice } from "#app/features/console/components/notice";
import { RecordForm } from "#app/features/console/components/record-form";
import { RenameAndDelete } from "#app/features/console/components/rename-delete";
import { type CatalogueEntity, type CatalogueItem, catalogueEntities, fieldsOf, isCatalogueEntity, titleOf } from "#app/features/catalogue/rules/entities";
import { cellOf } from "#app/features/console/rules/csv";
import { type FieldProblem, fieldProblems } from "#app/features/console/rules/field-problems";
import { namesIn } from "#app/shared/i18n/names.server";
import { fill } from "#app/shared/i18n/use-messages";
import { formIsGenuine } from "#app/shared/security/form-token";
import { notFound } from "#app/shared/lib/route-errors";
import type { Route } from "./+types/catalogue-edit";

// One catalogue record in a form: checked field by field on the server, each
// refusal shown beside its field in the operator's language (docs/decisions/124), then saved
// through the same checks and write as an import of one row, which purges the cache tags it
// touches. Without a key in the address, a new record. In remote-origin mode there is nothing to
// edit here.

function keyFrom(entity: CatalogueEntity, url: URL): Record<string, string> | null {
  const key = catalogueEntities[entity].key;
  const values = key.map((k) => url.searchParams.get(k));
  return values.every((v): v is string => v !== null) ? Object.fromEntries(key.map((k, i) => [k, values[i]!])) : null;
}

async function load(entity: string, request: Request, console: Console): Promise<{ entity: CatalogueEntity; item: CatalogueItem | null }> {
  if (!isCatalogueEntity(entity)) notFound();
  const key = keyFrom(entity, new URL(request.url));
  const item = key ? await console.record(entity, key) : null;
  if (key && !item) notFound();
  return { entity, item };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isCatalogueEntity(params.entity)) notFound();
  const console = context.get(consoleContext);
  if (console.mode === "remote") return { entity: params.entity, item: null, remoteHost: console.remoteHost, saved: false, options: {} as Record<string, [string, string][]> };
  const [{ entity, item }, choices] = await Promise.all([load(params.entity, request, console), console.catalogueChoices()]);
  const options = choiceOptions(entity, choices, item, namesIn(consoleLangOf(request)));
  return { entity, item, remoteHost: "", saved: new URL(request.url).searchParams.has("saved"), options };
}

/** A text area sends CRLF line breaks: a field whose only difference is that keeps its stored text. */
const sameText = (a: string, b: string) => a.replace(/\r\n/g, "\n") === b.replace(/\r\n/g, "\n");

type Refused = { key: "expired" | "remote" | "fix" | null; message: string; issues: { path: string; message: string }[]; problems: Record<string, FieldProblem>; typed: Record<string, string> | null };
const refused = (answer: Partial<Refused>, status: number) => data<Refused>({ key: null, message: "", issues: [], problems: {}, typed: null, ...answer }, { status });

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return refused({ key: "expired" }, 403);
  const console = context.get(consoleContext);
  if (console.mode === "remote") return refused({ key: "remote", message: console.remoteHost }, 409);
  const { entity, item } = await load(params.entity, request, console);
  const cells: Record<string, string> = {};
  const typed: Record<string, string> = {};
  for (const field of fieldsOf(entity)) {
    const given = form.getAll(field.name).at(-1);
    if (typeof given !== "string") continue;
    const stored = item ? cellOf(field, item[field.name]) : null;
    typed[field.name] = given;
    cells[field.name] = stored !== null && sameText(given, stored) ? stored : given;
  }
  // Each field first, so every refusal can stand beside its field; then the import's own checks.
  const problems = fieldProblems(entity, cells, item, await console.catalogueChoices());
  if (Object.keys(problems).length) return refused({ key: "fix", problems, typed }, 400);
  const outcome = await console.saveRecord(entity, cells);
  if (!outcome.ok) return refused({ message: outcome.message, issues: outcome.issues, typed }, outcome.status);
  const saved = outcome.value.added[0] ?? outcome.value.changed[0];
  throw redirect(`${editHref(entity, saved?.item ?? item ?? cells)}&saved`, 303);
}

export default function CatalogueEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { entity, item, remoteHost, saved, options } = loaderData;
  const t = useConsoleWords();
  const { label } = t.entities[entity];
  if (remoteHost) {
    return (
      <section>
        <h1>{t.entities[entity].new}</h1>
        <Notice message={fill(t.catalogue.remote, { host: remoteHost })} />
      </section>
    );
  }
  const page = item ? publicHref(entity, item) : null;
  const picture = item ? pictureHref(entity, item) : null;
  const refusal = actionData ? (actionData.key === "remote" ? fill(t.catalogue.remote, { host: actionData.message }) : actionData.key ? t.edit[actionData.key] : actionData.message) : "";
  return (
    <section aria-labelledby="edit-title">
      <h1 id="edit-title">{item ? titleOf(entity, item) : t.entities[entity].new}</h1>
      <p className="console-actions">
        <a href={`/admin/catalogue/${entity}`}>{fill(t.edit.all, { label })}</a>
        {page ? <a href={page}>{t.edit.itsPage}</a> : null}
        {picture ? <a href={picture}>{entity === "brands" ? t.edit.uploadLogo : t.edit.uploadPhoto}</a> : null}
      </p>
      {saved && !actionData ? <Notice message={t.edit.saved} /> : null}
      {actionData ? <Notice tone="error" message={refusal} issues={actionData.issues} /> : null}
      <RecordForm
        key={item ? titleOf(entity, item) : "new"}
        entity={entity}
        item={item}
        isNew={!item}
        options={options}
        typed={actionData?.typed ?? null}
        problems={actionData?.problems ?? {}}
      />
      {item ? <RenameAndDelete key={`rename:${titleOf(entity, item)}`} entity={entity} item={item} /> : null}
    </section>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const lang = consoleMetaLang(matches);
  if (!loaderData) return consoleMeta(messages[lang].catalogue.title);
  return consoleMeta(loaderData.item ? titleOf(loaderData.entity, loaderData.item) : messages[lang].entities[loaderData.entity].new);
}
