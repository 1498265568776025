import { useNames } from "#app/shared/i18n/names";
import { EnquiryButton } from "#app/features/enquiry/components/enquiry-button";
import { PageLink } from "#app/shared/components/page-link";
import { canTalkToDealer } from "#app/features/catalogue/rules/dealers";
import { formatInr } from "#app/shared/rules/money";
import { modelCityPath, traderPath } from "#app/shared/rules/paths";
import { fill, useMessages } from "#app/shared/i18n/use-messages";
import type { ModelTown } from "#app/features/catalogue/server/model-town";
import { usePriceWhere } from "./price-where";

// The model page's part for the visitor's town (docs/decisions/115-your-town-first.md): the price
// in the town, or in the nearest town that lists one with its distance, and the dealers nearest.

type Props = { yourTown: ModelTown; brandName: string; modelName: string };

export function ModelTownBox({ yourTown, brandName, modelName }: Props) {
  const messages = useMessages();
  const t = messages.town;
  const names = useNames();
  const priceWhere = usePriceWhere();
  const { town, price, dealers } = yourTown;
  const where = price ? priceWhere({ town: price.cityName, own: price.own, km: price.km }) : "";
  return (
    <section className="town-price" aria-labelledby="town-price-title" data-testid="town-price">
      <h2 id="town-price-title">{fill(t.model.heading, { town: names.town(town) })}</h2>
      {price ? (
        <>
          <p data-testid="town-price-line">
            {where}:{" "}
            {price.exShowroom > 0 ? (
              <strong>
                {price.onRoad > price.exShowroom ? fill(t.price.onRoad, { price: formatInr(price.onRoad) }) : fill(t.price.exShowroom, { price: formatInr(price.exShowroom) })}
              </strong>
            ) : (
              <strong>{messages.catalogue.terms.contactForPrice}</strong>
            )}
          </p>
          <p>
            <PageLink to={modelCityPath(brandName, modelName, price.cityName)}>{fill(t.model.cityPrice, { town: names.town(price.cityName) })}</PageLink>
          </p>
        </>
      ) : (
        <p>{fill(t.price.none, { town })}</p>
      )}
      <h3>{fill(t.model.dealers, { town })}</h3>
      {dealers.length ? (
        <ul className="town-towns" data-testid="town-dealers">
          {dealers.map((d) => (
            <li key={d.tName}>
              <span>
                <PageLink to={traderPath("dealer", d.tName)}>{d.traderName}</PageLink>{" "}
                <span className="town-km">{d.km === 0 ? names.town(d.cityName) : fill(t.model.dealersIn, { town: names.town(d.cityName), km: d.km })}</span>
              </span>
              {canTalkToDealer(d) ? (
                <EnquiryButton input={{ typeOfQuery: "Dealer", traderName: d.tName, brandName, modelName, cityName: town }} className="button button-small">
                  {messages.catalogue.talkDealer}
                </EnquiryButton>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{fill(t.model.noDealers, { town })}</p>
      )}
    </section>
  );
}
