import { PageLink } from "#app/components/page-link";
import type { Trader } from "#app/domain/entities";
import { IMAGE_SIZES, modelImage } from "#app/domain/images";
import { canTalkToDealer, dealerCardModels } from "#app/domain/rules/dealers";
import { traderPath } from "#app/domain/rules/paths";
import { titleCase } from "#app/domain/rules/display-name";
import { EnquiryButton } from "./enquiry-button";
import { Img } from "./img";
import { useMessages } from "#app/i18n/use-messages";

// A dealer in the city's dealer list (spec §2): up to two model images, trader name, vehicle
// types, city, View Dealer Profile, and Click To Talk Dealer only for activated dealers.

export type DealerSummary = Pick<Trader, "tName" | "traderName" | "typeName" | "cityName" | "activate" | "brandList">;

const { width, height } = IMAGE_SIZES.listNarrow;

export function DealerCard({ dealer, featured = false }: { dealer: DealerSummary; featured?: boolean }) {
  const t = useMessages().catalogue;
  return (
    <li className={featured ? "dealer-card dealer-featured" : "dealer-card"} data-testid="dealer-card">
      {featured ? <span className="badge">{t.featuredDealer}</span> : null}
      <div className="dealer-images">
        {dealerCardModels(dealer.brandList).map((m) => (
          <Img key={`${m.brandName}|${m.modelName}`} src={modelImage(m.brandName, m.modelName)} alt={`${m.brandName} ${m.modelName}`} width={width} height={height} />
        ))}
      </div>
      <h3>{dealer.traderName}</h3>
      <dl className="dealer-facts">
        <dt>{t.vehicleTypes}</dt>
        <dd>{dealer.typeName.map(titleCase).join(", ")}</dd>
        <dt>{t.city}</dt>
        <dd>{dealer.cityName}</dd>
      </dl>
      <div className="dealer-actions">
        <PageLink to={traderPath("dealer", dealer.tName)} className="button button-secondary">
          {t.viewDealer}
        </PageLink>
        {canTalkToDealer(dealer) ? (
          <EnquiryButton input={{ typeOfQuery: "Dealer", traderName: dealer.tName, cityName: dealer.cityName }} className="button">
            {t.talkDealer}
          </EnquiryButton>
        ) : null}
      </div>
    </li>
  );
}
