// Comparing secrets (the anti-forgery token, the admin token) in time that does not depend on
// where they differ.

const encoder = new TextEncoder();
// workerd's extension of SubtleCrypto (the DOM lib's type does not know it).
const subtle = crypto.subtle as unknown as { timingSafeEqual(a: ArrayBufferView, b: ArrayBufferView): boolean };

export function constantTimeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  // Compare against itself when lengths differ, so the time does not depend on where they differ.
  if (left.byteLength !== right.byteLength) return !subtle.timingSafeEqual(left, left);
  return subtle.timingSafeEqual(left, right);
}
