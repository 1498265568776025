import { xsrfCookieName } from "#app/domain/anti-forgery";
import { isolateCache } from "../isolate-caches";

// Anti-forgery: a random value signed with HMAC-SHA256 under XSRF_SECRET, kept in a cookie that
// scripts can read. Every non-GET /api request must echo it in X-XSRF-TOKEN, carry a valid
// signature and not come from another site (Fetch Metadata, Origin). The names live in the
// domain, shared with the pages that echo the token.

export { XSRF_FIELD, XSRF_HEADER, xsrfCookieName } from "#app/domain/anti-forgery";

const encoder = new TextEncoder();
const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

// One key per signing secret (one, or two while a secret is being rotated).
const keys = isolateCache<string, Promise<CryptoKey>>("hmacKeys", 4);
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

async function sign(secret: string, value: string): Promise<string> {
  return b64url(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(value)));
}

export async function issueToken(secret: string): Promise<string> {
  const value = b64url(crypto.getRandomValues(new Uint8Array(18)));
  return `${value}.${await sign(secret, value)}`;
}

// workerd's extension of SubtleCrypto (the DOM lib's type does not know it).
const subtle = crypto.subtle as unknown as { timingSafeEqual(a: ArrayBufferView, b: ArrayBufferView): boolean };

export function constantTimeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  // Compare against itself when lengths differ, so the time does not depend on where they differ.
  if (left.byteLength !== right.byteLength) return !subtle.timingSafeEqual(left, left);
  return subtle.timingSafeEqual(left, right);
}

export async function isSignedToken(secret: string, token: string | undefined): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const [value, signature, extra] = token.split(".");
  if (!value || !signature || extra !== undefined) return false;
  return constantTimeEqual(signature, await sign(secret, value));
}

export function cookieHeader(url: URL, token: string): string {
  const secure = url.protocol === "https:" ? "; Secure" : "";
  return `${xsrfCookieName(url)}=${token}; Path=/; SameSite=Lax; Max-Age=2592000${secure}`;
}

export type XsrfVerdict = { ok: true } | { ok: false; reason: string };

/** The checks of a state-changing request; `echoed` is the header (or form field) value. */
export async function checkXsrf(request: Request, secret: string, cookieToken: string | undefined, echoed: string | undefined): Promise<XsrfVerdict> {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") return { ok: false, reason: "Cross-site request" };
  const origin = request.headers.get("Origin");
  if (origin && origin !== new URL(request.url).origin) return { ok: false, reason: "Cross-origin request" };
  if (!cookieToken || !echoed) return { ok: false, reason: "Missing anti-forgery token" };
  if (!constantTimeEqual(cookieToken, echoed)) return { ok: false, reason: "Anti-forgery token mismatch" };
  if (!(await isSignedToken(secret, cookieToken))) return { ok: false, reason: "Invalid anti-forgery token" };
  return { ok: true };
}
