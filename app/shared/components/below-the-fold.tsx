import { HydrateApart } from "#app/shared/components/hydrate-apart";
import { useMessages } from "#app/shared/i18n/use-messages";

// A section below the fold, its data waited for by the loader (lib/section-data.ts): rendered in
// place, or, when its call failed, a line saying the list is unavailable. A Suspense boundary
// that never suspends (HydrateApart), so React hydrates it in a task of its own after the rest.

type Props<T> = {
  /** The section's data, null when its call failed. */
  data: T | null;
  children: (value: T) => React.ReactNode;
};

export function BelowTheFold<T>({ data, children }: Props<T>) {
  return <HydrateApart>{data === null ? <Unavailable /> : children(data)}</HydrateApart>;
}

/** A section whose data failed: a line in the page's language. */
function Unavailable() {
  return <p className="muted">{useMessages().shell.listUnavailable}</p>;
}
