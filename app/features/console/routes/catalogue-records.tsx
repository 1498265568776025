import { Link } from "react-router";
import { consoleContext } from "#app/features/console/context";
import { consoleLangOf } from "#app/features/console/lang";
import { consoleMeta } from "#app/features/console/meta";
import { editHref, publicHref } from "#app/features/console/record-links";
import { summaryOf } from "#app/features/console/record-words";
import { consoleMetaLang, useConsoleWords } from "#app/features/console/use-console-words";
import * as messages from "#app/features/console/messages";
import { Notice } from "#app/features/console/components/notice";
import { CatalogueList, catalogueList, isPaged } from "#app/features/console/components/lists/catalogue-lists";
import { type CatalogueItem, isCatalogueEntity, keyOf, titleOf } from "#app/features/catalogue/rules/entities";
import { namesIn } from "#app/shared/i18n/names.server";
import { fill } from "#app/shared/i18n/use-messages";
import { notFound } from "#app/shared/lib/route-errors";
import type { Route } from "./+types/catalogue-records";

// The records of one catalogue entity, searchable, each opening its edit form;
// each row in plain words in the operator's language (app/features/console/record-words.ts).

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isCatalogueEntity(params.entity)) notFound();
  const entity = params.entity;
  const console = context.get(consoleContext);
  const url = new URL(request.url);
  const search = (url.searchParams.get("q") ?? "").trim();
  // after a delete (routes/admin/catalogue-delete.tsx): what was deleted
  const deleted = url.searchParams.get("deleted") ?? "";
  if (console.mode === "remote") return { entity, search, deleted: "", remoteHost: console.remoteHost, rows: [], total: 0, paged: null };
  // The lists that grow with the catalogue are paged in the database (docs/decisions/126).
  const lang = consoleLangOf(request);
  const names = namesIn(lang);
  if (isPaged(entity)) {
    const paged = await catalogueList(console, entity, url.searchParams);
    // each row's facts in plain words in the operator's language, as the unpaged lists show them
    const summaries = paged.page.rows.map((row) => summaryOf(lang, entity, row as unknown as CatalogueItem, names));
    return { entity, search, deleted, remoteHost: "", rows: [], total: 0, paged: { ...paged, summaries } };
  }
  const { items, total } = await console.records(entity, search);
  const rows = items.map((item) => ({ key: keyOf(entity, item), title: titleOf(entity, item), edit: editHref(entity, item), page: publicHref(entity, item), summary: summaryOf(lang, entity, item, names) }));
  return { entity, search, deleted, remoteHost: "", rows, total, paged: null };
}

export default function CatalogueRecords({ loaderData }: Route.ComponentProps) {
  const { entity, search, deleted, remoteHost, rows, total, paged } = loaderData;
  const t = useConsoleWords();
  const { label } = t.entities[entity];
  return (
    <section aria-labelledby="records-title">
      <h1 id="records-title">{label}</h1>
      {deleted ? <Notice message={fill(t.records.deleted, { name: deleted })} /> : null}
      {remoteHost ? (
        <Notice message={fill(t.catalogue.remote, { host: remoteHost })} />
      ) : paged ? (
        <>
          <p className="console-actions">
            <Link className="button" to={`/admin/catalogue/${entity}/edit`}>
              {t.catalogue.new}
            </Link>
          </p>
          <CatalogueList data={paged} />
        </>
      ) : (
        <>
          <form method="get" className="console-form console-form--inline" role="search">
            <label className="console-field">
              <span>{t.records.find}</span>
              <input type="search" name="q" defaultValue={search} />
            </label>
            <button type="submit" className="button button-secondary">
              {t.records.find}
            </button>
            <Link className="button" to={`/admin/catalogue/${entity}/edit`}>
              {t.catalogue.new}
            </Link>
          </form>
          <p className="muted">{rows.length < total ? fill(t.records.someOf, { shown: rows.length, total }) : fill(t.records.all, { total })}</p>
          <ul className="console-list console-list--2" data-testid="catalogue-records">
            {rows.map((row) => (
              <li key={row.key} className="console-item">
                <div className="console-item__head">
                  <h2>
                    <Link to={row.edit}>{row.title}</Link>
                  </h2>
                  {row.page ? (
                    <a className="console-item__meta" href={row.page}>
                      {t.records.page}
                    </a>
                  ) : null}
                </div>
                <p className="console-item__meta">{row.summary}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const lang = consoleMetaLang(matches);
  return consoleMeta(loaderData ? messages[lang].entities[loaderData.entity].label : messages[lang].catalogue.title);
}
