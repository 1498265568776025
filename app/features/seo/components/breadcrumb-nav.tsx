import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { PageLink } from "#app/shared/components/page-link";
import { breadcrumb, titledTrail, type TypeEntry } from "#app/shared/rules/breadcrumb";
import { crumbIsPage } from "#app/shared/rules/crumb-links";
import { breadcrumbLd } from "#app/features/seo/rules/breadcrumb-ld";
import { scriptJson } from "#app/shared/lib/escape";
import { namesOfMatches, titleOfMatches } from "#app/shared/lib/crumb-names";
import { pathIn, withoutLang } from "#app/shared/i18n/lang";
import { useLang, useMessages } from "#app/shared/i18n/use-messages";
import { useNames } from "#app/shared/i18n/names";

// The breadcrumb, from the URL and the type list the root loader keeps. The last crumb is the
// current page; crumbs of prefixes that are no page show as text. Labels are the display names the
// matched routes give (their `handle.crumbNames`). One line on a phone: the trail scrolls inside
// itself rather than wrapping (shell.css).

export function BreadcrumbNav() {
  const { pathname } = useLocation();
  const root = useRouteLoaderData("root") as { types: TypeEntry[]; origin: string } | undefined;
  const lang = useLang();
  const names = useNames();
  const messages = useMessages();
  const t = messages.shell;
  // The trail of the page's English path, labelled with the display names the matched routes
  // give; on a Hindi page Home is named in Hindi and each crumb links the Hindi page.
  const matches = useMatches();
  const title = titleOfMatches(matches);
  const trail = title ? titledTrail(withoutLang(pathname), title) : breadcrumb(withoutLang(pathname), root?.types ?? [], namesOfMatches(matches, messages, names), names);
  const crumbs = trail.map((crumb, i) =>
    i === 0 ? { ...crumb, label: t.homeLabel } : crumb,
  );
  if (crumbs.length < 2) return null;
  // The same trail as JSON-LD for crawlers.
  const localCrumbs = crumbs.map((crumb) => ({ ...crumb, href: pathIn(lang, crumb.href) }));
  const jsonLd = scriptJson(breadcrumbLd(localCrumbs, root?.origin ?? "")[0] ?? {});
  return (
    <nav aria-label={t.breadcrumb} className="breadcrumb">
      <script type="application/ld+json">{jsonLd}</script>
      <ol>
        {crumbs.map((crumb, i) => {
          const current = i === crumbs.length - 1;
          const label = <span className="crumb-label" lang={crumb.english && lang === "hi" ? "en" : undefined}>{crumb.label}</span>;
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
