import { Hono } from "hono";
import { z } from "zod";
import { internationalMobile } from "#app/shared/rules/phone";
import type { AppEnv } from "../app-env";
import { ApiFailure } from "#app/shared/server/errors";
import { parseOrThrow } from "../bff/validate";
import { traderOf } from "#app/features/console/server/traders";
import { createApiKey, listApiKeys, revokeApiKeys } from "#app/features/leads/server/api-keys";
import { type TraderContact, contactOf, saveContact } from "#app/features/leads/server/trader-contact";

// The operator API of a trader's phone and CRM keys, under /admin/api/traders/{tName}
// (docs/decisions/112; docs/operators.md has curl examples): the mobile that receives leads, the
// WhatsApp opt-in and the public number; the pull API's keys, made (shown once) and revoked.

export const traderContactRoutes = new Hono<AppEnv>();

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
const international = (digits: string) => (digits ? internationalMobile(digits) : "");

export function contactView(contact: TraderContact) {
  return {
    tName: contact.tName,
    notifyPhone: international(contact.notifyPhone),
    whatsapp: contact.whatsappOptInAt !== null,
    whatsappOptInAt: iso(contact.whatsappOptInAt),
    publicPhone: international(contact.publicPhone),
    updatedAt: iso(contact.updatedAt),
  };
}

traderContactRoutes.get("/traders/:tName/contact", async (c) => {
  const trader = await traderOf(c.var.bff, c.req.param("tName"));
  return c.json(contactView(await contactOf(c.env.DB, trader.tName)));
});

traderContactRoutes.put("/traders/:tName/contact", async (c) => {
  const trader = await traderOf(c.var.bff, c.req.param("tName"));
  return c.json(contactView(await saveContact(c.env.DB, trader.tName, await c.req.json().catch(() => null))));
});

const keyView = (key: { id: number; hint: string; createdAt: number; lastUsedAt: number | null }) => ({
  id: key.id,
  hint: key.hint,
  createdAt: iso(key.createdAt),
  lastUsedAt: iso(key.lastUsedAt),
});

traderContactRoutes.get("/traders/:tName/api-keys", async (c) => {
  const trader = await traderOf(c.var.bff, c.req.param("tName"));
  return c.json({ tName: trader.tName, keys: (await listApiKeys(c.env.DB, trader.tName)).map(keyView) });
});

traderContactRoutes.post("/traders/:tName/api-keys", async (c) => {
  const trader = await traderOf(c.var.bff, c.req.param("tName"));
  const created = await createApiKey(c.env.DB, trader.tName);
  // The only time the key is shown: only its hash is kept.
  return c.json({ tName: trader.tName, key: created.key, ...keyView(created) }, 201);
});

traderContactRoutes.delete("/traders/:tName/api-keys", async (c) => {
  const trader = await traderOf(c.var.bff, c.req.param("tName"));
  return c.json({ tName: trader.tName, revoked: await revokeApiKeys(c.env.DB, trader.tName, null) });
});

traderContactRoutes.delete("/traders/:tName/api-keys/:id", async (c) => {
  const trader = await traderOf(c.var.bff, c.req.param("tName"));
  const id = parseOrThrow(z.coerce.number().int().positive(), c.req.param("id"), "key id");
  if ((await revokeApiKeys(c.env.DB, trader.tName, id)) === 0) throw new ApiFailure(404, "not_found", `${trader.tName} has no key ${id}`);
  return c.json({ tName: trader.tName, revoked: 1 });
});
