import { Hono } from "hono";
import { z } from "zod";
import { findTrader } from "#app/domain/leads/identity";
import { checkWebhookUrl, isLocalHost } from "#app/domain/leads/webhook-url";
import { istDayStart } from "#app/domain/rules/format";
import type { AppEnv } from "../app-env";
import type { Bff } from "../bff/api";
import { ApiFailure } from "../bff/errors";
import { parseOrThrow } from "../bff/validate";
import { traderNames } from "../leads/catalogue";
import { listDeadLetters, takeForRetry } from "../leads/dead-letters";
import { createLeadLink, revokeLeadLinks } from "../leads/lead-links";
import { leadsBetween, operatorLead } from "../leads/operator-leads";
import { queueWebhook, removeWebhook, saveWebhook, secretHint, webhookOf } from "../leads/webhooks";

// The operator API of leads (issue 16, point 6), under /admin/api behind the admin token: the
// leads of a period, traders' private lead links and webhooks, and failed deliveries. The
// operator console (issue 17) is built on it; README "Operators" has curl examples.

export const leadAdminRoutes = new Hono<AppEnv>();

const MAX_DAYS = 92;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A date as YYYY-MM-DD").refine((d) => istDayStart(d) !== null, "No such date");
const PeriodSchema = z
  .object({ from: day, to: day, tName: z.string().trim().min(1).max(120).optional() })
  .refine(({ from, to }) => from <= to, { message: "`to` is before `from`", path: ["to"] })
  .refine(({ from, to }) => (istDayStart(to)! - istDayStart(from)!) / 86_400_000 < MAX_DAYS, {
    message: `At most ${MAX_DAYS} days at a time`,
    path: ["to"],
  });
const WebhookSchema = z.strictObject({
  url: z.string().trim().min(1, "Required"),
  secret: z.string().regex(/^[\x21-\x7E]{24,256}$/, "24 to 256 printable characters without spaces"),
});

leadAdminRoutes.get("/leads", async (c) => {
  const { from, to, tName } = parseOrThrow(PeriodSchema, c.req.query(), "period");
  const start = istDayStart(from)!;
  const end = istDayStart(to)! + 86_400_000;
  const leads = await leadsBetween(c.env.DB, start, end, tName);
  return c.json(leads.map(operatorLead));
});

/** The catalogue's trader of the path's name (any spelling), or a 404. */
async function traderOf(bff: Bff, wanted: string) {
  const trader = findTrader(await traderNames(bff), wanted, "");
  if (!trader) throw new ApiFailure(404, "unknown_trader", `No dealer or manufacturer named ${wanted}`);
  return trader;
}

leadAdminRoutes.post("/traders/:tName/lead-link", async (c) => {
  const trader = await traderOf(c.var.bff, c.req.param("tName"));
  const token = await createLeadLink(c.env.DB, trader);
  // The site's own origin: a link made through this Worker opens on it.
  const url = new URL(`/leads/${token}`, c.req.url).href;
  return c.json({ url, tName: trader.tName, traderName: trader.traderName }, 201);
});

leadAdminRoutes.delete("/traders/:tName/lead-link", async (c) => {
  const trader = await traderOf(c.var.bff, c.req.param("tName"));
  return c.json({ tName: trader.tName, revoked: await revokeLeadLinks(c.env.DB, trader.tName) });
});

leadAdminRoutes.get("/traders/:tName/webhook", async (c) => {
  const trader = await traderOf(c.var.bff, c.req.param("tName"));
  const hook = await webhookOf(c.env.DB, trader.tName);
  if (!hook) throw new ApiFailure(404, "no_webhook", `${trader.tName} has no webhook`);
  return c.json({ tName: trader.tName, url: hook.url, secret: secretHint(hook.secret) });
});

leadAdminRoutes.put("/traders/:tName/webhook", async (c) => {
  const trader = await traderOf(c.var.bff, c.req.param("tName"));
  const raw = await c.req.json().catch(() => null);
  const { url, secret } = parseOrThrow(WebhookSchema, raw, "webhook");
  const verdict = checkWebhookUrl(url, { localRun: isLocalHost(new URL(c.req.url).hostname) });
  if (!verdict.ok) throw new ApiFailure(400, "invalid_request", "Invalid webhook", [{ path: "url", message: verdict.reason }]);
  await saveWebhook(c.env.DB, trader.tName, verdict.url, secret);
  return c.json({ tName: trader.tName, url: verdict.url, secret: secretHint(secret) });
});

leadAdminRoutes.delete("/traders/:tName/webhook", async (c) => {
  const trader = await traderOf(c.var.bff, c.req.param("tName"));
  return c.json({ tName: trader.tName, removed: await removeWebhook(c.env.DB, trader.tName) });
});

leadAdminRoutes.get("/dead-letters", async (c) => c.json(await listDeadLetters(c.env.DB, { open: c.req.query("all") !== "1" })));

leadAdminRoutes.post("/dead-letters/:id/retry", async (c) => {
  const id = parseOrThrow(z.coerce.number().int().positive(), c.req.param("id"), "id");
  const letter = await takeForRetry(c.env.DB, id);
  if (!letter) throw new ApiFailure(404, "not_found", "No dead letter to retry with this id");
  if (letter.channel === "webhook") {
    await c.env.DB.prepare("UPDATE lead SET webhookState = 'pending', webhookClaimUntil = 0 WHERE id = ?1 AND webhookState <> 'delivered'")
      .bind(letter.leadId)
      .run();
    await queueWebhook(c.env, letter.leadId);
  } else {
    await c.env.ENQUIRY_QUEUE.send(letter.message, { contentType: "json" });
  }
  return c.json({ retried: id, channel: letter.channel, leadId: letter.leadId });
});
