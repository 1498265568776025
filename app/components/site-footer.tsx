import { PageLink } from "#app/components/page-link";
import { socialIcon } from "#app/domain/images";
import { useRouteLoaderData } from "react-router";
import { COPYRIGHT_YEARS, FOOTER_LINKS, SITE_NAME, type SocialLink } from "#app/site";
import { Img } from "./img";

// Spec §1, §2 footer: page links, the configured social links with icons (none when none is
// set), the information-platform disclaimer and the copyright line.

export function SiteFooter() {
  const social = (useRouteLoaderData("root") as { social?: SocialLink[] } | undefined)?.social ?? [];
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav aria-label="Site">
          <ul className="footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <PageLink to={link.href}>{link.label}</PageLink>
              </li>
            ))}
          </ul>
        </nav>
        {social.length ? (
          <ul className="social-links" aria-label="Follow us">
            {social.map((s) => (
              <li key={s.network}>
                <a href={s.href} rel="noopener noreferrer" target="_blank" aria-label={s.label}>
                  <Img src={socialIcon(s.network)} alt="" width={24} height={24} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
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
