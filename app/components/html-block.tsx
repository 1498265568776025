// Catalogue HTML (about-product, offers, page about texts). The edge sanitises every HTML field
// with an allow-list before it is cached (worker/bff/sanitize.ts), so it is rendered as given.

type Props = { html: string; className?: string };

export function HtmlBlock({ html, className = "rich-text" }: Props) {
  if (!html.trim()) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
