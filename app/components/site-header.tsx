import { Link } from "react-router";
import { EnquiryButton } from "./enquiry-button";
import { Logo } from "./logo";

// Spec §2 header: the logo linking home and a Contact Us button (enquiry typeOfQuery Contact).

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="logo-link" aria-label="Home">
          <Logo />
        </Link>
        <EnquiryButton input={{ typeOfQuery: "Contact" }} className="button header-contact">
          Contact Us
        </EnquiryButton>
      </div>
    </header>
  );
}
