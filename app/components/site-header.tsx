import { PageLink } from "#app/components/page-link";
import { EnquiryButton } from "./enquiry-button";
import { Logo } from "./logo";
import { SITE_NAME } from "#app/site";

// Spec §2 header: the logo linking home and a Contact Us button (enquiry typeOfQuery Contact).

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        {/* The link's name starts with the logo's own words, so a voice command naming them finds it. */}
        <PageLink to="/" className="logo-link" aria-label={`${SITE_NAME} home`}>
          <Logo />
        </PageLink>
        <EnquiryButton input={{ typeOfQuery: "Contact" }} className="button header-contact">
          Contact Us
        </EnquiryButton>
      </div>
    </header>
  );
}
