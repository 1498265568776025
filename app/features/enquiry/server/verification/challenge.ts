import { OTP_CHALLENGE_MS, type OtpChallenge, challengeOf } from "#app/shared/verification";
import { isSignatureOf, sign } from "../../../../shared/security/signing";

// The question asked before a code goes to an address that already asked for several in the last
// hour (docs/decisions/154): two numbers from 1 to 9 to add up, in the token "a.b.expiry.signature"
// signed with XSRF_SECRET for that address and mobile, so a token is good for one address, one
// mobile and ten minutes. The numbers are in the clear (in the token, the JSON and the page), so
// this stops no script written for this site: it turns away senders that never read the answer;
// the per-mobile limits and the site's budget are the caps. The digest of an address is kept with
// each code instead of the address.

const digits = () => 1 + (crypto.getRandomValues(new Uint8Array(1))[0]! % 9);

const signedPart = (client: string, mobile: string, a: number, b: number, expires: number) =>
  `otp-challenge\n${client}\n${mobile}\n${a}\n${b}\n${expires}`;

/** A new question for this address and mobile. */
export async function newChallenge(secret: string, client: string, mobile: string, now: number): Promise<OtpChallenge> {
  const [a, b, expires] = [digits(), digits(), now + OTP_CHALLENGE_MS];
  const token = `${a}.${b}.${expires}.${await sign(secret, signedPart(client, mobile, a, b, expires))}`;
  return { token, a, b };
}

/** Whether the answer to the question of this token is right, the token this Worker's, for this address and mobile, and unexpired. */
export async function answered(secret: string, client: string, mobile: string, token: string, answer: string, now: number): Promise<boolean> {
  const asked = challengeOf(token);
  if (!asked) return false;
  const [, , expiry, signature] = token.split(".");
  const expires = Number(expiry);
  if (expires < now || !/^\d{1,2}$/.test(answer.trim()) || Number(answer) !== asked.a + asked.b) return false;
  return isSignatureOf(secret, signedPart(client, mobile, asked.a, asked.b, expires), signature!);
}

/** The digest an address is kept under with each code: never the address itself. */
export async function clientDigest(secret: string, clientKey: string): Promise<string> {
  return (await sign(secret, `otp-client\n${clientKey}`)).slice(0, 22);
}
