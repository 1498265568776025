import { crumbNames } from "#app/lib/crumb-names";
import { useNames } from "#app/i18n/names";
import { ChipLinks } from "#app/components/chip-links";
import { DetailImage } from "#app/components/detail-image";
import { Photos } from "#app/components/gallery/photos";
import { ownerKey } from "#app/domain/gallery";
import { EnquiryButton } from "#app/components/enquiry-button";
import { ModelSummary, OperatorText } from "#app/components/content/page-intro";
import { KeyValueTable } from "#app/components/tables";
import { RelatedGuides } from "#app/components/lists/related-guides";
import { relatedGuidesFor } from "#app/loaders/guides";
import { NOT_STORED, sectionData, sectionHeaders } from "#app/lib/section-data";
import { apiContext, picturesContext, townsContext } from "#app/context";
import { ModelTownBox } from "#app/components/town/model-town-box";
import { modelTown } from "#app/loaders/model-town";
import { modelSummary } from "#app/loaders/model-summary";
import { modelPrices } from "#app/loaders/model-prices";
import { priceNearText, townAsked } from "#app/loaders/town-price";
import { readEmiQuery } from "#app/domain/tools/emi-query";
import { modelImage } from "#app/domain/images";
import { familyOfType } from "#app/domain/vehicle-family";
import { modelCityPath } from "#app/domain/rules/paths";
import { exShowroomText } from "#app/domain/rules/price-breakup";
import { formatInr, formatInrPaise } from "#app/domain/billing/money";
import { fromPrice } from "#app/domain/rules/from-price";
import { queryTypeFor } from "#app/domain/rules/query-type";
import { brandPath } from "#app/domain/rules/slug";
import { specRows } from "#app/domain/rules/spec-table";
import { istDate } from "#app/i18n/dates";
import { schemeEnds, schemeEndsFor } from "#app/domain/tools/subsidy";
import { specCell } from "#app/components/catalogue/spec-value";
import { specsShown } from "#app/loaders/spec-values";
import { shownText } from "#app/domain/rules/simple-text";
import { nameOf } from "#app/lib/route-data";
import { notFound, required } from "#app/lib/route-errors";
import { siteUrlIn } from "#app/lib/site-url";
import { pageMeta } from "#app/seo/meta";
import type { Route } from "./+types/model";
import { data, redirect } from "react-router";
import type { PageHandle } from "#app/domain/rules/page-query";
import { comparePath, hasRepeats } from "#app/domain/tools/compare";
import { COMPARE_WITH, chosenModel } from "#app/domain/tools/compare-choice";
import { batteryOf, familyOf, readCostQuery, runningCost } from "#app/domain/tools/running-cost";
import { choosable } from "#app/domain/tools/battery";
import { batteryWords } from "#app/components/battery/messages";
import { modelParam } from "#app/loaders/subsidy";
import { COST_FIELDS } from "#app/domain/tools/running-cost-fields";
import { apart } from "#app/tools/apart";
import { ldLanguage, productLd } from "#app/seo/structured-data";
import { fill, metaMessages, priceText, useLang, useMessages } from "#app/i18n/use-messages";
import { langOfPath } from "#app/i18n/lang";
import type { MessagesHandle } from "#app/i18n/message-modules";

const CITY_LINKS = 50;
/** Models of the same type offered in "Compare with…". */
const COMPARE_CHOICES = 20;

/** A running-cost answer asked by query string is the visitor's own: never stored (like the EMI's). */

const Tools = apart(() => import("#app/tools/model-tools").then((m) => m.ModelTools));
/** The EMI on the price for the visitor's town (its own or the nearest priced town's): only with a town. */
const Emi = apart(() => import("#app/tools/emi-calculator").then((m) => m.EmiCalculator));
const EMI_FIELDS = ["down", "months", "rate"] as const;

/** The "Compare with…" form sends its choice here (app/tools/compare-with.tsx), the running-cost
 * and EMI forms their figures, a link a town (any the pincode directory knows; answers never
 * stored); the breadcrumb names the brand and the model as stored. */
export const handle: PageHandle & MessagesHandle = {
  messages: ["catalogue", "lists", "specNames", "town"],
  query: { [COMPARE_WITH]: "text", town: "text", ...Object.fromEntries([...COST_FIELDS, ...EMI_FIELDS].map((field) => [field, "text" as const])) },
  ...crumbNames<Route.ComponentProps["loaderData"]>((d) => [d.product.brandName, d.product.name]),
};

