import { PageLink } from "#app/shared/components/page-link";
import { Collapsible } from "#app/shared/components/collapsible";
import { collapseNeed } from "#app/shared/rules/collapse";
import { EnquiryButton } from "#app/features/enquiry/components/enquiry-button";
import { ModelSummary, OperatorText } from "#app/shared/components/content/page-intro";
import { PriceBreakupTable } from "#app/features/catalogue/components/price-breakup-table";
import { OperatorPart } from "#app/features/tools/components/subsidy/operator-part";
import { priceBreakup } from "#app/shared/rules/price-breakup";
import { formatInr } from "#app/shared/rules/money";
import { useNames } from "#app/shared/i18n/names";
import { fill, useLang, useMessages } from "#app/shared/i18n/use-messages";
import type { ReactNode } from "react";
import type { ModelInCityData } from "#app/features/catalogue/server/model-in-city-page";

// The sections of a model's page in a town about its price: the about text, the on-road breakup
// with the battery, charger and subsidy rows, the EMI (given by the route), and the town's offers.

/** The battery's and the charger's rows: in the breakup, or on their own where it is not shown. */
function PartRows({ parts }: { parts: { key: string; label: string; text: string }[] }) {
  return parts.map((part) => (
    <tr key={part.key} data-testid={`breakup-${part.key}`}>
      <th scope="row">{part.label}</th>
      <td className="breakup-part">{part.text}</td>
    </tr>
  ));
}

/** About the model, its price in the town (breakup, subsidy), the EMI and the town's offers. */
export function TownPriceSections({ loaderData, emi }: { loaderData: ModelInCityData; emi: ReactNode }) {
  const { row, product: p, page, subsidy, parts, summary, aboutLength } = loaderData;
  const subsidyTotal = subsidy.lines.reduce((sum, l) => sum + (l.amount ?? 0), 0);
  const c = useMessages().catalogue;
  const t = c.modelCity;
  const lang = useLang();
  const title = `${p.brandName} ${p.name}`;
  // `city` is the catalogue's name (enquiries); `town` is how the page names it.
  const city = row.cityName;
  const town = useNames().town(city);
  const breakup = priceBreakup(row, town);
  const [breakupHeading] = page.h2;
  return (
    <>
      <section aria-labelledby="about-model" className="panel">
        <h2 id="about-model">{fill(c.modelPage.about, { title })}</h2>
        <Collapsible id="about-toggle" need={collapseNeed(aboutLength)}>
          <ModelSummary text={summary} />
          <OperatorText shown={loaderData.about} />
        </Collapsible>
      </section>

      {breakup.showBreakup ? (
        <section aria-label={t.breakup}>
          <PriceBreakupTable breakup={breakup} caption={breakupHeading || (lang === "en" && row.h2) || fill(t.onRoad, { title, city: town })}>
            <PartRows parts={parts.rows} />
            {subsidy.lines.map((l) => (
              <tr key={l.label.part.value} className="subsidy-line" data-testid="breakup-subsidy">
                <th scope="row">
                  <OperatorPart {...l.label} />
                  <small className="breakup-source">
                    <OperatorPart {...l.source} />
                  </small>
                </th>
                <td className="num">{l.text}</td>
              </tr>
            ))}
            {subsidyTotal > 0 ? (
              <tr className="total">
                <th scope="row">{subsidy.after}</th>
                <td className="num">{formatInr(Math.max(0, breakup.onRoadPrice - subsidyTotal))}</td>
              </tr>
            ) : null}
          </PriceBreakupTable>
        </section>
      ) : null}
      {!breakup.showBreakup && parts.rows.length ? (
        <div className="table-scroll">
          <table className="kv-table breakup-table">
            <caption>{parts.caption}</caption>
            <tbody>
              <PartRows parts={parts.rows} />
            </tbody>
          </table>
        </div>
      ) : null}
      {subsidy.href ? (
        <p className="subsidy-check-link">
          <PageLink to={subsidy.href} rel="nofollow">{subsidy.check}</PageLink>
        </p>
      ) : null}

      {emi}

      <section id="offers" aria-labelledby="offers-title" className="panel offer" data-testid="offers">
        <h2 id="offers-title">{t.offers}</h2>
        {loaderData.offer.blocks.length ? <OperatorText shown={loaderData.offer} /> : <p>{fill(t.askOffers, { city: town, title })}</p>}
        <EnquiryButton input={{ typeOfQuery: "Dealer", brandName: p.brandName, modelName: p.name, cityName: city }} className="button">
          {t.talkToDealer}
        </EnquiryButton>
      </section>
    </>
  );
}
