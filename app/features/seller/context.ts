import { type RouterContextProvider, createContext } from "react-router";
import type { Seller } from "#app/features/seller/server/session";
import type { StaffMember } from "#app/features/seller/rules/staff";
import type { TraderSettings } from "#app/features/seller/rules/settings";

// The seller workspace's keys of the router context the Worker fills for every request
// (worker/router-context.ts). Each area of the workspace adds its own key beside these.

export type { Seller };

/** Who is signed in to the workspace, read once per request from the session cookie. */
export type SellerSession = { seller(): Promise<Seller | null> };
export const sellerSessionContext = createContext<SellerSession>();

/**
 * The seller of a page under the signed-in gate (routes/signed-in.tsx), whose middleware let no
 * request without one through.
 */
export async function gatedSeller(context: Readonly<RouterContextProvider>): Promise<Seller> {
  const seller = await context.get(sellerSessionContext).seller();
  if (!seller) throw new Error("a workspace page outside the signed-in gate");
  return seller;
}

export type NotifyChoice = { mobile: string; sms: boolean; whatsapp: boolean };

/**
 * Signing in and out, and the workspace's frame, staff and settings (docs/decisions/164). Set-Cookie
 * header values are returned for the route to send; every change acts on the signed-in seller's
 * own trader.
 */
export type SellerAccount = {
  /** The traders whose staff a mobile is on (a mobile proved by its code). */
  tradersOf(mobile: string): Promise<{ tName: string; traderName: string }[]>;
  /** A new session's cookie, or null when the mobile is not on that trader's staff. */
  signIn(tName: string, mobile: string): Promise<string | null>;
  signOut(): Promise<string>;
  /** Ends every session of the signed-in member, on every device. */
  signOutEverywhere(seller: Seller): Promise<string>;
  /** A short-lived proof that the code proved the mobile, carried by the choice of trader. */
  proof(mobile: string): Promise<string>;
  proved(proof: string): Promise<string | null>;
  frame(seller: Seller): Promise<{ traderName: string; member: StaffMember }>;
  staff(seller: Seller): Promise<StaffMember[]>;
  member(seller: Seller, mobile: string): Promise<StaffMember | null>;
  addStaff(seller: Seller, mobile: string, name: string): Promise<boolean>;
  removeStaff(seller: Seller, mobile: string): Promise<boolean>;
  settings(seller: Seller): Promise<TraderSettings>;
  saveSettings(seller: Seller, settings: TraderSettings): Promise<void>;
  saveNotifyChoices(seller: Seller, choices: NotifyChoice[]): Promise<void>;
};
export const sellerAccountContext = createContext<SellerAccount>();
