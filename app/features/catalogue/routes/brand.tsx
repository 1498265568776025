import { data } from "react-router";
import { crumbNames } from "#app/shared/lib/crumb-names";
import { useNames } from "#app/shared/i18n/names";
import { LinkCardGrid } from "#app/features/catalogue/components/cards";
import { ChipLinks } from "#app/shared/components/chip-links";
import { PageIntro } from "#app/shared/components/content/page-intro";
import { modelCard } from "#app/features/catalogue/components/model-card";
import { CityPriceTable } from "#app/shared/components/tables";
import { ViewMoreLink } from "#app/shared/components/view-more-link";
import { BelowTheFold } from "#app/shared/components/below-the-fold";
import { apiContext } from "#app/shared/context";
import { townsContext } from "#app/features/town/context";
import { modelPrices } from "#app/features/catalogue/server/model-prices";
import { type PriceNear, priceNearIn } from "#app/features/catalogue/server/town-price";
import { modelKey } from "#app/shared/lib/list-items";
import { usePriceWhere } from "#app/features/town/components/price-where";
import { cardPriceText } from "#app/shared/rules/price-breakup";
import { sectionData, sectionHeaders } from "#app/shared/lib/section-data";
import { brandImage } from "#app/shared/images";
import { visibleCount } from "#app/shared/rules/lists";
import { modelCityPath, traderPath } from "#app/shared/rules/paths";
import { brandPath } from "#app/shared/rules/slug";
import { fromPrice } from "#app/shared/rules/from-price";
import { modelCardItem, priceListItem } from "#app/shared/lib/list-items";
import { moreClicks, nameOf, shownAndMore } from "#app/shared/lib/route-data";
import { siteUrlIn } from "#app/shared/lib/site-url";
import { required } from "#app/shared/lib/route-errors";
import { pageMeta } from "#app/features/seo/rules/meta";
import type { Route } from "./+types/brand";
import { redirectPastTheEnd } from "#app/shared/lib/list-end";
import type { PageHandle } from "#app/shared/rules/page-query";
import { fill, metaMessages, useMessages } from "#app/shared/i18n/use-messages";
import { inPageLanguage } from "#app/shared/i18n/page-texts";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";

export const handle: PageHandle & MessagesHandle = { messages: ["catalogue", "town"], query: { more: "view-more" }, ...crumbNames<Route.ComponentProps["loaderData"]>((d) => [d.brand]) };

