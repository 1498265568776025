import type { Metadata } from "#app/shared/entities";
import type { InPageLanguage } from "#app/shared/i18n/page-texts";
import { useLang, useMessages } from "#app/shared/i18n/use-messages";
import "#app/styles/content.css";

// The frame of the static pages: the metadata's heading (or the page's own, in the page's
// language), then the text in the page's language; the Hindi terms say that the English terms
// prevail.

export type StaticKey = "about" | "contact" | "terms" | "privacy";
type Props = { page: InPageLanguage<Metadata> | undefined; titleKey: StaticKey; children: React.ReactNode };

export function StaticPage({ page, titleKey, children }: Props) {
  const t = useMessages().shell;
  const hindi = useLang() === "hi";
  return (
    <article className="content-page static-page">
      <h1>{page?.h1 || t.footerLinks[titleKey]}</h1>
      {hindi && titleKey === "terms" ? <p className="muted">{t.termsPrevail}</p> : null}
      {children}
    </article>
  );
}
