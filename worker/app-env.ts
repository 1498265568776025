import type { Bff } from "./bff/api";

/** Hono's environment: the Worker bindings and what the first middlewares set per request. */
export type AppEnv = {
  Bindings: Env;
  /**
   * xsrf: the visitor's anti-forgery token, the request's or the one this response sets.
   * siteOrigin: the origin of the site's absolute URLs (worker/site-origin.ts).
   * page: the request React Router renders, at the page's canonical address (worker/page-query.ts).
   */
  Variables: { bff: Bff; nonce: string; xsrf: string; siteOrigin: string; page: Request };
};
