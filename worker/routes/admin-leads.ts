import { Hono } from "hono";
import { z } from "zod";
import { LeadFilterSchema } from "#app/features/console/rules/lead-filter";
import { statesOf } from "#app/features/console/rules/lead-states";
import type { AppEnv } from "../app-env";
import { ApiFailure } from "#app/shared/server/errors";
import { parseOrThrow } from "../bff/validate";
import { DisputeListSchema, decide } from "#app/features/console/server/disputes";
import { listLeads } from "#app/features/console/server/leads";
import { statementOf } from "#app/features/console/server/statements";
import { setTerms, setWebhook, termsOf, testWebhook, traderOf } from "#app/features/console/server/traders";
import { retryAllDeadLetters, retryDeadLetter } from "#app/features/leads/server/dead-letter-retry";
import { listDeadLetters } from "#app/features/leads/server/dead-letters";
import { listDisputes } from "#app/features/leads/server/disputes";
import { createLeadLink, revokeLeadLinks } from "#app/features/leads/server/lead-links";
import { operatorLead } from "#app/features/leads/server/operator-leads";
import { removeWebhook, secretHint, webhookOf } from "#app/features/leads/server/webhooks";
import { recordOperatorAccess } from "#app/features/privacy/server/access-record";

// The operator API of leads, traders, statements, disputes and failed deliveries, under /admin/api
// (docs/decisions/111). The console's pages use the same
// functions in-process; docs/operators.md has curl examples.

export const leadAdminRoutes = new Hono<AppEnv>();

// The leads of a period (IST days), oldest first; optionally one trader, city, vehicle type, state.
leadAdminRoutes.get("/leads", async (c) => {
  const filter = parseOrThrow(LeadFilterSchema, c.req.query(), "period");
  const { leads } = await listLeads(c.env.DB, c.var.bff, filter);
  if (leads.length) await recordOperatorAccess(c, "api.leads", "export", leads.length);
  return c.json([...leads].reverse().map((lead) => ({ ...operatorLead(lead), states: statesOf(lead) })));
});

leadAdminRoutes.post("/traders/:tName/lead-link", async (c) => {
  const trader = await traderOf(c.var.bff, c.req.param("tName"));
  const token = await createLeadLink(c.env.DB, trader);
  // On the site's origin (SITE_URL, else the one the operator reached): the link is shared with the trader.
  const url = new URL(`/leads/${token}`, c.var.siteOrigin).href;
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
  return c.json(await setWebhook(c.env, trader, await c.req.json().catch(() => null)));
});

leadAdminRoutes.post("/traders/:tName/webhook/test", async (c) => {
  const trader = await traderOf(c.var.bff, c.req.param("tName"));
  return c.json({ tName: trader.tName, ...(await testWebhook(c.env, trader)) });
});

leadAdminRoutes.delete("/traders/:tName/webhook", async (c) => {
  const trader = await traderOf(c.var.bff, c.req.param("tName"));
  return c.json({ tName: trader.tName, removed: await removeWebhook(c.env.DB, trader.tName) });
});

leadAdminRoutes.get("/traders/:tName/terms", async (c) => {
  const trader = await traderOf(c.var.bff, c.req.param("tName"));
  return c.json({ tName: trader.tName, ...(await termsOf(c.env.DB, trader.tName)) });
});

leadAdminRoutes.put("/traders/:tName/terms", async (c) => {
  const trader = await traderOf(c.var.bff, c.req.param("tName"));
  return c.json({ tName: trader.tName, ...(await setTerms(c.env.DB, trader.tName, await c.req.json().catch(() => null))) });
});

leadAdminRoutes.get("/statements/:month", async (c) => {
  const statement = await statementOf(c.env.DB, c.req.param("month"));
  if (!statement) throw new ApiFailure(400, "invalid_request", "A month as YYYY-MM");
  return c.json(statement);
});

// Traders' disputes of a state (open, accepted, rejected; open by default), with their leads.
leadAdminRoutes.get("/disputes", async (c) => {
  const { state } = parseOrThrow(DisputeListSchema, c.req.query(), "state");
  const disputes = await listDisputes(c.env.DB, state);
  if (disputes.length) await recordOperatorAccess(c, "api.disputes", "view", disputes.length);
  return c.json(disputes);
});

// Accept or reject an open dispute: { "decision": "accept" | "reject", "note": "…" }.
leadAdminRoutes.post("/disputes/:leadId", async (c) => {
  const decided = await decide(c.env, c.var.siteOrigin, c.req.param("leadId"), await c.req.json().catch(() => null));
  await recordOperatorAccess(c, "dispute.decision", "change", 1);
  return c.json(decided);
});

// A dead letter keeps its queue message: an enquiry's, with the buyer's details.
leadAdminRoutes.get("/dead-letters", async (c) => {
  const letters = await listDeadLetters(c.env.DB, { open: c.req.query("all") !== "1" });
  if (letters.length) await recordOperatorAccess(c, "api.deadLetters", "view", letters.length);
  return c.json(letters);
});

leadAdminRoutes.post("/dead-letters/retry", async (c) => c.json({ retried: await retryAllDeadLetters(c.env) }));

leadAdminRoutes.post("/dead-letters/:id/retry", async (c) => {
  const id = parseOrThrow(z.coerce.number().int().positive(), c.req.param("id"), "id");
  const letter = await retryDeadLetter(c.env, id);
  if (!letter) throw new ApiFailure(404, "not_found", "No dead letter to retry with this id");
  return c.json({ retried: id, channel: letter.channel, leadId: letter.leadId });
});
