import { PageLink } from "#app/shared/components/page-link";
import { socialIcon } from "#app/shared/images";
import { useRouteLoaderData } from "react-router";
import { fill, useMessages } from "#app/shared/i18n/use-messages";
import { COPYRIGHT_YEARS, FOOTER_LINKS, SITE_NAME, type SocialLink } from "#app/shared/site";
import { Img } from "../shared/components/img";
import { GrievanceContact } from "../features/privacy/components/grievance-contact";

// The site footer: page links, the configured social links with icons (none when none is
// set), the grievance contact, the information-platform disclaimer and the copyright line.

export function SiteFooter() {
  const social = (useRouteLoaderData("root") as { social?: SocialLink[] } | undefined)?.social ?? [];
  const t = useMessages().shell;
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav aria-label={t.footerNav}>
          <ul className="footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <PageLink to={link.href}>{t.footerLinks[link.key]}</PageLink>
              </li>
            ))}
          </ul>
        </nav>
        {social.length ? (
          <ul className="social-links" aria-label={t.followUs}>
            {social.map((s) => (
              <li key={s.network}>
                <a href={s.href} rel="noopener noreferrer" target="_blank" aria-label={t.social[s.network]}>
                  <Img src={socialIcon(s.network)} alt="" width={24} height={24} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <GrievanceContact />
        <p className="disclaimer">{fill(t.disclaimer, { site: SITE_NAME })}</p>
        <p className="copyright">{fill(t.copyright, { years: COPYRIGHT_YEARS, site: SITE_NAME })}</p>
      </div>
    </footer>
  );
}
