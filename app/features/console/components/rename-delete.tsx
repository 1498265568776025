import { Form } from "react-router";
import { keyQuery } from "#app/features/console/record-links";
import { useWorkWords } from "#app/features/console/use-console-words";
import { fill } from "#app/shared/i18n/use-messages";
import type { CatalogueEntity, CatalogueItem } from "#app/features/catalogue/rules/entities";
import { NAME } from "#app/features/catalogue/rules/limits";
import { RENAMES, isRenamable } from "#app/features/console/rules/rename";
import { TokenField } from "./token-field";

// A record's rename and the way to its delete (docs/decisions/125-rename-is-rename.md), under its
// form on the edit page: a plain form, so it works without JavaScript. A city price renames its
// town; the others rename themselves.

export function RenameAndDelete({ entity, item, error, value }: { entity: CatalogueEntity; item: CatalogueItem; error?: string; value?: string }) {
  const t = useWorkWords().rename;
  if (!isRenamable(entity)) return null;
  const { kind, field } = RENAMES[entity];
  const current = String(item[field] ?? "");
  const query = keyQuery(entity, item);
  const described = error ? "rename-error rename-help" : "rename-help";
  return (
    <section className="console-card console-rename" aria-labelledby="rename-title" data-testid="rename">
      <h2 id="rename-title">{kind === "town" ? fill(t.titleTown, { name: current }) : fill(t.section, { kind: t.kinds[kind] })}</h2>
      <Form method="post" action={`/admin/catalogue/${entity}/rename?${query}`} className="console-form">
        <TokenField />
        <div className="console-field">
          <label htmlFor="rename-to">{t.to}</label>
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
          <small id="rename-help">{`${t.follows[kind]} ${t.redirect}`}</small>
        </div>
        <button type="submit" className="button">
          {t.button}
        </button>
      </Form>
      <p className="console-actions">
        <a href={`/admin/catalogue/${entity}/delete?${query}`} className="console-danger-link">
          {fill(t.delete, { what: t.deleteWhat[entity] })}
        </a>
      </p>
    </section>
  );
}
