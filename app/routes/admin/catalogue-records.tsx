import { Link } from "react-router";
import { consoleContext } from "#app/console/context";
import { consoleMeta } from "#app/console/meta";
import { editHref, publicHref } from "#app/console/record-links";
import { Notice } from "#app/components/console/notice";
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
  // after a delete (routes/admin/catalogue-delete.tsx): what was deleted
  const deleted = url.searchParams.get("deleted") ?? "";
  if (console.mode === "remote") return { entity, search, deleted: "", remoteHost: console.remoteHost, items: [], total: 0 };
  return { entity, search, deleted, remoteHost: "", ...(await console.records(entity, search)) };
}

export default function CatalogueRecords({ loaderData }: Route.ComponentProps) {
  const { entity, search, deleted, remoteHost, items, total } = loaderData;
  const { label, summary } = catalogueEntities[entity];
  return (
    <section aria-labelledby="records-title">
      <h1 id="records-title">{label}</h1>
      {deleted ? <Notice message={`Deleted ${deleted}, and what went with it. Its pages answer “not found” now.`} /> : null}
      {remoteHost ? (
        <Notice message={`The catalogue belongs to the remote origin (${remoteHost}): change it there.`} />
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
