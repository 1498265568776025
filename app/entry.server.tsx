import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { NonceContext } from "./shared/shell/scripts-on-first-use";
import { nonceContext } from "./shared/context";
import { messagesJsonFor } from "./messages.server";
import { LANGS } from "./shared/i18n/lang";
import { provideMessages } from "./shared/i18n/use-messages";

// Streams the HTML to people; crawlers get the whole document at once (status-correct SSR):
// React's `renderToReadableStream`, waited for with `allReady` for a crawler, as React Router's
// Cloudflare template does.

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
  const app = (
    <NonceContext value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext>
  );
  let shellRendered = false;
  const body = await renderToReadableStream(app, {
    nonce,
    // React would otherwise move a finished section more than ~12 KB into the page out of place
    // (an outline, then the section at the end, swapped in by script): every section is written
    // where it belongs, so the page reads the same without JavaScript.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      status = 500;
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  if (isbot(request.headers.get("user-agent") ?? "")) {
    // Every section in place before the first byte: nothing of a crawler's page streams in by
    // script, however late its data was.
    await body.allReady;
  }

  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers, status });
}
