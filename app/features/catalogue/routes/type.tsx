import { data } from "react-router";
import { CardGrid } from "#app/features/catalogue/components/cards";
import { ChipLinks } from "#app/shared/components/chip-links";
import { SimpleText } from "#app/shared/components/content/simple-text";
import { PageLink } from "#app/shared/components/page-link";
import { addressableTown } from "#app/shared/rules/city-route";
import { formatInr, indianGrouping } from "#app/shared/rules/money";
import { LabelledPriceCard } from "#app/features/catalogue/components/price-card";
import { CityPriceTable } from "#app/shared/components/tables";
import { ListPages, NarrowForm, useRowNote } from "#app/features/catalogue/components/lists/model-list";
import { RelatedGuides } from "#app/features/content/components/related-guides";
import { relatedGuidesFor } from "#app/features/content/server/guides";
import { sectionData, sectionHeaders } from "#app/shared/lib/section-data";
import { apiContext } from "#app/shared/context";
import { comparisonViewsContext } from "#app/features/tools/context";
import { townsContext } from "#app/features/town/context";
import { listNoindex, listStatus, modelList, typeListFacts } from "#app/features/catalogue/server/model-list";
import { typeImage } from "#app/shared/images";
import { cityRoutePath } from "#app/shared/rules/city-route";
import { CITY_LINKS } from "#app/shared/rules/lists";
import { LIST_PARAMS } from "#app/shared/rules/model-list";
import { categoryCityPath, categoryFromSegment, typePath } from "#app/shared/rules/paths";
import { nameOf } from "#app/shared/lib/route-data";
import { required } from "#app/shared/lib/route-errors";
import { metaNames, useNames } from "#app/shared/i18n/names";
import { namesIn } from "#app/shared/i18n/names.server";
import { siteUrlIn } from "#app/shared/lib/site-url";
import { pageMeta } from "#app/features/seo/rules/meta";
import type { Route } from "./+types/type";
import type { PageHandle } from "#app/shared/rules/page-query";
import type { TypeInViewHandle } from "#app/features/town/components/type-in-view";
import { POPULAR_PAIRS } from "#app/features/tools/rules/compare";
import { typePairs } from "#app/features/tools/server/type-comparisons";
import { PopularComparisons, popularComparisons } from "#app/features/tools/components/popular-comparisons";
import { toolMessages } from "#app/features/tools/messages";
import { langOfPath, withoutLang } from "#app/shared/i18n/lang";
import { fill, metaLang, metaMessages, useLang, useMessages } from "#app/shared/i18n/use-messages";
import { countText } from "#app/shared/i18n/plural";
import { inPageLanguage } from "#app/shared/i18n/page-texts";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";

// The type screen /{two|three|four}-wheeler/{type}: every model of the type once (unknown
// name → 404), a page at a time, sorted and narrowed as the buyer asks
// (docs/decisions/148-lists-a-buyer-can-narrow.md); the metadata pair is (category words, type
// name), so a type under the wrong category is a 404 too.

