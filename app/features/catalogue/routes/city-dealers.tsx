import { crumbNames } from "#app/shared/lib/crumb-names";
import { LinkCardGrid } from "#app/features/catalogue/components/cards";
import { DealerCard } from "#app/features/catalogue/components/dealer-card";
import { PageIntro } from "#app/shared/components/content/page-intro";
import { priceCard } from "#app/features/catalogue/components/price-card";
import { ViewMoreLink } from "#app/shared/components/view-more-link";
import { apiContext } from "#app/shared/context";
import { cityRoutePath, normaliseCityRoute } from "#app/shared/rules/city-route";
import { activatedFirst } from "#app/features/catalogue/rules/dealers";
import { visibleCount } from "#app/shared/rules/lists";
import { moreClicks } from "#app/shared/lib/route-data";
import { notFound, required } from "#app/shared/lib/route-errors";
import { priceListItem } from "#app/shared/lib/list-items";
import { titleCase } from "#app/shared/rules/display-name";
import { siteUrlIn } from "#app/shared/lib/site-url";
import { pageMeta } from "#app/features/seo/rules/meta";
import type { Route } from "./+types/city-dealers";
import { redirectPastTheEnd } from "#app/shared/lib/list-end";
import type { PageHandle } from "#app/shared/rules/page-query";
import { fill, metaLang, metaMessages, useMessages } from "#app/shared/i18n/use-messages";
import { metaNames, useNames } from "#app/shared/i18n/names";
import { inPageLanguage } from "#app/shared/i18n/page-texts";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";

// The dealer list for a city, /city/{city}/{type} (also /city/{city}/electric-rickshaw-dealers),
// normalised by the city-route rule (docs/decisions/003-city-route.md); a broken route is a 404.

export const handle: PageHandle & MessagesHandle = { messages: ["catalogue"], query: { more: "toggle" }, ...crumbNames<Route.ComponentProps["loaderData"]>((d, t, names) => [
  { segment: d.city, label: names.town(d.city) },
  { segment: "city", label: t.catalogue.cityDealers.crumb },
  { segment: d.typeSegment, label: fill(t.catalogue.cityDealers.dealers, { type: names.type(d.vehicleType) }) },
]) };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const route = normaliseCityRoute(params.city, params.typeName);
  if (!route.ok) notFound();
  const api = context.get(apiContext);
  const clicks = moreClicks(request);
  const [cityDealers, pages, models] = await Promise.all([
    api.call("getDealerByCityandActivate", { typeName: route.vehicleType, city: route.city }),
    api.call("getMetadata", { name: `${route.vehicleType} dealers`, value: route.city }),
    api.call("getPriceByCityandType", { cityName: route.city, typeName: route.vehicleType }),
  ]);
  const dealers = required(cityDealers);
  const [page] = required(pages);
  const city = dealers[0].cityName || route.city;
  redirectPastTheEnd(request, "city-models", clicks, models.length);
  const shown = visibleCount("city-models", clicks);
  return {
    city,
    vehicleType: route.vehicleType,
    typeSegment: params.typeName,
    page: inPageLanguage(request, page),
    dealers: activatedFirst(dealers).map(({ tName, traderName, typeName, cityName, activate, brandList, address, addressHi }) => ({
      tName, traderName, typeName, cityName, activate, brandList, address, addressHi,
    })),
    models: models.slice(0, shown).map(priceListItem),
    moreModels: models.length > shown,
    url: siteUrlIn(context, request, cityRoutePath(city, route.typeName)),
  };
}

export default function CityDealers({ loaderData }: Route.ComponentProps) {
  const { vehicleType, page, dealers, models, moreModels } = loaderData;
  const c = useMessages().catalogue;
  const t = c.cityDealers;
  const names = useNames();
  const type = names.type(vehicleType);
  const city = names.town(loaderData.city);
  return (
    <>
      <h1>{page.h1 || fill(t.h1, { type, city })}</h1>
      <PageIntro about={page.about} intro={fill(c.intro.cityDealers, { type, city })} />
      <section aria-labelledby="dealers-title">
        <h2 id="dealers-title">{page.h2[0] || fill(t.dealers, { type })}</h2>
        <ul className="dealer-list" data-testid="dealer-list">
          {dealers.map((d, i) => (
            <DealerCard key={d.tName} dealer={d} prominent={i === 0} />
          ))}
        </ul>
      </section>
      {models.length ? (
        <section aria-labelledby="city-models">
          <h2 id="city-models">{fill(t.modelsIn, { city })}</h2>
          <LinkCardGrid columns={3} testId="city-models" cards={models.map((r) => priceCard(r))} />
          {moreModels ? (
            <div className="list-actions">
              <ViewMoreLink clicks={1} label="clickViewMore" />
            </div>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = metaMessages(matches)?.catalogue.cityDealers;
  const names = metaNames(matches);
  const words = { type: names.type(loaderData.vehicleType), city: names.town(loaderData.city) };
  return pageMeta({ page: loaderData.page, url: loaderData.url, title: t && fill(t.title, words), description: t && fill(t.description, words) });
}
