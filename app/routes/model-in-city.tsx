import { crumbNames } from "#app/lib/crumb-names";
import { PageLink } from "#app/components/page-link";
import { LinkCardGrid } from "#app/components/cards";
import { Collapsible } from "#app/components/collapsible";
import { collapseNeed } from "#app/domain/rules/collapse";
import { DetailImage } from "#app/components/detail-image";
import { Photos } from "#app/components/gallery/photos";
import { ownerKey } from "#app/domain/gallery";
import { EnquiryButton } from "#app/components/enquiry-button";
import { ModelSummary, OperatorText } from "#app/components/content/page-intro";
import { modelCard } from "#app/components/model-card";
import { PriceBreakupTable } from "#app/components/price-breakup-table";
import { CityPriceTable, KeyValueTable } from "#app/components/tables";
import { BelowTheFold } from "#app/components/below-the-fold";
import { HydrateApart } from "#app/components/hydrate-apart";
import { apiContext, picturesContext } from "#app/context";
import { NOT_STORED, sectionData, sectionHeaders } from "#app/lib/section-data";
import { modelImage } from "#app/domain/images";
import { familyOfType } from "#app/domain/vehicle-family";
import { cityFromPriceSegment } from "#app/domain/rules/city-route";
import { blocksPlain, shownText } from "#app/domain/rules/simple-text";
import { modelSummary } from "#app/loaders/model-summary";
import { OTHER_MODELS_ROW_SIZE } from "#app/domain/rules/lists";
import { modelCityPath, typePath } from "#app/domain/rules/paths";
import { priceBreakup, priceHeadline } from "#app/domain/rules/price-breakup";
import { priceLabel } from "#app/domain/rules/price-label";
import { whatsappShareHref } from "#app/domain/rules/share";
import { brandPath } from "#app/domain/rules/slug";
import { nameOf } from "#app/lib/route-data";
import { notFound, required } from "#app/lib/route-errors";
import { cityProductItem, modelCardItem, priceListItem } from "#app/lib/list-items";
import { metaNames, useNames } from "#app/i18n/names";
import { siteUrlIn } from "#app/lib/site-url";
import { pageMeta } from "#app/seo/meta";
import { breakupParts } from "#app/loaders/breakup-parts";
import type { Route } from "./+types/model-in-city";
import { data } from "react-router";
import type { PageHandle } from "#app/domain/rules/page-query";
import { emiPrice } from "#app/domain/tools/emi-price";
import { readEmiQuery } from "#app/domain/tools/emi-query";
import { apart } from "#app/tools/apart";
import { ldLanguage, productLd } from "#app/seo/structured-data";
import { fill, metaLang, metaMessages, priceText, useLang, useMessages } from "#app/i18n/use-messages";
import { langOfPath } from "#app/i18n/lang";
import { formatInr } from "#app/domain/billing/money";
import { breakupSubsidy } from "#app/loaders/subsidy";
import { modelFromPrice } from "#app/loaders/model-prices";
import { priceNearText } from "#app/loaders/town-price";
import { specCell } from "#app/components/catalogue/spec-value";
import { specsShown } from "#app/loaders/spec-values";
import { OperatorPart } from "#app/components/subsidy/operator-part";
import { inPageLanguage } from "#app/i18n/page-texts";
import type { MessagesHandle } from "#app/i18n/message-modules";

/** The brand's citywise table shows 5 rows here; other models: up to 6 fetched. */
const BRAND_PRICE_ROWS = 5;
const OTHER_MODELS = 6;

/**
 * The EMI form without JavaScript: its answer is never stored, its canonical is the page.
 * The breadcrumb names the brand, the model and the city as stored.
 */
