// base64url without padding (RFC 4648 §5), for every random value and signature the Worker hands
// out: the CSP nonce and the anti-forgery token with every page, an operator's session, a trader's
// lead link. Written out rather than `btoa` over a string of char codes: in workerd that round trip
// (a spread, a native call, two regex replaces) took ~3 % of a rendered page's CPU in
// `npm run bench:profile`; this loop is a few table lookups.

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

export function base64url(input: ArrayBuffer | Uint8Array): string {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  let out = "";
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!;
  }
  if (i < bytes.length) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8);
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]!;
    if (i + 1 < bytes.length) out += ALPHABET[(n >> 6) & 63]!;
  }
  return out;
}

/** `size` random bytes as base64url: a nonce, a token's random half. */
export const randomBase64url = (size: number) => base64url(crypto.getRandomValues(new Uint8Array(size)));
