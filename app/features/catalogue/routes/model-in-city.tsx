import { crumbNames } from "#app/shared/lib/crumb-names";
import { Photos } from "#app/features/pictures/components/photos";
import { HydrateApart } from "#app/shared/components/hydrate-apart";
import { ModelInCityHead } from "#app/features/catalogue/components/model-in-city/product-head";
import { TownPriceSections } from "#app/features/catalogue/components/model-in-city/price-sections";
import { BrandSections } from "#app/features/catalogue/components/model-in-city/brand-sections";
import { modelInCityPage } from "#app/features/catalogue/server/model-in-city-page";
import { modelImage } from "#app/shared/images";
import { metaNames } from "#app/shared/i18n/names";
import { pageMeta } from "#app/features/seo/rules/meta";
import type { Route } from "./+types/model-in-city";
import type { PageHandle } from "#app/shared/rules/page-query";
import { apart } from "#app/shared/components/apart";
import { fill, metaMessages, useLang } from "#app/shared/i18n/use-messages";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";

/**
 * The EMI form without JavaScript: its answer is never stored, its canonical is the page.
 * The breadcrumb names the brand, the model and the city as stored.
 */
export const handle: PageHandle & MessagesHandle = {
  messages: ["catalogue", "specNames"],
  query: { down: "text", months: "text", rate: "text" },
  ...crumbNames<Route.ComponentProps["loaderData"]>((d, _, names) => [d.product.brandName, d.product.name, { segment: d.row.cityName, label: names.town(d.row.cityName) }]),
};
const Emi = apart(() => import("#app/features/tools/components/emi-calculator").then((m) => m.EmiCalculator));

export async function loader(args: Route.LoaderArgs) {
  // The page's data (app/features/catalogue/server/model-in-city-page.ts), with the EMI's and the
  // photos' code loaded for the server's render.
  const [page] = await Promise.all([modelInCityPage(args), Emi.ready(), Photos.ready()]);
  return page;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function ModelInCity({ loaderData }: Route.ComponentProps) {
  const { product: p, onRoad, emi } = loaderData;
  const lang = useLang();
  return (
    <>
      <ModelInCityHead loaderData={loaderData} />

      <HydrateApart>
        <TownPriceSections
          loaderData={loaderData}
          emi={onRoad > 0 ? <Emi onRoad={onRoad} where={loaderData.emiWhere} title={`${p.brandName} ${p.name}`} query={emi} lang={lang} /> : null}
        />
      </HydrateApart>

      <BrandSections loaderData={loaderData} />
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
