import { LinkCardGrid } from "#app/components/cards";
import { BrandIndex } from "#app/components/lists/brand-index";
import { ViewMoreLink } from "#app/components/view-more-link";
import { apiContext } from "#app/context";
import { brandImage, typeImage } from "#app/domain/images";
import { listableTypes, toggleLabel, visibleCount } from "#app/domain/rules/lists";
import { typePath } from "#app/domain/rules/paths";
import { brandPath } from "#app/domain/rules/slug";
import { moreClicks } from "#app/lib/route-data";
import { useNames } from "#app/i18n/names";
import { HOME_BRAND_REQUEST } from "#app/lib/home-categories";
import { canonicalUrl } from "#app/lib/site-url";
import { pageMeta } from "#app/seo/meta";
import type { Route } from "./+types/view-all";
import { redirectPastTheEnd } from "#app/lib/list-end";
import { crumbNames } from "#app/lib/crumb-names";
import type { PageHandle } from "#app/domain/rules/page-query";
import { withoutLang } from "#app/i18n/lang";
import { metaMessages, useMessages } from "#app/i18n/use-messages";

// Spec §2 view-all screen, two addresses: the type list (/types-of-electric-vehicles) and the
// brand list (/e-rickshaw-manufacturer-companies-in-india). No metadata pair covers them, so their
// head texts are fixed in the catalogue messages (docs/decisions/012-view-all-and-lists.md).


/** The brand list's View More / View Less toggle (the type list takes nothing). */
export const handle: PageHandle = {
  query: { more: "toggle" },
  // The breadcrumb's words for the two pages this module serves (each matches its own URL).
  ...crumbNames((_, t) => [
    { segment: "types-of-electric-vehicles", label: t.catalogue.viewAll.types.crumb },
    { segment: "e-rickshaw-manufacturer-companies-in-india", label: t.catalogue.viewAll.brands.crumb },
  ]),
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const url = canonicalUrl(context, request);
  if (withoutLang(new URL(request.url).pathname).startsWith("/types-of-electric-vehicles")) {
    const types = listableTypes(await api.call("getTypeByOrder", {}));
    return { screen: "types" as const, url, types, brands: [], clicks: 0, hasToggle: false, allBrands: [] };
  }
  const clicks = moreClicks(request) % 2;
  const all = await api.call("getBrandByOrder", { count: HOME_BRAND_REQUEST });
  const brands = all.slice(0, visibleCount("brand-list", clicks)).map((b) => b.brandName);
  redirectPastTheEnd(request, "brand-list", clicks, all.length);
  const hasToggle = all.length > visibleCount("brand-list", 0);
  return { screen: "brands" as const, url, types: [], brands, clicks, hasToggle, allBrands: all.map((b) => b.brandName) };
}

export default function ViewAll({ loaderData }: Route.ComponentProps) {
  const { screen, types, brands, clicks, hasToggle, allBrands } = loaderData;
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
          <BrandIndex names={allBrands} />
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
