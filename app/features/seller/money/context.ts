import { createContext } from "react-router";
import type { MoneyMonth, SellerStatement } from "./server/money";

// The money pages' key of the router context (worker/router-context.ts fills it): a trader's own
// months and statements, read for the signed-in seller's trader only.

export type { MoneyMonth, SellerStatement };
export type SellerMoney = {
  months(tName: string): Promise<MoneyMonth[]>;
  statement(tName: string, month: string): Promise<SellerStatement | null>;
};
export const sellerMoneyContext = createContext<SellerMoney>();
