import type { Context } from "hono";
import { RouterContextProvider } from "react-router";
import {
  antiForgeryContext,
  apiContext,
  buyerAccountContext,
  cloudflareContext,
  comparisonViewsContext,
  enquiriesContext,
  leadBookContext,
  nonceContext,
  picturesContext,
  siteOriginContext,
  sitemapSlicesContext,
  townsContext,
} from "#app/context";
import { contractSlices } from "#app/seo/sitemap-slices";
import { consoleContext, consoleSessionContext } from "#app/console/context";
import type { Api } from "#app/domain/contract";
import { notFound, unavailable } from "#app/lib/route-errors";
import { consoleFor, consoleSessionFor } from "./admin/console";
import { pictureVersions } from "./images/versions";
import { publicGallery } from "./images/galleries";
import type { AppEnv } from "./app-env";
import type { Bff } from "./bff/api";
import { submit } from "./bff/enquiries";
import { ApiFailure } from "./bff/errors";
import { antiForgeryFor } from "./anti-forgery";
import { clientIp } from "./client";
import { leadBookFor } from "./leads/lead-book";
import { buyerAccountFor } from "./privacy/buyer-enquiries";
import { townsFor } from "./town";
import { comparisonViewsFor } from "./comparison-views";
import { d1SitemapSlices } from "./sitemap-slices";

// What the React Router loaders and actions of one request may use (app/context.ts).

export function routerContextFor(c: Context<AppEnv>): RouterContextProvider {
  const context = new RouterContextProvider();
  const request = c.req.raw;
  context.set(apiContext, loaderApi(c.var.bff));
  context.set(cloudflareContext, { env: c.env, ctx: c.executionCtx as ExecutionContext });
  context.set(nonceContext, c.get("secureHeadersNonce") ?? "");
  context.set(siteOriginContext, c.var.siteOrigin);
  context.set(antiForgeryContext, antiForgeryFor(c));
  context.set(enquiriesContext, {
    async submit(name, body) {
      try {
        const client = { ip: clientIp(request), xsrf: c.var.xsrf };
        const answer = await submit(c.env, c.var.bff, name, body, client);
        return { status: answer.status, message: answer.text ?? "", messageKey: answer.messageKey, json: answer.json };
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        const retryAfter = Number(error.headers?.["Retry-After"]) || undefined;
        return { status: error.status, message: error.message, messageKey: error.messageKey, issues: error.issues, retryAfter, challenge: error.challenge };
      }
    },
  });
  context.set(leadBookContext, leadBookFor(c.env.DB, clientIp(request)));
  context.set(buyerAccountContext, buyerAccountFor(c));
  context.set(townsContext, townsFor(c));
  context.set(comparisonViewsContext, comparisonViewsFor(c.env.DB));
  context.set(picturesContext, {
    versions: () => pictureVersions(c.env, c.executionCtx as ExecutionContext),
    gallery: (folder) => publicGallery(c.env, c.executionCtx as ExecutionContext, folder),
  });
  context.set(consoleSessionContext, consoleSessionFor(c));
  // The sitemaps' big groups: ranges of D1 where the catalogue is ours, else the contract's lists.
  context.set(sitemapSlicesContext, c.env.ORIGIN_URL ? contractSlices(loaderApi(c.var.bff)) : d1SitemapSlices(c.env.DB));
  // The console's data only for a signed-in operator (worker/admin/gate.ts decided who that is).
  if (c.var.operator) context.set(consoleContext, consoleFor(c));
  return context;
}

/**
 * The loaders' `api.call`: the BFF's lookup, its failures as what the page answers. Input the
 * contract refuses came from the URL (a name too long, a parameter not ASCII): the page does not
 * exist. A failure of the origin keeps its status. An empty answer is an answer: the loader says
 * which lookups it cannot do without (app/lib/route-errors.ts `required`).
 */
export function loaderApi(bff: Bff): Api {
  return {
    async call(name, params) {
      try {
        return (await bff.lookup(name, params)).items as never;
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        return error.status === 400 || error.status === 404 ? notFound() : unavailable(error.status, error.code);
      }
    },
  };
}
