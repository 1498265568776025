import { PageLink } from "#app/shared/components/page-link";
import type { Trader } from "#app/shared/entities";
import { IMAGE_SIZES, modelImage } from "#app/shared/images";
import { canTalkToDealer, dealerBrands, dealerCardModels } from "#app/features/catalogue/rules/dealers";
import { traderPath } from "#app/shared/rules/paths";
import { useNames } from "#app/shared/i18n/names";
import { familyOfTypes } from "#app/shared/vehicle-family";
import { EnquiryButton } from "../../enquiry/components/enquiry-button";
import { Img } from "../../../shared/components/img";
import { useLang, useMessages } from "#app/shared/i18n/use-messages";
import { operatorVersion } from "#app/shared/rules/operator-language";

// A dealer in the city's dealer list: up to two model images, trader name, vehicle
// types, the brands and the address the intro promises, city, View Dealer Profile, and Click To
// Talk Dealer only for activated dealers.

export type DealerSummary = Pick<Trader, "tName" | "traderName" | "typeName" | "cityName" | "activate" | "brandList" | "address" | "addressHi">;

const { width, height } = IMAGE_SIZES.listNarrow;

/**
 * `prominent`: the first dealer of the list, shown larger. It carries no "Featured"
 * label: the catalogue marks no dealer as featured, and being first is no endorsement (ADR 095).
 */
export function DealerCard({ dealer, prominent = false }: { dealer: DealerSummary; prominent?: boolean }) {
  const t = useMessages().catalogue;
  const names = useNames();
  const brands = dealerBrands(dealer.brandList);
  const drawing = familyOfTypes(dealer.typeName);
  // the address as the dealer wrote it in the page's language; English on a Hindi page is marked so
  const address = operatorVersion(useLang(), dealer.address.trim(), dealer.addressHi.trim());
  return (
    <li className={prominent ? "dealer-card dealer-featured" : "dealer-card"} data-testid="dealer-card">
      <div className="dealer-images">
        {dealerCardModels(dealer.brandList).map((m) => (
          <Img key={`${m.brandName}|${m.modelName}`} src={modelImage(m.brandName, m.modelName)} drawing={drawing} alt={`${m.brandName} ${m.modelName}`} width={width} height={height} />
        ))}
      </div>
      <h3>{dealer.traderName}</h3>
      <dl className="dealer-facts">
        <dt>{t.vehicleTypes}</dt>
        <dd>{dealer.typeName.map(names.type).join(", ")}</dd>
        {brands.length ? (
          <>
            <dt>{t.dealerBrands}</dt>
            <dd>{brands.join(", ")}</dd>
          </>
        ) : null}
        <dt>{t.city}</dt>
        <dd>{names.town(dealer.cityName)}</dd>
        {address.value ? (
          <>
            <dt>{t.dealerAddress}</dt>
            <dd>
              <address lang={address.english ? "en" : undefined}>{address.value}</address>
            </dd>
          </>
        ) : null}
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
