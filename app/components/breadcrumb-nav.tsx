import { Link, useLocation, useRouteLoaderData } from "react-router";
import { breadcrumb, type TypeEntry } from "#app/domain/rules/breadcrumb";
import { crumbIsPage } from "#app/domain/rules/crumb-links";

// Spec §2 breadcrumb, from the URL and the type list the root loader keeps. The last crumb is the
// current page; crumbs of prefixes that are no page show as text.

export function BreadcrumbNav() {
  const { pathname } = useLocation();
  const root = useRouteLoaderData("root") as { types: TypeEntry[] } | undefined;
  const crumbs = breadcrumb(pathname, root?.types ?? []);
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol itemScope itemType="https://schema.org/BreadcrumbList">
        {crumbs.map((crumb, i) => {
          const current = i === crumbs.length - 1;
          const label = <span itemProp="name">{crumb.label}</span>;
          return (
            <li key={crumb.href} itemProp="itemListElement" itemScope itemType="https://schema.org/ListItem">
              {current ? (
                <span aria-current="page">{label}</span>
              ) : crumbIsPage(crumb.href) ? (
                <Link to={crumb.href} itemProp="item">
                  {label}
                </Link>
              ) : (
                label
              )}
              <meta itemProp="position" content={String(i + 1)} />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
