import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { PageLink } from "#app/components/page-link";
import { breadcrumb, type TypeEntry } from "#app/domain/rules/breadcrumb";
import { crumbIsPage } from "#app/domain/rules/crumb-links";
import { breadcrumbLd } from "#app/seo/structured-data";
import { scriptJson } from "#app/lib/escape";
import { namesOfMatches } from "#app/lib/crumb-names";

// Spec §2 breadcrumb, from the URL and the type list the root loader keeps. The last crumb is the
// current page; crumbs of prefixes that are no page show as text. Labels are the display names the
// matched routes give (their `handle.crumbNames`). One line on a phone: the trail scrolls inside
// itself rather than wrapping (shell.css).

export function BreadcrumbNav() {
  const { pathname } = useLocation();
  const root = useRouteLoaderData("root") as { types: TypeEntry[]; origin: string } | undefined;
  const crumbs = breadcrumb(pathname, root?.types ?? [], namesOfMatches(useMatches()));
  if (crumbs.length < 2) return null;
  // The same trail as JSON-LD for crawlers.
  const jsonLd = scriptJson(breadcrumbLd(crumbs, root?.origin ?? "")[0] ?? {});
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <ol>
        {crumbs.map((crumb, i) => {
          const current = i === crumbs.length - 1;
          const label = <span className="crumb-label">{crumb.label}</span>;
          return (
            <li key={crumb.href}>
              {current ? (
                <span aria-current="page">{label}</span>
              ) : crumbIsPage(crumb.href) ? (
                <PageLink to={crumb.href}>
                  {label}
                </PageLink>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
