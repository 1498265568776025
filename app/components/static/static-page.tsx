import type { Metadata } from "#app/domain/entities";
import "#app/styles/content.css";

// The frame of the static pages: the metadata's heading (or the page's own), then the text.

type Props = { page: Metadata | undefined; title: string; children: React.ReactNode };

export function StaticPage({ page, title, children }: Props) {
  return (
    <article className="content-page static-page">
      <h1>{page?.h1 || title}</h1>
      {children}
    </article>
  );
}
