// HTML from the origin (profile texts, blog bodies): sanitised by the edge layer before it is
// cached (worker/bff/sanitize.ts), so it is safe to insert. The class carries the shared styles
// for such HTML (app/styles/content.css).

type Props = { html: string; className?: string; testId?: string };

export function RichHtml({ html, className = "", testId }: Props) {
  return <div className={`rich-text ${className}`.trim()} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
