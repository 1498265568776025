import { crumbNames } from "#app/lib/crumb-names";
import { PageLink } from "#app/components/page-link";
import { LinkCardGrid } from "#app/components/cards";
import { PageIntro } from "#app/components/content/page-intro";
import { priceCard } from "#app/components/price-card";
import { ViewMoreLink } from "#app/components/view-more-link";
import { apiContext, townsContext } from "#app/context";
import { NoDealersTown } from "#app/components/town/no-dealers";
import { townWithoutDealers } from "#app/loaders/town-without-dealers";
import { cityRoutePath } from "#app/domain/rules/city-route";
import { listableTypes, visibleCount } from "#app/domain/rules/lists";
import { categoryCityPath, typePath } from "#app/domain/rules/paths";
import { moreClicks, nameOf } from "#app/lib/route-data";
import { notFound, required } from "#app/lib/route-errors";
import { priceListItem } from "#app/lib/list-items";
import { metaNames, useNames } from "#app/i18n/names";
import { siteUrlIn } from "#app/lib/site-url";
import { pageMeta } from "#app/seo/meta";
import type { Route } from "./+types/category-city";
import { redirectPastTheEnd } from "#app/lib/list-end";
import type { PageHandle } from "#app/domain/rules/page-query";
import { fill, metaLang, metaMessages, useMessages } from "#app/i18n/use-messages";
import { inPageLanguage } from "#app/i18n/page-texts";
import type { MessagesHandle } from "#app/i18n/message-modules";

// Category in a city, /{type}/{city}: 2 rows of 3 cards, then "Click to View More"
// shows all. The first segment must be a listed vehicle type; anything else is a 404. A town the
// catalogue lists no prices of this type for, but which the catalogue or the pincode directory
// knows, is the page of a town without dealers: 200, indexable at the town's canonical name, in no
// sitemap (docs/decisions/123-town-pages-indexable.md);
// a name neither knows stays a 404.

const CITY_LINKS = 50;

export const handle: PageHandle & MessagesHandle = { messages: ["catalogue", "town"], query: { more: "toggle" }, ...crumbNames<Route.ComponentProps["loaderData"]>((d, _, names) => [{ segment: d.city, label: names.town(d.city) }]) };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const typeName = nameOf(params.category).toLowerCase();
  const city = nameOf(params.city);
  const clicks = moreClicks(request);
  const shown = visibleCount("city-cards", clicks);
  const [types, cityRows, pages, dealerCities] = await Promise.all([
    api.call("getTypeByOrder", {}),
    // the first cards and one more (is there more to show?), or after "View More" every row: the
    // page reads what it shows, not the town's every model of the type (docs/decisions/140)
    Number.isFinite(shown) ? api.call("getCategoryCityFirst", { category: typeName, city, count: shown + 1 }) : api.call("getCategoryCity", { category: typeName, city }),
    api.call("getMetadata", { name: typeName, value: city }),
    api.call("getMetadataByName", { name: `${typeName} dealers`, count: CITY_LINKS }),
  ]);
  const type = listableTypes(types).find((t) => t.typeName.toLowerCase() === typeName) ?? notFound();
  if (cityRows.length === 0) {
    const dealerNames = dealerCities.map((c) => c.value);
    const found = (await townWithoutDealers(api, context.get(townsContext), type.typeName, city, dealerNames)) ?? notFound();
    const url = siteUrlIn(context, request, categoryCityPath(type.typeName, found.town.name));
    return { kind: "no-dealers" as const, type, city: found.town.name, found, url };
  }
  const rows = required(cityRows);
  const [page] = required(pages);
  const cityName = rows[0].cityName;
  redirectPastTheEnd(request, "city-cards", clicks, rows.length);
  return {
    kind: "listed" as const,
    type,
    city: cityName,
    page: inPageLanguage(request, page),
    rows: rows.slice(0, shown).map(priceListItem),
    more: rows.length > shown,
    hasDealers: dealerCities.some((c) => c.value.toLowerCase() === cityName.toLowerCase()),
    url: siteUrlIn(context, request, categoryCityPath(type.typeName, cityName)),
  };
}

export default function CategoryCity({ loaderData }: Route.ComponentProps) {
  const names = useNames();
  if (loaderData.kind === "no-dealers") {
    const { type, found } = loaderData;
    return <NoDealersTown {...found} typeName={type.typeName} typeLabel={names.type(type.typeName)} />;
  }
  const { type, page, rows, more, hasDealers } = loaderData;
  const label = names.type(type.typeName);
  const city = names.town(loaderData.city);
  const c = useMessages().catalogue;
  const t = c.categoryCity;
  return (
    <>
      <h1>{page.h1 || fill(t.h1, { type: label, city })}</h1>
      <PageIntro about={page.about} intro={fill(c.intro.categoryCity, { type: label, city })} />
      <section aria-labelledby="city-models">
        <h2 id="city-models">{page.h2[0] || fill(t.models, { type: label, city })}</h2>
        <LinkCardGrid columns={3} testId="city-cards" cards={rows.map((r, i) => priceCard(r, { priority: i === 0 }))} />
        {more ? (
          <div className="list-actions">
            <ViewMoreLink clicks={1} label="clickViewMore" />
          </div>
        ) : null}
      </section>
      <p className="meta-links">
        <PageLink to={typePath(type.categoryName, type.typeName)}>{fill(t.allPrices, { type: label })}</PageLink>
        {hasDealers ? <PageLink to={cityRoutePath(loaderData.city, `${type.typeName} dealers`)}>{fill(t.dealersIn, { type: label, city })}</PageLink> : null}
      </p>
    </>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.kind === "no-dealers") {
    const t = metaMessages(matches)?.town.noDealers;
    const names = metaNames(matches);
    const words = { type: names.type(loaderData.type.typeName), town: names.town(loaderData.city) };
    return pageMeta({ url: loaderData.url, title: t && fill(t.title, words), description: t && fill(t.description, words) });
  }
  const t = metaMessages(matches)?.catalogue.categoryCity;
  const names = metaNames(matches);
  const words = { type: names.type(loaderData.type.typeName), city: names.town(loaderData.city) };
  return pageMeta({ page: loaderData.page, url: loaderData.url, title: t && fill(t.title, words), description: t && fill(t.description, words) });
}
