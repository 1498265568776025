import { data, type RouterContextProvider } from "react-router";
import { ownerKey } from "#app/features/pictures/rules/gallery";
import { apiContext } from "#app/shared/context";
import { picturesContext } from "#app/features/pictures/context";
import { NOT_STORED, sectionData, sectionHeaders } from "#app/shared/lib/section-data";
import { modelImage } from "#app/shared/images";
import { cityFromPriceSegment } from "#app/shared/rules/city-route";
import { blocksPlain, shownText } from "#app/shared/rules/simple-text";
import { modelSummary } from "#app/features/catalogue/server/model-summary";
import { modelCityPath } from "#app/shared/rules/paths";
import { priceBreakup } from "#app/shared/rules/price-breakup";
import { nameOf } from "#app/shared/lib/route-data";
import { notFound, required } from "#app/shared/lib/route-errors";
import { cityProductItem, modelCardItem, priceListItem } from "#app/shared/lib/list-items";
import { siteUrlIn } from "#app/shared/lib/site-url";
import { breakupParts } from "#app/features/catalogue/server/breakup-parts";
import { emiPrice } from "#app/features/tools/rules/emi-price";
import { readEmiQuery } from "#app/features/tools/rules/emi-query";
import { ldLanguage, productLd } from "#app/features/seo/rules/structured-data";
import { langOfPath } from "#app/shared/i18n/lang";
import { breakupSubsidy } from "#app/features/tools/server/subsidy";
import { modelFromPrice } from "#app/features/catalogue/server/model-prices";
import { priceNearText } from "#app/features/catalogue/server/town-price";
import { specsShown } from "#app/features/catalogue/server/spec-values";
import { inPageLanguage } from "#app/shared/i18n/page-texts";
import { OTHER_MODELS } from "#app/features/catalogue/components/model-in-city/brand-sections";

// The data of a model's page in a town (/brand/:brandName/:model/:city): its town price and
// breakup, subsidy, EMI, photos, the brand's town prices and other models, meta and JSON-LD.

/** The brand's citywise table shows 5 rows here (other models: OTHER_MODELS, with the section). */
const BRAND_PRICE_ROWS = 5;

type ModelInCityArgs = {
  request: Request;
  params: { brandName: string; model: string; city: string };
  context: Readonly<RouterContextProvider>;
};

export async function modelInCityPage({ request, params, context }: ModelInCityArgs) {
  const api = context.get(apiContext);
  const brandName = nameOf(params.brandName);
  const name = nameOf(params.model);
  const city = cityFromPriceSegment(params.city);
  if (!city.ok) notFound();
  // Every call starts now; the brand's price table and other models (below the fold) are waited
  // for with the rest: the page leaves whole.
  const brandPrices = api.call("getPriceByBrand", { brandName, count: BRAND_PRICE_ROWS }).then((rows) => rows.map(priceListItem));
  // each other model at its "from" price, from its own town prices (app/features/catalogue/server/town-price.ts)
  const brandModels = api
    .call("getModelByBrand", { brandName, count: OTHER_MODELS })
    .then((models) => Promise.all(models.map(async (m) => modelCardItem(m, await modelFromPrice(api, m)))));
  const product$ = api.call("getProductByBrandandModel", { brandName, name });
  // The model's photos, named as the catalogue spells it; none on a failure (the drawing is shown).
  const photos$ = product$.then(([p]) =>
    p ? context.get(picturesContext).gallery(ownerKey({ kind: "model", brandName: p.brandName, modelName: p.name })).catch(() => []) : []);
  const [rows, products, pages, pricesData, modelsData, photos] = await Promise.all([
    api.call("getPriceByModelandCity", { brandName, name, cityName: city.city }),
    product$,
    api.call("getMetadata", { name: `${brandName} ${name}`, value: city.city }),
    sectionData(brandPrices),
    sectionData(brandModels),
    photos$,
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

/** What the page's component receives. */
export type ModelInCityData = Awaited<ReturnType<typeof modelInCityPage>>["data"];
