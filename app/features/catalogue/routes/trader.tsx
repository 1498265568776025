import { crumbNames } from "#app/shared/lib/crumb-names";
import { BreadcrumbNav } from "#app/features/seo/components/breadcrumb-nav";
import { AboutTab } from "#app/features/catalogue/components/trader/about-tab";
import { ContactTab } from "#app/features/catalogue/components/trader/contact-tab";
import { ProductTab } from "#app/features/catalogue/components/trader/product-tab";
import { familyOfTypes } from "#app/shared/vehicle-family";
import { TraderHeader } from "#app/features/catalogue/components/trader/trader-header";
import { apiContext } from "#app/shared/context";
import type { Api } from "#app/shared/contract";
import { TRADER_KINDS, type TraderKind, parseTraderTab, tabMetadataName } from "#app/features/catalogue/rules/trader-profile";
import { traderProducts } from "#app/features/catalogue/server/trader-products";
import { traderLogo } from "#app/shared/images";
import { notFound, required } from "#app/shared/lib/route-errors";
import { canonicalUrl } from "#app/shared/lib/site-url";
import { pageMeta } from "#app/features/seo/rules/meta";
import { ldLanguage, traderLd } from "#app/features/seo/rules/structured-data";
import "#app/styles/content.css";
import "#app/styles/profiles.css";
import type { Route } from "./+types/trader";
import { fill, metaMessages, useMessages } from "#app/shared/i18n/use-messages";
import { SITE_NAME } from "#app/shared/site";
import { inPageLanguage } from "#app/shared/i18n/page-texts";
import { shownText } from "#app/shared/rules/simple-text";
import * as traderMessages from "../components/trader/messages";
import { langOfPath } from "#app/shared/i18n/lang";
import { publishedProfileContext } from "#app/features/seller/profile/context";
import { shopLines } from "#app/features/seller/profile/rules/shop-lines";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";

/** The breadcrumb names the trader as people know it. */
export const handle = { messages: ["trader", "enquiry"], ...crumbNames<Route.ComponentProps["loaderData"]>((d) => [d.trader.traderName, ...d.crumbWords]) } satisfies MessagesHandle;

// Dealer pages /dealer/{dealerName}/{tab} and manufacturer pages /manufacturer/{traderName}/{tab}
// are one screen, route ids "dealer" and "manufacturer". An unknown trader, a missing
// metadata record or a tab other than About, Product, Contact is the 404 page.

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const kind: TraderKind = "dealerName" in params ? "dealer" : "manufacturer";
  const tName = ("dealerName" in params ? params.dealerName : params.traderName) ?? "";
  const tab = parseTraderTab(params.tab) ?? notFound();

  const api = context.get(apiContext);
  const [traders, pages] = await Promise.all([
    traderByName(api, kind, tName),
    api.call("getMetadata", { name: tabMetadataName(kind, tab), value: tName }),
  ]);
  const [trader] = required(traders);
  const [page] = required(pages);
  const canonical = canonicalUrl(context, request);
  const lang = langOfPath(new URL(request.url).pathname);
  const words = traderMessages[lang];
  const products = tab === "Product" ? await traderProducts(api, trader, TRADER_KINDS[kind].modelsPerBrand) : [];
  // its opening hours and offers as the operator approved them (docs/decisions/168)
  const shop = tab === "Contact" ? shopLines(lang, await context.get(publishedProfileContext).of(trader.tName)) : null;
  return {
    kind,
    tab,
    trader,
    page: inPageLanguage(request, page),
    // the About tab's opening text, read in the version the page shows
    about: shownText(lang, trader.about, trader.aboutHi),
    products,
    shop,
    canonical,
    // The breadcrumb's words for the kind and the tab, in the page's language.
    crumbWords: [{ segment: kind, label: words.kinds[kind] }, { segment: tab, label: words.tabs[tab] }],
    // Built here, on the server: the JSON-LD builders stay out of the page's JavaScript.
    jsonLd: [traderLd({ trader, url: canonical, image: traderLogo(trader.tName), language: ldLanguage(lang) })],
  };
}

function traderByName(api: Api, kind: TraderKind, tName: string) {
  return kind === "dealer"
    ? api.call("getDealerByName", { traderType: "Dealer", tName })
    : api.call("getTraderByName", { traderType: "Manufacturer", tName });
}

export default function TraderScreen({ loaderData }: Route.ComponentProps) {
  const { kind, tab, trader, page, products } = loaderData;
  const t = useMessages().trader;
  const name = trader.traderName;
  return (
    <div className="trader-page" data-kind={kind}>
      <TraderHeader kind={kind} trader={trader} tab={tab} />
      <BreadcrumbNav />
      <div className="trader-body">
        {tab === "About" ? <AboutTab heading={page?.h1 || trader.traderName} trader={trader} about={loaderData.about} /> : null}
        {tab === "Product" ? (
          <ProductTab heading={page?.h1 || fill(t.products, { name })} subheading={page?.h2?.[0]} products={products} drawing={familyOfTypes(trader.typeName)} />
        ) : null}
        {tab === "Contact" ? (
          <ContactTab kind={kind} heading={page?.h1 || fill(t.contactHeading, { name })} addressHeading={page?.h2?.[0]} trader={trader} shop={loaderData.shop} />
        ) : null}
      </div>
    </div>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { kind, page, trader, canonical, jsonLd } = loaderData;
  const t = metaMessages(matches)?.trader;
  const description = t && fill(t.description, { name: trader.traderName, kind: t.kinds[kind], site: SITE_NAME });
  return pageMeta({ page, title: trader.traderName, description, url: canonical, jsonLd });
}
