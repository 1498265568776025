import { Link } from "react-router";
import { consoleContext } from "#app/console/context";
import { consoleMeta } from "#app/console/meta";
import { editHref, publicHref } from "#app/console/record-links";
import { Notice } from "#app/components/console/notice";
import { CatalogueList, catalogueList, isPaged } from "#app/components/console/lists/catalogue-lists";
import { catalogueEntities, isCatalogueEntity, keyOf, titleOf } from "#app/domain/catalogue/entities";
import { notFound } from "#app/lib/route-errors";
import type { Route } from "./+types/catalogue-records";

// The records of one catalogue entity, searchable, each opening its edit form (issue 17, point 5).

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isCatalogueEntity(params.entity)) notFound();
  const entity = params.entity;
  const console = context.get(consoleContext);
  const url = new URL(request.url);
  const search = (url.searchParams.get("q") ?? "").trim();
  if (console.mode === "remote") return { entity, search, remoteHost: console.remoteHost, items: [], total: 0, paged: null };
  // The lists that grow with the catalogue are paged in the database (docs/decisions/126).
  if (isPaged(entity)) return { entity, search, remoteHost: "", items: [], total: 0, paged: await catalogueList(console, entity, url.searchParams) };
  return { entity, search, remoteHost: "", ...(await console.records(entity, search)), paged: null };
}

export default function CatalogueRecords({ loaderData }: Route.ComponentProps) {
  const { entity, search, remoteHost, items, total, paged } = loaderData;
  const { label, summary } = catalogueEntities[entity];
  return (
    <section aria-labelledby="records-title">
      <h1 id="records-title">{label}</h1>
      {remoteHost ? (
        <Notice message={`The catalogue belongs to the remote origin (${remoteHost}): change it there.`} />
      ) : paged ? (
        <>
          <p className="console-actions">
            <Link className="button" to={`/admin/catalogue/${entity}/edit`}>
              New
            </Link>
          </p>
          <CatalogueList data={paged} />
        </>
      ) : (
        <>
          <form method="get" className="console-form console-form--inline" role="search">
            <label className="console-field">
              <span>Find</span>
              <input type="search" name="q" defaultValue={search} />
            </label>
            <button type="submit" className="button button-secondary">
              Find
            </button>
            <Link className="button" to={`/admin/catalogue/${entity}/edit`}>
              New
            </Link>
          </form>
          <p className="muted">{items.length < total ? `The first ${items.length} of ${total}` : `${total} in all`}</p>
          <ul className="console-list console-list--2" data-testid="catalogue-records">
            {items.map((item) => {
              const page = publicHref(entity, item);
              return (
                <li key={keyOf(entity, item)} className="console-item">
                  <div className="console-item__head">
                    <h2>
                      <Link to={editHref(entity, item)}>{titleOf(entity, item)}</Link>
                    </h2>
                    {page ? (
                      <a className="console-item__meta" href={page}>
                        Page
                      </a>
                    ) : null}
                  </div>
                  <p className="console-item__meta">{summary.map((f) => `${f}: ${String(item[f] ?? "")}`).join(" · ")}</p>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData ? catalogueEntities[loaderData.entity].label : "Catalogue");
}
