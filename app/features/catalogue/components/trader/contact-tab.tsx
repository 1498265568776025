import { HelplineLink } from "#app/shared/components/content/helpline-link";
import { EnquiryButton } from "#app/features/enquiry/components/enquiry-button";
import type { Trader } from "#app/shared/entities";
import { TRADER_KINDS, type TraderKind, mapSearchUrl } from "#app/features/catalogue/rules/trader-profile";
import { fill, useLang, useMessages } from "#app/shared/i18n/use-messages";
import { operatorVersion } from "#app/shared/rules/operator-language";
import type { ShopLines } from "#app/features/seller/profile/rules/shop-lines";

// Contact: the page title and, when the address is known, a panel with the address, a map link
// and tap-to-call for the site's enquiry line (docs/decisions/022-profile-contact.md).

type Props = { kind: TraderKind; heading: string; addressHeading?: string | undefined; trader: Trader; shop?: ShopLines | null };

export function ContactTab({ kind, heading, addressHeading, trader, shop }: Props) {
  const address = trader.address.trim();
  // shown in the page's language where the trader wrote it so; the map searches the English
  const shown = operatorVersion(useLang(), address, trader.addressHi.trim());
  const { queryType } = TRADER_KINDS[kind];
  const t = useMessages().trader;
  return (
    <>
      <h1>{heading}</h1>
      {address ? (
        <section className="address-panel" data-testid="address-panel" aria-labelledby="address-heading">
          <h2 id="address-heading">{addressHeading || t.address}</h2>
          <address>
            <strong>{trader.traderName}</strong>
            <br />
            <span lang={shown.english ? "en" : undefined}>{shown.value}</span>
          </address>
          <p>
            <a className="map-link" href={mapSearchUrl(address)} target="_blank" rel="noopener noreferrer">
              {t.openInMaps}
            </a>
          </p>
          <HelplineLink />
        </section>
      ) : null}
      {shop?.hours || shop?.offer ? (
        <dl className="shop-lines" data-testid="shop-lines">
          {shop.hours ? (
            <>
              <dt>{t.hours}</dt>
              <dd data-testid="shop-hours">{shop.hours}</dd>
            </>
          ) : null}
          {shop.offer ? (
            <>
              <dt>{t.offers}</dt>
              <dd data-testid="shop-offer" lang={shop.offer.english ? "en" : undefined}>
                {shop.offer.value}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <section className="contact-ways" aria-label={t.enquiryWays}>
        <p>{fill(t.callBack, { name: trader.traderName })}</p>
        <EnquiryButton input={{ typeOfQuery: queryType, traderName: trader.tName }}>{t.sendEnquiry}</EnquiryButton>
        {address ? null : <HelplineLink />}
      </section>
    </>
  );
}
