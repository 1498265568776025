import { useSyncExternalStore } from "react";
import { ScrollRestoration } from "react-router";

// React Router's scroll management (a new page opens at its top; Back and Forward return to where
// the visitor was), from hydration on; the server's HTML carries none of it (docs/decisions/102).
//
// Rendered on the server, <ScrollRestoration> adds a script that runs while the page loads: it
// gives the history entry a key (history.replaceState) and reads sessionStorage, whose first use
// waits on the browser process. On a slow phone that was the costliest thing a page did before
// the visitor's first interaction, and for a document load it repeats what the browser does
// anyway: the router hands scroll restoration back to the browser whenever a page is left, so a
// reload or a return lands where the visitor was. Client-side navigations exist only once the
// page has hydrated, and from then on the component is there for them.

const unchanging = () => () => {};

export function ScrollRestorationOnceHydrated() {
  // false while hydrating (the server's answer), true from the next render on
  const hydrated = useSyncExternalStore(unchanging, () => true, () => false);
  return hydrated ? <ScrollRestoration /> : null;
}
