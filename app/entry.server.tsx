import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server.node";
import { prerender } from "react-dom/static.node";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { PageRenderReport } from "./components/deferred";
import { NonceContext } from "./components/scripts-on-first-use";
import { nonceContext, pageRenderContext } from "./context";
import { messagesJsonFor } from "./i18n/catalog.server";
import { LANGS } from "./i18n/lang";
import { provideMessages } from "./i18n/use-messages";

// Streams the HTML to people; crawlers get the whole document at once (status-correct SSR).
// React's Node build, not the edge one: it encodes into one buffer (TextEncoder.encodeInto) where
// the edge build allocates per string, which cost a fifth of a page's render CPU in
// `npm run bench:profile`; workerd provides the Node modules it needs (nodejs_compat).

// The words of every language, ready for the layout's data block once per isolate.
for (const lang of LANGS) provideMessages(lang, messagesJsonFor(lang));

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });

  const nonce = loadContext.get(nonceContext);
  const report = loadContext.get(pageRenderContext);
  const app = (
    <NonceContext value={nonce}>
      <PageRenderReport value={report}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </PageRenderReport>
    </NonceContext>
  );
  if (isbot(request.headers.get("user-agent") ?? "")) {
    const response = await crawlerResponse(app, status, headers);
    // Waited for: nothing of a crawler's page streamed, however late its data was.
    report.sectionStreamed = false;
    return response;
  }
  let shellRendered = false;
  const body = await renderToReadableStream(app, {
    nonce,
    // React would otherwise move a finished section more than ~12 KB into the page out of place
    // (an outline, then the section at the end, swapped in by script). Only sections whose data
    // is late stream (components/deferred.tsx); the rest stay where they belong.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      status = 500;
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers, status });
}

/**
 * Crawlers get the whole document at once: every section in place, none streamed in by script.
 * `prerender` waits for all data before writing anything; no size makes it move a section out
 * (see the same option below).
 */
async function crawlerResponse(app: React.ReactElement, status: number, headers: Headers) {
  const { prelude } = await prerender(app, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError() {
      status = 500;
    },
  });
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(prelude, { headers, status });
}
