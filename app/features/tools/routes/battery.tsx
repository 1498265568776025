import { data } from "react-router";
import { apiContext } from "#app/shared/context";
import { townsContext } from "#app/features/town/context";
import { BatteryTable, PremiumNote } from "#app/features/tools/components/battery/battery-answer";
import { batteryWords, type BatteryWords } from "#app/features/tools/components/battery/messages";
import { ModelSelect } from "#app/features/catalogue/components/model-select";
import type { PageHandle } from "#app/shared/rules/page-query";
import { choosable } from "#app/features/tools/rules/battery";
import { BATTERY_FIELDS, type BatteryField, readBatteryQuery } from "#app/features/tools/rules/battery-query";
import { langOfPath, pathIn } from "#app/shared/i18n/lang";
import { fill, useLang } from "#app/shared/i18n/use-messages";
import { crumbNames } from "#app/shared/lib/crumb-names";
import { notFound, required } from "#app/shared/lib/route-errors";
import { canonicalUrl } from "#app/shared/lib/site-url";
import { batteryAnswer, batteryCatalogue, pricedModels } from "#app/features/tools/server/battery";
import { modelParam, readModelParam } from "#app/features/tools/server/subsidy";
import { pageMeta } from "#app/features/seo/rules/meta";
import { priceNear, townAsked } from "#app/features/catalogue/server/town-price";
import { FigureField } from "#app/features/tools/components/figure-field";
import { toolMessages } from "#app/features/tools/messages";
import { SITE_FORM } from "#app/features/tools/components/site-form";
import type { Route } from "./+types/battery";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";
import { NOT_STORED } from "#app/shared/lib/section-data";

// /battery?model=Mahindra/e-Alfa-Mini (and /hi/battery): an e-rickshaw or e-cart with a lead-acid
// and a lithium battery side by side, on the visitor's figures, as GET forms the server answers
// (docs/decisions/118). An answer is never stored; the page without a query is.

export const handle: PageHandle & MessagesHandle = {
  messages: ["specNames"],
  query: { model: "text", town: "text", ...Object.fromEntries(BATTERY_FIELDS.map((f) => [f, "text" as const])) },
  ...crumbNames<{ words: BatteryWords }>((d) => [{ segment: "battery", label: d.words.crumb }]),
};

/** Each field's label and its default's source; km, days and tariff in the running-cost tool's words. */
function fieldWords(lang: "en" | "hi", field: BatteryField): { label: string; source: string } {
  const cost = toolMessages[lang].runningCost;
  const w = batteryWords[lang];
  return field === "km" || field === "days" || field === "tariff" ? { label: cost.label[field], source: cost.source[field] } : { label: w.label[field], source: w.source[field] };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const words = batteryWords[lang];
  const asked = (url.searchParams.get("model") ?? "").trim();
  // A model the catalogue does not have, or one the chooser does not cover: the 404 page.
  const wanted = asked ? (readModelParam(asked) ?? notFound()) : null;
  const product = wanted ? required(await api.call("getProductByBrandandModel", wanted))[0] : null;
  if (product && !choosable(product)) notFound();
  const catalogue = await batteryCatalogue(api, product);
  const { models, premium } = await pricedModels(api, catalogue, product);
  const query = readBatteryQuery(url.searchParams, premium?.amount ?? null);
  const fields = BATTERY_FIELDS.map((name) => ({ name, ...fieldWords(lang, name), value: query.values[name], invalid: query.problems.includes(name) }));
  const base = {
    words,
    groups: catalogue.groups,
    model: product ? modelParam(product.brandName, product.name) : "",
    fields,
    problems: query.problems.map((f) => fieldWords(lang, f).label),
    url: canonicalUrl(context, request),
    town: (url.searchParams.get("town") ?? "").trim().slice(0, 80),
    unknownTown: null as string | null,
    answer: null,
    noPrice: false,
  };
  if (!query.asked) return data(base);
  if (!query.input) return data(base, { status: 400, headers: NOT_STORED });
  if (!product) return data(base, { headers: NOT_STORED });
  // A model no town publishes a price for has nothing to set beside: the page says so.
  const priced = models.find((m) => m.brandName === product.brandName && m.name === product.name);
  if (!priced) return data({ ...base, noPrice: true }, { headers: NOT_STORED });
  // A town asked (any the pincode directory knows): the model at its price there, or the nearest
  // priced town's, with that town and its distance; else its "from" price.
  const towns = context.get(townsContext);
  const where = await townAsked(towns, base.town, false);
  const near = where.kind === "place" ? await priceNear(api, towns, where.place, product) : null;
  const model = near && near.row.exShowroomPrice > 0 ? { ...priced, price: near.row.exShowroomPrice, town: near.town, km: near.km } : priced;
  const unknownTown = where.kind === "unknown" ? where.typed : null;
  return data({ ...base, unknownTown, answer: batteryAnswer(model, models, premium, query.input) }, { headers: NOT_STORED });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function BatteryScreen({ loaderData }: Route.ComponentProps) {
  const { words: w, groups, model, fields, problems, answer, noPrice, town, unknownTown } = loaderData;
  const lang = useLang();
  const action = pathIn(lang, "/battery");
  return (
    <>
      <h1>{w.h1}</h1>
      <p>{w.intro}</p>
      <form method="get" action={action} className="panel battery-model" {...SITE_FORM} data-testid="battery-model-form">
        <label>
          {w.model}
          <ModelSelect groups={groups} value={model} placeholder={w.chooseModel} />
        </label>
        <label>
          {w.town}
          <input
            name="town"
            autoComplete="off"
            maxLength={80}
            defaultValue={town}
            aria-invalid={unknownTown ? true : undefined}
            aria-describedby={unknownTown ? "battery-town-error" : undefined}
          />
        </label>
        {unknownTown ? (
          <p id="battery-town-error" className="form-errors" role="alert" data-testid="battery-town-error">
            {fill(w.townUnknown, { town: unknownTown })}
          </p>
        ) : null}
        <button type="submit" className="button">
          {w.show}
        </button>
      </form>

      {answer ? (
        <section aria-labelledby="battery-answer" data-testid="battery-answer">
          <h2 id="battery-answer">{fill(w.answerFor, { model: answer.model })}</h2>
          <BatteryTable answer={answer} w={w} />
        </section>
      ) : null}
      {noPrice ? <p data-testid="battery-no-price">{w.noPrice}</p> : null}
      {problems.length ? (
        <div className="form-errors" role="alert" data-testid="battery-errors">
          <p>{w.errorsTitle}</p>
          <ul>
            {problems.map((label) => (
              <li key={label}>{fill(w.invalid, { label })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {model ? (
        <form method="get" action={action} className="panel" {...SITE_FORM} data-testid="battery-form">
          <input type="hidden" name="model" value={model} />
          {town ? <input type="hidden" name="town" value={town} /> : null}
          <fieldset className="cost-fields">
            <legend>{w.figures}</legend>
            {fields.map((f) => (
              <FigureField key={f.name} {...f} />
            ))}
          </fieldset>
          <button type="submit" className="button">
            {w.submit}
          </button>
        </form>
      ) : null}
      {answer ? (
        <section aria-labelledby="battery-premium" className="battery-notes">
          <h2 id="battery-premium">{w.premiumHeading}</h2>
          <PremiumNote answer={answer} w={w} />
          {answer.sides.some((side) => side.name === null) ? <p>{w.sideNote}</p> : null}
          <p>{w.how}</p>
        </section>
      ) : null}
      <p className="footnote">{w.indicative}</p>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ title: loaderData.words.title, description: loaderData.words.description, url: loaderData.url });
}
