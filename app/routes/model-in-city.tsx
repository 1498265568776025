import { crumbNames } from "#app/lib/crumb-names";
import { PageLink } from "#app/components/page-link";
import { LinkCardGrid } from "#app/components/cards";
import { Collapsible } from "#app/components/collapsible";
import { DetailImage } from "#app/components/detail-image";
import { EnquiryButton } from "#app/components/enquiry-button";
import { HtmlBlock } from "#app/components/html-block";
import { modelCard } from "#app/components/model-card";
import { PriceBreakupTable } from "#app/components/price-breakup-table";
import { CityPriceTable, KeyValueTable } from "#app/components/tables";
import { Deferred, Loading } from "#app/components/deferred";
import { HydrateApart } from "#app/components/hydrate-apart";
import { apiContext } from "#app/context";
import { inlineIfQuick } from "#app/lib/inline-if-quick";
import { modelImage } from "#app/domain/images";
import { cityFromPriceSegment } from "#app/domain/rules/city-route";
import { fillDescription } from "#app/domain/rules/description";
import { OTHER_MODELS_ROW_SIZE } from "#app/domain/rules/lists";
import { modelCityPath, typePath } from "#app/domain/rules/paths";
import { priceBreakup, priceHeadline } from "#app/domain/rules/price-breakup";
import { priceLabel } from "#app/domain/rules/price-label";
import { whatsappShareHref } from "#app/domain/rules/share";
import { brandPath } from "#app/domain/rules/slug";
import { nameOf } from "#app/lib/route-data";
import { notFound, required } from "#app/lib/route-errors";
import { cityProductItem, modelCardItem, priceListItem } from "#app/lib/list-items";
import { titleCase } from "#app/domain/rules/display-name";
import { siteUrl } from "#app/lib/site-url";
import { pageMeta } from "#app/seo/meta";
import type { Route } from "./+types/model-in-city";
import { data } from "react-router";
import type { PageHandle } from "#app/domain/rules/page-query";
import { emiPrice } from "#app/domain/tools/emi-price";
import { readEmiQuery } from "#app/domain/tools/emi-query";
import { apart } from "#app/tools/apart";
import { productLd } from "#app/seo/structured-data";

/** Spec §9: the brand's citywise table shows 5 rows here; other models: up to 6 fetched. */
const BRAND_PRICE_ROWS = 5;
const OTHER_MODELS = 6;

/**
 * The EMI form without JavaScript (issue 20): its answer is never stored, its canonical is the page.
 * The breadcrumb names the brand, the model and the city as stored.
 */
