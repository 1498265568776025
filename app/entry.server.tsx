import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server.node";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { nonceContext } from "./context";

// Streams the HTML to people; crawlers get the whole document at once (status-correct SSR).

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
  let shellRendered = false;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        status = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;

  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers, status });
}
