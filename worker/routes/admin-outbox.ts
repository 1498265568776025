import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { parseOrThrow } from "../bff/validate";
import { OUTBOX_LIMIT, readOutbox } from "#app/shared/messaging/local";
import { providersFor } from "#app/shared/messaging/providers";
import { recordOperatorAccess } from "#app/features/privacy/server/access-record";

// GET /admin/api/outbox[?to=9876543210&limit=20]: the messages the local provider kept instead of
// sending, newest first (docs/decisions/109-verified-numbers.md) — what scripts and browser tests
// read a one-time code from when no SMS service is configured.

export const adminOutboxRoutes = new Hono<AppEnv>();

const OutboxQuerySchema = z.strictObject({
  to: z.string().trim().regex(/^\+?[\d ]{0,16}$/, "Digits of a mobile number").optional(),
  limit: z.coerce.number().int().min(1).max(OUTBOX_LIMIT).optional(),
});

adminOutboxRoutes.get("/outbox", async (c) => {
  const query = parseOrThrow(OutboxQuerySchema, c.req.query(), "outbox query");
  const messages = await readOutbox(c.env.DB, query);
  if (messages.length) await recordOperatorAccess(c, "api.outbox", "view", messages.length);
  return c.json({ routes: providersFor(c.env).names, messages });
});
