import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { RouterContextProvider } from "react-router";
import {
  antiForgeryContext,
  apiContext,
  cloudflareContext,
  enquiriesContext,
  nonceContext,
  siteOriginContext,
} from "#app/context";
import type { AppEnv } from "./app-env";
import { submit } from "./bff/enquiries";
import { ApiFailure } from "./bff/errors";
import { checkXsrf, xsrfCookieName } from "./bff/xsrf";
import { clientIp } from "./client";

// What the React Router loaders and actions of one request may use (app/context.ts).

export function routerContextFor(c: Context<AppEnv>): RouterContextProvider {
  const context = new RouterContextProvider();
  const request = c.req.raw;
  context.set(apiContext, c.var.bff.api);
  context.set(cloudflareContext, { env: c.env, ctx: c.executionCtx as ExecutionContext });
  context.set(nonceContext, c.var.nonce);
  context.set(siteOriginContext, c.var.siteOrigin);
  context.set(antiForgeryContext, {
    token: c.var.xsrf,
    check: (req, echoed) =>
      checkXsrf(req, c.env.XSRF_SECRET, getCookie(c, xsrfCookieName(new URL(req.url))), echoed),
  });
  context.set(enquiriesContext, {
    async submit(name, body) {
      try {
        const client = { ip: clientIp(request), xsrf: c.var.xsrf };
        const answer = await submit(c.env, c.var.bff.origin, name, body, client);
        return { status: answer.status, message: answer.text ?? "" };
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        return { status: error.status, message: error.message, issues: error.issues };
      }
    },
  });
  return context;
}
