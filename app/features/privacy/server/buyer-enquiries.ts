import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { BuyerAccount, BuyerEnquiry } from "#app/features/privacy/context";
import { leadModel } from "#app/features/leads/rules/lead";
import { BUYER_SESSION_MS } from "#app/features/privacy/rules/buyer";
import { nationalMobile } from "#app/shared/rules/mobile";
import { setCookieHeader } from "#app/shared/lib/cookies";
import type { AppEnv } from "#worker/app-env";
import { isSignatureOf, sign } from "../../../shared/security/signing";
import { type LeadRow, toLead } from "../../leads/server/ledger";
import { recordAccess } from "./access-record";
import { eraseBuyer, withdrawConsent } from "./erasure";

// A buyer's own enquiries, /my-enquiries (docs/decisions/152): the buyer proves the number with a
// one-time code through the same sendOtp and verify calls as an enquiry (the same providers,
// limits and outbox), and is then signed in for half an hour by a cookie that holds the number
// and its expiry, signed under XSRF_SECRET by the site's one signing helper (app/shared/security/signing.ts;
// labelled, so no other token signed with the key is one of these). Nothing is stored for a
// sign-in: an erased number has nothing left to show, and no session table holds numbers.

const LIST_LIMIT = 200;

const cookieName = (url: URL) => (url.protocol === "https:" ? "__Host-buyer_session" : "buyer_session");

/** What the cookie's signature signs: the number and its expiry under this use's own label. */
const signedPart = (mobile: string, expires: number) => `buyer-session.v1\n${mobile}\n${expires}`;

const cookie = (url: URL, value: string, maxAge: number) =>
  setCookieHeader(cookieName(url), value, { path: "/", httpOnly: true, sameSite: "Lax", maxAge, secure: url.protocol === "https:" });

/** The signed-in number of a genuine, unexpired cookie, or null. */
async function sessionMobile(c: Context<AppEnv>, now: number): Promise<string | null> {
  const value = getCookie(c, cookieName(new URL(c.req.url))) ?? "";
  const [mobile, expires, sig, extra] = value.split(".");
  if (!mobile || !expires || !sig || extra !== undefined || nationalMobile(mobile) !== mobile || !/^\d{13}$/.test(expires)) return null;
  if (Number(expires) <= now || !c.env.XSRF_SECRET) return null;
  return (await isSignatureOf(c.env.XSRF_SECRET, signedPart(mobile, Number(expires)), sig)) ? mobile : null;
}

/** Whether the number sent any enquiry whose details are still held: only then is a sign-in code sent. */
export async function hasEnquiries(db: D1Database, mobile: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM lead WHERE mobile = ?1 AND erasedAt IS NULL LIMIT 1").bind(mobile).first()) !== null;
}

/** The number's enquiries, newest first: each with the sellers its copies went to. */
async function enquiriesOf(db: D1Database, mobile: string): Promise<BuyerEnquiry[]> {
  const { results } = await db
    .prepare("SELECT * FROM lead WHERE mobile = ?1 AND erasedAt IS NULL ORDER BY receivedAt DESC, id LIMIT ?2")
    .bind(mobile, LIST_LIMIT)
    .all<LeadRow>();
  const byEnquiry = new Map<string, BuyerEnquiry>();
  for (const lead of results.map(toLead)) {
    const known = byEnquiry.get(lead.enquiryId);
    const seller = lead.traderName || lead.traderTName;
    if (known) {
      if (seller && !known.sellers.includes(seller)) known.sellers.push(seller);
      known.withdrawnAt = known.withdrawnAt === null || lead.withdrawnAt === null ? null : Math.min(known.withdrawnAt, lead.withdrawnAt);
      continue;
    }
    byEnquiry.set(lead.enquiryId, {
      enquiryId: lead.enquiryId,
      receivedAt: lead.receivedAt,
      typeOfQuery: lead.typeOfQuery,
      model: leadModel(lead),
      cityName: lead.cityName,
      sellers: seller ? [seller] : [],
      withdrawnAt: lead.withdrawnAt,
      erasureAskedAt: lead.erasureAskedAt,
    });
  }
  return [...byEnquiry.values()];
}

export function buyerAccountFor(c: Context<AppEnv>): BuyerAccount {
  const url = new URL(c.req.url);
  const db = c.env.DB;
  let session: Promise<string | null> | undefined;
  const noteChange = (what: "buyer.withdrawal" | "buyer.erasure", records: number) =>
    records > 0 ? recordAccess(db, { actorKind: "buyer", actor: "", tName: "", action: "change", what, records, address: "" }) : undefined;
  return {
    signedIn: () => (session ??= sessionMobile(c, Date.now())),
    enquiries: (mobile) => enquiriesOf(db, mobile),
    async signIn(mobile) {
      const expires = Date.now() + BUYER_SESSION_MS;
      return cookie(url, `${mobile}.${expires}.${await sign(c.env.XSRF_SECRET, signedPart(mobile, expires))}`, BUYER_SESSION_MS / 1000);
    },
    signOut: () => cookie(url, "", 0),
    async withdraw(mobile, enquiryIds) {
      const withdrawn = await withdrawConsent(db, mobile, enquiryIds, Date.now());
      await noteChange("buyer.withdrawal", withdrawn.length);
      return new Set(withdrawn.map((lead) => lead.enquiryId)).size;
    },
    async erase(mobile) {
      const erasure = await eraseBuyer(c.env, mobile, Date.now());
      await noteChange("buyer.erasure", erasure.erased + erasure.waiting);
      return erasure;
    },
  };
}
