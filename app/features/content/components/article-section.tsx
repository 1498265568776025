import { PageLink } from "#app/shared/components/page-link";
import { useLang, useMessages } from "#app/shared/i18n/use-messages";
import { Img } from "#app/shared/components/img";
import type { Article } from "#app/shared/entities";
import { IMAGE_SIZES } from "#app/shared/images";
import { referenceLabel, safeHref, safePictureSrc } from "#app/shared/rules/safe-url";

// One content section of an article: heading, paragraphs, optional image with alt
// text, bullet list, closing paragraphs and reference links. Its picture and links pass the
// safe-URL rule: one that fails it is left out. The reference links are named by their
// addresses ("brand › Mahindra"), a site address's first segment in the page's language
// ("ब्रांड › Mahindra"); one the page has no word for is English, and marked so.

type Section = Article["content"][number];

export function ArticleSection({ section }: { section: Section }) {
  const t = useMessages().lists;
  const lang = useLang();
  const image = safePictureSrc(section.imgUrl);
  const refs = section.ref.map(safeHref).filter((href): href is string => href !== null);
  return (
    <section className="article-section">
      {section.h3 ? <h3>{section.h3}</h3> : null}
      {section.p1.map((text, i) => (
        <p key={`p1-${i}`}>{text}</p>
      ))}
      {image ? <Img src={image} alt={section.imgAlt} {...IMAGE_SIZES.detail} /> : null}
      {section.li.length > 0 ? (
        <ul>
          {section.li.map((text, i) => (
            <li key={`li-${i}`}>{text}</li>
          ))}
        </ul>
      ) : null}
      {section.p2.map((text, i) => (
        <p key={`p2-${i}`}>{text}</p>
      ))}
      {refs.length > 0 ? (
        <ul className="reference-links" aria-label={t.references}>
          {refs.map((href) => {
            const label = referenceLabel(href, t.referenceRoots);
            // on a Hindi page, an address whose first segment has no Hindi word stays as written: English
            const english = lang === "hi" && label === referenceLabel(href);
            return (
              <li key={href} lang={english ? "en" : undefined}>
                <SiteOrExternalLink href={href}>{label}</SiteOrExternalLink>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/** Site paths navigate in the app; other addresses open as ordinary external links. */
export function SiteOrExternalLink({ href, children }: { href: string; children: React.ReactNode }) {
  if (href.startsWith("/")) return <PageLink to={href}>{children}</PageLink>;
  return (
    <a href={href} rel="noopener nofollow">
      {children}
    </a>
  );
}
