import type { Context } from "hono";
import type { Operator } from "#app/features/console/context";
import type { AppEnv } from "#worker/app-env";
import { XSRF_HEADER } from "#app/shared/security/anti-forgery";
import { antiForgeryFor } from "#worker/anti-forgery";
import { ADMIN_TOKEN_LOCKOUT, bearerToken, checkUnderLockout } from "../../../shared/security/bearer-lockout";
import { constantTimeEqual } from "../../../shared/security/constant-time";
import { openSession } from "./session";

// One rule for every operator request, the console's pages and the JSON/CSV API alike: the
// admin token as a bearer token (scripts), or the session cookie of a signed-in browser.
// Guessing is rate limited per client address under the lockout rule of every presented secret
// (app/shared/security/bearer-lockout.ts), with failures counted on ADMIN_LIMITER.

export type { Operator };
export type TokenVerdict = "ok" | "wrong" | "locked";

/** Checks an admin token presented as a bearer token or in the sign-in form. */
export async function checkAdminToken(env: Env, request: Request, token: string): Promise<TokenVerdict> {
  const expected = env.ADMIN_TOKEN ?? "";
  const verdict = await checkUnderLockout(env, ADMIN_TOKEN_LOCKOUT, request, token, async (presented) =>
    expected && presented && constantTimeEqual(presented, expected) ? true : null,
  );
  return verdict.ok ? "ok" : verdict.refused === "locked" ? "locked" : "wrong";
}

export type Authentication = { operator: Operator | null; refused: "wrong" | "locked" | null };

export async function authenticate(c: Context<AppEnv>): Promise<Authentication> {
  const header = c.req.header("Authorization");
  if (header !== undefined) {
    const verdict = await checkAdminToken(c.env, c.req.raw, bearerToken(header) ?? "");
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
