import { data } from "react-router";
import { apiContext } from "#app/shared/context";
import { townsContext } from "#app/features/town/context";
import { ModelSelect } from "#app/features/catalogue/components/model-select";
import { SubsidyAnswer } from "#app/features/tools/components/subsidy/subsidy-answer";
import { subsidyWords, type SubsidyWords } from "#app/features/tools/components/subsidy/messages";
import type { PageHandle } from "#app/shared/rules/page-query";
import { formatDayIn } from "#app/shared/i18n/dates";
import { langOfPath, pathIn } from "#app/shared/i18n/lang";
import { fill, useLang } from "#app/shared/i18n/use-messages";
import { useNames } from "#app/shared/i18n/names";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";
import { crumbNames } from "#app/shared/lib/crumb-names";
import { required, notFound } from "#app/shared/lib/route-errors";
import { canonicalUrl } from "#app/shared/lib/site-url";
import { modelParam, readModelParam, readSubsidyQuery, shownType, subsidyChoices, subsidyFor } from "#app/features/tools/server/subsidy";
import { pageMeta } from "#app/features/seo/rules/meta";
import { priceNear, priceNearLine, townAsked } from "#app/features/catalogue/server/town-price";
import { SITE_FORM } from "#app/features/tools/components/site-form";
import type { Route } from "./+types/subsidy";
import { NOT_STORED } from "#app/shared/lib/section-data";

// /subsidy?model=Mahindra/Treo&town=Delhi&date=2025-06-01 (and /hi/subsidy): the central and state
// purchase incentives of a model in a town on a registration date, as a GET form the server
// answers (docs/decisions/117). An answer is never stored; the page without a query is.

