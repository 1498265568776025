import { Hono } from "hono";
import { createRequestHandler } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import type { AppEnv } from "./app-env";
import { createBff } from "./bff/api";
import { deliverBatch } from "./bff/delivery";
import type { Delivery } from "./bff/outbox";
import { jsonError } from "./bff/errors";
import { WEBHOOK_QUEUE_NAME } from "./leads/retry-policy";
import { deliverWebhooks } from "./leads/webhook-delivery";
import type { WebhookJob } from "./leads/webhooks";
import { adminGate, isAdminPath } from "./admin/gate";
import { adminRoutes } from "./routes/admin";
import { apiRoutes } from "./routes/api";
import { imageRoutes } from "./routes/image";
import { htmlCache } from "./html-cache";
import { routerContextFor } from "./router-context";
import { securityHeaders } from "./security";

// The Worker: security headers → operator gate → /api → /admin API → /image → edge HTML cache →
// React Router (pages, the operator console); and the Queue
// consumers that deliver enquiries the origin could not take at once and leads to traders' webhooks.

// The build as an object, not a function returning it: React Router then derives its route tables
// once per isolate; a function is re-derived on every request (for hot reload), which cost about
// 5 % of a page's CPU in `npm run bench:profile`.
const handleRequest = createRequestHandler(serverBuild, import.meta.env.MODE);

const app = new Hono<AppEnv>();

app.use(securityHeaders);
app.use(async (c, next) => {
  c.set("bff", createBff(c.env, c.executionCtx as ExecutionContext));
  await next();
});

app.use(adminGate);

app.route("/api", apiRoutes);
// The operator API and CSV exports; the rest of /admin (the console's pages) is React Router's.
app.route("/admin", adminRoutes);
app.route("/image", imageRoutes);

app.all("*", htmlCache, (c) => {
  // Pages answer GET and HEAD; only the enquiry page, a trader's lead page and the operator
  // console take a form post.
  // Anything else is bad input and gets the 404 page, not a 405 or a 500.
  const pageRequest = ["GET", "HEAD"].includes(c.req.method) || (c.req.method === "POST" && takesFormPost(new URL(c.req.url).pathname));
  const request = pageRequest ? c.req.raw : new Request(new URL("/error", c.req.url), { headers: c.req.raw.headers });
  return handleRequest(request, routerContextFor(c));
});

function takesFormPost(pathname: string): boolean {
  return pathname === "/enquiry" || /^\/leads\/[^/]+$/.test(pathname) || isAdminPath(pathname);
}

app.onError((error, c) => {
  console.error("unhandled", c.req.path, error);
  return jsonError(500, "internal_error", "Something went wrong");
});

export default {
  fetch: app.fetch,
  // The consumers of enquiry-delivery and lead-webhooks; wrangler.toml sets their retries.
  queue: (batch, env, ctx) =>
    batch.queue === WEBHOOK_QUEUE_NAME
      ? deliverWebhooks(batch as MessageBatch<WebhookJob>, env)
      : deliverBatch(batch as MessageBatch<Delivery>, env, ctx),
} satisfies ExportedHandler<Env, Delivery | WebhookJob>;
