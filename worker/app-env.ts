import type { Operator } from "./admin/authenticate";
import type { Bff } from "./bff/api";

/** Hono's environment: the Worker bindings and what the first middlewares set per request. */
export type AppEnv = {
  Bindings: Env;
  /**
   * xsrf: the visitor's anti-forgery token, the request's or the one this response sets.
   * operator: who signed in on an /admin request (bearer token or session), else null.
   */
  Variables: { bff: Bff; nonce: string; xsrf: string; operator: Operator | null };
};
