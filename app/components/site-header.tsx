import { PageLink } from "#app/components/page-link";
import { EnquiryButton } from "./enquiry-button";
import { Logo } from "./logo";

// Spec §2 header: the logo linking home and a Contact Us button (enquiry typeOfQuery Contact).

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <PageLink to="/" className="logo-link" aria-label="Home">
          <Logo />
        </PageLink>
        <EnquiryButton input={{ typeOfQuery: "Contact" }} className="button header-contact">
          Contact Us
        </EnquiryButton>
      </div>
    </header>
  );
}
