import { HelplineLink } from "#app/components/content/helpline-link";
import { EnquiryButton } from "#app/components/enquiry-button";
import type { Trader } from "#app/domain/entities";
import { TRADER_KINDS, type TraderKind, mapSearchUrl } from "#app/domain/rules/trader-profile";

// Contact: the page title and, when the address is known, a panel with the address, a map link
// and tap-to-call for the site's enquiry line (docs/decisions/022-profile-contact.md).

type Props = { kind: TraderKind; heading: string; addressHeading?: string | undefined; trader: Trader };

export function ContactTab({ kind, heading, addressHeading, trader }: Props) {
  const address = trader.address.trim();
  const { queryType } = TRADER_KINDS[kind];
  return (
    <>
      <h1>{heading}</h1>
      {address ? (
        <section className="address-panel" data-testid="address-panel" aria-labelledby="address-heading">
          <h2 id="address-heading">{addressHeading || "Address"}</h2>
          <address>
            <strong>{trader.traderName}</strong>
            <br />
            {address}
          </address>
          <p>
            <a className="map-link" href={mapSearchUrl(address)} target="_blank" rel="noopener noreferrer">
              Open in Maps
            </a>
          </p>
          <HelplineLink />
        </section>
      ) : null}
      <section className="contact-ways" aria-label="Send an enquiry">
        <p>
          Send your mobile number and city, and {trader.traderName} will call you back about prices, offers and
          availability.
        </p>
        <EnquiryButton input={{ typeOfQuery: queryType, traderName: trader.tName }}>Send Enquiry</EnquiryButton>
        {address ? null : <HelplineLink />}
      </section>
    </>
  );
}
