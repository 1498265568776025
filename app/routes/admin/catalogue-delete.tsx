import { Form, data, redirect } from "react-router";
import { consoleContext } from "#app/console/context";
import { consoleMeta } from "#app/console/meta";
import { editHref, keyFromQuery } from "#app/console/record-links";
import { Notice } from "#app/components/console/notice";
import { TokenField } from "#app/components/console/token-field";
import { type CatalogueEntity, catalogueEntities, isCatalogueEntity } from "#app/domain/catalogue/entities";
import { isDeletable } from "#app/domain/catalogue/rename";
import { formIsGenuine } from "#app/lib/form-token";
import { notFound } from "#app/lib/route-errors";
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
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) {
    return data({ message: "The form had expired. Please confirm again." }, { status: 403 });
  }
  const { entity, key } = keyOf(params.entity, request);
  if (form.get("confirm") !== CONFIRM) return data({ message: "Nothing was deleted: confirm with the button below." }, { status: 400 });
  const outcome = await context.get(consoleContext).deleteRecord(entity, key);
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  throw redirect(`/admin/catalogue/${entity}?${new URLSearchParams({ deleted: outcome.value.title })}`, 303);
}

export default function CatalogueDelete({ loaderData, actionData }: Route.ComponentProps) {
  const { entity, key, deletion } = loaderData;
  const goes = deletion.goes.filter((g) => g.count > 0);
  return (
    <section aria-labelledby="delete-title" className="console-delete">
      <h1 id="delete-title">{`Delete ${deletion.title}?`}</h1>
      {actionData ? <Notice tone="error" message={actionData.message} /> : null}
      <div className="console-card">
        <h2>Goes with it</h2>
        {goes.length ? (
          <ul data-testid="deletion-goes">
            {goes.map((g) => (
              <li key={g.label}>
                <b>{g.count}</b>
                {` ${g.label}`}
              </li>
            ))}
          </ul>
        ) : (
          <p>Nothing else: only this {catalogueEntities[entity].singular}.</p>
        )}
        <h2>Stays</h2>
        <ul>
          {deletion.kept.map((k) => (
            <li key={k}>{k}</li>
          ))}
        </ul>
        <p>Its pages answer “not found” afterwards. This cannot be undone: export the catalogue first to keep a copy.</p>
        <Form method="post" className="console-actions">
          <TokenField />
          <button type="submit" name="confirm" value={CONFIRM} className="button button-danger">
            Delete for good
          </button>
          <a href={editHref(entity, key)}>Keep it</a>
        </Form>
      </div>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData ? `Delete ${loaderData.deletion.title}?` : "Delete");
}
