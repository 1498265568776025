import { Hono } from "hono";
import type { SellerApiEnv } from "#app/features/seller/api/routes";
import { PRIVATE_PAGE_HEADERS } from "#app/features/seo/rules/private-page";
import { jsonError } from "#app/shared/server/errors";
import { sellerStatement } from "./server/money";

// GET /seller/api/statements/yyyy-mm (docs/decisions/167): the trader's statement of the month and
// its tax invoice once issued, as JSON for the seller's own app or CRM; amounts in paise, instants
// in milliseconds. A route of the seller API (app/features/seller/api/routes.ts), whose middleware
// has said who asks (the session or the trader's API key): only the caller's own trader is read.

export const sellerStatementsApi = new Hono<SellerApiEnv>().get("/:month", async (c) => {
  const found = await sellerStatement(c.env.DB, c.var.caller.tName, c.req.param("month"));
  if (!found) return jsonError(400, "invalid_request", "A month as YYYY-MM", [{ path: "month", message: "A month as YYYY-MM" }], PRIVATE_PAGE_HEADERS);
  const { month, issued, statement, invoice } = found;
  const pdf = invoice ? new URL(`/seller/money/${month}/invoice.pdf`, c.var.siteOrigin).href : null;
  return c.json({ month, issued, currency: "INR", amounts: "paise", statement, invoice: invoice ? { ...invoice, pdf } : null }, 200, PRIVATE_PAGE_HEADERS);
});
