import { data, redirect, type RouterContextProvider } from "react-router";
import { apiContext } from "#app/shared/context";
import { townsContext } from "#app/features/town/context";
import type { Api } from "#app/shared/contract";
import { fromPrice } from "#app/shared/rules/from-price";
import { queryTypeFor } from "#app/features/search/rules/query-type";
import { type ModelRef, canonicalOrder, changeComparison, comparePath, hasRepeats } from "#app/features/tools/rules/compare";
import { chosenModel } from "#app/features/tools/rules/compare-choice";
import { COMPARED_HEADER, comparedHeader } from "#app/features/tools/rules/compare-count";
import { comparedPrice, pricedTowns } from "#app/features/tools/rules/compare-price";
import { modelPrices } from "#app/features/catalogue/server/model-prices";
import { townAsked } from "#app/features/catalogue/server/town-price";
import { nameOf } from "#app/shared/lib/route-data";
import { notFound, required } from "#app/shared/lib/route-errors";
import { siteUrl } from "#app/shared/lib/site-url";
import { comparisonLd, ldLanguage } from "#app/features/seo/rules/structured-data";
import { toolMessages } from "#app/features/tools/messages";
import { langOfPath, pathIn } from "#app/shared/i18n/lang";
import { fill } from "#app/shared/i18n/use-messages";
import { istDate } from "#app/shared/i18n/dates";
import { schemeEnds, schemeEndsFor } from "#app/features/tools/rules/subsidy";
import { specsShown } from "#app/features/catalogue/server/spec-values";
import { NOT_STORED } from "#app/shared/lib/section-data";

// The data of a comparison (/compare/{brand}/{model}[/vs/…]): the models in their one order with
// their prices in the chosen town, the add-or-swap form's choices and answer, the page's words and JSON-LD; the
// redirects to the comparison's one address.

type CompareArgs = {
  request: Request;
  params: { brand1: string; model1: string; brand2?: string; model2?: string; brand3?: string; model3?: string };
  context: Readonly<RouterContextProvider>;
};

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

export async function comparePage({ request, params, context }: CompareArgs) {
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
