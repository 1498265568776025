import type { Context, MiddlewareHandler } from "hono";
import { CacheNone, cacheControl } from "#app/shared/cache/cache-strategies";
import type { AppEnv } from "./app-env";
import { jsonError } from "#app/shared/server/errors";

// Request bodies. Everything a visitor posts (an enquiry, a form) is a few hundred bytes: a body
// over MAX_BODY_BYTES is answered 413 before anything parses it, and never more than that is kept,
// so a flood of large posts cannot grow the isolate (128 MB deployed). A route that takes larger
// bodies (operators' uploads) attaches limitBody with its own limit next to its handler.
//
// A body the answer does not need is drained (read and dropped), not left unread or cancelled:
// wrangler dev's proxy resets the connection of a POST answered before its body was taken, and
// cancelling the body did not stop that (docs/decisions/065-request-body-limits.md). Draining costs
// time, not memory; Cloudflare's edge caps a request body's size before the Worker sees it.
//
// Not hono/body-limit: it answers a too-large declared body without taking it, and in the chunked
// case holds the body locked by its own reader, so nothing after it can take it either.

export const MAX_BODY_BYTES = 16 * 1024;

type TooLarge = (c: Context<AppEnv>, maxBytes: number) => Response;

export const tooLargeJson: TooLarge = (_c, maxBytes) =>
  jsonError(413, "payload_too_large", `The request body is larger than ${maxBytes / 1024} KB`);

/** A visitor's form (the enquiry page): a sentence, not a JSON error. */
export const tooLargeForm: TooLarge = () =>
  new Response("This form is too large to send. Please shorten it and try again.\n", {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl(CacheNone()) },
  });

/** An operator's upload from the console (a picture, a CSV file): a sentence naming the limits. */
export const tooLargeUpload: TooLarge = () =>
  new Response("The upload is too large: a picture may be at most 2 MB, a CSV file 4 MB. Go back and choose a smaller file.\n", {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl(CacheNone()) },
  });

/**
 * 413 for a body over `maxBytes`: by its Content-Length, or, without a usable Content-Length
 * (chunked), by counting it as it is read; either way nothing past the limit is kept and the rest
 * is drained. A body within the limit is handed on (a counted one as the bytes read).
 */
export function limitBody(maxBytes: number = MAX_BODY_BYTES, tooLarge: TooLarge = tooLargeJson): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    // A GET or HEAD with a Content-Length still has a body stream here; it is never read.
    if (!body || c.req.method === "GET" || c.req.method === "HEAD") return next();
    const declared = declaredLength(c.req.raw.headers);
    if (declared !== null) {
      if (declared <= maxBytes) return next();
      await discard(body.getReader());
      return tooLarge(c, maxBytes);
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await discard(reader);
        return tooLarge(c, maxBytes);
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: joined(chunks, size) });
    return next();
  };
}

/** The Content-Length to trust: digits only, and no Transfer-Encoding beside it. */
function declaredLength(headers: Headers): number | null {
  const value = headers.get("Content-Length");
  if (value === null || headers.has("Transfer-Encoding") || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

function joined(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const all = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

/**
 * Outermost: a request answered without reading its body (a 403, 404 or 401 before parsing) has
 * the body drained before the answer leaves, so no proxy in front resets the connection.
 */
export const drainUnreadBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // The request as it is now: a rewrite of its address hands its body on to the new one.
  const request = c.req.raw;
  if (request.body && !request.bodyUsed) await discard(request.body.getReader());
};

/** Reads the rest of a body and drops it: memory stays flat, and the sender sees it taken. */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client went away: nothing left to take.
  }
}
