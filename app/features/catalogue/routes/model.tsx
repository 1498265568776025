import { crumbNames } from "#app/shared/lib/crumb-names";
import { Photos } from "#app/features/pictures/components/photos";
import { RelatedGuides } from "#app/features/content/components/related-guides";
import { ModelHead } from "#app/features/catalogue/components/model/model-head";
import { ModelSections } from "#app/features/catalogue/components/model/model-sections";
import { modelPage } from "#app/features/catalogue/server/model-page";
import { modelImage } from "#app/shared/images";
import { langOfPath } from "#app/shared/i18n/lang";
import { pageMeta } from "#app/features/seo/rules/meta";
import type { Route } from "./+types/model";
import type { PageHandle } from "#app/shared/rules/page-query";
import { COMPARE_WITH } from "#app/features/tools/rules/compare-choice";
import { COST_FIELDS } from "#app/features/tools/rules/running-cost-fields";
import { apart } from "#app/shared/components/apart";
import { fill, metaMessages, useLang } from "#app/shared/i18n/use-messages";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";

const Tools = apart(() => import("#app/features/tools/components/model-tools").then((m) => m.ModelTools));
/** The EMI on the price for the visitor's town (its own or the nearest priced town's): only with a town. */
const Emi = apart(() => import("#app/features/tools/components/emi-calculator").then((m) => m.EmiCalculator));
const EMI_FIELDS = ["down", "months", "rate"] as const;

/** The "Compare with…" form sends its choice here (app/features/tools/components/compare-with.tsx), the running-cost
 * and EMI forms their figures, a link a town (any the pincode directory knows; answers never
 * stored); the breadcrumb names the brand and the model as stored. */
export const handle: PageHandle & MessagesHandle = {
  messages: ["catalogue", "lists", "specNames", "town"],
  query: { [COMPARE_WITH]: "text", town: "text", ...Object.fromEntries([...COST_FIELDS, ...EMI_FIELDS].map((field) => [field, "text" as const])) },
  ...crumbNames<Route.ComponentProps["loaderData"]>((d) => [d.product.brandName, d.product.name]),
};

export async function loader(args: Route.LoaderArgs) {
  // The page's data (app/features/catalogue/server/model-page.ts), with the tools' and the
  // photos' code loaded for the server's render.
  const [page] = await Promise.all([modelPage(args), Tools.ready(), Emi.ready(), Photos.ready()]);
  return page;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Model({ loaderData }: Route.ComponentProps) {
  const { product: p, yourTown } = loaderData;
  const title = `${p.brandName} ${p.name}`;
  const lang = useLang();
  return (
    <>
      <ModelHead loaderData={loaderData} />
      <ModelSections
        loaderData={loaderData}
        tools={
          <>
            {yourTown?.price && loaderData.emi ? (
              <Emi onRoad={yourTown.price.onRoad} where={loaderData.emiWhere} title={title} query={loaderData.emi} lang={lang} keep={loaderData.keep} />
            ) : null}
            <Tools model={p} title={title} cost={loaderData.cost} battery={loaderData.batteryLink} others={loaderData.compareChoices} lang={lang} />
          </>
        }
      />
      <RelatedGuides guides={loaderData.guides} />
    </>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const p = loaderData.product;
  const title = `${p.brandName} ${p.name}`;
  const t = metaMessages(matches)?.catalogue.modelPage;
  const hindi = langOfPath(new URL(loaderData.url).pathname) === "hi";
  return pageMeta({
    page: {
      title: (!hindi && p.h2) || fill(t?.title ?? "{title} Price, Specifications and Mileage", { title }),
      // the page's own summary: its price as the page says it, in the page's language
      description: loaderData.summary || fill(t?.description ?? "{title}", { title }),
      keywords: `${title}, ${title} price, ${title} specifications, ${p.typeName}`,
    },
    url: loaderData.url,
    image: modelImage(p.brandName, p.name),
    jsonLd: loaderData.jsonLd,
  });
}