/** The brand page's price table requests 10 rows; metadata lists 50. */
const PRICE_ROWS = 10;
const CITY_LINKS = 50;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const brandName = nameOf(params.brandName);
  const clicks = moreClicks(request);
  const shown = visibleCount("view-more", clicks);
  // One model beyond those shown tells whether View More has anything to add.
  // All calls at once, keyed by the URL: the brand's listed cities are those its lead model is
  // priced in (docs/decisions/013-city-links-in-one-wave.md). The sections below the models (city
  // links, price table, dealers) are waited for with them: the page leaves whole.
  const below = Promise.all([
    api.call("getMetadataByName", { name: brandName, count: CITY_LINKS }),
    api.call("getPriceByBrand", { brandName, count: PRICE_ROWS }),
    api.call("getDealerByBrand", { traderType: "Dealer", brandName }),
  ]).then(([cities, prices, dealers]) => ({
    cities: cities.map((c) => c.value),
    prices: prices.map(priceListItem),
    dealers: dealers.map(({ tName, traderName, cityName }) => ({ tName, traderName, cityName })),
  }));
  const towns = context.get(townsContext);
  const [brandModels, pages, belowData, town] = await Promise.all([
    api.call("getModelByOrderandBrand", { brandName, count: shown + 1 }),
    api.call("getMetadata", { name: "brand", value: brandName }),
    sectionData(below),
    towns.chosen(),
  ]);
  // an unknown brand has no models
  const models = required(brandModels);
  if (models.length <= shown) redirectPastTheEnd(request, "view-more", clicks, models.length);
  const [lead] = models;
  const [page] = required(pages);
  // Each card's "from" price and, for a visitor with a town, its price there or in the nearest
  // town listing one (decision 115): both from the model's own town prices, as its page works them out.
  const cards = shownAndMore(models, shown);
  const [prices, catalogue] = await Promise.all([Promise.all(cards.items.map((m) => modelPrices(api, m))), town ? towns.catalogue() : []]);
  const yourTown = town
    ? { town: town.name, prices: Object.fromEntries(cards.items.flatMap((m, i): [string, Omit<PriceNear, "row"> & { price: number }][] => {
        const near = priceNearIn(town, prices[i]!, catalogue);
        return near ? [[modelKey(m), { town: near.town, own: near.own, km: near.km, price: near.row.exShowroomPrice }]] : [];
      })) }
    : null;
  return data({
    yourTown,
    brand: lead.brandName,
    lead: { name: lead.name },
    models: { items: cards.items.map((m, i) => modelCardItem(m, fromPrice(prices[i]!))), more: cards.more },
    clicks,
    page: inPageLanguage(request, page),
    below: belowData,
    url: siteUrlIn(context, request, brandPath(lead.brandName)),
  }, { headers: sectionHeaders(belowData) });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { brand, lead, models, clicks, page, below, yourTown } = loaderData;
  const priceWhere = usePriceWhere();
  const [modelsHeading, citiesHeading, dealersHeading] = page?.h2 ?? [];
  const c = useMessages().catalogue;
  const names = useNames();
  const t = c.brandPage;
  const model = lead.name;
  return (
    <>
      <h1>{page?.h1 || brand}</h1>
      <PageIntro about={page?.about ?? []} intro={fill(c.intro.brand, { brand })} />

      <section aria-labelledby="brand-models">
        <h2 id="brand-models">{modelsHeading || fill(t.models, { brand })}</h2>
        <LinkCardGrid columns={3} testId="brand-models" cards={models.items.map((m, i) => {
            const card = modelCard(m, { priority: i === 0, fromWords: c.fromPrice, names });
            const inTown = yourTown?.prices[modelKey(m)];
            if (!inTown) return card;
            const note = priceWhere(inTown);
            return { ...card, href: modelCityPath(m.brandName, m.name, inTown.town), price: cardPriceText(inTown.price), note };
          })} />
        {models.more ? (
          <div className="list-actions">
            <ViewMoreLink clicks={clicks + 1} label="viewMore" />
          </div>
        ) : null}
      </section>

      <BelowTheFold data={below}>
        {({ cities, prices, dealers }) => (
          <>
            <section aria-labelledby="brand-cities">
              <h2 id="brand-cities">{citiesHeading || fill(t.cities, { brand })}</h2>
              {cities.length ? (
                <p className="muted">
                  {fill(t.cityLine, { brand, model })}
                </p>
              ) : null}
              <ChipLinks
                label={fill(t.byCity, { brand, model })}
                testId="brand-city-links"
                links={cities.map((city) => ({ href: modelCityPath(brand, lead.name, city), label: names.town(city) }))}
              />
              {prices.length ? <CityPriceTable rows={prices} caption={fill(t.priceList, { brand })} testId="brand-prices" /> : null}
            </section>

            <section aria-labelledby="brand-dealers">
              <h2 id="brand-dealers">{dealersHeading || fill(t.dealers, { brand })}</h2>
              {dealers.length ? (
                <ChipLinks
                  label={fill(t.dealersLabel, { brand })}
                  testId="brand-dealers"
                  links={dealers.map((d) => ({ href: traderPath("dealer", d.tName), label: `${d.traderName}, ${names.town(d.cityName)}` }))}
                />
              ) : (
                <p className="muted">{fill(t.noDealers, { brand })}</p>
              )}
            </section>
          </>
        )}
      </BelowTheFold>
    </>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = metaMessages(matches)?.catalogue.brandPage;
  const words = { brand: loaderData.brand };
  return pageMeta({ page: loaderData.page, url: loaderData.url, image: brandImage(loaderData.brand), title: t && fill(t.title, words), description: t && fill(t.description, words) });
}
