import type { Bff } from "./bff/api";

/** Hono's environment: the Worker bindings and what the first middlewares set per request. */
export type AppEnv = { Bindings: Env; Variables: { bff: Bff; nonce: string } };
