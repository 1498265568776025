import { Suspense } from "react";

// A part of a long page that React may hydrate in a task of its own: a Suspense boundary that
// never suspends. The page then hydrates in several short tasks instead of one long one that
// would hold up a visitor's first tap (Lighthouse's Total Blocking Time on a slow phone).

export function HydrateApart({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
