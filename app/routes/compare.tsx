import { redirect } from "react-router";
import { apiContext } from "#app/context";
import type { Api } from "#app/domain/contract";
import { modelImage } from "#app/domain/images";
import { BRAND_PRICE_ROWS, fromPrices } from "#app/domain/rules/from-price";
import { canonicalOrder, comparePath, hasRepeats } from "#app/domain/tools/compare";
import { nameOf } from "#app/lib/route-data";
import type { CrumbHandle } from "#app/lib/crumb-names";
import { notFound, required } from "#app/lib/route-errors";
import { siteUrl } from "#app/lib/site-url";
import { pageMeta } from "#app/seo/meta";
import { comparisonLd } from "#app/seo/structured-data";
import { CompareTable } from "#app/tools/compare-table";
import { toolMessages } from "#app/tools/messages";
import { langOfPath, pathIn } from "#app/i18n/lang";
import { useLang } from "#app/i18n/use-messages";
import type { Route } from "./+types/compare";

// Issue 20: /compare/{brand}/{model}/vs/{brand}/{model}[/vs/{brand}/{model}]. Unknown names are the
// 404 page (non-ASCII ones already at the root); the same models in another order, or spelt in
// another case, are sent to the comparison's one address with a 301.

/** Every city's price row of a brand is read to give a model's ex-showroom range. */
const PRICE_ROWS = BRAND_PRICE_ROWS;

async function comparedModel(api: Api, brandName: string, name: string) {
  const [products, prices] = await Promise.all([
    api.call("getProductByBrandandModel", { brandName, name }),
    api.call("getPriceByBrand", { brandName, count: PRICE_ROWS }),
  ]);
  const [product] = required(products);
  // Town prices only: the range's low end is the model's "from" price (rules/from-price.ts); the
  // catalogue's own price names no town.
  const from = fromPrices(prices)(product);
  const cityPrices = prices.filter((row) => row.name.toLowerCase() === product.name.toLowerCase()).map((row) => row.exShowroomPrice);
  return { product: { ...product, price: from?.price ?? 0 }, prices: cityPrices };
}

/** The path as the router reads it, so an encoding of the same characters is the same address. */
function decodedPath(path: string): string {
  try {
    return path.split("/").map(decodeURIComponent).join("/");
  } catch {
    return notFound();
  }
}

/** The breadcrumb: Home › the comparison's title (its address is no trail of pages). */
export const handle: CrumbHandle = { crumbTitle: (data) => (data as { title?: string }).title };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const asked = [
    [params.brand1, params.model1],
    [params.brand2, params.model2],
    ...(params.brand3 !== undefined ? [[params.brand3, params.model3]] : []),
  ].map(([brand, model]) => ({ brandName: nameOf(brand), name: nameOf(model) }));
  if (hasRepeats(asked)) notFound();
  const models = canonicalOrder(await Promise.all(asked.map((m) => comparedModel(api, m.brandName, m.name))).then((found) => found.map((f) => ({ ...f.product, prices: f.prices }))));
  // Two names for one stored model (e.g. brand spelt two ways) are still one model.
  if (hasRepeats(models)) notFound();
  const path = pathIn(langOfPath(new URL(request.url).pathname), comparePath(models));
  const here = new URL(request.url).pathname;
  if (decodedPath(here) !== decodedPath(path)) throw redirect(path, 301);
  const url = siteUrl(context, path);
  // The heading, in the page's language, which the breadcrumb names the page by too.
  const title = toolMessages[langOfPath(path)].compare.heading(models.map((m) => `${m.brandName} ${m.name}`));
  // Built here, on the server: the JSON-LD builders stay out of the page's JavaScript.
  return { models, url, title, jsonLd: [comparisonLd(models, url)] };
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { models, title } = loaderData;
  const t = toolMessages[useLang()].compare;
  return (
    <>
      <h1>{title}</h1>
      <CompareTable models={models} t={t} />
      <p className="footnote">{t.note}</p>
    </>
  );
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { models, url, jsonLd } = loaderData;
  const t = toolMessages[langOfPath(location.pathname)].compare;
  const names = models.map((m) => `${m.brandName} ${m.name}`);
  const first = models[0]!;
  return pageMeta({
    title: t.title(names),
    description: t.description(names),
    url,
    image: modelImage(first.brandName, first.name),
    jsonLd,
  });
}
