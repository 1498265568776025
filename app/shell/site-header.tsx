import { PageLink } from "#app/shared/components/page-link";
import { useMessages } from "#app/shared/i18n/use-messages";
import { EnquiryButton } from "../features/enquiry/components/enquiry-button";
import { LanguageSwitch } from "../shared/shell/language-switch";
import { Logo } from "../shared/shell/logo";
import { SITE_NAME } from "#app/shared/site";
import { TownLine } from "../features/town/components/town-line";

// The site header: the logo linking home and a Contact Us button (enquiry typeOfQuery Contact);
// The language switch sits in the header; below the 60px header, the visitor's town (decision 115).

export function SiteHeader() {
  const t = useMessages().shell;
  return (
    <header className="site-header">
      <div className="site-header-inner">
        {/* The link's name starts with the logo's own words, so a voice command naming them finds it. */}
        <PageLink to="/" className="logo-link" aria-label={`${SITE_NAME} ${t.homeLabel}`}>
          <Logo />
        </PageLink>
        <LanguageSwitch />
        <EnquiryButton input={{ typeOfQuery: "Contact" }} className="button header-contact">
          {t.contactUs}
        </EnquiryButton>
      </div>
      {/* Below the 60px header bar, inside the banner landmark: the visitor's town. */}
      <TownLine />
    </header>
  );
}
