import type { Context } from "hono";
import type { Operator } from "#app/console/context";
import type { AppEnv } from "../app-env";
import { XSRF_HEADER } from "#app/domain/anti-forgery";
import { antiForgeryFor } from "../anti-forgery";
import { constantTimeEqual } from "../constant-time";
import { clientIp } from "../client";
import { openSession } from "./session";

// One rule for every operator request, the console's pages and the JSON/CSV API alike: the
// admin token as a bearer token (scripts), or the session cookie of a signed-in browser.
// Guessing is rate limited per client address: failed tokens count on ADMIN_LIMITER, and an
// address over the limit is locked out for a minute — its tokens are not even compared then, so
// the right one guessed during the lockout gains nothing.

export type { Operator };
export type TokenVerdict = "ok" | "wrong" | "locked";

const LOCKOUT_SECONDS = 60;
const lockoutKey = (request: Request) => `admin-lockout:${clientIp(request)}`;

/** Checks an admin token presented as a bearer token or in the sign-in form. */
export async function checkAdminToken(env: Env, request: Request, token: string): Promise<TokenVerdict> {
  if ((await env.API_CACHE.get(lockoutKey(request))) !== null) return "locked";
  const expected = env.ADMIN_TOKEN ?? "";
  if (expected && token && constantTimeEqual(token, expected)) return "ok";
  const { success } = await env.ADMIN_LIMITER.limit({ key: `admin:${clientIp(request)}` });
  if (success) return "wrong";
  await env.API_CACHE.put(lockoutKey(request), "1", { expirationTtl: LOCKOUT_SECONDS });
  return "locked";
}

export type Authentication = { operator: Operator | null; refused: "wrong" | "locked" | null };

export async function authenticate(c: Context<AppEnv>): Promise<Authentication> {
  const header = c.req.header("Authorization");
  if (header !== undefined) {
    const token = /^Bearer (.+)$/.exec(header)?.[1] ?? "";
    const verdict = await checkAdminToken(c.env, c.req.raw, token);
    return verdict === "ok" ? { operator: { via: "bearer", who: "admin token" }, refused: null } : { operator: null, refused: verdict };
  }
  const session = await openSession(c);
  return { operator: session ? { via: "session", who: `session ${session.slice(0, 8)}` } : null, refused: null };
}

/**
 * A state-changing API call made with the session cookie must carry the anti-forgery token, as the
 * site's own POSTs do; a bearer token is not sent by browsers on their own, so it needs none.
 */
export async function forgeryRefusal(c: Context<AppEnv>, operator: Operator): Promise<string | null> {
  if (operator.via === "bearer" || ["GET", "HEAD", "OPTIONS"].includes(c.req.method)) return null;
  const verdict = await antiForgeryFor(c).check(c.req.raw, c.req.header(XSRF_HEADER));
  return verdict.ok ? null : verdict.reason;
}
