import type { Context, MiddlewareHandler, Next } from "hono";
import { isAdminApiPath, isAdminPath } from "#app/shared/rules/request-path";
import type { AppEnv } from "#worker/app-env";
import { LOCKOUT_SECONDS } from "../../../shared/security/bearer-lockout";
import { jsonError } from "../../../shared/server/errors";
import { limitBody } from "#worker/body-limit";
import { isUpload } from "#worker/routes/admin-console-uploads";
import { authenticate, forgeryRefusal } from "./authenticate";

// Every /admin request, in whatever spelling the routers would match it (the path is already in
// normal form: worker/request-path.ts, and matched without regard to case): who the operator is
// (bearer token or session cookie, app/features/console/server/authenticate.ts), the JSON/CSV API refused
// without one (every answer is private, never stored, never indexed: worker/security-headers.ts).
// The console's pages refuse a visitor without an operator themselves
// (app/features/console/routes/signed-in.tsx sends them to sign in).

const formLimit = limitBody();

export const adminGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const pathname = c.req.path;
  if (!isAdminPath(pathname)) {
    c.set("operator", null);
    return next();
  }
  // Before authentication, so an unauthenticated flood is never kept: a body is a form's 16 KB at
  // most, except an upload's, which its own route limits once the operator is known.
  if (isUpload(c.req.method, pathname)) return gated(c, next);
  return formLimit(c, () => gated(c, next));
};

async function gated(c: Context<AppEnv>, next: Next): Promise<void> {
  const { operator, refused } = await authenticate(c);
  c.set("operator", operator);
  const refusal = isAdminApiPath(c.req.path) ? await apiRefusal(c, operator, refused) : null;
  if (refusal) {
    c.res = refusal;
  } else {
    await next();
  }
}

async function apiRefusal(c: Context<AppEnv>, operator: AppEnv["Variables"]["operator"], refused: "wrong" | "locked" | null) {
  if (refused === "locked") return jsonError(429, "rate_limited", "Too many failed attempts", undefined, { "Retry-After": String(LOCKOUT_SECONDS) });
  if (!operator) return jsonError(401, "unauthorized", "A valid admin token or a signed-in session is required", undefined, { "WWW-Authenticate": "Bearer" });
  const forged = await forgeryRefusal(c, operator);
  return forged ? jsonError(403, "forbidden", forged) : null;
}
