import { createContext } from "react-router";
import type { Seller } from "#app/features/seller/context";
import type { LeadsBoard } from "./server/leads-board";

// The leads board's key of the router context (worker/router-context.ts): the board of the
// signed-in seller's trader, acting as that staff member.

export type { LeadsBoard };
export const leadsBoardContext = createContext<(seller: Seller) => LeadsBoard>();
