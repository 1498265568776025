import { Suspense, createContext, useContext } from "react";
import { Await } from "react-router";
import type { PageRender } from "#app/context";
import { fill, useMessages } from "#app/i18n/use-messages";

// A below-the-fold section whose data the loader started but did not wait for long: when the data
// was late, the page's first bytes (head, header, the screen's main content) leave without it and
// the section streams in when it arrives; data that came quickly renders in place. Crawlers always
// get the whole document (entry.server), and a page that streamed a section is not kept in the
// edge HTML cache: the render reports it (PageRenderReport, provided by entry.server).

/** The server render's report to the edge (app/context.ts); absent in the browser. */
export const PageRenderReport = createContext<PageRender | null>(null);

type Props<T> = {
  /** The data, or a promise of it when it was still on its way (lib/inline-if-quick.ts). */
  resolve: T | Promise<T>;
  /** The section's outline while its data is on the way (keep its height: no layout shift). */
  fallback: React.ReactNode;
  children: (value: T) => React.ReactNode;
};

/**
 * Always a Suspense boundary, even when the data came in time: React then hydrates the section in
 * a task of its own after the rest of the page, instead of in one long task with it.
 */
export function Deferred<T>({ resolve, fallback, children }: Props<T>) {
  const report = useContext(PageRenderReport);
  // Data still on its way when the loader answered: this section streams (or shows its failure).
  if (report && resolve instanceof Promise) report.sectionStreamed = true;
  return (
    <Suspense fallback={fallback}>
      {resolve instanceof Promise ? (
        <Await resolve={resolve} errorElement={<Unavailable />}>
          {children}
        </Await>
      ) : (
        children(resolve)
      )}
    </Suspense>
  );
}

/** The usual fallback: a short line in the section's place (marked, so tests can find an outline). */
export function Loading({ what }: { what: string }) {
  const t = useMessages().catalogue;
  return (
    <p className="muted" role="status" data-pending-section="">
      {fill(t.loading, { what })}
    </p>
  );
}

/** A section whose data failed after the page was sent: a line in the page's language. */
function Unavailable() {
  return <p className="muted">{useMessages().shell.listUnavailable}</p>;
}
