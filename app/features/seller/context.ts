import { createContext } from "react-router";
import type { Seller } from "#app/features/seller/server/session";

// The seller workspace's keys of the router context the Worker fills for every request
// (worker/router-context.ts). Each area of the workspace adds its own key beside this one.

export type { Seller };

/** Who is signed in to the workspace, read once per request from the session cookie. */
export type SellerSession = { seller(): Promise<Seller | null> };
export const sellerSessionContext = createContext<SellerSession>();
