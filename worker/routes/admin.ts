import { Hono } from "hono";
import { z } from "zod";
import { LeadFilterSchema } from "#app/features/console/rules/lead-filter";
import { consoleLeadsCsv } from "#app/features/console/rules/leads-csv";
import { statementCsv } from "#app/features/leads/billing/statement-csv";
import { isolateCacheSizes } from "#app/shared/cache/isolate-caches";
import { ApiFailure, failureResponse, jsonError } from "#app/shared/server/errors";
import { purgeAll } from "../bff/purge";
import { parseOrThrow } from "../bff/validate";
import type { AppEnv } from "../app-env";
import { listLeads } from "#app/features/console/server/leads";
import { ACCESS_CSV_LIMIT, readAccessRecords, recordOperatorAccess } from "#app/features/privacy/server/access-record";
import { AccessFilterSchema, accessRecordCsv } from "#app/features/privacy/rules/access";
import { filterRange } from "#app/features/console/rules/lead-filter";
import { statementOf } from "#app/features/console/server/statements";
import { adminCatalogueRoutes } from "./admin-catalogue";
import { adminImageRoutes } from "./admin-images";
import { consoleUploadLimits } from "./admin-console-uploads";
import { leadAdminRoutes } from "./admin-leads";
import { adminOutboxRoutes } from "./admin-outbox";
import { traderContactRoutes } from "./admin-trader-contact";

// Operator routes answered by Hono: the JSON API under /admin/api, cache purges, and the CSV
// exports of leads and statements. Who may call them is decided once for every /admin path by
// app/features/console/server/gate.ts (admin token as bearer, or a signed-in session); everything else under
// /admin is the console's pages (React Router, app/features/console/routes/).

export const adminRoutes = new Hono<AppEnv>();

// A purge is of everything: one write of the catalogue generation (app/shared/cache/catalogue-generation.ts).
const PurgeSchema = z.strictObject({ all: z.literal(true) });

adminRoutes.post("/cache/purge", async (c) => {
  const raw = await c.req.json().catch(() => null);
  parseOrThrow(PurgeSchema, raw, "purge request: a purge renews everything, send {\"all\": true}");
  await purgeAll(c.env);
  return c.json({ purged: "every cached answer and page: at once here, within a minute everywhere" });
});

/** The isolate's own caches, their sizes and bounds (docs/ARCHITECTURE.md). */
adminRoutes.get("/cache/isolate", (c) => c.json(isolateCacheSizes()));

const csvHeaders = (filename: string) => ({
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "")}"`,
});

// GET /admin/leads.csv?from=YYYY-MM-DD&to=YYYY-MM-DD[&tName&city&typeName&state]: oldest first.
adminRoutes.get("/leads.csv", async (c) => {
  const filter = parseOrThrow(LeadFilterSchema, c.req.query(), "period");
  const { leads } = await listLeads(c.env.DB, c.var.bff, filter);
  // Who exported how many buyers' details (docs/decisions/153).
  if (leads.length) await recordOperatorAccess(c, "leads.csv", "export", leads.length);
  return c.body(consoleLeadsCsv([...leads].reverse()), 200, csvHeaders(`leads-${filter.from}-to-${filter.to}.csv`));
});

// GET /admin/access.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the access record of those IST days, newest first.
adminRoutes.get("/access.csv", async (c) => {
  const filter = parseOrThrow(AccessFilterSchema, c.req.query(), "period");
  const records = await readAccessRecords(c.env.DB, { ...filterRange(filter), limit: ACCESS_CSV_LIMIT });
  return c.body(accessRecordCsv(records), 200, csvHeaders(`access-record-${filter.from}-to-${filter.to}.csv`));
});

// GET /admin/statements/YYYY-MM.csv: the month's billable leads per trader with their charge.
adminRoutes.get("/statements/:file", async (c) => {
  const month = /^(\d{4}-\d{2})\.csv$/.exec(c.req.param("file"))?.[1] ?? "";
  const statement = month ? await statementOf(c.env.DB, month) : null;
  if (!statement) throw new ApiFailure(400, "invalid_request", "A statement is /admin/statements/YYYY-MM.csv for a month");
  return c.body(statementCsv(statement), 200, csvHeaders(`statement-${month}.csv`));
});

adminRoutes.route("/api", leadAdminRoutes);
adminRoutes.route("/api", adminCatalogueRoutes);
adminRoutes.route("/api", adminImageRoutes);
adminRoutes.route("/api", adminOutboxRoutes);
adminRoutes.route("/api", traderContactRoutes);
adminRoutes.route("/", consoleUploadLimits);

adminRoutes.all("/api/*", (c) => jsonError(404, "unknown_admin_route", `No admin route at ${c.req.path}`));

adminRoutes.onError((error) => {
  if (error instanceof ApiFailure) return failureResponse(error);
  console.error("admin error", error);
  return jsonError(500, "internal_error", "Something went wrong");
});
