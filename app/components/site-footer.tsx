import { pageLinkMarkup } from "#app/components/page-link";
import { socialIcon } from "#app/domain/images";
import { escapeMarkup } from "#app/lib/markup";
import { COPYRIGHT_YEARS, FOOTER_LINKS, SITE_NAME, SOCIAL_LINKS } from "#app/site";
import { imgMarkup } from "./img";

// Spec §1, §2 footer: page links, three social links with icons, the information-platform
// disclaimer and the copyright line. The same on every page: its lists are markup written once
// (lib/markup.ts).

const PAGE_LINKS = FOOTER_LINKS.map((l) => `<li>${pageLinkMarkup(l.href, escapeMarkup(l.label))}</li>`).join("");

const SOCIAL = SOCIAL_LINKS.map((s) => {
  const icon = imgMarkup({ src: socialIcon(s.network), alt: "", width: 24, height: 24 });
  return `<li><a href="${escapeMarkup(s.href)}" rel="noopener noreferrer" target="_blank" aria-label="${escapeMarkup(s.label)}">${icon}</a></li>`;
}).join("");

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav aria-label="Site">
          <ul className="footer-links" dangerouslySetInnerHTML={{ __html: PAGE_LINKS }} />
        </nav>
        <ul className="social-links" aria-label="Follow us" dangerouslySetInnerHTML={{ __html: SOCIAL }} />
        <p className="disclaimer">
          Disclaimer: {SITE_NAME} is only an information platform, not a manufacturer, buyer or
          seller of vehicles. Prices, offers and specifications come from brands and dealers and
          may change; please confirm them with the dealer before you buy.
        </p>
        <p className="copyright">
          © {COPYRIGHT_YEARS} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
