import { expect, test } from "vitest";
import { isSignatureOf, sign } from "#app/shared/security/signing";

// Every signed value of the Worker (anti-forgery token, operator and buyer sessions, lead message
// links, the question before a code, a lead's mobile key) is signed by one HMAC-SHA256 helper.

test("a signature is HMAC-SHA256 of the message under the secret, in base64url without padding", async () => {
  // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?" gives
  // 5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843, which is these 32 bytes in base64url
  expect(await sign("Jefe", "what do ya want for nothing?")).toBe("W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexYuWTsOEM");
});

test("a signature is accepted only for its own secret and message, so each use's label keeps the uses apart", async () => {
  const signature = await sign("secret", "admin-session.v1.abc");
  expect(await isSignatureOf("secret", "admin-session.v1.abc", signature)).toBe(true);
  expect(await isSignatureOf("secret", "buyer-session.v1\nabc", signature)).toBe(false);
  expect(await isSignatureOf("another secret", "admin-session.v1.abc", signature)).toBe(false);
  const changed = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
  expect(await isSignatureOf("secret", "admin-session.v1.abc", changed)).toBe(false);
  expect(await isSignatureOf("secret", "admin-session.v1.abc", signature.slice(1))).toBe(false);
});