/** The comparison a "Compare with…" choice asks for: its address, or the 404 page for a bad value. */
function comparisonAsked(request: Request, brandName: string, name: string): string | null {
  const value = new URL(request.url).searchParams.get(COMPARE_WITH);
  if (value === null) return null;
  const other = chosenModel(value);
  const models = other ? [{ brandName, name }, other] : [];
  return other && !hasRepeats(models) ? comparePath(models) : notFound();
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const brandName = nameOf(params.brandName);
  const name = nameOf(params.model);
  const comparison = comparisonAsked(request, params.brandName ?? "", params.model ?? "");
  if (comparison) throw redirect(comparison, 302);
  // Both calls at once, keyed by the URL: "{brand} {model}" lists the cities the model is priced in
  // (docs/decisions/013-city-links-in-one-wave.md).
  const product$ = api.call("getProductByBrandandModel", { brandName, name });
  // Guides about the brand, the model or its type (the type comes with the product); none are
  // asked for a model that is not there, so a 404 leaves no call of its own still running.
  const related = product$.then(([p]) => (p ? relatedGuidesFor(api, [brandName, name, p.typeName], langOfPath(new URL(request.url).pathname)) : []));
  // Models of the same type for "Compare with…", asked as soon as the product names its type.
  const sameType$ = product$.then(([p]) =>
    p ? api.call("getModelByType", { typeName: p.typeName, count: COMPARE_CHOICES + 1 }) : []);
  // The model's photos, once the product names it as the catalogue spells it; none on a failure
  // (the drawing is shown then).
  const photos$ = product$.then(([p]) =>
    p ? context.get(picturesContext).gallery(ownerKey({ kind: "model", brandName: p.brandName, modelName: p.name })).catch(() => []) : []);
  const towns = context.get(townsContext);
  const query = new URL(request.url).searchParams;
  // The town asked in the address, else the visitor's remembered town (decision 115).
  const townTyped = query.get("town")?.trim().slice(0, 80) ?? "";
  const [products, prices, cities, guides, sameType, , asked, photos, , subsidyRules] = await Promise.all([
    product$,
    // every town price of the model, as the catalogue names it: its "from" price and its price
    // near the visitor's town, both from these rows (app/loaders/town-price.ts)
    product$.then(([p]) => (p ? modelPrices(api, p) : [])),
    api.call("getMetadataByName", { name: `${brandName} ${name}`, count: CITY_LINKS }),
    sectionData(related),
    sameType$,
    Tools.ready(),
    townAsked(towns, townTyped, true),
    photos$,
    Emi.ready(),
    // the dated subsidy rules: a specification naming an ended scheme says its end (spec-shown.ts)
    api.call("getSubsidyRule", {}),
    Photos.ready(),
  ]);
  const [product] = required(products);
  const cityNames = cities.map((c) => c.value);
  // The visitor's town: its price and dealers, and the city links from it (decision 115).
  const yourTown = asked.kind === "place" ? await modelTown(api, towns, asked.place, product, cityNames, prices) : null;
  const keep: Record<string, string> = townTyped ? { town: townTyped } : {};
  // The EMI on the town's on-road price, as the model's page in that town works it out.
  const onRoad = yourTown?.price?.onRoad ?? 0;
  const emi = onRoad > 0 ? readEmiQuery(query, onRoad) : null;
  // where the EMI's price is from, as the town box says it: "Price in Gorakhpur, 159 km away"
  const emiWhere = yourTown?.price ? priceNearText(langOfPath(new URL(request.url).pathname), { town: yourTown.price.cityName, own: yourTown.price.own, km: yourTown.price.km }) : "";
  const url = siteUrlIn(context, request, brandPath(product.brandName, product.name));
  const from = fromPrice(prices);
  // The catalogue's own price names no town: the page's description, summary and offer use the
  // "from" price (0, "Contact Us For Price", where no town has one).
  const fromPriced = { ...product, price: from?.price ?? 0 };
  // the page's one sentence of its price (and its description): made from the "from" price now
  const summary = modelSummary(langOfPath(new URL(request.url).pathname), {
    title: `${product.brandName} ${product.name}`,
    price: from && { kind: "from", amount: from.price, town: from.town },
    specs: product,
    description: product.description,
  });
  const cost = costTool(product, query, keep);
  // The summary's running cost is the tool's own figure (its defaults, or the visitor's), worked
  // out here so that the rule's code loads only with the tool itself.
  const costPerKm = cost?.query.assumptions ? runningCost(cost.battery, cost.family, cost.query.assumptions).electric.perKm : null;
  // Beside the running cost: the battery chooser, for the e-rickshaws and e-carts it covers.
  const batteryLink = choosable(product)
    ? { href: `/battery?${new URLSearchParams({ model: modelParam(product.brandName, product.name) })}`, text: batteryWords[langOfPath(new URL(request.url).pathname)].link }
    : null;
  return data({
    product: fromPriced,
    // the specification table's fields, in the catalogue's order
    specTable: specRows(product).map((r) => r.field),
    // the operator's about text, read in the version the page shows
    about: shownText(langOfPath(new URL(request.url).pathname), product.aboutProduct, product.aboutProductHi),
    specs: specsShown(langOfPath(new URL(request.url).pathname), product, schemeEndsFor(schemeEnds(subsidyRules, istDate(Date.now())), product)),
    photos,
    from,
    summary,
    cost,
    costPerKm,
    batteryLink,
    compareChoices: sameType
      .filter((m) => m.brandName !== product.brandName || m.name !== product.name)
      .slice(0, COMPARE_CHOICES)
      .map((m) => ({ brandName: m.brandName, name: m.name })),
    cities: yourTown?.cities ?? cityNames,
    yourTown,
    townUnknown: asked.kind === "unknown" ? asked.typed : null,
    emi,
    emiWhere,
    keep,
    guides,
    url,
    // Built here, on the server: the JSON-LD builders stay out of the page's JavaScript.
    jsonLd: [productLd({ product: fromPriced, url, description: summary, language: ldLanguage(langOfPath(new URL(request.url).pathname)) })],
  }, { headers: cost?.query.asked || emi?.asked || townTyped ? NOT_STORED : sectionHeaders(guides) });
}

