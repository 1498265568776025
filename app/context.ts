import { createContext } from "react-router";
import type { Api } from "./domain/contract";

// Typed keys of the router context the Worker fills for every request (worker/index.ts).

/** The /api client: the same validation, edge rules and cache as public /api, in-process. */
export const apiContext = createContext<Api>();

/** Bindings and the execution context, for the few server-only needs beyond `api`. */
export const cloudflareContext = createContext<{ env: Env; ctx: ExecutionContext }>();

/** The CSP nonce of this response, for React Router's inline scripts. */
export const nonceContext = createContext<string>("");
