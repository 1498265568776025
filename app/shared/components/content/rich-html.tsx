// HTML from the origin (about texts, offers, profile texts, blog bodies): the edge sanitises every
// HTML field with an allow-list before it is cached (worker/bff/sanitize.ts), so it is rendered as
// given. The class carries the shared styles for such HTML (app/styles/content.css); an empty
// field renders nothing.

type Props = { html: string; className?: string; testId?: string };

export function RichHtml({ html, className = "", testId }: Props) {
  if (!html.trim()) return null;
  return <div className={`rich-text ${className}`.trim()} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
