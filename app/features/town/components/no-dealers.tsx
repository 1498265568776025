import { useNames } from "#app/shared/i18n/names";
import { Card, CardGrid } from "#app/features/catalogue/components/cards";
import { EnquiryButton } from "#app/features/enquiry/components/enquiry-button";
import { ListPages, NarrowForm, useRowNote } from "#app/features/catalogue/components/lists/model-list";
import { PageLink } from "#app/shared/components/page-link";
import { priceCard } from "#app/features/catalogue/components/price-card";
import { cityRoutePath } from "#app/shared/rules/city-route";
import { fill, useMessages } from "#app/shared/i18n/use-messages";
import type { ModelList } from "#app/features/catalogue/server/model-list";
import type { TownWithoutDealers } from "#app/features/town/server/town-without-dealers";
import { usePriceWhere } from "./price-where";

// A town with no page of its own for a vehicle type (docs/decisions/115-your-town-first.md): says
// so, lists the nearest towns with dealers (km), and the type's models in the nearest town that
// prices them, sorted and narrowed as on any list (docs/decisions/148), each with an enquiry that
// routing sends to the dealers nearest the visitor.

type Props = TownWithoutDealers & { typeName: string; typeLabel: string; list: ModelList | null };

export function NoDealersTown({ town, hasOwnDealers, dealerTowns, pricedTown, list, typeName, typeLabel }: Props) {
  const t = useMessages().town;
  const names = useNames();
  const rowNote = useRowNote();
  const priceWhere = usePriceWhere();
  const words = { type: typeLabel, town: names.town(town.name) };
  const where = pricedTown && priceWhere({ town: pricedTown.cityName, own: pricedTown.own, km: pricedTown.km });
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
      {list && pricedTown ? (
        <section aria-labelledby="models-near">
          <h2 id="models-near">{fill(t.noDealers.models, words)}</h2>
          <p>{fill(t.noDealers.askNote, words)}</p>
          <NarrowForm list={list} typeLabel={typeLabel} />
          <CardGrid columns={3} testId="models-near">
            {list.rows.map((row, i) => (
              <Card
                key={`${row.brandName}|${row.name}`}
                card={{ ...priceCard(row, { priority: i === 0 }), note: rowNote(row, where ?? undefined) }}
                action={
                  <EnquiryButton input={{ typeOfQuery: "Find Dealer", brandName: row.brandName, modelName: row.name, cityName: town.name }} className="button button-small">
                    {t.noDealers.ask}
                  </EnquiryButton>
                }
              />
            ))}
          </CardGrid>
          <ListPages list={list} typeLabel={typeLabel} />
        </section>
      ) : null}
    </div>
  );
}
