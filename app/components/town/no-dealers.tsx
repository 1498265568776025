import { useNames } from "#app/i18n/names";
import { Card, CardGrid } from "#app/components/cards";
import { EnquiryButton } from "#app/components/enquiry-button";
import { PageLink } from "#app/components/page-link";
import { priceCard } from "#app/components/price-card";
import { cityRoutePath } from "#app/domain/rules/city-route";
import { fill, useMessages } from "#app/i18n/use-messages";
import type { TownWithoutDealers } from "#app/loaders/town-without-dealers";

// A town with no page of its own for a vehicle type (docs/decisions/115-your-town-first.md): says
// so, lists the nearest towns with dealers (km), and offers an enquiry per model sold nearest,
// which routing sends to the dealers nearest the visitor.

type Props = TownWithoutDealers & { typeName: string; typeLabel: string };

export function NoDealersTown({ town, hasOwnDealers, dealerTowns, models, typeName, typeLabel }: Props) {
  const t = useMessages().town;
  const names = useNames();
  const words = { type: typeLabel, town: names.town(town.name) };
  const nearest = dealerTowns[0];
  return (
    <div data-testid="no-dealers-town">
      <h1>{fill(t.noDealers.h1, words)}</h1>
      {hasOwnDealers ? null : <p className="lead">{fill(t.noDealers.none, words)}</p>}
      <section aria-labelledby="dealer-towns">
        <h2 id="dealer-towns">{fill(t.noDealers.nearest, words)}</h2>
        {dealerTowns.length ? (
          <ol className="town-towns" data-testid="dealer-towns">
            {dealerTowns.map((d) => (
              <li key={d.cityName}>
                <PageLink to={cityRoutePath(d.cityName, `${typeName} dealers`)}>{fill(t.noDealers.see, { town: names.town(d.cityName) })}</PageLink>
                {d.km === null ? null : <span className="town-km">{fill(t.noDealers.km, { km: d.km })}</span>}
              </li>
            ))}
          </ol>
        ) : (
          <p>{fill(t.noDealers.noneNear, words)}</p>
        )}
      </section>
      {models.length && nearest ? (
        <section aria-labelledby="models-near">
          <h2 id="models-near">{fill(t.noDealers.models, words)}</h2>
          <p>{fill(t.noDealers.askNote, words)}</p>
          <CardGrid columns={3} testId="models-near">
            {models.map(({ row, km }) => (
              <Card
                key={`${row.brandName}|${row.name}`}
                card={{ ...priceCard(row), note: km === null ? fill(t.price.own, { town: names.town(row.cityName) }) : fill(t.price.nearest, { town: names.town(row.cityName), km }) }}
                action={
                  <EnquiryButton input={{ typeOfQuery: "Find Dealer", brandName: row.brandName, modelName: row.name, cityName: town.name }} className="button button-small">
                    {t.noDealers.ask}
                  </EnquiryButton>
                }
              />
            ))}
          </CardGrid>
        </section>
      ) : null}
    </div>
  );
}
