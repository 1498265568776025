import type { Context } from "hono";
import type { AppEnv } from "#worker/app-env";
import { type SessionKind, endSession as end, openSession as open, startSession as start } from "#app/shared/security/sessions";

// Operator sessions (docs/decisions/070-operator-console.md): the cookie is signed with the admin
// token, so a new token ends every session; SameSite=Strict, for 8 hours.

export const SESSION_MS = 8 * 60 * 60 * 1000;

export const OPERATOR_SESSION: SessionKind = {
  table: "admin_session",
  cookie: "admin_session",
  label: "admin-session.v1",
  ms: SESSION_MS,
  sameSite: "Strict",
  secret: (env) => env.ADMIN_TOKEN,
};

/** Starts a session; the Set-Cookie header value that carries it. */
export const startSession = (env: Env, url: URL, now = Date.now()) => start(OPERATOR_SESSION, env, url, {}, now);

/** The open session's id hash (its first characters name it in the access record), or null. */
export async function openSession(c: Context<AppEnv>, now = Date.now()): Promise<string | null> {
  return (await open<Record<string, unknown>, AppEnv>(OPERATOR_SESSION, c, now))?.hash ?? null;
}

/** Ends the request's session; the Set-Cookie header value that clears the cookie. */
export const endSession = (c: Context<AppEnv>) => end(OPERATOR_SESSION, c);