export const handle: PageHandle = {
  query: { down: "text", months: "text", rate: "text" },
  ...crumbNames<Route.ComponentProps["loaderData"]>((d) => [d.product.brandName, d.product.name, d.row.cityName]),
};
const NOT_STORED = { "Cache-Control": "private, no-store" };
const Emi = apart(() => import("#app/tools/emi-calculator").then((m) => m.EmiCalculator));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const brandName = nameOf(params.brandName);
  const name = nameOf(params.model);
  const city = cityFromPriceSegment(params.city);
  if (!city.ok) notFound();
  // Every call starts now; the brand's price table and other models (below the fold) stream.
  const brandPrices = api.call("getPriceByBrand", { brandName, count: BRAND_PRICE_ROWS }).then((rows) => rows.map(priceListItem));
  const brandModels = api.call("getModelByBrand", { brandName, count: OTHER_MODELS }).then((models) => models.map(modelCardItem));
  const [rows, products, pages, pricesNow, modelsNow] = await Promise.all([
    api.call("getPriceByModelandCity", { brandName, name, cityName: city.city }),
    api.call("getProductByBrandandModel", { brandName, name }),
    api.call("getMetadata", { name: `${brandName} ${name}`, value: city.city }),
    inlineIfQuick(brandPrices),
    inlineIfQuick(brandModels),
    Emi.ready(),
  ]);
  const [row] = required(rows);
  const [product] = required(products);
  const [page] = required(pages);
  const onRoad = emiPrice(row);
  const emi = readEmiQuery(new URL(request.url).searchParams, onRoad);
  return data({
    row,
    onRoad,
    emi,
    product: cityProductItem(product),
    page,
    brandPrices: pricesNow.data,
    brandModels: modelsNow.data,
    url: siteUrl(context, modelCityPath(product.brandName, product.name, row.cityName)),
  }, emi.asked ? { headers: NOT_STORED } : undefined);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function ModelInCity({ loaderData }: Route.ComponentProps) {
  const { row, product: p, page, brandPrices, brandModels, url, onRoad, emi } = loaderData;
  const title = `${p.brandName} ${p.name}`;
  const city = row.cityName;
  const headline = priceHeadline(row);
  const label = priceLabel(row);
  const breakup = priceBreakup(row, city);
  const [breakupHeading, specHeading, othersHeading] = page.h2;
  const shortSpec = [
    { label: "Brand", value: p.brandName },
    { label: "Model", value: p.name },
    { label: "Mileage Per Charge", value: p.mileage || "-" },
    { label: "Motor Type", value: p.motorType || "-" },
    { label: "Motor Power", value: p.motorPower || "-" },
    { label: "Maximum Speed", value: p.speed || "-" },
    { label: "Full Specification", value: `View full specification of the ${title}`, href: brandPath(p.brandName, p.name) },
  ];
  return (
    <>
      <div className="product-head">
        <DetailImage src={modelImage(p.brandName, p.name)} alt={title} />
        <div>
          <h1>{page.h1 || `${title} Price in ${city}`}</h1>
          <p className="meta-links">
            <span>
              Brand: <PageLink to={brandPath(p.brandName)}>{p.brandName}</PageLink>
            </span>
            <span>
              Type: <PageLink to={typePath(p.categoryName, p.typeName)}>{titleCase(p.typeName)}</PageLink>
            </span>
          </p>
          <p className="headline" data-testid="price-headline">
            {headline.text ? (
              <>
                {headline.label}: <strong>{headline.text}</strong>
              </>
            ) : (
              <a href="#offers">{headline.label}</a>
            )}
          </p>
          <p>Location: {city}</p>
          <div className="action-row">
            <EnquiryButton input={{ typeOfQuery: label, brandName: p.brandName, modelName: p.name, cityName: city }} className="button button-accent">
              {label}
            </EnquiryButton>
            <a className="share-link" href={whatsappShareHref(page.title || title, headline.text ? `${headline.label} ${headline.text}` : "", url)} target="_blank" rel="noopener noreferrer">
              Share on WhatsApp
            </a>
          </div>
        </div>
      </div>

      <HydrateApart>
        <section aria-labelledby="about-model" className="panel">
          <h2 id="about-model">About {title}</h2>
          <Collapsible id="about-toggle">
            {p.description ? <p>{fillDescription(p.description, city, row.exShowroomPrice)}</p> : null}
            <HtmlBlock html={p.aboutProduct} />
          </Collapsible>
        </section>

        {breakup.showBreakup ? (
          <section aria-label="Price breakup">
            <PriceBreakupTable breakup={breakup} caption={breakupHeading || row.h2 || `${title} On Road Price in ${city}`} />
          </section>
        ) : null}

        {onRoad > 0 ? <Emi onRoad={onRoad} title={title} query={emi} lang="en" /> : null}

        <section id="offers" aria-labelledby="offers-title" className="panel offer">
          <h2 id="offers-title">Exclusive Offers</h2>
          {row.offer ? <HtmlBlock html={row.offer} /> : <p>Ask a dealer in {city} for this month's offers on the {title}.</p>}
          <EnquiryButton input={{ typeOfQuery: "Dealer", brandName: p.brandName, modelName: p.name, cityName: city }} className="button">
            Talk To Dealer
          </EnquiryButton>
        </section>
      </HydrateApart>

      <HydrateApart>
        <div className="two-col">
          <Deferred resolve={brandPrices} fallback={<Loading what={`${p.brandName} prices`} />}>
            {(rows) => <CityPriceTable rows={rows} caption={`${p.brandName} Price in Cities`} testId="brand-city-prices" />}
          </Deferred>
          <KeyValueTable rows={shortSpec} caption={specHeading || `${title} Specifications`} testId="short-spec" />
        </div>

        <p className="footnote">
          Prices shown are indicative. Please confirm the latest on-road price of the {title} in {city} with the nearest
          authorized dealer.
        </p>
      </HydrateApart>

      <Deferred resolve={brandModels} fallback={<Loading what={`other ${p.brandName} models`} />}>
        {(models) => {
          const others = models.filter((m) => m.name !== p.name).slice(0, OTHER_MODELS);
          return others.length ? (
            <section aria-labelledby="other-models">
              <h2 id="other-models">{othersHeading || `Other ${p.brandName} Models`}</h2>
              <LinkCardGrid columns={OTHER_MODELS_ROW_SIZE} testId="other-models" cards={others.map((m) => modelCard(m, { withBrand: true }))} />
            </section>
          ) : null;
        }}
      </Deferred>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, product: p, row, url } = loaderData;
  const image = modelImage(p.brandName, p.name);
  return pageMeta({ page, url, image, jsonLd: [productLd({ product: p, cityPrice: row, url, description: page.description, image })] });
}