/** The running-cost tool where the model has a kind to compare and battery figures to work from. */
function costTool(product: Parameters<typeof batteryOf>[0] & Parameters<typeof familyOf>[0], params: URLSearchParams, keep: Record<string, string>) {
  const family = familyOf(product);
  const battery = batteryOf(product);
  return family && battery ? { family, battery, query: readCostQuery(params, family), keep } : null;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Model({ loaderData }: Route.ComponentProps) {
  const { product: p, photos, from, cities, compareChoices, guides, yourTown } = loaderData;
  const title = `${p.brandName} ${p.name}`;
  const messages = useMessages();
  const c = messages.catalogue;
  const t = c.modelPage;
  const lang = useLang();
  const names = useNames();
  const queryType = queryTypeFor({ from: "model", typeName: p.typeName });
  const { costPerKm } = loaderData;
  const { specs } = loaderData;
  const summary = [
    { label: c.price, value: from ? fill(c.fromPriceIn, { price: formatInr(from.price), town: names.town(from.town) }) : priceText(c, exShowroomText(0)) },
    { label: c.brand, value: p.brandName, href: brandPath(p.brandName) },
    { label: c.model, value: p.name },
    { label: c.mileage, value: specCell(specs, "mileage") },
    // the running-cost tool's own figure, so the page says one thing
    { label: c.runningCost, value: costPerKm !== null ? fill(c.costPerKm, { cost: formatInrPaise(costPerKm) }) : names.spec(p.pricePerKm) || "-" },
    { label: c.maxSpeed, value: specCell(specs, "speed") },
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
          <h1>{title}</h1>
          {p.h2 && lang === "en" ? <h2 className="muted">{p.h2}</h2> : null}
          {/* The visitor's town first: its price and nearest dealers above the list price (decision 115). */}
          {yourTown ? <ModelTownBox yourTown={yourTown} brandName={p.brandName} modelName={p.name} /> : null}
          {loaderData.townUnknown ? (
            <p className="form-errors" role="alert" data-testid="town-unknown">
              {fill(messages.town.picker.notFound, { typed: loaderData.townUnknown })}
            </p>
          ) : null}
          <KeyValueTable rows={summary} testId="model-summary" />
          <div className="action-row">
            <EnquiryButton input={{ typeOfQuery: queryType, brandName: p.brandName, modelName: p.name }} className="button button-accent">
              {queryType === "Dealership" ? t.knowMore : t.findDealer}
            </EnquiryButton>
          </div>
        </div>
      </div>

      <section aria-labelledby="model-spec">
        <h2 id="model-spec">{fill(t.specs, { title })}</h2>
        <KeyValueTable rows={loaderData.specTable.map((field) => ({ label: c.spec[field] ?? field, value: specCell(specs, field) }))} testId="model-spec-table" />
      </section>

      {yourTown?.price && loaderData.emi ? (
        <Emi onRoad={yourTown.price.onRoad} where={loaderData.emiWhere} title={title} query={loaderData.emi} lang={lang} keep={loaderData.keep} />
      ) : null}
      <Tools model={p} title={title} cost={loaderData.cost} battery={loaderData.batteryLink} others={compareChoices} lang={lang} />

      <section aria-labelledby="model-about" className="panel">
        <h2 id="model-about">{fill(t.about, { title })}</h2>
        <ModelSummary text={loaderData.summary} />
        <OperatorText shown={loaderData.about} />
      </section>

      {cities.length ? (
        <section aria-labelledby="model-cities">
          <h2 id="model-cities">{fill(t.cities, { title })}</h2>
          <ChipLinks
            label={fill(t.byCity, { title })}
            testId="model-city-links"
            links={cities.map((city) => ({ href: modelCityPath(p.brandName, p.name, city), label: fill(t.priceIn, { city: names.town(city) }) }))}
          />
        </section>
      ) : null}
      <RelatedGuides guides={guides} />
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