export const handle: PageHandle & MessagesHandle = {
  // the battery's type is a specification value, named in the page's language
  messages: ["specNames"],
  query: { model: "text", town: "text", date: "text", type: "text" },
  ...crumbNames<{ words: SubsidyWords }>((d) => [{ segment: "subsidy", label: d.words.crumb }]),
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const lang = langOfPath(new URL(request.url).pathname);
  const words = subsidyWords[lang];
  const query = readSubsidyQuery(new URL(request.url).searchParams);
  // A model not in the catalogue (the form offers only those that are): the 404 page.
  const wanted = query.model ? (readModelParam(query.model) ?? notFound()) : null;
  const product = wanted ? required(await api.call("getProductByBrandandModel", wanted))[0] : null;
  const choices = await subsidyChoices(api, lang, shownType(query.type, product), product);
  const url = canonicalUrl(context, request);
  const base = { words, query, choices, url, answer: null, unknownTown: false };
  if (!query.asked) return data(base);
  if (query.badDate) return data(base, { status: 400, headers: NOT_STORED });
  if (!product || !query.town) return data(base, { headers: NOT_STORED });
  // A town is typed: any the pincode directory knows (name, Hindi name or PIN code) is checked in
  // its state at its own price or the nearest priced town's; words that name no town are said on the form.
  const towns = context.get(townsContext);
  const asked = await townAsked(towns, query.town, false);
  if (asked.kind !== "place") return data({ ...base, unknownTown: true }, { status: 400, headers: NOT_STORED });
  const { place } = asked;
  // the price the buyer pays there, by the one resolution; none where no town near or far publishes one
  const near = await priceNear(api, towns, place, product);
  const check = await subsidyFor(api, product, { stateName: place.stateName, price: near?.row.exShowroomPrice ?? 0 }, query.day);
  const answer = {
    model: `${product.brandName} ${product.name}`,
    modelValue: modelParam(product.brandName, product.name),
    town: place.name,
    stateName: place.stateName,
    batteryType: product.batteryType,
    // the price the check is made at, and where it is from: "Price in Gorakhpur, 159 km away"
    price: priceNearLine(lang, place, near),
    check,
  };
  return data({ ...base, answer }, { headers: NOT_STORED });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function SubsidyScreen({ loaderData }: Route.ComponentProps) {
  const { words: w, query, choices, answer, unknownTown } = loaderData;
  const lang = useLang();
  const names = useNames();
  const kwh = answer?.check.kwh;
  return (
    <>
      <h1>{w.h1}</h1>
      <p>{w.intro}</p>
      {/* The models a type at a time (docs/decisions/136): this form changes the type, keeping the town and date. */}
      <form method="get" action={pathIn(lang, "/subsidy")} className="panel subsidy-type" {...SITE_FORM} data-testid="subsidy-type-form">
        <label>
          {w.type}
          <select name="type" defaultValue={choices.typeName}>
            {choices.types.map((t) => (
              <option key={t} value={t}>
                {names.type(t)}
              </option>
            ))}
          </select>
        </label>
        {query.town ? <input type="hidden" name="town" value={query.town} /> : null}
        {query.dateInput && !query.badDate ? <input type="hidden" name="date" value={query.dateInput} /> : null}
        <button type="submit" className="button button-secondary">
          {w.showModels}
        </button>
      </form>
      <form method="get" action={pathIn(lang, "/subsidy")} className="panel subsidy-form" {...SITE_FORM} data-testid="subsidy-form">
        <div className="emi-fields">
          <label>
            {w.model}
            <ModelSelect groups={choices.models} value={answer?.modelValue ?? query.model} placeholder={w.chooseModel} />
          </label>
          <label>
            {w.town}
            <input
              name="town"
              list="subsidy-towns"
              autoComplete="off"
              maxLength={80}
              required
              placeholder={w.typeTown}
              defaultValue={answer ? names.town(answer.town) : query.town}
              aria-invalid={unknownTown || undefined}
              aria-describedby={unknownTown ? "subsidy-town-error" : undefined}
            />
            <datalist id="subsidy-towns">
              {choices.towns.map((t) => (
                <option key={t} value={t} />
              ))}
            </datalist>
          </label>
          <label>
            {w.date}
            <input type="date" name="date" min="2000-01-01" max="2099-12-31" defaultValue={query.badDate ? query.dateInput : query.day} aria-invalid={query.badDate || undefined} aria-describedby="subsidy-date-hint" />
            <small id="subsidy-date-hint">{w.dateHint}</small>
          </label>
        </div>
        {unknownTown ? (
          <p id="subsidy-town-error" className="form-errors" role="alert" data-testid="subsidy-town-error">
            {fill(w.unknownTown, { town: query.town })}
          </p>
        ) : null}
        {query.badDate ? (
          <p className="form-errors" role="alert" data-testid="subsidy-error">
            {w.badDate}
          </p>
        ) : null}
        <button type="submit" className="button">
          {w.submit}
        </button>
      </form>

      {answer ? (
        <section aria-labelledby="subsidy-answer" className="subsidy-answer" data-testid="subsidy-answer">
          <h2 id="subsidy-answer">{fill(w.answerFor, { model: answer.model, place: placeOf(w, names.town(answer.town), names.state(answer.stateName)), date: formatDayIn(lang, query.day) })}</h2>
          <p>
            {fill(w.battery, {
              type: answer.check.battery === "unknown" ? w.batteryUnknown : names.spec(answer.batteryType),
              kwh: kwh ? `${Math.round(kwh * 100) / 100} kWh` : w.batteryUnknown,
            })}
          </p>
          <p data-testid="subsidy-price">{answer.price}</p>
          <SubsidyAnswer check={answer.check} words={w} lang={lang} />
        </section>
      ) : null}
      <p className="footnote">{w.indicative}</p>
    </>
  );
}

/** "Noida (Uttar Pradesh)", but "Delhi" where the town is the state. */
const placeOf = (w: SubsidyWords, town: string, state: string) => (town.toLowerCase() === state.toLowerCase() ? town : fill(w.place, { town, state }));

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ title: loaderData.words.title, description: loaderData.words.description, url: loaderData.url });
}
