import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "./app-env";
import { cookieHeader, isSignedToken, issueToken, xsrfCookieName } from "./bff/xsrf";

// Headers every response carries, the CSP nonce of React Router's inline scripts, and the
// anti-forgery cookie, issued with a page when the request has no valid one.

const YOUTUBE_FRAME = "https://www.youtube-nocookie.com";
const YOUTUBE_THUMBS = "https://i.ytimg.com";

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${YOUTUBE_THUMBS}`,
    `frame-src ${YOUTUBE_FRAME}`,
    "connect-src 'self'",
    "font-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
};

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  c.set("nonce", nonce);
  const url = new URL(c.req.url);
  const current = getCookie(c, xsrfCookieName(url));
  // Issued before the page renders, so a first visit's form can already carry the token.
  const issued = (await isSignedToken(c.env.XSRF_SECRET, current)) ? undefined : await issueToken(c.env.XSRF_SECRET);
  c.set("xsrf", issued ?? current ?? "");
  await next();
  let res = c.res;
  try {
    res.headers.set("X-Test-Mutable", "1");
    res.headers.delete("X-Test-Mutable");
  } catch {
    res = new Response(res.body, res);
  }
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.headers.set(name, value);
  // A response with its own, stricter policy (an SVG image) keeps it.
  if (!res.headers.has("Content-Security-Policy")) res.headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  // Pages hand out the token (the dialog and the enquiry form take it from there); JSON, XML,
  // text and images stay cookie-free so shared caches can keep them.
  if (issued && res.headers.get("Content-Type")?.startsWith("text/html")) res.headers.append("Set-Cookie", cookieHeader(url, issued));
  c.res = res;
};
