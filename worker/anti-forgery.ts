import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AntiForgery } from "#app/shared/context";
import { cookieValue, setCookieHeader } from "#app/shared/lib/cookies";
import { XSRF_HEADER, xsrfCookieName } from "#app/shared/security/anti-forgery";
import type { AppEnv } from "./app-env";
import { randomBase64url } from "#app/shared/security/base64url";
import { jsonError } from "#app/shared/server/errors";
import { constantTimeEqual } from "#app/shared/security/constant-time";
import { isSignatureOf, sign } from "#app/shared/security/signing";

// Anti-forgery, in one place: every state-changing request must prove it comes from this site's
// own pages. The proof is a random value signed with HMAC-SHA256 under XSRF_SECRET, handed to the
// visitor in a cookie scripts can read (with pages only: JSON, XML and images stay cookie-free and
// cacheable), and echoed with the request: in the X-XSRF-TOKEN header by the dialog, in the _xsrf
// field by the plain form (the names: app/shared/security/anti-forgery.ts, shared with the browser). The
// request must also not be cross-site (Fetch Metadata) nor from another origin (Origin).
//
// To protect a route:
// - a Hono route: attach `antiForgery` next to its handler, before anything reads the body —
//   `routes.post(path, limitBody(), antiForgery, validator, handler)`;
// - a React Router form (an action): `context.get(antiForgeryContext).check(request, echoed)`
//   with the form's _xsrf field, and turn a refusal into a message the visitor understands
//   (routes/enquiry.tsx: "this form has expired", with a fresh token).
// Pages hand out the token: `issueAntiForgeryToken` runs for every request (worker/index.ts).

async function newToken(secret: string): Promise<string> {
  const value = randomBase64url(18);
  return `${value}.${await sign(secret, value)}`;
}

async function isSignedToken(secret: string, token: string | undefined): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const [value, signature, extra] = token.split(".");
  if (!value || !signature || extra !== undefined) return false;
  return isSignatureOf(secret, value, signature);
}

/** Readable by the page's scripts (no HttpOnly), for 30 days. */
const cookieHeader = (url: { protocol: string }, token: string) =>
  setCookieHeader(xsrfCookieName(url), token, { path: "/", sameSite: "Lax", maxAge: 30 * 24 * 60 * 60, secure: url.protocol === "https:" });

export type Verdict = { ok: true } | { ok: false; reason: string };

/** The checks of a state-changing request, every one read from that request; `echoed` is the header (or form field) value. */
async function verify(c: Context<AppEnv>, request: Request, echoed: string | undefined): Promise<Verdict> {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") return { ok: false, reason: "Cross-site request" };
  const origin = request.headers.get("Origin");
  if (origin && origin !== new URL(request.url).origin) return { ok: false, reason: "Cross-origin request" };
  const cookieToken = cookieValue(request.headers.get("Cookie"), xsrfCookieName(new URL(request.url)));
  if (!cookieToken || !echoed) return { ok: false, reason: "Missing anti-forgery token" };
  if (!constantTimeEqual(cookieToken, echoed)) return { ok: false, reason: "Anti-forgery token mismatch" };
  if (!(await isSignedToken(c.env.XSRF_SECRET, cookieToken))) return { ok: false, reason: "Invalid anti-forgery token" };
  return { ok: true };
}

/**
 * Gives every request the visitor's token (`c.var.xsrf`): the cookie's, or a new one, issued
 * before the page renders so a first visit's form can already carry it, and set as a cookie on
 * pages (text/html) only.
 */
export const issueAntiForgeryToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Only the scheme is needed: no URL parse on every request.
  const url = { protocol: c.req.url.startsWith("https:") ? "https:" : "http:" };
  const current = getCookie(c, xsrfCookieName(url));
  const issued = (await isSignedToken(c.env.XSRF_SECRET, current)) ? undefined : await newToken(c.env.XSRF_SECRET);
  c.set("xsrf", issued ?? current ?? "");
  await next();
  if (issued && c.res.headers.get("Content-Type")?.startsWith("text/html")) c.res.headers.append("Set-Cookie", cookieHeader(url, issued));
};

/** The guard of a Hono route: 403 with the JSON error shape unless the request proves its origin. */
export const antiForgery: MiddlewareHandler<AppEnv> = async (c, next) => {
  const verdict = await verify(c, c.req.raw, c.req.header(XSRF_HEADER));
  if (!verdict.ok) return jsonError(403, "forbidden", verdict.reason);
  return next();
};

/** What React Router's actions get (app/shared/context.ts `antiForgeryContext`): the token and the check. */
export function antiForgeryFor(c: Context<AppEnv>): AntiForgery {
  return { token: c.var.xsrf, check: (request, echoed) => verify(c, request, echoed) };
}
