import type { Context } from "hono";
import type { AppEnv } from "#worker/app-env";
import type { SellerAccount } from "#app/features/seller/context";
import { endSellerSession, endSessionsOf, startSellerSession } from "./session";
import { addStaff, removeStaff, saveNotifyChoices, staffMember, staffOf, tradersOfMobile } from "./staff";
import { saveTraderSettings, traderSettings } from "./settings";
import { proofOf, provedMobile } from "./proof";

// The seller workspace's own work for the router context (worker/router-context.ts): signing in
// and out, the frame's trader and member, the staff list and the settings.

export function sellerAccountFor(c: Context<AppEnv>): SellerAccount {
  const env = c.env;
  const db = env.DB;
  const url = new URL(c.req.url);
  return {
    tradersOf: (mobile) => tradersOfMobile(db, mobile),
    async signIn(tName, mobile) {
      return (await staffMember(db, tName, mobile)) === null ? null : startSellerSession(env, url, tName, mobile);
    },
    signOut: () => endSellerSession(c),
    async signOutEverywhere(seller) {
      await endSessionsOf(env, seller.tName, seller.mobile);
      return endSellerSession(c);
    },
    proof: (mobile) => proofOf(env.XSRF_SECRET, mobile, Date.now()),
    proved: (proof) => provedMobile(env.XSRF_SECRET, proof, Date.now()),
    async frame(seller) {
      const [trader, member] = await Promise.all([
        db.prepare("SELECT traderName FROM trader WHERE tName = ?1").bind(seller.tName).first<{ traderName: string }>(),
        staffMember(db, seller.tName, seller.mobile),
      ]);
      return { traderName: trader?.traderName ?? seller.tName, member: member! };
    },
    staff: (seller) => staffOf(db, seller.tName),
    member: (seller, mobile) => staffMember(db, seller.tName, mobile),
    addStaff: (seller, mobile, name) => addStaff(db, seller.tName, mobile, name, Date.now()),
    removeStaff: (seller, mobile) => removeStaff(env, seller.tName, mobile),
    settings: (seller) => traderSettings(db, seller.tName),
    saveSettings: (seller, settings) => saveTraderSettings(db, seller.tName, settings, Date.now()),
    saveNotifyChoices: (seller, choices) => saveNotifyChoices(db, seller.tName, choices),
  };
}
