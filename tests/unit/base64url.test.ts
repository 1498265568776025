import { describe, expect, it } from "vitest";
import { base64url, randomBase64url } from "#app/shared/security/base64url";

describe("base64url, the encoding of the CSP nonce and the anti-forgery token", () => {
  it("matches RFC 4648 base64url without padding for every length and byte value", () => {
    const bytes = Uint8Array.from({ length: 260 }, (_, i) => (i * 97 + 13) % 256);
    for (let length = 0; length <= bytes.length; length++) {
      const slice = bytes.subarray(0, length);
      expect(base64url(slice), `length ${length}`).toBe(Buffer.from(slice).toString("base64url"));
    }
    expect(base64url(new Uint8Array([0xfb, 0xff, 0xfe]))).toBe("-__-");
  });

  it("takes an ArrayBuffer as crypto.subtle.sign returns it", () => {
    expect(base64url(new Uint8Array([104, 105]).buffer)).toBe("aGk");
  });

  it("a random value of 16 bytes is 22 characters of the alphabet and differs each time", () => {
    const a = randomBase64url(16);
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomBase64url(16)).not.toBe(a);
  });
});
