import { Form } from "react-router";
import { keyQuery } from "#app/console/record-links";
import { type CatalogueEntity, type CatalogueItem, catalogueEntities } from "#app/domain/catalogue/entities";
import { NAME } from "#app/domain/catalogue/limits";
import { RENAMES, isRenamable } from "#app/domain/catalogue/rename";
import { TokenField } from "./token-field";

// A record's rename and the way to its delete (docs/decisions/125-rename-is-rename.md), under its
// form on the edit page: a plain form, so it works without JavaScript. A city price renames its
// town; the others rename themselves.

const FOLLOWS = {
  brand: "Its models, city prices, dealers' brand lists, pictures and pages follow.",
  model: "Its city prices, dealers' product lists, picture and pages follow.",
  town: "Every price and dealer in this town, and its pages, follow.",
  trader: "Its products, pages, lead links, webhook, keys and leads follow.",
} as const;

export function RenameAndDelete({ entity, item, error, value }: { entity: CatalogueEntity; item: CatalogueItem; error?: string; value?: string }) {
  if (!isRenamable(entity)) return null;
  const { kind, field } = RENAMES[entity];
  const current = String(item[field] ?? "");
  const query = keyQuery(entity, item);
  const described = error ? "rename-error rename-help" : "rename-help";
  return (
    <section className="console-card console-rename" aria-labelledby="rename-title" data-testid="rename">
      <h2 id="rename-title">{kind === "town" ? `Rename the town ${current}` : `Rename this ${kind}`}</h2>
      <Form method="post" action={`/admin/catalogue/${entity}/rename?${query}`} className="console-form">
        <TokenField />
        <div className="console-field">
          <label htmlFor="rename-to">Rename to …</label>
          <input
            id="rename-to"
            name="to"
            type="text"
            required
            maxLength={NAME.max}
            autoComplete="off"
            defaultValue={value ?? current}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
          />
          {error ? (
            <small id="rename-error" className="console-field__error">
              {error}
            </small>
          ) : null}
          <small id="rename-help">{`${FOLLOWS[kind]} The old addresses redirect to the new ones.`}</small>
        </div>
        <button type="submit" className="button">
          Rename
        </button>
      </Form>
      <p className="console-actions">
        <a href={`/admin/catalogue/${entity}/delete?${query}`} className="console-danger-link">
          {`Delete this ${catalogueEntities[entity].singular}…`}
        </a>
      </p>
    </section>
  );
}
