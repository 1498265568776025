import { langOfPath } from "#app/shared/i18n/lang";
import { GuideList } from "#app/features/content/components/guide-list";
import { crumbNames } from "#app/shared/lib/crumb-names";
import { metaMessages, useMessages } from "#app/shared/i18n/use-messages";
import { apiContext } from "#app/shared/context";
import { byCategory } from "#app/features/content/rules/guides";
import { guideEntries, withTitles } from "#app/features/content/server/guides";
import { canonicalUrl } from "#app/shared/lib/site-url";
import { pageMeta } from "#app/features/seo/rules/meta";
import type { Route } from "./+types/guides";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";

// /guides: every blog and article, by category, newest first. The spec has
// no such screen; its head texts are fixed here like the view-all screens'
// (docs/decisions/091-guides-hub.md).

/** The breadcrumb names the hub as the header and footer do, in the page's language. */
export const handle = { messages: ["lists"], ...crumbNames((_, t) => [{ segment: "guides", label: t.shell.footerLinks.guides }]) } satisfies MessagesHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const guides = await withTitles(api, await guideEntries(api), langOfPath(new URL(request.url).pathname));
  return { groups: byCategory(guides), url: canonicalUrl(context, request) };
}

export default function GuidesScreen({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const t = useMessages().lists;
  return (
    <>
      <h1>{t.guidesTitle}</h1>
      <p>{t.guidesIntro}</p>
      {groups.map(({ category, guides }) => (
        <section key={category} aria-labelledby={`guides-${category}`} data-testid={`guides-${category}`}>
          <h2 id={`guides-${category}`}>{t.guideCategories[category] ?? category}</h2>
          <GuideList guides={guides} columns />
        </section>
      ))}
    </>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = metaMessages(matches)?.lists;
  return pageMeta({ title: t?.guidesTitle, description: t?.guidesDescription, url: loaderData.url });
}