export const handle: PageHandle & MessagesHandle = {
  messages: ["catalogue", "specNames"],
  query: { down: "text", months: "text", rate: "text" },
  ...crumbNames<Route.ComponentProps["loaderData"]>((d, _, names) => [d.product.brandName, d.product.name, { segment: d.row.cityName, label: names.town(d.row.cityName) }]),
};
const Emi = apart(() => import("#app/tools/emi-calculator").then((m) => m.EmiCalculator));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const brandName = nameOf(params.brandName);
  const name = nameOf(params.model);
  const city = cityFromPriceSegment(params.city);
  if (!city.ok) notFound();
  // Every call starts now; the brand's price table and other models (below the fold) are waited
  // for with the rest: the page leaves whole.
  const brandPrices = api.call("getPriceByBrand", { brandName, count: BRAND_PRICE_ROWS }).then((rows) => rows.map(priceListItem));
  // each other model at its "from" price, from its own town prices (app/loaders/town-price.ts)
  const brandModels = api
    .call("getModelByBrand", { brandName, count: OTHER_MODELS })
    .then((models) => Promise.all(models.map(async (m) => modelCardItem(m, await modelFromPrice(api, m)))));
  const product$ = api.call("getProductByBrandandModel", { brandName, name });
  // The model's photos, named as the catalogue spells it; none on a failure (the drawing is shown).
  const photos$ = product$.then(([p]) =>
    p ? context.get(picturesContext).gallery(ownerKey({ kind: "model", brandName: p.brandName, modelName: p.name })).catch(() => []) : []);
  const [rows, products, pages, pricesData, modelsData, , photos] = await Promise.all([
    api.call("getPriceByModelandCity", { brandName, name, cityName: city.city }),
    product$,
    api.call("getMetadata", { name: `${brandName} ${name}`, value: city.city }),
    sectionData(brandPrices),
    sectionData(brandModels),
    Emi.ready(),
    photos$,
    Photos.ready(),
  ]);
  const [row] = required(rows);
  const [product] = required(products);
  const [page] = required(pages);
  const lang = langOfPath(new URL(request.url).pathname);
  const { schemeEnds: ends, ...subsidy } = await breakupSubsidy(api, product, row, lang, priceBreakup(row).showBreakup);
  const onRoad = emiPrice(row);
  const emi = readEmiQuery(new URL(request.url).searchParams, onRoad);
  const item = cityProductItem(product);
  const pageInLanguage = inPageLanguage(request, page);
  const url = siteUrlIn(context, request, modelCityPath(product.brandName, product.name, row.cityName));
  const image = modelImage(item.brandName, item.name);
  // the page's one sentence of its price (and its description): made from the town's price now
  const summary = modelSummary(lang, {
    title: `${product.brandName} ${product.name}`,
    price: { kind: "town", amount: row.exShowroomPrice, town: row.cityName },
    specs: product,
    description: product.description,
  });
  const about = shownText(lang, item.aboutProduct, item.aboutProductHi);
  return data({
    row,
    onRoad,
    emi,
    // where the EMI's price is from, in the words of every price near a town: "Price in Gorakhpur"
    emiWhere: priceNearText(lang, { town: row.cityName, own: true, km: 0 }),
    product: item,
    photos,
    page: pageInLanguage,
    brandPrices: pricesData,
    brandModels: modelsData,
    subsidy,
    specs: specsShown(lang, item, ends),
    summary,
    // how long the "About" text runs: a short one is not folded away
    aboutLength: summary.length + blocksPlain(about.blocks).length,
    // the operator's about text and the town's offer, read in the version the page shows
    about,
    offer: shownText(lang, row.offer, row.offerHi),
    parts: breakupParts(product, lang),
    url,
    // Built here, on the server: the JSON-LD builders stay out of the page's JavaScript.
    jsonLd: [productLd({ product: { ...item, price: row.exShowroomPrice }, cityPrice: row, url, description: summary, image, language: ldLanguage(lang) })],
  }, { headers: emi.asked ? NOT_STORED : sectionHeaders(pricesData, modelsData) });
}

