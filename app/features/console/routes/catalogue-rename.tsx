import { data, redirect } from "react-router";
import { type Console, consoleContext } from "#app/features/console/context";
import { consoleLangOf } from "#app/features/console/lang";
import { consoleMeta } from "#app/features/console/meta";
import { consoleMetaLang, useWorkWords } from "#app/features/console/use-console-words";
import * as work from "#app/features/console/components/work/messages";
import type { WorkWords } from "#app/features/console/components/work/messages";
import { fill } from "#app/shared/i18n/use-messages";
import { editHref, keyFromQuery } from "#app/features/console/record-links";
import { Notice } from "#app/features/console/components/notice";
import { RenameAndDelete } from "#app/features/console/components/rename-delete";
import { type CatalogueItem, isCatalogueEntity, titleOf } from "#app/features/catalogue/rules/entities";
import { RENAMES, type RenamableEntity, isRenamable } from "#app/features/console/rules/rename";
import { formIsGenuine } from "#app/shared/security/form-token";
import { notFound } from "#app/shared/lib/route-errors";
import type { Route } from "./+types/catalogue-rename";

// The rename form's own page (docs/decisions/125-rename-is-rename.md): the edit page's "Rename
// to …" posts here. Done, the record's edit page under its new name; refused, this page with the
// name as typed and the reason beside the field.

async function load(entity: string, request: Request, console: Console): Promise<{ entity: RenamableEntity; key: Record<string, string>; item: CatalogueItem }> {
  if (!isCatalogueEntity(entity) || !isRenamable(entity) || console.mode === "remote") notFound();
  const key = keyFromQuery(entity, new URL(request.url));
  const item = key ? await console.record(entity, key) : null;
  if (!key || !item) notFound();
  return { entity, key, item };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { entity, item } = await load(params.entity, request, context.get(consoleContext));
  return { entity, item };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) {
    return data({ error: work[consoleLangOf(request)].rename.expired, value: String(form?.get("to") ?? "") }, { status: 403 });
  }
  const console = context.get(consoleContext);
  const { entity, key } = await load(params.entity, request, console);
  const to = String(form.get("to") ?? "");
  const outcome = await console.renameRecord(entity, key, to);
  if (!outcome.ok) return data({ error: outcome.message, value: to }, { status: outcome.status });
  throw redirect(`${editHref(entity, outcome.value.item)}&saved`, 303);
}

/** A city price's page renames its town, not the price. */
const renameTitle = (w: WorkWords, entity: RenamableEntity, item: CatalogueItem) =>
  RENAMES[entity].kind === "town" ? fill(w.rename.titleTown, { name: String(item.cityName) }) : fill(w.rename.title, { name: titleOf(entity, item) });

export default function CatalogueRename({ loaderData, actionData }: Route.ComponentProps) {
  const { entity, item } = loaderData;
  const w = useWorkWords();
  return (
    <section aria-labelledby="rename-page-title">
      <h1 id="rename-page-title">{renameTitle(w, entity, item)}</h1>
      <p className="console-actions">
        <a href={editHref(entity, item)}>{w.rename.back}</a>
      </p>
      {actionData ? <Notice tone="error" message={w.rename.notRenamed} /> : null}
      <RenameAndDelete entity={entity} item={item} error={actionData?.error} value={actionData?.value} />
    </section>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const w = work[consoleMetaLang(matches)];
  return consoleMeta(loaderData ? renameTitle(w, loaderData.entity, loaderData.item) : w.rename.meta);
}
