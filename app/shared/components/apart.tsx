import { type ComponentType, Suspense, lazy } from "react";

// A buyer tool is in the server's HTML like the rest of the page, but the browser fetches its code
// apart, after the page's first load: React hydrates the tool's part when its code arrives, and
// until then the server's markup works as it does without JavaScript. The route's loader (server
// only, so absent from the browser's build) awaits `ready()`, so the server renders the tool at
// once, never as a late streamed section; the route module holds no static import of the tool,
// so the bundler cannot fold the tool into the route's own chunk.

type Apart<P> = ComponentType<P> & { ready(): Promise<void> };

export function apart<P extends object>(load: () => Promise<ComponentType<P>>): Apart<P> {
  let loaded: ComponentType<P> | null = null;
  // On the server the code is loaded once, when the Worker starts, outside any request: a load
  // begun by one request and awaited by another hangs the second once the first has answered
  // (the runtime cancels a finished request's continuations), e.g. under a burst of 404s.
  const serverLoad = import.meta.env.SSR ? load().then((component) => (loaded = component)) : null;
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Tool(props: P) {
    const Part = loaded ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(Tool, {
    async ready() {
      loaded ??= await (serverLoad ?? load());
    },
  });
}
