import { data, redirect, type RouterContextProvider } from "react-router";
import { ownerKey } from "#app/features/pictures/rules/gallery";
import { relatedGuidesFor } from "#app/features/content/server/guides";
import { NOT_STORED, sectionData, sectionHeaders } from "#app/shared/lib/section-data";
import { apiContext } from "#app/shared/context";
import { picturesContext } from "#app/features/pictures/context";
import { townsContext } from "#app/features/town/context";
import { modelTown } from "#app/features/catalogue/server/model-town";
import { modelSummary } from "#app/features/catalogue/server/model-summary";
import { modelPrices } from "#app/features/catalogue/server/model-prices";
import { priceNearText, townAsked } from "#app/features/catalogue/server/town-price";
import { readEmiQuery } from "#app/features/tools/rules/emi-query";
import { fromPrice } from "#app/shared/rules/from-price";
import { brandPath } from "#app/shared/rules/slug";
import { specRows } from "#app/features/catalogue/rules/spec-table";
import { istDate } from "#app/shared/i18n/dates";
import { schemeEnds, schemeEndsFor } from "#app/features/tools/rules/subsidy";
import { specsShown } from "#app/features/catalogue/server/spec-values";
import { shownText } from "#app/shared/rules/simple-text";
import { nameOf } from "#app/shared/lib/route-data";
import { notFound, required } from "#app/shared/lib/route-errors";
import { siteUrlIn } from "#app/shared/lib/site-url";
import { comparePath, hasRepeats } from "#app/features/tools/rules/compare";
import { COMPARE_WITH, chosenModel } from "#app/features/tools/rules/compare-choice";
import { batteryOf, familyOf, readCostQuery, runningCost } from "#app/features/tools/rules/running-cost";
import { choosable } from "#app/features/tools/rules/battery";
import { batteryWords } from "#app/features/tools/components/battery/messages";
import { modelParam } from "#app/features/tools/server/subsidy";
import { ldLanguage, productLd } from "#app/features/seo/rules/structured-data";
import { langOfPath } from "#app/shared/i18n/lang";

// The data of a model's page (/brand/:brandName/:model): its product, "from" price, the visitor's
// town with its price and dealers, the city links, the running-cost and EMI tools' figures, the
// "Compare with…" choices, photos, related guides, meta and JSON-LD.

const CITY_LINKS = 50;
/** Models of the same type offered in "Compare with…". */
const COMPARE_CHOICES = 20;

type ModelArgs = {
  request: Request;
  params: { brandName: string; model: string };
  context: Readonly<RouterContextProvider>;
};

/** The comparison a "Compare with…" choice asks for: its address, or the 404 page for a bad value. */
function comparisonAsked(request: Request, brandName: string, name: string): string | null {
  const value = new URL(request.url).searchParams.get(COMPARE_WITH);
  if (value === null) return null;
  const other = chosenModel(value);
  const models = other ? [{ brandName, name }, other] : [];
  return other && !hasRepeats(models) ? comparePath(models) : notFound();
}

export async function modelPage({ request, params, context }: ModelArgs) {
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
  const [products, prices, cities, guides, sameType, asked, photos, subsidyRules] = await Promise.all([
    product$,
    // every town price of the model, as the catalogue names it: its "from" price and its price
    // near the visitor's town, both from these rows (app/features/catalogue/server/town-price.ts)
    product$.then(([p]) => (p ? modelPrices(api, p) : [])),
    api.call("getMetadataByName", { name: `${brandName} ${name}`, count: CITY_LINKS }),
    sectionData(related),
    sameType$,
    townAsked(towns, townTyped, true),
    photos$,
    // the dated subsidy rules: a specification naming an ended scheme says its end (spec-shown.ts)
    api.call("getSubsidyRule", {}),
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
  // A running-cost answer asked by query string is the visitor's own: never stored (like the EMI's).
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

/** What the page's component receives. */
export type ModelData = Awaited<ReturnType<typeof modelPage>>["data"];
