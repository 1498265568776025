import { isolateCache } from "#app/shared/cache/isolate-caches";
import { base64url } from "./base64url";
import { constantTimeEqual } from "./constant-time";

// Every value the Worker signs, in one place: the anti-forgery token, an operator's session, a
// buyer's sign-in, a trader's message link, the question before a code, a lead's mobile key.
// HMAC-SHA256 under a secret, base64url without padding. Each use signs its own label with the
// value ("admin-session.v1.<id>", "lead-notification-link\n…"), so what one use signed is never
// taken for another's under the same secret. Hono's signed cookies would not keep uses apart
// (they sign the bare value) and change every token's format, so they are not used.

const encoder = new TextEncoder();

// One key per signing secret: XSRF_SECRET and ADMIN_TOKEN, and a second of each while one is rotated.
const keys = isolateCache<string, Promise<CryptoKey>>("hmacKeys", 4);
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

/** HMAC-SHA256 of a message under a secret, base64url. */
export async function sign(secret: string, message: string): Promise<string> {
  return base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(message)));
}

/** Whether `signature` is the secret's signature of the message, compared in constant time. */
export async function isSignatureOf(secret: string, message: string, signature: string): Promise<boolean> {
  return constantTimeEqual(signature, await sign(secret, message));
}
