import { getCookie } from "hono/cookie";
import type { Context } from "hono";
import { setCookieHeader } from "#app/shared/lib/cookies";
import type { AppEnv } from "#worker/app-env";
import { randomBase64url } from "../../../shared/security/base64url";
import { isSignatureOf, sign } from "../../../shared/security/signing";

// Operator sessions (docs/decisions/070-operator-console.md): after signing in
// with the admin token, a browser holds a random session id in a cookie signed with the admin
// token (so a new token ends every session), HttpOnly, SameSite=Strict, for 8 hours; over https
// Secure with the __Host- prefix. D1 keeps only the id's SHA-256 and its expiry: signing out
// deletes the row, so a copied cookie stops working at once.

export const SESSION_MS = 8 * 60 * 60 * 1000;

export const sessionCookieName = (url: URL) => (url.protocol === "https:" ? "__Host-admin_session" : "admin_session");

const encoder = new TextEncoder();

/** What a session cookie's signature signs: the id under this use's label. */
const signedPart = (id: string) => `admin-session.v1.${id}`;

async function hashOf(id: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(id));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

const cookie = (url: URL, value: string, maxAge: number) =>
  setCookieHeader(sessionCookieName(url), value, { path: "/", httpOnly: true, sameSite: "Strict", maxAge, secure: url.protocol === "https:" });

/** Starts a session; the Set-Cookie header value that carries it. */
export async function startSession(env: Env, url: URL, now = Date.now()): Promise<string> {
  const id = randomBase64url(32);
  await env.DB.batch([
    env.DB.prepare("DELETE FROM admin_session WHERE expiresAt <= ?1").bind(now),
    env.DB.prepare("INSERT INTO admin_session (idHash, createdAt, expiresAt) VALUES (?1, ?2, ?3)").bind(await hashOf(id), now, now + SESSION_MS),
  ]);
  return cookie(url, `${id}.${await sign(env.ADMIN_TOKEN, signedPart(id))}`, SESSION_MS / 1000);
}

/** The session id of a genuine cookie (right signature), or null. */
async function cookieSessionId(c: Context<AppEnv>): Promise<string | null> {
  const value = getCookie(c, sessionCookieName(new URL(c.req.url))) ?? "";
  const [id, sig, extra] = value.split(".");
  if (!id || !sig || extra !== undefined || id.length !== 43 || !c.env.ADMIN_TOKEN) return null;
  return (await isSignatureOf(c.env.ADMIN_TOKEN, signedPart(id), sig)) ? id : null;
}

/**
 * The session the request's cookie holds, if it is open and not expired: its id's SHA-256, whose
 * first characters name the session in the access record (docs/decisions/153), never the id.
 */
export async function openSession(c: Context<AppEnv>, now = Date.now()): Promise<string | null> {
  const id = await cookieSessionId(c);
  if (!id) return null;
  const hash = await hashOf(id);
  const row = await c.env.DB.prepare("SELECT 1 AS open FROM admin_session WHERE idHash = ?1 AND expiresAt > ?2").bind(hash, now).first();
  return row === null ? null : hash;
}

/** Ends the request's session; the Set-Cookie header value that clears the cookie. */
export async function endSession(c: Context<AppEnv>): Promise<string> {
  const id = await cookieSessionId(c);
  if (id) await c.env.DB.prepare("DELETE FROM admin_session WHERE idHash = ?1").bind(await hashOf(id)).run();
  return cookie(new URL(c.req.url), "", 0);
}