export const handle: PageHandle & MessagesHandle & TypeInViewHandle = {
  messages: ["catalogue", "lists", "town"],
  query: LIST_PARAMS,
  typeInView: (data) => (data as { typeName?: string } | undefined)?.typeName,
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const category = categoryFromSegment(withoutLang(new URL(request.url).pathname).split("/")[1] ?? "");
  const typeName = nameOf(params.typeName).toLowerCase();
  // Every model of the type once, with its lowest price and that city, as the address sorts and
  // narrows them, a page at a time (docs/decisions/148); the type-name mapping's bounds do not
  // narrow the list (docs/decisions/090-type-screens-list-models.md); the lookup still decides 404
  // for a name it does not know, and a type no model is priced under has no page.
  const mappings$ = api.call("getTypeByName", { typeName });
  const pages$ = api.call("getMetadata", { name: category, value: typeName });
  // Guides only for a type that has a page, so a 404 leaves no call of its own still running.
  const guides$ = Promise.all([mappings$, pages$]).then(([m, p]) => (m.length && p.length ? relatedGuidesFor(api, [typeName], langOfPath(new URL(request.url).pathname)) : []));
  // The pairs visitors compare most; a failed read leaves the fixed pairs, never the page.
  const viewed$ = context.get(comparisonViewsContext).popular(typeName, POPULAR_PAIRS).catch(() => []);
  const facts$ = api.call("getTypeFacts", { typeName });
  const [mappings, pages, priceCities, dealerCities, pairs, facts, list, guides, town] = await Promise.all([
    mappings$,
    pages$,
    api.call("getMetadataByName", { name: typeName, count: CITY_LINKS }),
    api.call("getMetadataByName", { name: `${typeName} dealers`, count: CITY_LINKS }),
    // the pairs visitors compare most, then the fixed pairs: the few models they name
    typePairs(api, typeName, viewed$),
    facts$,
    modelList(api, request, typeName, "", facts$.then(([f]) => (f ? typeListFacts(f) : null))),
    sectionData(guides$),
    context.get(townsContext).chosen(),
  ]);
  required(mappings);
  const [page] = required(pages);
  const [typeFacts] = required(facts);
  // The list is the type's in India, each model at its "from" price in the table and the cards
  // alike, sorted by what they show; a visitor's town is one tap away, its own list at its prices
  // (docs/decisions/148).
  const yourTown = town ? { town: town.name } : null;
  return data({
    yourTown,
    typeName,
    page: inPageLanguage(request, page),
    models: typeFacts.models,
    lowest: typeFacts.lowest,
    list,
    priceCities: priceCities.map((c) => c.value),
    dealerCities: dealerCities.map((c) => c.value),
    comparisons: popularComparisons(pairs, namesIn(langOfPath(new URL(request.url).pathname)).type(typeName), toolMessages[langOfPath(new URL(request.url).pathname)].compare),
    guides,
    url: siteUrlIn(context, request, typePath(category, typeName)),
  }, { status: listStatus(list), headers: sectionHeaders(guides) });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function TypeScreen({ loaderData }: Route.ComponentProps) {
  const { typeName, page, models, lowest, list, priceCities, dealerCities, comparisons, guides, yourTown } = loaderData;
  const names = useNames();
  const lang = useLang();
  const label = names.type(typeName);
  const c = useMessages().catalogue;
  const t = c.type;
  const lists = useMessages().lists;
  const rowNote = useRowNote();
  const [modelsHeading, listHeading] = page.h2;
  return (
    <>
      <h1>{page.h1 || fill(t.h1, { type: label })}</h1>
      {/* how many models and from what price, made from the numbers in both languages; then the operator's English copy */}
      <p className="page-intro" data-testid="type-intro">{countText(lang, lowest > 0 ? c.intro.type : c.intro.typeNoPrice, models, { count: indianGrouping(models), type: label, price: formatInr(lowest) })}</p>
      {lang === "en" ? <SimpleText blocks={page.about} /> : null}
      {yourTown && addressableTown(yourTown.town) ? (
        <p className="type-in-town" data-testid="type-in-your-town">
          <PageLink to={categoryCityPath(typeName, yourTown.town)}>{fill(c.categoryCity.h1, { type: label, city: names.town(yourTown.town) })}</PageLink>
        </p>
      ) : null}

      <NarrowForm list={list} typeLabel={label} />
      <p className="muted" data-testid="type-lowest-note">{lists.typeLowestPrice}</p>
      <CityPriceTable
        rows={list.rows}
        caption={listHeading || fill(t.priceList, { type: label })}
        testId="type-prices"
        note={(r) => (r.rangeKm === null ? null : fill(lists.narrow.range, { km: r.rangeKm }))}
      />

      <section aria-labelledby="type-models">
        <h2 id="type-models">{modelsHeading || fill(t.models, { type: label })}</h2>
        <CardGrid columns={3} testId="type-cards">
          {list.rows.map((r, i) => (
            <LabelledPriceCard key={`${r.brandName}|${r.name}|${r.cityName}`} row={r} note={rowNote(r, names.town(r.cityName))} priority={i === 0} />
          ))}
        </CardGrid>
        <ListPages list={list} typeLabel={label} />
      </section>

      <PopularComparisons {...comparisons} />

      {priceCities.length ? (
        <section aria-labelledby="type-cities">
          <h2 id="type-cities">{fill(t.yourCity, { type: label })}</h2>
          <ChipLinks label={fill(t.byCity, { type: label })} testId="type-city-links" links={priceCities.map((city) => ({ href: categoryCityPath(typeName, city), label: names.town(city) }))} />
        </section>
      ) : null}
      {dealerCities.length ? (
        <section aria-labelledby="type-dealers">
          <h2 id="type-dealers">{fill(t.dealers, { type: label })}</h2>
          <ChipLinks label={fill(t.dealersByCity, { type: label })} testId="type-dealer-links" links={dealerCities.map((city) => ({ href: cityRoutePath(city, `${typeName} dealers`), label: fill(t.dealersIn, { city: names.town(city) }) }))} />
        </section>
      ) : null}
      <RelatedGuides guides={guides} />
    </>
  );
}

/** How many models the type lists and its "from" price, in the sentence that fits the numbers. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = metaMessages(matches)?.catalogue.type;
  const words = { type: metaNames(matches).type(loaderData.typeName) };
  const noindex = listNoindex(loaderData.list);
  return pageMeta({ page: loaderData.page, url: loaderData.url, image: typeImage(loaderData.typeName), title: t && fill(t.title, words), description: t && fill(t.description, words), noindex });
}
