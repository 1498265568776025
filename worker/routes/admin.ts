import { Hono } from "hono";
import { z } from "zod";
import { GET_CALLS, TAG_KINDS } from "#app/domain/contract";
import { prepareCall } from "../bff/prepared-call";
import { isolateCacheSizes } from "../isolate-caches";
import { ApiFailure, failureResponse, jsonError } from "../bff/errors";
import { keysOfTag, purgeAll, purgeKeys, purgeTag } from "../bff/purge";
import { parseOrThrow } from "../bff/validate";
import { constantTimeEqual } from "../constant-time";
import { purgeAllPages, purgePagesOf } from "../html-cache";
import type { AppEnv } from "../app-env";
import { limitBody } from "../body-limit";
import { leadAdminRoutes } from "./admin-leads";
import { clientIp } from "../client";

// Operator routes (purging the KV cache also purges the cached pages rendered from it), behind `Authorization: Bearer <ADMIN_TOKEN>`. Failed attempts are rate
// limited per client IP, so the token cannot be guessed by trying.

export const adminRoutes = new Hono<AppEnv>();

// Before authentication, so an unauthenticated flood is never read. Operators' uploads (catalogue
// files, photos) will take larger bodies: such a route is listed here and attaches
// limitBody(its own limit) next to its handler, after authentication.
const UPLOAD_PATHS = new Set<string>();
const formLimit = limitBody();
adminRoutes.use((c, next) => (UPLOAD_PATHS.has(c.req.path) ? next() : formLimit(c, next)));

adminRoutes.use(async (c, next) => {
  const given = /^Bearer (.+)$/.exec(c.req.header("Authorization") ?? "")?.[1] ?? "";
  const expected = c.env.ADMIN_TOKEN ?? "";
  if (expected && constantTimeEqual(given, expected)) return next();
  const { success } = await c.env.ADMIN_LIMITER.limit({ key: `admin:${clientIp(c.req.raw)}` });
  if (!success) return jsonError(429, "rate_limited", "Too many failed attempts", undefined, { "Retry-After": "60" });
  return jsonError(401, "unauthorized", "A valid admin token is required", undefined, { "WWW-Authenticate": "Bearer" });
});

const tag = z.string().regex(/^[a-z]+(:[^|]{1,200})?$/, "A tag is kind or kind:value").refine(
  (t) => (TAG_KINDS as readonly string[]).includes(t.split(":")[0]!) || t.startsWith("call:"),
  "Unknown tag kind",
);
const PurgeSchema = z.union([
  z.strictObject({ call: z.enum(GET_CALLS as [string, ...string[]]), params: z.record(z.string(), z.unknown()).default({}) }),
  z.strictObject({ tag }),
  z.strictObject({ all: z.literal(true) }),
]);

adminRoutes.post("/cache/purge", async (c) => {
  const raw = await c.req.json().catch(() => null);
  const order = parseOrThrow(PurgeSchema, raw, "purge request");
  const kv = c.env.API_CACHE;
  if ("all" in order) {
    const [purged, pages] = await Promise.all([purgeAll(kv), purgeAllPages(kv)]);
    return c.json({ purged, pages });
  }
  if ("tag" in order) {
    const purged = await purgeTag(kv, order.tag.toLowerCase());
    return c.json({ tag: order.tag, purged, pages: await purgePagesOf(kv, purged) });
  }
  // The key the call is cached under (a list's count fetched in one of a few sizes).
  const { key } = prepareCall(order.call as (typeof GET_CALLS)[number], order.params);
  await purgeKeys(kv, [key]);
  return c.json({ purged: [key], pages: await purgePagesOf(kv, [key]) });
});

/** The isolate's own caches, their sizes and bounds (docs/ARCHITECTURE.md). */
adminRoutes.get("/cache/isolate", (c) => c.json(isolateCacheSizes()));

adminRoutes.get("/cache", async (c) => {
  const wanted = parseOrThrow(tag, (c.req.query("tag") ?? "").toLowerCase(), "tag");
  return c.json({ tag: wanted, keys: await keysOfTag(c.env.API_CACHE, wanted) });
});

adminRoutes.route("/api", leadAdminRoutes);

adminRoutes.all("*", (c) => jsonError(404, "unknown_admin_route", `No admin route at ${c.req.path}`));

adminRoutes.onError((error) => {
  if (error instanceof ApiFailure) return failureResponse(error);
  console.error("admin error", error);
  return jsonError(500, "internal_error", "Something went wrong");
});