/** The battery's and the charger's rows: in the breakup, or on their own where it is not shown. */
function PartRows({ parts }: { parts: { key: string; label: string; text: string }[] }) {
  return parts.map((part) => (
    <tr key={part.key} data-testid={`breakup-${part.key}`}>
      <th scope="row">{part.label}</th>
      <td className="breakup-part">{part.text}</td>
    </tr>
  ));
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function ModelInCity({ loaderData }: Route.ComponentProps) {
  const { row, product: p, photos, page, brandPrices, brandModels, url, onRoad, emi, subsidy, parts, summary, aboutLength } = loaderData;
  const subsidyTotal = subsidy.lines.reduce((sum, l) => sum + (l.amount ?? 0), 0);
  const c = useMessages().catalogue;
  const t = c.modelCity;
  const lang = useLang();
  const names = useNames();
  const title = `${p.brandName} ${p.name}`;
  // `city` is the catalogue's name (addresses, enquiries); `town` is how the page names it.
  const city = row.cityName;
  const town = names.town(city);
  const headline = priceHeadline(row);
  const label = priceLabel(row);
  const breakup = priceBreakup(row, town);
  const [breakupHeading, specHeading, othersHeading] = page.h2;
  const { specs } = loaderData;
  const shortSpec = [
    { label: c.brand, value: p.brandName },
    { label: c.model, value: p.name },
    { label: c.mileagePerCharge, value: specCell(specs, "mileage") },
    { label: c.motorType, value: specCell(specs, "motorType") },
    { label: c.motorPower, value: specCell(specs, "motorPower") },
    { label: c.maxSpeed, value: specCell(specs, "speed") },
    { label: c.fullSpec, value: fill(c.fullSpecOf, { title }), href: brandPath(p.brandName, p.name) },
  ];
  return (
    <>
      <div className="product-head">
        {photos.length ? (
          <Photos photos={photos} title={title} />
        ) : (
          <DetailImage src={modelImage(p.brandName, p.name)} drawing={familyOfType(p.typeName)} alt={title} />
        )}
        <div>
          <h1>{page.h1 || fill(t.h1, { title, city: town })}</h1>
          <p className="meta-links">
            <span>
              {t.brandLabel} <PageLink to={brandPath(p.brandName)}>{p.brandName}</PageLink>
            </span>
            <span>
              {t.typeLabel} <PageLink to={typePath(p.categoryName, p.typeName)}>{names.type(p.typeName)}</PageLink>
            </span>
          </p>
          <p className="headline" data-testid="price-headline">
            {headline.text ? (
              <>
                {priceText(c, headline.label)}: <strong>{headline.text}</strong>
              </>
            ) : (
              <a href="#offers">{priceText(c, headline.label)}</a>
            )}
          </p>
          <p>{fill(t.location, { city: town })}</p>
          <div className="action-row">
            <EnquiryButton input={{ typeOfQuery: label, brandName: p.brandName, modelName: p.name, cityName: city }} className="button button-accent">
              {c.priceLabels[label]}
            </EnquiryButton>
            <a className="share-link" href={whatsappShareHref(page.title || title, headline.text ? `${priceText(c, headline.label)} ${headline.text}` : "", url)} target="_blank" rel="noopener noreferrer">
              {t.share}
            </a>
          </div>
        </div>
      </div>

      <HydrateApart>
        <section aria-labelledby="about-model" className="panel">
          <h2 id="about-model">{fill(c.modelPage.about, { title })}</h2>
          <Collapsible id="about-toggle" need={collapseNeed(aboutLength)}>
            <ModelSummary text={summary} />
            <OperatorText shown={loaderData.about} />
          </Collapsible>
        </section>

        {breakup.showBreakup ? (
          <section aria-label={t.breakup}>
            <PriceBreakupTable breakup={breakup} caption={breakupHeading || (lang === "en" && row.h2) || fill(t.onRoad, { title, city: town })}>
              <PartRows parts={parts.rows} />
              {subsidy.lines.map((l) => (
                <tr key={l.label.part.value} className="subsidy-line" data-testid="breakup-subsidy">
                  <th scope="row">
                    <OperatorPart {...l.label} />
                    <small className="breakup-source">
                      <OperatorPart {...l.source} />
                    </small>
                  </th>
                  <td className="num">{l.text}</td>
                </tr>
              ))}
              {subsidyTotal > 0 ? (
                <tr className="total">
                  <th scope="row">{subsidy.after}</th>
                  <td className="num">{formatInr(Math.max(0, breakup.onRoadPrice - subsidyTotal))}</td>
                </tr>
              ) : null}
            </PriceBreakupTable>
          </section>
        ) : null}
        {!breakup.showBreakup && parts.rows.length ? (
          <div className="table-scroll">
            <table className="kv-table breakup-table">
              <caption>{parts.caption}</caption>
              <tbody>
                <PartRows parts={parts.rows} />
              </tbody>
            </table>
          </div>
        ) : null}
        {subsidy.href ? (
          <p className="subsidy-check-link">
            <PageLink to={subsidy.href} rel="nofollow">{subsidy.check}</PageLink>
          </p>
        ) : null}

        {onRoad > 0 ? <Emi onRoad={onRoad} where={loaderData.emiWhere} title={title} query={emi} lang={lang} /> : null}

        <section id="offers" aria-labelledby="offers-title" className="panel offer" data-testid="offers">
          <h2 id="offers-title">{t.offers}</h2>
          {loaderData.offer.blocks.length ? <OperatorText shown={loaderData.offer} /> : <p>{fill(t.askOffers, { city: town, title })}</p>}
          <EnquiryButton input={{ typeOfQuery: "Dealer", brandName: p.brandName, modelName: p.name, cityName: city }} className="button">
            {t.talkToDealer}
          </EnquiryButton>
        </section>
      </HydrateApart>

      <HydrateApart>
        <div className="two-col">
          <BelowTheFold data={brandPrices}>
            {(rows) => <CityPriceTable rows={rows} caption={fill(t.cityPrices, { brand: p.brandName })} testId="brand-city-prices" />}
          </BelowTheFold>
          <KeyValueTable rows={shortSpec} caption={specHeading || fill(c.modelPage.specs, { title })} testId="short-spec" />
        </div>

        <p className="footnote">{fill(t.footnote, { title, city: town })}</p>
      </HydrateApart>

      <BelowTheFold data={brandModels}>
        {(models) => {
          const others = models.filter((m) => m.name !== p.name).slice(0, OTHER_MODELS);
          return others.length ? (
            <section aria-labelledby="other-models">
              <h2 id="other-models">{othersHeading || fill(t.otherModels, { brand: p.brandName })}</h2>
              <LinkCardGrid columns={OTHER_MODELS_ROW_SIZE} testId="other-models" cards={others.map((m) => modelCard(m, { withBrand: true, fromWords: c.fromPrice, names }))} />
            </section>
          ) : null;
        }}
      </BelowTheFold>
    </>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, product: p, row, url, jsonLd, summary } = loaderData;
  const image = modelImage(p.brandName, p.name);
  const t = metaMessages(matches)?.catalogue.modelCity;
  const words = { title: `${p.brandName} ${p.name}`, city: metaNames(matches).town(row.cityName) };
  // the description is the page's own summary: the town's price as the page says it, never a stored figure
  return pageMeta({ page: { ...page, description: summary }, url, image, title: t && fill(t.title, words), description: t && fill(t.description, words), jsonLd });
}
