import { apiContext } from "#app/shared/context";
import { townsContext } from "#app/features/town/context";
import { PageLink } from "#app/shared/components/page-link";
import { TownDetect, TownPicker } from "#app/features/town/components/town-picker";
import { townSuggestions } from "#app/features/town/components/suggestions";
import { addressableTown } from "#app/shared/rules/city-route";
import { cityRoutePath } from "#app/shared/rules/city-route";
import { formatInr } from "#app/shared/rules/money";
import type { PageHandle } from "#app/shared/rules/page-query";
import { categoryCityPath, townPath, traderPath } from "#app/shared/rules/paths";
import { langOfPath } from "#app/shared/i18n/lang";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";
import { metaNames, useNames } from "#app/shared/i18n/names";
import { fillNodes } from "#app/shared/i18n/fill-nodes";
import { fill, metaMessages, useMessages } from "#app/shared/i18n/use-messages";
import { type CrumbHandle, crumbNames } from "#app/shared/lib/crumb-names";
import { nameOf } from "#app/shared/lib/route-data";
import { notFound } from "#app/shared/lib/route-errors";
import { siteUrlIn } from "#app/shared/lib/site-url";
import { type TownTypeSummary, townTypeSummaries } from "#app/features/town/server/town-page";
import { pageMeta } from "#app/features/seo/rules/meta";
import type { Route } from "./+types/town-page";

// A town's page, /town/{town} (docs/decisions/147-a-town-keeps-the-need.md): where the town
// picker leads from home, every vehicle type sold near the town, each with its models, lowest
// price and nearest dealers, and a link to that type in the town. Any town the catalogue or the
// pincode directory knows has one, at its canonical name; indexable, and in the sitemaps for the
// catalogue's towns (as decision 123 reasons for a type in a town). A name neither knows, or one
// an address cannot carry, is the 404 page.

export const handle: PageHandle & CrumbHandle & MessagesHandle = {
  messages: ["catalogue", "town"],
  ...crumbNames<Route.ComponentProps["loaderData"]>((d, messages, names) => [
    { segment: "town", label: messages.town.page.title },
    { segment: d.town, label: names.town(d.town) },
  ]),
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const asked = nameOf(params.town);
  if (!addressableTown(asked)) notFound();
  const api = context.get(apiContext);
  const towns = context.get(townsContext);
  const [place, suggested] = await Promise.all([towns.find({ kind: "name", name: asked }), townSuggestions(api, langOfPath(new URL(request.url).pathname)), TownDetect.ready()]);
  if (!place) notFound();
  const town = place.catalogueTown ?? place.name;
  if (!addressableTown(town)) notFound();
  const types = await townTypeSummaries(api, towns, place);
  return { town, types, towns: suggested, url: siteUrlIn(context, request, townPath(town)) };
}

export default function TownPage({ loaderData }: Route.ComponentProps) {
  const { town, types, towns } = loaderData;
  const t = useMessages().town;
  const names = useNames();
  const place = names.town(town);
  return (
    <div className="town-types-page">
      <h1>{fill(t.types.h1, { town: place })}</h1>
      <p className="lead">{types.length ? fill(t.types.intro, { town: place }) : fill(t.types.none, { town: place })}</p>
      <ul className="town-types" data-testid="town-types">
        {types.map((type) => (
          <TypeNearTown key={type.typeName} town={town} type={type} />
        ))}
      </ul>
      <section aria-labelledby="town-other" className="town-page">
        <h2 id="town-other">{t.types.other}</h2>
        <TownPicker towns={towns} />
      </section>
    </div>
  );
}

/** One vehicle type near the town: its models and lowest price (the town's own, else the nearest town's), and its nearest dealers. */
function TypeNearTown({ town, type }: { town: string; type: TownTypeSummary }) {
  const t = useMessages().town;
  const names = useNames();
  const label = names.type(type.typeName);
  const place = names.town(town);
  const { priceTown, dealerTown } = type;
  // the nearest town's figures name it with its distance, as a model's page names the nearest price
  const where = priceTown.own || priceTown.km === null ? fill(t.price.own, { town: names.town(priceTown.cityName) }) : fill(t.price.nearest, { town: names.town(priceTown.cityName), km: priceTown.km });
  const dealersAt = dealerTown && (dealerTown.km === null || dealerTown.km === 0 ? names.town(dealerTown.cityName) : fill(t.model.dealersIn, { town: names.town(dealerTown.cityName), km: dealerTown.km }));
  return (
    <li className="town-type" data-testid="town-type">
      <h2 className="town-type-name">
        <PageLink to={categoryCityPath(type.typeName, town)}>{label}</PageLink>
      </h2>
      <p className="town-type-price">
        {fillNodes(t.types.summary, {
          models: <span data-testid="town-type-models">{type.models === 1 ? t.types.oneModel : fill(t.types.models, { count: type.models })}</span>,
          lowest: <span data-testid="town-type-lowest">{type.lowest > 0 ? fill(t.types.lowest, { price: formatInr(type.lowest) }) : t.types.noPrice}</span>,
        })}
      </p>
      <p className="town-km" data-testid="town-type-where">{where}</p>
      {dealerTown ? (
        <div className="town-type-dealers">
          <h3>{fill(t.types.dealersNear, { where: dealersAt ?? "" })}</h3>
          <ul data-testid="town-type-dealers">
            {type.dealers.map((d) => (
              <li key={d.tName}>
                <PageLink to={traderPath("dealer", d.tName)}>{d.traderName}</PageLink>
              </li>
            ))}
            <li>
              <PageLink to={cityRoutePath(dealerTown.cityName, `${type.typeName} dealers`)}>{fill(t.types.allDealers, { type: label, town: names.town(dealerTown.cityName) })}</PageLink>
            </li>
          </ul>
        </div>
      ) : (
        <p>{fill(t.types.noDealer, { type: label, town: place })}</p>
      )}
      <p className="town-type-see">
        <PageLink to={categoryCityPath(type.typeName, town)} className="button button-secondary">
          {fill(t.types.see, { type: label, town: place })}
        </PageLink>
      </p>
    </li>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = metaMessages(matches)?.town.types;
  const town = metaNames(matches).town(loaderData.town);
  return pageMeta({ url: loaderData.url, title: t && fill(t.title, { town }), description: t && fill(t.description, { town }) });
}
