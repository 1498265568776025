import { type Context, Hono } from "hono";
import type { AppEnv } from "#worker/app-env";
import { checkKey } from "#app/features/leads/server/pull-api";
import { signedInSeller } from "#app/features/seller/server/session";
import { PRIVATE_PAGE_HEADERS } from "#app/features/seo/rules/private-page";
import { jsonError } from "#app/shared/server/errors";
import { sellerStatement } from "./server/money";

// GET /seller/api/statements/yyyy-mm (docs/decisions/167): the trader's statement of the month and
// its tax invoice once issued, as JSON for the seller's own app or CRM; amounts in paise, instants
// in milliseconds. The caller is the signed-in seller (the session cookie) or the trader's API key
// (`Authorization: Bearer`, the key /leads/api takes, under the same lockout): either way only the
// caller's own trader is read.

export const sellerMoneyApi = new Hono<AppEnv>();

sellerMoneyApi.get("/statements/:month", async (c) => {
  const tName = await callerOf(c);
  if (typeof tName !== "string") return tName;
  const found = await sellerStatement(c.env.DB, tName, c.req.param("month"));
  if (!found) return jsonError(400, "invalid_request", "A month as YYYY-MM", [{ path: "month", message: "A month as YYYY-MM" }], PRIVATE_PAGE_HEADERS);
  const { month, issued, statement, invoice } = found;
  const pdf = invoice ? new URL(`/seller/money/${month}/invoice.pdf`, c.var.siteOrigin).href : null;
  return c.json({ month, issued, currency: "INR", amounts: "paise", statement, invoice: invoice ? { ...invoice, pdf } : null }, 200, PRIVATE_PAGE_HEADERS);
});

/** The caller's trader: by the API key when one is presented, else by the seller's session. */
async function callerOf(c: Context<AppEnv>): Promise<string | Response> {
  if (c.req.header("Authorization") !== undefined) {
    const key = await checkKey(c, Date.now());
    return key.ok ? key.tName : key.refused;
  }
  const seller = await signedInSeller(c);
  return seller ? seller.tName : jsonError(401, "unauthorized", "Sign in at /seller, or send the trader's API key: Authorization: Bearer <key>", undefined, { "WWW-Authenticate": "Bearer", ...PRIVATE_PAGE_HEADERS });
}
