import { data, redirect } from "react-router";
import { type Console, consoleContext } from "#app/console/context";
import { consoleMeta } from "#app/console/meta";
import { editHref, pictureHref, publicHref } from "#app/console/record-links";
import { Notice } from "#app/components/console/notice";
import { RecordForm } from "#app/components/console/record-form";
import { RenameAndDelete } from "#app/components/console/rename-delete";
import { type CatalogueEntity, type CatalogueItem, catalogueEntities, fieldsOf, isCatalogueEntity, titleOf } from "#app/domain/catalogue/entities";
import { cellOf } from "#app/domain/catalogue/csv";
import { formIsGenuine } from "#app/lib/form-token";
import { notFound } from "#app/lib/route-errors";
import type { Route } from "./+types/catalogue-edit";

// One catalogue record in a form (issue 17, point 5): saved through the same checks and write as
// an import of one row, which purges the cache tags it touches. Without a key in the address, a
// new record. In remote-origin mode there is nothing to edit here.

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
  if (console.mode === "remote") return { entity: params.entity, item: null, remoteHost: console.remoteHost, saved: false };
  const { entity, item } = await load(params.entity, request, console);
  return { entity, item, remoteHost: "", saved: new URL(request.url).searchParams.has("saved") };
}

/** A text area sends CRLF line breaks: a field whose only difference is that keeps its stored text. */
const sameText = (a: string, b: string) => a.replace(/\r\n/g, "\n") === b.replace(/\r\n/g, "\n");

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) {
    return data({ message: "The form had expired. Please save again.", issues: [] }, { status: 403 });
  }
  const console = context.get(consoleContext);
  if (console.mode === "remote") {
    return data({ message: `The catalogue belongs to the remote origin (${console.remoteHost}): change it there.`, issues: [] }, { status: 409 });
  }
  const { entity, item } = await load(params.entity, request, console);
  const cells: Record<string, string> = {};
  for (const field of fieldsOf(entity)) {
    const given = form.getAll(field.name).at(-1);
    if (typeof given !== "string") continue;
    const stored = item ? cellOf(field, item[field.name]) : null;
    cells[field.name] = stored !== null && sameText(given, stored) ? stored : given;
  }
  const outcome = await console.saveRecord(entity, cells);
  if (!outcome.ok) return data({ message: outcome.message, issues: outcome.issues }, { status: outcome.status });
  const saved = outcome.value.added[0] ?? outcome.value.changed[0];
  throw redirect(`${editHref(entity, saved?.item ?? item ?? cells)}&saved`, 303);
}

export default function CatalogueEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { entity, item, remoteHost, saved } = loaderData;
  const { singular } = catalogueEntities[entity];
  if (remoteHost) {
    return (
      <section>
        <h1>Edit a {singular}</h1>
        <Notice message={`The catalogue belongs to the remote origin (${remoteHost}): change it there.`} />
      </section>
    );
  }
  const page = item ? publicHref(entity, item) : null;
  const picture = item ? pictureHref(entity, item) : null;
  return (
    <section aria-labelledby="edit-title">
      <h1 id="edit-title">{item ? titleOf(entity, item) : `New ${singular}`}</h1>
      <p className="console-actions">
        <a href={`/admin/catalogue/${entity}`}>All {catalogueEntities[entity].label.toLowerCase()}</a>
        {page ? <a href={page}>Its page</a> : null}
        {picture ? <a href={picture}>{entity === "brands" ? "Upload its logo" : "Upload its photo"}</a> : null}
      </p>
      {saved && !actionData ? <Notice message="Saved. Its pages show the change now." /> : null}
      {actionData ? <Notice tone="error" message={actionData.message} issues={actionData.issues} /> : null}
      <RecordForm key={item ? titleOf(entity, item) : "new"} entity={entity} item={item} isNew={!item} />
      {item ? <RenameAndDelete key={`rename:${titleOf(entity, item)}`} entity={entity} item={item} /> : null}
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return consoleMeta("Catalogue");
  return consoleMeta(loaderData.item ? titleOf(loaderData.entity, loaderData.item) : `New ${catalogueEntities[loaderData.entity].singular}`);
}
