import { isSignatureOf, sign } from "#app/shared/security/signing";

// A mobile proved by its one-time code, between the code and the seller's choice of trader when
// the number is on several traders' staff: "mobile.expiry.signature", signed under XSRF_SECRET
// with its own label, good for ten minutes. It opens nothing by itself: a session starts only for
// a trader whose staff the number is on.

export const PROOF_MS = 10 * 60 * 1000;

const signedPart = (mobile: string, expires: number) => `seller-proved.v1\n${mobile}\n${expires}`;

export async function proofOf(secret: string, mobile: string, now: number): Promise<string> {
  const expires = now + PROOF_MS;
  return `${mobile}.${expires}.${await sign(secret, signedPart(mobile, expires))}`;
}

/** The mobile a genuine, unexpired proof names, or null. */
export async function provedMobile(secret: string, proof: string, now: number): Promise<string | null> {
  const [mobile, expiry, signature, extra] = proof.split(".");
  if (!mobile || !/^\d{10}$/.test(mobile) || !expiry || !/^\d{13}$/.test(expiry) || !signature || extra !== undefined) return null;
  if (Number(expiry) <= now) return null;
  return (await isSignatureOf(secret, signedPart(mobile, Number(expiry)), signature)) ? mobile : null;
}
