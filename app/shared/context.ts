import { createContext } from "react-router";
import type { Api } from "#app/shared/contract";

// Typed keys of the router context the Worker fills for every request (worker/index.ts).

/** The /api client: the same validation, edge rules and cache as public /api, in-process. */
export const apiContext = createContext<Api>();

/** Bindings and the execution context, for the few server-only needs beyond `api`. */
export const cloudflareContext = createContext<{ env: Env; ctx: ExecutionContext }>();

/**
 * The origin of the site's absolute URLs (canonical, og:url, JSON-LD, sitemaps, robots.txt): the
 * configured SITE_URL, or in local runs the request's origin (app/shared/server/site-origin.ts). Never build
 * an absolute URL from `request.url`: its host is whatever the request's Host header said.
 */
export const siteOriginContext = createContext<string>();

/** The CSP nonce of this response, for React Router's inline scripts. */
export const nonceContext = createContext<string>("");

/**
 * This visitor's anti-forgery token — the request cookie's, or the one this response sets on a
 * first visit — and the check a state-changing form must pass (the same rules as /api's POSTs).
 */
export type AntiForgery = {
  token: string;
  check(request: Request, echoed: string | undefined): Promise<{ ok: true } | { ok: false; reason: string }>;
};
export const antiForgeryContext = createContext<AntiForgery>();
