import { crumbNames } from "#app/shared/lib/crumb-names";
import { PageLink } from "#app/shared/components/page-link";
import { LinkCardGrid } from "#app/features/catalogue/components/cards";
import { PageIntro } from "#app/shared/components/content/page-intro";
import { ListPages, NarrowForm, useRowNote } from "#app/features/catalogue/components/lists/model-list";
import { priceCard } from "#app/features/catalogue/components/price-card";
import { apiContext } from "#app/shared/context";
import { townsContext } from "#app/features/town/context";
import { NoDealersTown } from "#app/features/town/components/no-dealers";
import type { TypeInViewHandle } from "#app/features/town/components/type-in-view";
import { townWithoutDealers } from "#app/features/town/server/town-without-dealers";
import { listNoindex, listStatus, modelList, townListFacts } from "#app/features/catalogue/server/model-list";
import { cityRoutePath } from "#app/shared/rules/city-route";
import { CITY_LINKS, listableTypes } from "#app/shared/rules/lists";
import { LIST_PARAMS } from "#app/shared/rules/model-list";
import { categoryCityPath, typePath } from "#app/shared/rules/paths";
import { sameTown } from "#app/features/town/rules/town";
import { nameOf } from "#app/shared/lib/route-data";
import { notFound, required } from "#app/shared/lib/route-errors";
import { metaNames, useNames } from "#app/shared/i18n/names";
import { siteUrlIn } from "#app/shared/lib/site-url";
import { pageMeta } from "#app/features/seo/rules/meta";
import type { Route } from "./+types/category-city";
import type { PageHandle } from "#app/shared/rules/page-query";
import { fill, metaLang, metaMessages, useMessages } from "#app/shared/i18n/use-messages";
import { inPageLanguage } from "#app/shared/i18n/page-texts";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";
import type { Api } from "#app/shared/contract";
import { data } from "react-router";

// Category in a city, /{type}/{city}: the type's models priced in the town, a page at a time,
// sorted and narrowed as the buyer asks (docs/decisions/148-lists-a-buyer-can-narrow.md). The
// first segment must be a listed vehicle type; anything else is a 404. A town the catalogue lists
// no prices of this type for, but which the catalogue or the pincode directory knows, is the page
// of a town without dealers: 200, indexable at the town's canonical name, in no sitemap
// (docs/decisions/123-town-pages-indexable.md), listing the models of the nearest town that prices
// them; a name neither knows stays a 404.

export const handle: PageHandle & MessagesHandle & TypeInViewHandle = {
  messages: ["catalogue", "lists", "town"],
  query: LIST_PARAMS,
  typeInView: (d) => (d as { type?: { typeName: string } } | undefined)?.type?.typeName,
  ...crumbNames<Route.ComponentProps["loaderData"]>((d, _, names) => [{ segment: d.city, label: names.town(d.city) }]),
};

/** What a town has of a type (kept beside its prices), if it prices any. */
async function townType(api: Api, city: string, typeName: string) {
  const rows = await api.call("getTownTypes", { city });
  return rows.find((r) => sameTown(r.type, typeName) && r.models > 0) ?? null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const typeName = nameOf(params.category).toLowerCase();
  const city = nameOf(params.city);
  const [types, own, pages, dealerCities] = await Promise.all([
    api.call("getTypeByOrder", {}),
    townType(api, city, typeName),
    api.call("getMetadata", { name: typeName, value: city }),
    api.call("getMetadataByName", { name: `${typeName} dealers`, count: CITY_LINKS }),
  ]);
  const type = listableTypes(types).find((t) => t.typeName.toLowerCase() === typeName) ?? notFound();
  if (!own) {
    const found = (await townWithoutDealers(api, context.get(townsContext), city, typeName, dealerCities.map((c) => c.value))) ?? notFound();
    const source = found.pricedTown;
    const list = source ? await modelList(api, request, typeName, source.cityName, townType(api, source.cityName, typeName).then((row) => row && townListFacts(row))) : null;
    const url = siteUrlIn(context, request, categoryCityPath(type.typeName, found.town.name));
    return data({ kind: "no-dealers" as const, type, city: found.town.name, found, list, url }, { status: list ? listStatus(list) : 200 });
  }
  const [page] = required(pages);
  const list = await modelList(api, request, typeName, own.cityName, Promise.resolve(townListFacts(own)));
  return data(
    {
      kind: "listed" as const,
      type,
      city: own.cityName,
      page: inPageLanguage(request, page),
      list,
      hasDealers: dealerCities.some((c) => sameTown(c.value, own.cityName)),
      url: siteUrlIn(context, request, categoryCityPath(type.typeName, own.cityName)),
    },
    { status: listStatus(list) },
  );
}

export default function CategoryCity({ loaderData }: Route.ComponentProps) {
  const names = useNames();
  const rowNote = useRowNote();
  const c = useMessages().catalogue;
  if (loaderData.kind === "no-dealers") {
    const { type, found, list } = loaderData;
    return <NoDealersTown {...found} list={list} typeName={type.typeName} typeLabel={names.type(type.typeName)} />;
  }
  const { type, page, list, hasDealers } = loaderData;
  const label = names.type(type.typeName);
  const city = names.town(loaderData.city);
  const t = c.categoryCity;
  return (
    <>
      <h1>{page.h1 || fill(t.h1, { type: label, city })}</h1>
      <PageIntro about={page.about} intro={fill(c.intro.categoryCity, { type: label, city })} />
      <NarrowForm list={list} typeLabel={label} />
      <section aria-labelledby="city-models">
        <h2 id="city-models">{page.h2[0] || fill(t.models, { type: label, city })}</h2>
        <LinkCardGrid columns={3} testId="city-cards" cards={list.rows.map((r, i) => ({ ...priceCard(r, { priority: i === 0 }), note: rowNote(r, undefined) }))} />
        <ListPages list={list} typeLabel={label} />
      </section>
      <p className="meta-links">
        <PageLink to={typePath(type.categoryName, type.typeName)}>{fill(t.allPrices, { type: label })}</PageLink>
        {hasDealers ? <PageLink to={cityRoutePath(loaderData.city, `${type.typeName} dealers`)}>{fill(t.dealersIn, { type: label, city })}</PageLink> : null}
      </p>
    </>
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.kind === "no-dealers") {
    const t = metaMessages(matches)?.town.noDealers;
    const names = metaNames(matches);
    const words = { type: names.type(loaderData.type.typeName), town: names.town(loaderData.city) };
    return pageMeta({ url: loaderData.url, title: t && fill(t.title, words), description: t && fill(t.description, words), noindex: listNoindex(loaderData.list) });
  }
  const t = metaMessages(matches)?.catalogue.categoryCity;
  const names = metaNames(matches);
  const words = { type: names.type(loaderData.type.typeName), city: names.town(loaderData.city) };
  return pageMeta({ page: loaderData.page, url: loaderData.url, title: t && fill(t.title, words), description: t && fill(t.description, words), noindex: listNoindex(loaderData.list) });
}
