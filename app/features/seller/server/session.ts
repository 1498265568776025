import type { Context } from "hono";
import type { AppEnv } from "#worker/app-env";
import { type SessionKind, endSession, openSession, startSession } from "#app/shared/security/sessions";

// A seller's session (docs/decisions/164): a trader's staff member signed in with a one-time code
// to a mobile registered to the trader. 30 days; SameSite=Lax so the link in a new-lead SMS opens
// the workspace signed in (every change still carries the anti-forgery token).

export const SELLER_SESSION_MS = 30 * 24 * 60 * 60 * 1000;

export const SELLER_SESSION: SessionKind = {
  table: "seller_session",
  cookie: "seller_session",
  label: "seller-session.v1",
  ms: SELLER_SESSION_MS,
  sameSite: "Lax",
  secret: (env) => env.XSRF_SECRET,
};

/** Who is signed in: the trader and the staff member's mobile (10 digits). */
export type Seller = { tName: string; mobile: string; session: string };

/** Starts a session for a mobile already found on the trader's staff; the Set-Cookie header value. */
export const startSellerSession = (env: Env, url: URL, tName: string, mobile: string, now = Date.now()) =>
  startSession(SELLER_SESSION, env, url, { tName, mobile }, now);

/** The signed-in seller, if the request's session is open and its mobile is still on the trader's staff. */
export async function signedInSeller(c: Context<AppEnv>, now = Date.now()): Promise<Seller | null> {
  const open = await openSession<{ tName: string; mobile: string }, AppEnv>(SELLER_SESSION, c, now);
  if (!open) return null;
  const staff = await c.env.DB.prepare("SELECT 1 FROM trader_staff WHERE tName = ?1 AND mobile = ?2").bind(open.row.tName, open.row.mobile).first();
  return staff === null ? null : { tName: open.row.tName, mobile: open.row.mobile, session: open.hash.slice(0, 8) };
}

/** Ends this browser's session; the Set-Cookie header value that clears the cookie. */
export const endSellerSession = (c: Context<AppEnv>) => endSession(SELLER_SESSION, c);

/** Ends every session of the mobile at the trader ("sign out everywhere", or a staff member removed). */
export async function endSessionsOf(env: Env, tName: string, mobile: string): Promise<void> {
  await env.DB.prepare("DELETE FROM seller_session WHERE tName = ?1 AND mobile = ?2").bind(tName, mobile).run();
}
