import { Form, data, redirect } from "react-router";
import { consoleContext } from "#app/features/console/context";
import { consoleLangOf } from "#app/features/console/lang";
import { consoleMeta } from "#app/features/console/meta";
import { consoleMetaLang, useWorkWords } from "#app/features/console/use-console-words";
import * as work from "#app/features/console/components/work/messages";
import { fill } from "#app/shared/i18n/use-messages";
import { editHref, keyFromQuery } from "#app/features/console/record-links";
import { Notice } from "#app/features/console/components/notice";
import { TokenField } from "#app/features/console/components/token-field";
import { type CatalogueEntity, isCatalogueEntity } from "#app/features/catalogue/rules/entities";
import { isDeletable } from "#app/features/console/rules/rename";
import { formIsGenuine } from "#app/shared/security/form-token";
import { notFound } from "#app/shared/lib/route-errors";
import type { Route } from "./+types/catalogue-delete";

// Deleting a record asks first (docs/decisions/125-rename-is-rename.md): this page says what
// else would go with it and what stays; only its button, which sends `confirm=delete`, deletes.

/** The value of the confirmation page's button: a post without it deletes nothing. */
const CONFIRM = "delete";

function keyOf(entity: string, request: Request): { entity: CatalogueEntity; key: Record<string, string> } {
  if (!isCatalogueEntity(entity) || !isDeletable(entity)) notFound();
  const key = keyFromQuery(entity, new URL(request.url));
  if (!key) notFound();
  return { entity, key };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { entity, key } = keyOf(params.entity, request);
  const deletion = await context.get(consoleContext).deletion(entity, key);
  if (!deletion) notFound();
  return { entity, key, deletion };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const t = work[consoleLangOf(request)].deletion;
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) {
    return data({ message: t.expired }, { status: 403 });
  }
  const { entity, key } = keyOf(params.entity, request);
  if (form.get("confirm") !== CONFIRM) return data({ message: t.unconfirmed }, { status: 400 });
  const outcome = await context.get(consoleContext).deleteRecord(entity, key);
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  throw redirect(`/admin/catalogue/${entity}?${new URLSearchParams({ deleted: outcome.value.title })}`, 303);
}

export default function CatalogueDelete({ loaderData, actionData }: Route.ComponentProps) {
  const { entity, key, deletion } = loaderData;
  const goes = deletion.goes.filter((g) => g.count > 0);
  const t = useWorkWords().deletion;
  // what goes and stays come as message keys (app/features/console/server/catalogue/delete.ts)
  const goesWords: Record<string, string> = t.goes;
  const keptWords: Record<string, string> = t.kept;
  return (
    <section aria-labelledby="delete-title" className="console-delete">
      <h1 id="delete-title">{fill(t.title, { name: deletion.title })}</h1>
      {actionData ? <Notice tone="error" message={actionData.message} /> : null}
      <div className="console-card">
        <h2>{t.goesTitle}</h2>
        {goes.length ? (
          <ul data-testid="deletion-goes">
            {goes.map((g) => (
              <li key={g.label}>
                <b>{g.count}</b>
                {` ${goesWords[g.label] ?? g.label}`}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t.nothingElse}</p>
        )}
        <h2>{t.staysTitle}</h2>
        <ul>
          {deletion.kept.map((k) => (
            <li key={k}>{keptWords[k] ?? k}</li>
          ))}
        </ul>
        <p>{t.afterwards}</p>
        <Form method="post" className="console-actions">
          <TokenField />
          <button type="submit" name="confirm" value={CONFIRM} className="button button-danger">
            {t.confirm}
          </button>
          <a href={editHref(entity, key)}>{t.keep}</a>
        </Form>
      </div>
    </section>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = work[consoleMetaLang(matches)].deletion;
  return consoleMeta(loaderData ? fill(t.title, { name: loaderData.deletion.title }) : t.meta);
}
