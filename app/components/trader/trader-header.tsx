import { Link } from "react-router";
import { PageLink } from "#app/components/page-link";
import { EnquiryButton } from "#app/components/enquiry-button";
import { Logo } from "#app/components/logo";
import type { Trader } from "#app/domain/entities";
import { SITE_NAME } from "#app/site";
import { TRADER_KINDS, TRADER_TABS, type TraderKind, type TraderTab, traderTabPath } from "#app/domain/rules/trader-profile";
import { EnquirySentMark } from "#app/components/enquiry/sent-mark";
import { queryTypeFor } from "#app/domain/rules/query-type";

// Spec §2: dealer and manufacturer pages have their own header instead of the site's: logo,
// contact button, GST number and the tab bar About / Product / Contact. An activated dealer also
// gets the talk-to-dealer action (spec §6), the enquiry whose success the "Enquiry sent" mark shows.

type Props = { kind: TraderKind; trader: Trader; tab: TraderTab };

export function TraderHeader({ kind, trader, tab }: Props) {
  const { queryType, traderType } = TRADER_KINDS[kind];
  return (
    <header className="trader-header">
      <div className="trader-header__bar">
        <PageLink to="/" className="trader-header__logo" aria-label={`${SITE_NAME} home`}>
          <Logo />
        </PageLink>
        {/* One enquiry action (issue 18, point 9): an activated dealer's is the talk-to-dealer
            enquiry of spec §6, whose success the "Enquiry sent" mark shows; others contact. */}
        {kind === "dealer" && trader.activate === "1" ? (
          <EnquiryButton input={{ typeOfQuery: queryTypeFor({ from: "dealer-list" }), traderName: trader.tName }} className="button trader-header__contact">
            Click To Talk Dealer
          </EnquiryButton>
        ) : (
          <EnquiryButton input={{ typeOfQuery: queryType, traderName: trader.tName }} className="button trader-header__contact">
            Contact {traderType}
          </EnquiryButton>
        )}
      </div>
      <div className="trader-header__identity">
        <p className="trader-header__name">{trader.traderName}</p>
        {trader.gstNumber.trim() ? (
          <p className="trader-header__gst">
            GST No: <span data-testid="trader-gst">{trader.gstNumber}</span>
          </p>
        ) : null}
        <EnquirySentMark traderName={trader.tName} />
      </div>
      <nav aria-label={`${trader.traderName} pages`}>
        <ul className="trader-tabs">
          {(Object.keys(TRADER_TABS) as TraderTab[]).map((name) => (
            <li key={name}>
              <Link to={traderTabPath(kind, trader.tName, name)} aria-current={name === tab ? "page" : undefined} prefetch="intent">
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
