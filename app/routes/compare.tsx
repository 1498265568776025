import { data, redirect } from "react-router";
import { apiContext, townsContext } from "#app/context";
import type { Api } from "#app/domain/contract";
import { modelImage } from "#app/domain/images";
import { fromPrice } from "#app/domain/rules/from-price";
import type { PageHandle } from "#app/domain/rules/page-query";
import { queryTypeFor } from "#app/domain/rules/query-type";
import { type ModelRef, canonicalOrder, changeComparison, comparePath, hasRepeats } from "#app/domain/tools/compare";
import { chosenModel } from "#app/domain/tools/compare-choice";
import { COMPARED_HEADER, comparedHeader } from "#app/domain/tools/compare-count";
import { comparedPrice, pricedTowns } from "#app/domain/tools/compare-price";
import { modelPrices } from "#app/loaders/model-prices";
import { townAsked } from "#app/loaders/town-price";
import { nameOf } from "#app/lib/route-data";
import type { CrumbHandle } from "#app/lib/crumb-names";
import { notFound, required } from "#app/lib/route-errors";
import { siteUrl } from "#app/lib/site-url";
import { pageMeta } from "#app/seo/meta";
import { comparisonLd, ldLanguage } from "#app/seo/structured-data";
import { CompareChange } from "#app/tools/compare-change";
import { CompareTable } from "#app/tools/compare-table";
import { CompareTown } from "#app/tools/compare-town";
import { toolMessages } from "#app/tools/messages";
import { langOfPath, pathIn } from "#app/i18n/lang";
import { fill } from "#app/i18n/use-messages";
import { istDate } from "#app/i18n/dates";
import { schemeEnds, schemeEndsFor } from "#app/domain/tools/subsidy";
import { specsShown } from "#app/loaders/spec-values";
import type { Route } from "./+types/compare";
import type { MessagesHandle } from "#app/i18n/message-modules";
import { NOT_STORED } from "#app/lib/section-data";

// /compare/{brand}/{model}[/vs/{brand}/{model}[/vs/{brand}/{model}]]: one model alone asks for a
// second; two or three side by side, each with its price in the chosen town and an enquiry.
// Unknown names are the 404 page; the same models in another order, or spelt in another case, are
// sent to the comparison's one address with a 301. The add-or-swap form (`add`, `replace`) is
// answered with the new comparison's address, or a message when it cannot be made.

/** Models offered by the add-or-swap form, of the compared models' types. */
const CHOICES_PER_TYPE = 20;
/** An answer for a town is a visitor's own, never stored. */

/** A compared model with every town price of it: its "from" price and its price near a town both come from those rows. */
async function comparedModel(api: Api, brandName: string, name: string) {
  const [product] = required(await api.call("getProductByBrandandModel", { brandName, name }));
  const rows = await modelPrices(api, product);
  // The catalogue's own price names no town: the JSON-LD offer is the "from" price (rules/from-price.ts).
  return { ...product, price: fromPrice(rows)?.price ?? 0, rows };
}

/** The path as the router reads it, so an encoding of the same characters is the same address. */
function decodedPath(path: string): string {
  try {
    return path.split("/").map(decodeURIComponent).join("/");
  } catch {
    return notFound();
  }
}

/** The town typed in the town field, as typed (kept in the page's forms and addresses), or null. */
function townTyped(url: URL): string | null {
  return url.searchParams.get("town")?.trim().slice(0, 80) || null;
}

/** The add-or-swap form's change, or null when the form was not sent. */
function changeAsked(url: URL, current: readonly ModelRef[]) {
  const add = url.searchParams.get("add");
  if (add === null) return null;
  const added = chosenModel(add) ?? notFound();
  const replace = url.searchParams.get("replace");
  return changeComparison(current, added, replace ? (chosenModel(replace) ?? notFound()) : null);
}

