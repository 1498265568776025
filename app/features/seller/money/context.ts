import { createContext } from "react-router";
import type { Invoice } from "#app/features/leads/billing/invoice";
import type { MoneyMonth, SellerStatement } from "./server/money";

// The money pages' key of the router context (worker/router-context.ts fills it): a trader's own
// months and statements, read for the signed-in seller's trader only.

export type { MoneyMonth, SellerStatement };
export type SellerMoney = {
  months(tName: string): Promise<MoneyMonth[]>;
  statement(tName: string, month: string): Promise<SellerStatement | null>;
  invoice(tName: string, month: string): Promise<Invoice | null>;
  /** The invoice as a PDF; its code and fonts are loaded only when a PDF is asked for. */
  pdf(invoice: Invoice): Promise<Uint8Array<ArrayBuffer>>;
};
export const sellerMoneyContext = createContext<SellerMoney>();
