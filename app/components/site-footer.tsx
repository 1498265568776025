import { PageLink } from "#app/components/page-link";
import { socialIcon } from "#app/domain/images";
import { fill, useMessages } from "#app/i18n/use-messages";
import { COPYRIGHT_YEARS, FOOTER_LINKS, SITE_NAME, SOCIAL_LINKS } from "#app/site";
import { Img } from "./img";

// Spec §1, §2 footer: page links, three social links with icons, the information-platform
// disclaimer and the copyright line.

export function SiteFooter() {
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
        <ul className="social-links" aria-label={t.followUs}>
          {SOCIAL_LINKS.map((s) => (
            <li key={s.network}>
              <a href={s.href} rel="noopener noreferrer" target="_blank" aria-label={t.social[s.network]}>
                <Img src={socialIcon(s.network)} alt="" width={24} height={24} />
              </a>
            </li>
          ))}
        </ul>
        <p className="disclaimer">{fill(t.disclaimer, { site: SITE_NAME })}</p>
        <p className="copyright">{fill(t.copyright, { years: COPYRIGHT_YEARS, site: SITE_NAME })}</p>
      </div>
    </footer>
  );
}
