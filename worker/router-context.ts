import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { RouterContextProvider } from "react-router";
import {
  antiForgeryContext,
  apiContext,
  cloudflareContext,
  enquiriesContext,
  leadBookContext,
  nonceContext,
  picturesContext,
} from "#app/context";
import { consoleContext, consoleSessionContext } from "#app/console/context";
import { consoleFor, consoleSessionFor } from "./admin/console";
import { pictureIndexName, pictureVersions } from "./images/versions";
import type { AppEnv } from "./app-env";
import { submit } from "./bff/enquiries";
import { ApiFailure } from "./bff/errors";
import { checkXsrf, xsrfCookieName } from "./bff/xsrf";
import { clientIp } from "./client";
import { leadBookFor } from "./leads/lead-book";

// What the React Router loaders and actions of one request may use (app/context.ts).

export function routerContextFor(c: Context<AppEnv>): RouterContextProvider {
  const context = new RouterContextProvider();
  const request = c.req.raw;
  context.set(apiContext, c.var.bff.api);
  context.set(cloudflareContext, { env: c.env, ctx: c.executionCtx as ExecutionContext });
  context.set(nonceContext, c.var.nonce);
  context.set(antiForgeryContext, {
    token: c.var.xsrf,
    check: (req, echoed) =>
      checkXsrf(req, c.env.XSRF_SECRET, getCookie(c, xsrfCookieName(new URL(req.url))), echoed),
  });
  context.set(enquiriesContext, {
    async submit(name, body) {
      try {
        const client = { ip: clientIp(request), xsrf: c.var.xsrf };
        const answer = await submit(c.env, c.var.bff, name, body, client);
        return { status: answer.status, message: answer.text ?? "" };
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        return { status: error.status, message: error.message, issues: error.issues };
      }
    },
  });
  context.set(leadBookContext, leadBookFor(c.env.DB));
  context.set(picturesContext, {
    versions: () => pictureVersions(c.env, c.executionCtx as ExecutionContext),
    shown: (key) => c.var.bff.keysRead.add(pictureIndexName(key)),
  });
  context.set(consoleSessionContext, consoleSessionFor(c));
  // The console's data only for a signed-in operator (worker/admin/gate.ts decided who that is).
  if (c.var.operator) context.set(consoleContext, consoleFor(c));
  return context;
}
