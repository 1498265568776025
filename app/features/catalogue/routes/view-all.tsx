import { LinkCardGrid } from "#app/features/catalogue/components/cards";
import { BrandIndex } from "#app/features/catalogue/components/lists/brand-index";
import { ViewMoreLink } from "#app/shared/components/view-more-link";
import { apiContext } from "#app/shared/context";
import { brandImage, typeImage } from "#app/shared/images";
import { listableTypes, toggleLabel, visibleCount } from "#app/shared/rules/lists";
import { typePath } from "#app/shared/rules/paths";
import { brandPath } from "#app/shared/rules/slug";
import { moreClicks } from "#app/shared/lib/route-data";
import { useNames } from "#app/shared/i18n/names";
import { LIST_PAGE, pageOf, pageStartFor, readPageStart } from "#app/shared/rules/list-pages";
import { canonicalUrl } from "#app/shared/lib/site-url";
import { pageMeta } from "#app/features/seo/rules/meta";
import { redirect } from "react-router";
import type { Route } from "./+types/view-all";
import { redirectPastTheEnd } from "#app/shared/lib/list-end";
import { crumbNames } from "#app/shared/lib/crumb-names";
import type { PageHandle } from "#app/shared/rules/page-query";
import { withoutLang } from "#app/shared/i18n/lang";
import { metaMessages, useMessages } from "#app/shared/i18n/use-messages";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";

// The view-all screen, two addresses: the type list (/types-of-electric-vehicles) and the
// brand list (/e-rickshaw-manufacturer-companies-in-india). No metadata pair covers them, so their
// head texts are fixed in the catalogue messages (docs/decisions/012-view-all-and-lists.md).


/** The brand list's View More / View Less toggle, and where its A–Z index's page starts (the type list takes neither). */
export const handle: PageHandle & MessagesHandle = {
  messages: ["catalogue", "lists"],
  query: { more: "toggle", from: "text" },
  // The breadcrumb's words for the two pages this module serves (each matches its own URL).
  ...crumbNames((_, t) => [
    { segment: "types-of-electric-vehicles", label: t.catalogue.viewAll.types.crumb },
    { segment: "e-rickshaw-manufacturer-companies-in-india", label: t.catalogue.viewAll.brands.crumb },
  ]),
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const url = canonicalUrl(context, request);
  const none = { brands: [], clicks: 0, hasToggle: false, index: { names: [], next: null, paged: false } };
  if (withoutLang(new URL(request.url).pathname).startsWith("/types-of-electric-vehicles")) {
    const types = listableTypes(await api.call("getTypeByOrder", {}));
    return { screen: "types" as const, url, types, ...none };
  }
  const clicks = moreClicks(request) % 2;
  // The cards: the most popular brands, as many as the longer view shows (it knows whether there
  // are more than the shorter one). The index: one page A to Z from `?from=` (docs/decisions/136).
  const from = readPageStart(new URL(request.url).searchParams.get("from"));
  const [top, rows] = await Promise.all([
    api.call("getBrandByOrder", { count: visibleCount("brand-list", 1) }),
    api.call("getBrandFrom", { from, count: LIST_PAGE + 1 }),
  ]);
  const start = pageStartFor(from, rows[0]?.brandName);
  if (start !== null) throw redirect(pageAt(request, start));
  const brands = top.slice(0, visibleCount("brand-list", clicks)).map((b) => b.brandName);
  redirectPastTheEnd(request, "brand-list", clicks, top.length);
  const hasToggle = top.length > visibleCount("brand-list", 0);
  const page = pageOf(rows, (b) => b.brandName);
  const index = { names: page.items.map((b) => b.brandName), next: page.next, paged: from !== "" || page.next !== null };
  return { screen: "brands" as const, url, types: [], brands, clicks, hasToggle, index };
}

/** The address of the page starting at `start`, with the request's other parameters. */
function pageAt(request: Request, start: string): string {
  const url = new URL(request.url);
  if (start) url.searchParams.set("from", start);
  else url.searchParams.delete("from");
  return `${url.pathname}${url.search}`;
}

export default function ViewAll({ loaderData }: Route.ComponentProps) {
  const { screen, types, brands, clicks, hasToggle, index } = loaderData;
  const words = useMessages().catalogue.viewAll[screen];
  const names = useNames();
  return (
    <>
      <h1>{words.h1}</h1>
      {screen === "types" ? (
        <LinkCardGrid
          columns={4}
          testId="type-list"
          cards={types.map((t, i) => ({
            priority: i === 0,
            href: typePath(t.categoryName, t.typeName),
            image: typeImage(t.typeName),
            title: names.type(t.typeName),
            note: names.category(t.categoryName),
          }))}
        />
      ) : (
        <>
          <LinkCardGrid columns={3} testId="brand-list" cards={brands.map((b, i) => ({ href: brandPath(b), image: brandImage(b), title: b, priority: i === 0 }))} />
          {hasToggle ? (
            <div className="list-actions">
              <ViewMoreLink clicks={(clicks + 1) % 2} label={toggleLabel(clicks)} />
            </div>
          ) : null}
          <BrandIndex names={index.names} next={index.next} paged={index.paged} />
        </>
      )}
    </>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const words = metaMessages(matches)?.catalogue.viewAll[loaderData.screen];
  if (!words) return [];
  const { title, description } = words;
  return pageMeta({ title, description, url: loaderData.url });
}
