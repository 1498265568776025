import { getCookie } from "hono/cookie";
import type { Context } from "hono";
import { setCookieHeader } from "#app/shared/lib/cookies";
import { randomBase64url } from "./base64url";
import { isSignatureOf, sign } from "./signing";

// Sessions held in a signed cookie, one module for every kind of signed-in person (the operator's
// console, a seller's workspace). A browser holds a random id and its signature under a secret
// (so a new secret ends every session); D1 keeps only the id's SHA-256 and its expiry, so signing
// out deletes the row and a copied cookie stops working at once. HttpOnly; over https Secure with
// the __Host- prefix (which demands Path=/).

export type SessionKind = {
  /** The D1 table: idHash TEXT PRIMARY KEY, createdAt, expiresAt, and the kind's own columns. */
  table: string;
  /** The cookie's name over http; "__Host-" is put before it over https. */
  cookie: string;
  /** What the signature signs before the id, so one kind's cookie is never taken for another's. */
  label: string;
  ms: number;
  sameSite: "Strict" | "Lax";
  secret: (env: Env) => string | undefined;
};

const encoder = new TextEncoder();

export async function sessionHashOf(id: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(id));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export const sessionCookieName = (kind: SessionKind, url: URL) => (url.protocol === "https:" ? `__Host-${kind.cookie}` : kind.cookie);

const cookie = (kind: SessionKind, url: URL, value: string, maxAge: number) =>
  setCookieHeader(sessionCookieName(kind, url), value, { path: "/", httpOnly: true, sameSite: kind.sameSite, maxAge, secure: url.protocol === "https:" });

/**
 * Starts a session, storing `columns` (the kind's own, e.g. who signed in) beside its hash; the
 * Set-Cookie header value that carries it. Expired sessions of the kind are swept on the way.
 */
export async function startSession(kind: SessionKind, env: Env, url: URL, columns: Record<string, string | number> = {}, now = Date.now()): Promise<string> {
  const secret = kind.secret(env);
  if (!secret) throw new Error(`${kind.table}: no signing secret is configured`);
  const id = randomBase64url(32);
  const names = ["idHash", "createdAt", "expiresAt", ...Object.keys(columns)];
  const values = [await sessionHashOf(id), now, now + kind.ms, ...Object.values(columns)];
  await env.DB.batch([
    env.DB.prepare(`DELETE FROM ${kind.table} WHERE expiresAt <= ?1`).bind(now),
    env.DB.prepare(`INSERT INTO ${kind.table} (${names.join(", ")}) VALUES (${names.map((_, i) => `?${i + 1}`).join(", ")})`).bind(...values),
  ]);
  return cookie(kind, url, `${id}.${await sign(secret, `${kind.label}.${id}`)}`, kind.ms / 1000);
}

/** The session id of a genuine cookie (right signature), or null. */
async function cookieSessionId<E extends { Bindings: Env }>(kind: SessionKind, c: Context<E>): Promise<string | null> {
  const secret = kind.secret(c.env);
  const value = getCookie(c, sessionCookieName(kind, new URL(c.req.url))) ?? "";
  const [id, sig, extra] = value.split(".");
  if (!id || !sig || extra !== undefined || id.length !== 43 || !secret) return null;
  return (await isSignatureOf(secret, `${kind.label}.${id}`, sig)) ? id : null;
}

/**
 * The open session the request's cookie holds: its id's SHA-256 (whose first characters may name
 * it in the access record, never the id) and the kind's own columns; null when there is none.
 */
export async function openSession<Row extends Record<string, unknown>, E extends { Bindings: Env } = { Bindings: Env }>(
  kind: SessionKind,
  c: Context<E>,
  now = Date.now(),
): Promise<{ hash: string; row: Row } | null> {
  const id = await cookieSessionId(kind, c);
  if (!id) return null;
  const hash = await sessionHashOf(id);
  const row = await c.env.DB.prepare(`SELECT * FROM ${kind.table} WHERE idHash = ?1 AND expiresAt > ?2`).bind(hash, now).first<Row>();
  return row === null ? null : { hash, row };
}

/** Ends the request's session; the Set-Cookie header value that clears the cookie. */
export async function endSession<E extends { Bindings: Env }>(kind: SessionKind, c: Context<E>): Promise<string> {
  const id = await cookieSessionId(kind, c);
  if (id) await c.env.DB.prepare(`DELETE FROM ${kind.table} WHERE idHash = ?1`).bind(await sessionHashOf(id)).run();
  return cookie(kind, new URL(c.req.url), "", 0);
}
