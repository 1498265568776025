import type { Operator } from "#app/features/console/server/authenticate";
import type { Bff } from "./bff/api";

/** Hono's environment: the Worker bindings and what the first middlewares set per request. */
export type AppEnv = {
  Bindings: Env;
  /**
   * xsrf: the visitor's anti-forgery token, the request's or the one this response sets.
   * siteOrigin: the origin of the site's absolute URLs (app/shared/server/site-origin.ts).
   * page: the request React Router renders, at the page's canonical address (worker/page-query.ts).
   * storable: whether the edge HTML cache may keep its answer (worker/page-query.ts).
   * secureHeadersNonce: this response's CSP nonce, set by hono/secure-headers (security-headers.ts).
   * operator: who signed in on an /admin request (bearer token or session), else null.
   */
  Variables: {
    bff: Bff;
    xsrf: string;
    siteOrigin: string;
    page: Request;
    storable: boolean;
    secureHeadersNonce?: string;
    operator: Operator | null;
  };
};