export const handle: PageHandle & CrumbHandle & MessagesHandle = {
  messages: ["catalogue", "specNames"],
  query: { town: "text", add: "text", replace: "text" },
  // The breadcrumb: Home › the comparison's title (its address is no trail of pages).
  crumbTitle: (data) => (data as { title?: string }).title,
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const t = toolMessages[lang].compare;
  const asked = [
    [params.brand1, params.model1],
    ...(params.brand2 !== undefined ? [[params.brand2, params.model2]] : []),
    ...(params.brand3 !== undefined ? [[params.brand3, params.model3]] : []),
  ].map(([brand, model]) => ({ brandName: nameOf(brand), name: nameOf(model) }));
  if (hasRepeats(asked)) notFound();
  const found = canonicalOrder(await Promise.all(asked.map((m) => comparedModel(api, m.brandName, m.name))));
  // Two names for one stored model (e.g. brand spelt two ways) are still one model.
  if (hasRepeats(found)) notFound();
  const towns = pricedTowns(found.flatMap((m) => m.rows));
  // Any town the pincode directory knows: each model at its own price there, or the nearest priced town's.
  const town = townTyped(url);
  const places = context.get(townsContext);
  const where = await townAsked(places, town, false);
  const centres = where.kind === "place" ? await places.catalogue() : [];
  const place = where.kind === "place" ? { cityName: where.place.name, lat: where.place.lat, lng: where.place.lng } : null;
  const keepTown = town ? `?${new URLSearchParams({ town })}` : "";
  const change = changeAsked(url, found);
  if (change?.ok) throw redirect(pathIn(lang, comparePath(change.models)) + keepTown, 302);
  const path = pathIn(lang, comparePath(found));
  if (!change && decodedPath(url.pathname) !== decodedPath(path)) throw redirect(path + keepTown, 301);

  const [choices, subsidyRules] = await Promise.all([addChoices(api, found), api.call("getSubsidyRule", {})]);
  // the dated subsidy rules: a specification naming an ended scheme says its end (spec-shown.ts)
  const ended = schemeEnds(subsidyRules, istDate(Date.now()));
  const models = found.map(({ rows, ...m }) => ({
    ...m,
    specs: specsShown(lang, m, schemeEndsFor(ended, m)),
    shown: comparedPrice(rows, place, centres),
    queryType: queryTypeFor({ from: "model", typeName: m.typeName }),
  }));
  const names = models.map((m) => `${m.brandName} ${m.name}`);
  const canonical = siteUrl(context, path);
  const unknownTown = where.kind === "unknown" ? where.typed : null;
  const headers = new Headers(town || change ? NOT_STORED : undefined);
  const pair = comparedHeader(found);
  if (pair && !change) headers.set(COMPARED_HEADER, pair);
  return data(
    {
      models,
      towns,
      town,
      placeName: place?.cityName ?? null,
      unknownTown,
      choices,
      problem: change && !change.ok ? change.reason : null,
      url: canonical,
      // The page's words, in its language only: the tools' table of both stays out of its JavaScript.
      words: t,
      // The heading, in the page's language, which the breadcrumb names the page by too.
      title: names.length === 1 ? fill(t.headingOne, { name: names[0]! }) : names.join(t.vs),
      // Built here, on the server: the JSON-LD builders stay out of the page's JavaScript.
      jsonLd: models.length > 1 ? [comparisonLd(models, canonical, ldLanguage(lang))] : [],
    },
    { status: change ? 400 : 200, headers },
  );
}

/** Models the form offers: of the first model's type first, then of the others' types; none already compared. */
async function addChoices(api: Api, compared: readonly { brandName: string; name: string; typeName: string }[]) {
  const types = [...new Set(compared.map((m) => m.typeName.trim().toLowerCase()))];
  const lists = await Promise.all(types.map((typeName) => api.call("getModelByType", { typeName, count: CHOICES_PER_TYPE })));
  const offered = lists.flat().map((m) => ({ brandName: m.brandName, name: m.name }));
  return offered.filter((m, i) => !hasRepeats([...compared, m]) && !hasRepeats(offered.slice(0, i + 1)));
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** "₹0.55/km", as the catalogue writes a running cost. */
export default function Compare({ loaderData }: Route.ComponentProps) {
  const { models, towns, town, unknownTown, choices, problem, title, words: t } = loaderData;
  const change = <CompareChange models={models} choices={choices} town={town} problem={problem} t={t} />;
  const changeFirst = models.length === 1 || problem !== null;
  return (
    <>
      <h1>{title}</h1>
      {/* One model alone: choosing the second is the page's first step, before its details; so is
          a change that could not be made, whose message must be seen. */}
      {models.length === 1 ? <p>{t.askSecond}</p> : null}
      {changeFirst ? change : null}
      <CompareTown towns={towns} town={town} unknownTown={unknownTown} t={t} />
      <CompareTable models={models} town={town} t={t} />
      {changeFirst ? null : change}
      <p className="footnote">{t.note}</p>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { models, url, jsonLd, words: t } = loaderData;
  const names = models.map((m) => `${m.brandName} ${m.name}`);
  const first = models[0]!;
  return pageMeta({
    title: fill(t.title, { names: names.join(t.vs) }),
    description: fill(t.description, { names: names.join(t.comma) }),
    url,
    image: modelImage(first.brandName, first.name),
    jsonLd,
    // One model alone is a step towards a comparison, not a page of its own.
    noindex: models.length === 1,
  });
}
