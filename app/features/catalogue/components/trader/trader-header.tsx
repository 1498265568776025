import { Link } from "react-router";
import { PageLink } from "#app/shared/components/page-link";
import { EnquiryButton } from "#app/features/enquiry/components/enquiry-button";
import { Logo } from "#app/shared/shell/logo";
import type { Trader } from "#app/shared/entities";
import { SITE_NAME } from "#app/shared/site";
import { TRADER_KINDS, TRADER_TABS, type TraderKind, type TraderTab } from "#app/features/catalogue/rules/trader-profile";
import { traderPath } from "#app/shared/rules/paths";
import { EnquirySentMark } from "#app/features/enquiry/components/sent-mark";
import { queryTypeFor } from "#app/features/search/rules/query-type";
import { fill, useLang, useMessages } from "#app/shared/i18n/use-messages";
import { pathIn } from "#app/shared/i18n/lang";
import { LanguageSwitch } from "#app/shared/shell/language-switch";

// Dealer and manufacturer pages have their own header instead of the site's: logo,
// contact button, GST number and the tab bar About / Product / Contact. An activated dealer also
// gets the talk-to-dealer action, the enquiry whose success the "Enquiry sent" mark shows.

type Props = { kind: TraderKind; trader: Trader; tab: TraderTab };

export function TraderHeader({ kind, trader, tab }: Props) {
  const { queryType, traderType } = TRADER_KINDS[kind];
  const t = useMessages().trader;
  const lang = useLang();
  return (
    <header className="trader-header">
      <div className="trader-header__bar">
        <PageLink to="/" className="trader-header__logo" aria-label={`${SITE_NAME} ${t.home}`}>
          <Logo />
        </PageLink>
        {/* As in the site's header: logo, language switch and the action share one row. */}
        <LanguageSwitch />
        {/* One enquiry action: an activated dealer's is the talk-to-dealer
            enquiry, whose success the "Enquiry sent" mark shows; others contact. */}
        {kind === "dealer" && trader.activate === "1" ? (
          <EnquiryButton input={{ typeOfQuery: queryTypeFor({ from: "dealer-list" }), traderName: trader.tName }} className="button trader-header__contact">
            {t.talkDealer}
          </EnquiryButton>
        ) : (
          <EnquiryButton input={{ typeOfQuery: queryType, traderName: trader.tName }} className="button trader-header__contact">
            {t.contact[traderType]}
          </EnquiryButton>
        )}
      </div>
      <div className="trader-header__identity">
        <p className="trader-header__name">{trader.traderName}</p>
        {trader.gstNumber.trim() ? (
          <p className="trader-header__gst">
            {t.gst} <span data-testid="trader-gst">{trader.gstNumber}</span>
          </p>
        ) : null}
        <EnquirySentMark traderName={trader.tName} />
      </div>
      <nav aria-label={fill(t.pages, { name: trader.traderName })}>
        <ul className="trader-tabs">
          {(Object.keys(TRADER_TABS) as TraderTab[]).map((name) => (
            <li key={name}>
              <Link to={pathIn(lang, traderPath(kind, trader.tName, name))} aria-current={name === tab ? "page" : undefined} prefetch="intent">
                {t.tabs[name]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
