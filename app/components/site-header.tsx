import { PageLink } from "#app/components/page-link";
import { useMessages } from "#app/i18n/use-messages";
import { EnquiryButton } from "./enquiry-button";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";

// Spec §2 header: the logo linking home and a Contact Us button (enquiry typeOfQuery Contact);
// issue 19 adds the language switch.

export function SiteHeader() {
  const t = useMessages().shell;
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <PageLink to="/" className="logo-link" aria-label={t.homeLabel}>
          <Logo />
        </PageLink>
        <LanguageSwitch />
        <EnquiryButton input={{ typeOfQuery: "Contact" }} className="button header-contact">
          {t.contactUs}
        </EnquiryButton>
      </div>
    </header>
  );
}
