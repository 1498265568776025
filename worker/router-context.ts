import type { Context } from "hono";
import { RouterContextProvider } from "react-router";
import { antiForgeryContext, apiContext, cloudflareContext, nonceContext, siteOriginContext } from "#app/shared/context";
import { buyerAccountContext } from "#app/features/privacy/context";
import { comparisonViewsContext } from "#app/features/tools/context";
import { enquiriesContext } from "#app/features/enquiry/context";
import { leadBookContext } from "#app/features/leads/context";
import { picturesContext } from "#app/features/pictures/context";
import { sitemapSlicesContext } from "#app/features/seo/context";
import { townsContext } from "#app/features/town/context";
import { contractSlices } from "#app/features/seo/rules/sitemap-slices";
import { consoleContext, consoleSessionContext } from "#app/features/console/context";
import { sellerAccountContext, sellerSessionContext } from "#app/features/seller/context";
import { sellerAccountFor } from "#app/features/seller/server/account";
import { signedInSeller } from "#app/features/seller/server/session";
import { profileReviewContext, publishedProfileContext, sellerProfileContext } from "#app/features/seller/profile/context";
import { profileReviewFor, publishedProfileFor, sellerProfileFor } from "#app/features/seller/profile/server/adapters";
import { leadsBoardContext } from "#app/features/seller/board/context";
import { leadsBoardOf } from "#app/features/seller/board/server/leads-board";
import { sellerMoneyContext } from "#app/features/seller/money/context";
import { sellerMoneyFor } from "#app/features/seller/money/server/money";
import type { Api } from "#app/shared/contract";
import { notFound, unavailable } from "#app/shared/lib/route-errors";
import { consoleFor, consoleSessionFor } from "#app/features/console/server/console";
import { pictureVersions } from "#app/features/pictures/server/versions";
import { publicGallery } from "#app/features/pictures/server/galleries";
import type { AppEnv } from "./app-env";
import type { Bff } from "./bff/api";
import { submit } from "./bff/enquiries";
import { ApiFailure } from "#app/shared/server/errors";
import { antiForgeryFor } from "./anti-forgery";
import { clientIp } from "#app/shared/server/client";
import { leadBookFor } from "#app/features/leads/server/lead-book";
import { buyerAccountFor } from "#app/features/privacy/server/buyer-enquiries";
import { townsFor } from "#app/features/town/server/town-cookie";
import { comparisonViewsFor } from "#app/features/tools/server/comparison-views";
import { d1SitemapSlices } from "#app/features/seo/server/sitemap-slices";

// What the React Router loaders and actions of one request may use (app/shared/context.ts).

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
  // Read at most once, and only by a workspace page that asks.
  let seller: ReturnType<typeof signedInSeller> | undefined;
  context.set(sellerSessionContext, { seller: () => (seller ??= signedInSeller(c)) });
  context.set(sellerAccountContext, sellerAccountFor(c));
  context.set(sellerProfileContext, sellerProfileFor(c));
  context.set(publishedProfileContext, publishedProfileFor(c));
  context.set(leadsBoardContext, (who) => leadsBoardOf(c.env.DB, { tName: who.tName, by: who.mobile, address: clientIp(request), via: "board" }));
  context.set(sellerMoneyContext, sellerMoneyFor(c.env.DB));
  // The sitemaps' big groups: ranges of D1 where the catalogue is ours, else the contract's lists.
  context.set(sitemapSlicesContext, c.env.ORIGIN_URL ? contractSlices(loaderApi(c.var.bff)) : d1SitemapSlices(c.env.DB));
  // The console's data only for a signed-in operator (app/features/console/server/gate.ts decided who that is).
  if (c.var.operator) context.set(consoleContext, consoleFor(c));
  if (c.var.operator) context.set(profileReviewContext, profileReviewFor(c));
  return context;
}

/**
 * The loaders' `api.call`: the BFF's lookup, its failures as what the page answers. Input the
 * contract refuses came from the URL (a name too long, a parameter not ASCII): the page does not
 * exist. A failure of the origin keeps its status. An empty answer is an answer: the loader says
 * which lookups it cannot do without (app/shared/lib/route-errors.ts `required`).
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
