import { Hono } from "hono";
import { createRequestHandler } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { isLeadsApiPath, isSellerPhotoPath } from "#app/shared/rules/request-path";
import { MAX_PICTURE_BYTES } from "#app/shared/pictures";
import { langOfPath, pathIn } from "#app/shared/i18n/lang";
import type { AppEnv } from "./app-env";
import { runScheduled } from "./scheduled";
import { createBff } from "./bff/api";
import { deliverBatch } from "./bff/delivery";
import type { Delivery } from "./bff/enquiry-queue";
import { jsonError } from "#app/shared/server/errors";
import { MAX_BODY_BYTES, drainUnreadBody, limitBody, tooLargeForm } from "./body-limit";
import type { NotifyJob } from "#app/features/leads/server/notify";
import { deliverNotifications } from "#app/features/leads/server/notify-delivery";
import { pullLeads } from "#app/features/leads/server/pull-api";
import { NOTIFY_QUEUE_NAME, WEBHOOK_QUEUE_NAME } from "#app/features/leads/server/retry-policy";
import { deliverWebhooks } from "#app/features/leads/server/webhook-delivery";
import type { WebhookJob } from "#app/features/leads/server/webhooks";
import { adminGate } from "#app/features/console/server/gate";
import { IMPORT_QUEUE_NAME, type ImportMessage } from "#app/features/console/rules/import-batches";
import { runImportQueue } from "#app/features/console/server/catalogue/import-job";
import { runSearchQueue } from "#app/features/search/server/search-build";
import { SEARCH_QUEUE_NAME, type SearchBuildMessage } from "#app/features/search/server/search-queue";
import { adminRoutes } from "./routes/admin";
import { apiRoutes } from "./routes/api";
import { imageRoutes } from "./routes/image";
import { htmlCache } from "./html-cache";
import { countComparison } from "#app/features/tools/server/comparison-views";
import { pageRequest, takesVisitorForm } from "./page-query";
import { redirectRenamed } from "./renamed-paths";
import { normalisedRequest, routedPath } from "./request-path";
import { routerContextFor } from "./router-context";
import { antiForgery } from "./anti-forgery";
import { sellerApi } from "#app/features/seller/api/routes";
import { issueAntiForgeryToken } from "./anti-forgery";
import { securityHeaders } from "./security-headers";
import { siteOrigin } from "#app/shared/server/site-origin";

// The Worker: security headers and the anti-forgery token → operator gate → /api → /admin API →
// /image → the traders' pull API → edge HTML cache → React Router (pages, the operator console);
// and the Queue consumers that deliver enquiries the origin could not take at once, leads to
// traders' webhooks, and leads' SMS and WhatsApp messages to traders' phones, the console's
// imports a batch at a time, and the search index of each catalogue generation; and the scheduled
// run that erases personal data when its time is up.

// The build as an object, not a function returning it: React Router then derives its route tables
// once per isolate; a function is re-derived on every request (for hot reload), which cost about
// 5 % of a page's CPU in `npm run bench:profile`.
const handleRequest = createRequestHandler(serverBuild, import.meta.env.MODE);

// Hono routes on the path in normal form, the one every decision below reads (./request-path.ts).
const app = new Hono<AppEnv>({ getPath: routedPath });

app.use(drainUnreadBody);
app.use(normalisedRequest);
app.use(securityHeaders);
app.use(issueAntiForgeryToken);
app.use(async (c, next) => {
  c.set("bff", createBff(c.env, c.executionCtx as ExecutionContext));
  c.set("siteOrigin", siteOrigin(c.env, c.req.url));
  await next();
});

app.use(adminGate);

app.route("/api", apiRoutes);
// The operator API and CSV exports; the rest of /admin (the console's pages) is React Router's.
app.route("/admin", adminRoutes);
app.route("/image", imageRoutes);
// The traders' CRM pull API, before the lead pages (/leads/:token) that would otherwise take it.
app.use((c, next) => (isLeadsApiPath(c.req.path) ? pullLeads(c) : next()));
// The seller API (docs/decisions/165, 167): a seller's leads and statements by its session or its
// trader's key. Any other address under it is a JSON 404, never a workspace page.
app.route("/seller/api", sellerApi({ limitBody: limitBody(), antiForgery }));
app.all("/seller/api/*", () => jsonError(404, "not_found", "No such seller API address"));

// The no-JavaScript enquiry form and a trader's lead page: their forms are held to the same
// limit as /api's bodies (the console's: app/features/console/server/gate.ts), by the rule that hands their
// posts to React Router, at every spelling the router matches.
const visitorFormLimit = limitBody(MAX_BODY_BYTES, tooLargeForm);
app.use((c, next) => (c.req.method === "POST" && takesVisitorForm(c.req.path) ? visitorFormLimit(c, next) : next()));
// The seller workspace's forms are a visitor's size (above); its photo upload a picture's, and a
// photo over it is answered on the profile page in the seller's words (docs/decisions/168).
const sellerPhotoLimit = limitBody(MAX_PICTURE_BYTES + 64 * 1024, (c) => c.redirect(`${pathIn(langOfPath(c.req.path), "/seller/profile")}?photo=too_large`, 303));
app.use((c, next) => (c.req.method === "POST" && isSellerPhotoPath(c.req.path) ? sellerPhotoLimit(c, next) : next()));

app.all("*", pageRequest, countComparison, redirectRenamed, htmlCache, (c) => handleRequest(c.var.page, routerContextFor(c)));

app.onError((error, c) => {
  console.error("unhandled", c.req.path, error);
  return jsonError(500, "internal_error", "Something went wrong");
});

export default {
  fetch: app.fetch,
  // The consumers of enquiry-delivery, lead-webhooks, lead-notifications, catalogue-import and
  // search-index; wrangler.toml sets their retries.
  queue: (batch, env, ctx) =>
    batch.queue === SEARCH_QUEUE_NAME
      ? runSearchQueue(batch as MessageBatch<SearchBuildMessage>, env, ctx)
      : batch.queue === IMPORT_QUEUE_NAME
      ? runImportQueue(batch as MessageBatch<ImportMessage>, env)
      : batch.queue === WEBHOOK_QUEUE_NAME
      ? deliverWebhooks(batch as MessageBatch<WebhookJob>, env)
      : batch.queue === NOTIFY_QUEUE_NAME
        ? deliverNotifications(batch as MessageBatch<NotifyJob>, env)
        : deliverBatch(batch as MessageBatch<Delivery>, env, ctx),
  // The cron trigger of wrangler.toml: personal data past its period, withdrawn or asked to be
  // erased is erased, and what is kept by age goes (docs/decisions/152). The trigger's time is the
  // run's clock, so a run is the same whenever it is retried.
  scheduled: (controller: ScheduledController, env: Env, ctx?: ExecutionContext) => runScheduled(env, controller.cron, controller.scheduledTime, ctx),
} satisfies ExportedHandler<Env, Delivery | WebhookJob | NotifyJob | ImportMessage | SearchBuildMessage>;
